import '@src/theme/styles.css';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DeliveriesRequest } from '@src/api/types';
import { generateDeliveries, queryDeliveries } from '@src/mocks/index';
import { de } from '@src/locales/de';
import { gridRenderer } from '../harness';
import { cardNames, withCardsThreshold } from './cardsWidth';
import { expectNoAxeViolations } from '../focus/focusProbe';

withCardsThreshold(390, 844);
const dataset = generateDeliveries(30, 29);
const sorted: DeliveriesRequest = {
  pageNumber: 1,
  pageSize: 10,
  quickSearch: '',
  orderBy: { key: 'insertTime', order: 'desc' },
};
const renderGrid = gridRenderer(
  {
    initialState: { pageSize: 10, orderBy: sorted.orderBy },
    timeZone: 'UTC',
    // "Inserted" hidden, as a saved view or a person's columns may leave it.
    columnsMenu: { defaultSettings: { order: [], hidden: ['insertTime'], widths: {}, pinned: {} } },
  },
  { serve: dataset, latencyMs: 5 },
);

describe('"Sort by" while the grid is sorted by a hidden column', () => {
  it("names the sort by the column's header in the grid's words, never its field name", async () => {
    const view = renderGrid({ localePack: de });
    const list = await screen.findByRole('list', { name: 'Lieferungen' }, { timeout: 10_000 });
    const codes = queryDeliveries(dataset, sorted).map((delivery) => `Lieferung ${delivery.code}`);
    await waitFor(() => expect(cardNames(list)).toEqual(codes), { timeout: 10_000 });
    expect(view.bodies).toEqual([sorted]);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sortieren nach' });
    const chosen = select.selectedOptions[0]!.textContent;
    expect(chosen).toBe(
      de.messages.cards.sortOption(de.messages.table.columnHeaders.insertTime!, 'desc'),
    );
    expect(chosen).not.toContain('insertTime');
    await expectNoAxeViolations('"Sort by" naming a hidden column');
  });
});
