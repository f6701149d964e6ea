// Type tests, checked by `npm run typecheck` (tsc over test/): what hosts write must compile,
// and what they must not write must not. `expectTypeOf` does nothing at run time.
import { expectTypeOf } from 'vitest';
import {
  useDeliveriesGrid,
  useDeliveriesGridSelector,
  type DeliveriesActionRunner,
  type DeliveriesAppliedView,
  type DeliveriesGrid,
  type DeliveriesGridColumns,
  type DeliveriesGridFilters,
  type DeliveriesGridHeader,
  type DeliveriesGridPaging,
  type DeliveriesGridQuery,
  type DeliveriesGridRefresh,
  type DeliveriesGridSearch,
  type DeliveriesGridSorting,
  type DeliveriesGridView,
  type DeliveriesRowNavigation,
  type DeliveriesGridDetails,
  type DeliveriesGridOptions,
  type DeliveriesGridSelection,
  type DeliveriesGridStore,
  type DeliveriesSearchDraft,
  type DeliveriesSelection,
  type DeliveriesSelectionMessages,
  type DeliveriesEndedSelection,
  type DeliveriesQuerySelection,
  type DeliveriesTableProps,
  type DeliveriesTableSlots,
  type Delivery,
} from '@src/index';

declare const grid: DeliveriesGrid;
declare const delivery: Delivery;

// The model: every feature's slice, each with its own type.
expectTypeOf(grid.store).toEqualTypeOf<DeliveriesGridStore>();
expectTypeOf(grid.query).toEqualTypeOf<DeliveriesGridQuery>();
expectTypeOf(grid.paging).toEqualTypeOf<DeliveriesGridPaging>();
expectTypeOf(grid.sorting).toEqualTypeOf<DeliveriesGridSorting>();
expectTypeOf(grid.search).toEqualTypeOf<DeliveriesGridSearch>();
expectTypeOf(grid.filters).toEqualTypeOf<DeliveriesGridFilters>();
expectTypeOf(grid.columns).toEqualTypeOf<DeliveriesGridColumns>();
expectTypeOf(grid.columns.headers).toEqualTypeOf<readonly DeliveriesGridHeader[]>();
expectTypeOf(grid.view).toEqualTypeOf<DeliveriesGridView>();
expectTypeOf(grid.view.applied).toEqualTypeOf<DeliveriesAppliedView | null>();
expectTypeOf(grid.refresh).toEqualTypeOf<DeliveriesGridRefresh>();
expectTypeOf(grid.navigation).toEqualTypeOf<DeliveriesRowNavigation>();
expectTypeOf(grid.navigation.target).returns.toEqualTypeOf<string | null>();
// Each slice's actions are the grid's: one path per verb.
expectTypeOf(grid.paging.actions.nextPage).toEqualTypeOf<DeliveriesGrid['actions']['nextPage']>();
expectTypeOf(grid.sorting.actions.toggleSort).toEqualTypeOf<
  DeliveriesGrid['actions']['toggleSort']
>();
// The flat fields moved into their slices.
// @ts-expect-error: `grid.query.state` now
void grid.state;
// @ts-expect-error: `grid.paging.canNextPage` now
void grid.canNextPage;
expectTypeOf(grid.selection).toEqualTypeOf<DeliveriesGridSelection | null>();
expectTypeOf(grid.details).toEqualTypeOf<DeliveriesGridDetails | null>();
expectTypeOf(grid.actionRunner).toEqualTypeOf<DeliveriesActionRunner | null>();
expectTypeOf(grid.search.draft).toEqualTypeOf<DeliveriesSearchDraft>();
expectTypeOf(grid.rowKeyOf).toEqualTypeOf<(delivery: Delivery) => string>();
expectTypeOf(grid.rowKeys).toEqualTypeOf<readonly string[]>();
expectTypeOf(grid.actions.toggleSort).parameter(0).toEqualTypeOf<string>();
expectTypeOf(grid.details!.actions.next).toEqualTypeOf<() => void>();
expectTypeOf(grid.selection!.value).toEqualTypeOf<DeliveriesSelection>();
// An ended selection of every match, and its undo: a headless host gets both.
expectTypeOf(grid.selection!.endedQuery).toEqualTypeOf<DeliveriesEndedSelection | null>();
expectTypeOf(grid.selection!.endedQuery!.selection).toEqualTypeOf<DeliveriesQuerySelection>();
expectTypeOf(grid.selection!.actions.undoEnd).toEqualTypeOf<() => void>();
expectTypeOf(grid.actionRunner!.refuse).toEqualTypeOf<(label: string) => boolean>();
// A host's `allMatching` written before it was told what the selection matches still fits.
expectTypeOf<{ allMatching: (excluded: number) => string }>().toMatchTypeOf<
  Partial<DeliveriesSelectionMessages>
>();

// A slice read from the store has the selector's type.
export function useSlices() {
  expectTypeOf(
    useDeliveriesGridSelector(grid.store, (g) => g.selection?.isSelected(delivery) ?? false),
  ).toEqualTypeOf<boolean>();
  expectTypeOf(
    useDeliveriesGridSelector(grid.search.draft, (text) => text),
  ).toEqualTypeOf<string>();
}
expectTypeOf(useDeliveriesGrid).returns.toEqualTypeOf<DeliveriesGrid>();

// Options: a source is required, the features are grouped and may be turned off.
expectTypeOf<{ baseUrl: string }>().toMatchTypeOf<DeliveriesGridOptions>();
expectTypeOf<{ selection: false }>().not.toMatchTypeOf<DeliveriesGridOptions>();
expectTypeOf<{
  baseUrl: string;
  selection: false;
  detail: { open: string | null; onOpenChange: (id: string | null) => void };
}>().toMatchTypeOf<DeliveriesGridOptions>();
expectTypeOf<{
  baseUrl: string;
  detail: { render: () => null; placement: 'inline' };
}>().toMatchTypeOf<DeliveriesTableProps>();
expectTypeOf<{
  baseUrl: string;
  detail: { placement: 'inline' };
}>().not.toMatchTypeOf<DeliveriesTableProps>();
expectTypeOf<{ pagination: () => null }>().toMatchTypeOf<DeliveriesTableSlots>();
expectTypeOf<{ pager: () => null }>().not.toMatchTypeOf<DeliveriesTableSlots>();
