// Type tests (checked by `npm run typecheck`): every type the headless model names can be
// written by a host from the package's entry, as issue 32 asks ("export every type it names").
import { expectTypeOf } from 'vitest';
import type {
  DeliveriesGrid,
  // `grid.formatters`
  DeliveryFormatters,
  // `grid.selection.page`
  PageSelection,
  // `grid.actions.setState` and `setColumnSettings` take a StateUpdate
  StateUpdate,
  // `DeliveriesGridStore` is a Subscribable
  Subscribable,
  // `grid.table`
  DeliveriesReactTable,
} from '@src/index';

declare const grid: DeliveriesGrid;

expectTypeOf(grid.formatters).toEqualTypeOf<DeliveryFormatters>();
expectTypeOf(grid.selection!.page).toEqualTypeOf<PageSelection>();
expectTypeOf(grid.actions.setState)
  .parameter(0)
  .toEqualTypeOf<StateUpdate<typeof grid.query.state>>();
expectTypeOf(grid.store).toEqualTypeOf<Subscribable<DeliveriesGrid>>();
expectTypeOf(grid.table).toEqualTypeOf<DeliveriesReactTable>();
