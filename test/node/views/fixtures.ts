import type { DeliveriesView, SavedDeliveriesView } from '@src/views/types';

/** A view with every kind of setting: filters with an advanced row, a sort, columns, density. */
export const latePalletsView: DeliveriesView = {
  state: {
    pageNumber: 3,
    pageSize: 50,
    quickSearch: 'acme',
    orderBy: { key: 'insertTime', order: 'desc' },
    filters: {
      insertFrom: '2026-11-01T00:00:00.000Z',
      status: [4, 5],
      tags: ['fragile'],
      advancedFilters: [
        {
          selectedFiled: 'palletQty',
          condition: 0,
          operator: 'greaterThan',
          data: '2',
          rowType: 'number',
        },
      ],
    },
  },
  columns: { order: ['code', 'status'], hidden: ['tenantName'], widths: { code: 180 } },
  density: 'compact',
};

/** A stored view, as `localStorageViews` keeps it. */
export function savedView(
  name: string,
  patch: Partial<SavedDeliveriesView> = {},
): SavedDeliveriesView {
  return {
    id: `id-${name.toLowerCase().replace(/\W+/g, '-')}`,
    name,
    savedAt: '2026-11-02T08:30:00.000Z',
    ...latePalletsView,
    state: { ...latePalletsView.state, pageNumber: 1 },
    ...patch,
  };
}
