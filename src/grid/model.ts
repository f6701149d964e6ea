import type { DeliveriesClient } from '../api/client';
import type { DeliveriesRequest, Delivery, DeliveryFilters, OrderBy } from '../api/types';
import type { DeliveriesColumnSettings } from '../state/columnSettings';
import type { DeliveriesQueryState } from '../state/queryState';
import type { StatusOption } from '../state/statusOptions';
import type { DeliveryColumn } from '../state/columns/deliveryColumn';
import type { DeliveryFormatters } from '../state/formatters';
import type { QueryStateLimits } from '../state/validation/queryStateLimits';
import type { StateUpdate } from '../shared/useControllableState';
import type { DeliveriesView, SavedDeliveriesView } from '../views/types';
import type {
  DeliveriesGridAlert,
  DeliveriesGridBody,
  DeliveriesGridNotice,
  DeliveriesGridPhase,
} from './gridView';
import type { DeliveriesGridDetails } from './details/useGridDetails';
import type { DeliveriesActionRunner } from '../selection/logic/actionRunner';
import type { DeliveriesTableMessages } from './messages';
import type { DeliveriesSearchDraft } from './search/searchDraft';
import type { Subscribable } from '../shared/useStoreSelector';
import type { DeliveriesRowChanges } from './refresh/rowChanges';
import type { DeliveriesGridSelection } from './selection/selectionModel';
import type { DeliveriesReactTable } from './reactTable/useDeliveriesTable';

/**
 * What a person can do to the grid; each is stable across renders.
 *
 * @example
 * ```tsx
 * <button onClick={() => grid.actions.sortBy({ key: 'insertTime', order: 'desc' })}>Newest first</button>
 * ```
 */
export interface DeliveriesGridActions {
  /** Any change of the query state, checked like every other. */
  setState: (update: StateUpdate<DeliveriesQueryState>) => void;
  /** Sorts by a column (ascending, descending, none in turn), back to page 1. */
  toggleSort: (columnId: string) => void;
  /** Sorts by an `orderBy` (`null`: the server's order), back to page 1. */
  sortBy: (orderBy: OrderBy | null) => void;
  /** Goes to a page, counted from 1. */
  goToPage: (pageNumber: number) => void;
  previousPage: () => void;
  nextPage: () => void;
  /** A new page size, back to page 1. */
  setPageSize: (pageSize: number) => void;
  /** A new quick search (compared trimmed), back to page 1. */
  search: (quickSearch: string) => void;
  applyFilters: (filters: DeliveryFilters) => void;
  clearFilters: () => void;
  /** Applies a view (a saved one says its name in any notice), checked like the state. */
  applyView: (view: DeliveriesView, saved?: SavedDeliveriesView) => void;
  /**
   * Back to where the host started the grid, as one change (one request): `initialState`,
   * `columnsMenu.defaultSettings` and `density`; the applied saved view is forgotten.
   */
  reset: () => void;
  /** Sends the current request again. */
  retry: () => void;
  setColumnSettings: (update: StateUpdate<DeliveriesColumnSettings>) => void;
  /**
   * Sets a column's width. Until one is set, columns size to their content: pass the shown
   * columns' widths on screen (in order) so the first resize keeps the others where they are.
   */
  resizeColumn: (columnId: string, width: number, widthsOnScreen?: readonly number[]) => void;
}

/**
 * A shown column's header as any markup draws it.
 *
 * @example
 * ```tsx
 * grid.headers.map((header) => (
 *   <th key={header.column.id}>
 *     <button onClick={() => grid.actions.toggleSort(header.column.id)}>{header.label}</button>
 *   </th>
 * ));
 * ```
 */
export interface DeliveriesGridHeader {
  column: DeliveryColumn;
  /** The header's text (the column's `header`, else `messages.table.columnHeaders`). */
  label: string;
  canSort: boolean;
  /** The column's sort now; pass the column's id to `actions.toggleSort` to change it. */
  sorted: 'asc' | 'desc' | false;
  align: 'start' | 'end';
  /** The edge it is pinned to (`columnSettings.pinned`), else `false`. */
  pinned: 'start' | 'end' | false;
}

/**
 * The saved view last applied, and whether the grid still shows it (its state, columns and
 * density, the page aside).
 *
 * @example
 * ```tsx
 * grid.appliedView && <span>{grid.appliedView.name}{grid.appliedView.changed && ' (changed)'}</span>;
 * ```
 */
export interface DeliveriesAppliedView {
  id: string;
  name: string;
  /** Something was changed since it was applied. */
  changed: boolean;
}

/**
 * The grid without markup: what `useDeliveriesGrid` returns and `DeliveriesTable`'s parts read.
 * Build any markup on it; the request, the checks and the states behave as the grid's do.
 *
 * @example
 * ```tsx
 * const grid = useDeliveriesGrid({ baseUrl: '/gateway' });
 * if (grid.body === 'rows') return <ul>{grid.rows?.map((d) => <li key={grid.rowKeyOf(d)}>{grid.cellText(d, 'code')}</li>)}</ul>;
 * ```
 */
export interface DeliveriesGrid {
  /** The checked query state the request is made from. */
  state: DeliveriesQueryState;
  /** The body being sent (or last sent) for this state. */
  request: DeliveriesRequest;
  /** The rows to show (at most `rows.maxRendered`); `undefined` before the first answer. */
  rows: readonly Delivery[] | undefined;
  phase: DeliveriesGridPhase;
  /** What the body shows: `skeleton`, `rows`, `empty` or `nothing`. */
  body: DeliveriesGridBody;
  /** The failure to show, or `null`. */
  alert: DeliveriesGridAlert | null;
  /** Sentences to show above the rows (what was left out, a retry under way, rows cut). */
  notices: readonly DeliveriesGridNotice[];
  /**
   * What a polite live region says once a person's change has its answer: the sort if it
   * changed, then the rows and page. Held through background refreshes; '' before.
   */
  announcement: string;
  /** Changes with each announcement, even of the same words: key the region's text on it. */
  announcementId: number;
  /** The current page's answer is in and nothing is loading. */
  settled: boolean;
  /** A request is on its way (the first or a refresh). */
  isFetching: boolean;
  /** When the shown rows arrived (ms since the epoch), 0 before. */
  updatedAt: number;
  canPreviousPage: boolean;
  canNextPage: boolean;
  /** An unreadable filter: nothing was sent, and an export must not send the unfiltered query. */
  isFilterError: boolean;
  /** Why the grid cannot load at all (a refused `baseUrl`), else `null`; nothing is sent. */
  setupProblem: string | null;
  /** The shown columns, in order. */
  columns: readonly DeliveryColumn[];
  /** The shown columns' headers: label, sortability and sort. */
  headers: readonly DeliveriesGridHeader[];
  /** A delivery's value in a column in words, as the default cells show it. */
  cellText: (delivery: Delivery, columnId: string) => string;
  /** Every column the grid knows, in the host's order. */
  allColumns: readonly DeliveryColumn[];
  columnSettings: DeliveriesColumnSettings;
  /** Widths of the shown columns once a person has set one, else `null` (natural widths). */
  fixedWidths: number[] | null;
  density: 'comfortable' | 'compact';
  /** What "Save view" saves: the state, the column arrangement and the density. */
  view: DeliveriesView;
  /** The saved view last applied (`actions.applyView` with its record), else `null`. */
  appliedView: DeliveriesAppliedView | null;
  /** The grid shows where the host started it (page included): `actions.reset` changes nothing. */
  isInitialView: boolean;
  locale: string | undefined;
  timeZone: string | undefined;
  formatters: DeliveryFormatters;
  statusOptions: readonly StatusOption[];
  messages: DeliveriesTableMessages;
  limits: QueryStateLimits;
  client: DeliveriesClient;
  /** A delivery's id (`rows.getRowId`, the code by default); two rows may share one. */
  getRowId: (delivery: Delivery) => string;
  /**
   * Each row's key, in the order of `rows`: unique on the page. The first row with an id is
   * keyed by it, a later one by the id and its occurrence (`DLV-1~2`, `DLV-1~3`).
   */
  rowKeys: readonly string[];
  /**
   * A row's key (see `rowKeys`): what React keys, the selection, the open details and a
   * refresh's marks go by. A delivery not on the page is known by its id.
   */
  rowKeyOf: (delivery: Delivery) => string;
  /**
   * What the last refresh of this request changed on the page (rows new since, rows changed,
   * by `rowKeyOf`), kept until the next refresh or another request; `null` when nothing did.
   */
  changes: DeliveriesRowChanges | null;
  /**
   * Bulk and row actions, one at a time (with `selection` or `rows.actions`, once their code is
   * in; `null` otherwise): run, cancel, retry, and where the last one stands.
   */
  actionRunner: DeliveriesActionRunner | null;
  /** What is typed into the quick search before it is sent, and its debounce. */
  searchDraft: DeliveriesSearchDraft;
  /** The open delivery's details and the moves between them, or `null` without `detail`. */
  details: DeliveriesGridDetails | null;
  /** Row selection, or `null` when the `selection` option is off. */
  selection: DeliveriesGridSelection | null;
  /** The react-table instance: header groups, sorting and paging, for markup built on it. */
  table: DeliveriesReactTable;
  actions: DeliveriesGridActions;
  /**
   * The model's store, stable for the grid's life: read a slice with `useGridSelector` and a
   * part renders only when that slice changes (a row's checkbox, not the whole grid, on a tick).
   */
  store: DeliveriesGridStore;
}

/**
 * The grid's store: the model as of the last render, with the selection merged in as it is
 * now. Read a slice with `useDeliveriesGridSelector`; a tick renders only the parts that read it.
 *
 * @example
 * ```tsx
 * const checked = useDeliveriesGridSelector(grid.store, (g) => g.selection?.isSelected(delivery) ?? false);
 * ```
 */
export type DeliveriesGridStore = Subscribable<DeliveriesGrid>;
