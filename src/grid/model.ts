import type { Delivery, OrderBy } from '../api/types';
import type { DeliveriesColumnSettings } from '../state/columnSettings';
import type { DeliveriesFilterState, DeliveriesQueryState } from '../state/queryState';
import type { StatusOption } from '../state/statusOptions';
import type { DeliveryFormatters } from '../state/formatters';
import type { StateUpdate } from '../shared/useControllableState';
import type { DeliveriesView, SavedDeliveriesView } from '../views/types';
import type {
  DeliveriesGridAlert,
  DeliveriesGridBody,
  DeliveriesGridNotice,
  DeliveriesGridPhase,
} from './gridView';
import type { DeliveriesGridColumns } from './columns/columnsModel';
import type { DeliveriesGridDetails } from './details/useGridDetails';
import type { DeliveriesGridFilters } from './filters/filtersModel';
import type { DeliveriesRowNavigation } from './navigation/rowNavigation';
import type { DeliveriesGridPaging } from './paging/pagingModel';
import type { DeliveriesGridQuery } from './query/queryModel';
import type { DeliveriesGridRefresh } from './refresh/refreshModel';
import type { DeliveriesGridSearch } from './search/searchModel';
import type { DeliveriesFilterLanguageState } from './search/filterLanguageInput';
import type { DeliveriesGridSorting } from './sorting/sortingModel';
import type { DeliveriesGridView } from './view/viewModel';
import type { DeliveriesActionRunner } from '../selection/logic/actionRunner';
import type { DeliveriesTableMessages } from './messages';
import type { Direction } from '../shared/direction';
import type { Subscribable } from '../shared/useStoreSelector';
import type { DeliveriesGridSelection } from './selection/selectionModel';
import type { DeliveriesReactTable } from './reactTable/useDeliveriesTable';

/**
 * Every action of every slice in one object, stable across renders (the same functions as
 * `grid.paging.actions.nextPage` and the rest): hand it to an effect or a child once.
 *
 * @example
 * ```tsx
 * <button onClick={() => grid.actions.sortBy({ key: 'insertTime', order: 'desc' })}>Newest first</button>
 * ```
 */
export interface DeliveriesGridActions {
  /**
   * Any change of the query state, checked like every other. A value (or an updater's) that is
   * not an object is refused: the state stays, and the notices name it.
   */
  setState: (update: StateUpdate<DeliveriesQueryState>) => void;
  /**
   * Sorts by a column (ascending, descending, none in turn), back to page 1. A column the grid
   * does not have is `sortBy` of its id, which the notices name.
   */
  toggleSort: (columnId: string) => void;
  /** Sorts by an `orderBy` (`null`: the server's order), back to page 1. */
  sortBy: (orderBy: OrderBy | null) => void;
  /** Goes to a page, counted from 1. */
  goToPage: (pageNumber: number) => void;
  previousPage: () => void;
  /**
   * The page after: one past the page whose rows are shown at most. Called again while that
   * page loads, it waits for the answer, and is taken if the answer vouches for it.
   */
  nextPage: () => void;
  /**
   * A new page size, back to page 1: any whole number from 1 to the largest of 1000 and
   * `paging.pageSizeOptions`, listed there or not; another is left out, the notices naming it.
   */
  setPageSize: (pageSize: number) => void;
  /** A new quick search (compared trimmed), back to page 1. */
  search: (quickSearch: string) => void;
  /**
   * `grid.search.actions.runQuery`: text read in the filter language, else searched. Something
   * that is not text is searched as `search` takes it: the notices name it.
   */
  runQuery: (text: string) => Promise<DeliveriesFilterLanguageState | null>;
  applyFilters: (filters: DeliveriesFilterState) => void;
  clearFilters: () => void;
  /**
   * Applies a view (a saved one says its name in any notice), checked like the state. One that
   * is not an object is refused as `setState` refuses a state that is not.
   */
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
   * Sets a column's width, kept within 48–800 px. Until one is set, columns size to their
   * content: pass the shown columns' widths on screen (in order) so the first resize keeps the
   * others where they are. A width that is no number (`NaN`) changes nothing, and the notices
   * name it until the next change.
   */
  resizeColumn: (columnId: string, width: number, widthsOnScreen?: readonly number[]) => void;
}

/**
 * The grid without markup: what `useDeliveriesGrid` returns and `DeliveriesTable`'s parts read.
 * Where it stands (phase, body, alert, notices), the page's rows, and one slice per feature,
 * each with its own stable `actions`. Build any markup on it; the request, the checks and the
 * states behave as the grid's do.
 *
 * @example
 * ```tsx
 * const grid = useDeliveriesGrid({ baseUrl: '/gateway' });
 * if (grid.body === 'rows') return <ul>{grid.rows?.map((d) => <li key={grid.rowKeyOf(d)}>{grid.columns.cellText(d, 'code')}</li>)}</ul>;
 * ```
 */
export interface DeliveriesGrid {
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
  /** The rows to show (at most `rows.maxRendered`); `undefined` before the first answer. */
  rows: readonly Delivery[] | undefined;
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
   * Moving among the rows by their keys, and which row holds the tab stop: a store of its own,
   * so focus moving renders nothing.
   */
  navigation: DeliveriesRowNavigation;
  /** The checked state, the request and where its answer stands. */
  query: DeliveriesGridQuery;
  paging: DeliveriesGridPaging;
  sorting: DeliveriesGridSorting;
  /** The quick search sent, and the draft typed before it is sent. */
  search: DeliveriesGridSearch;
  filters: DeliveriesGridFilters;
  /** Shown columns, headers, settings (order, widths, pins) and cell text. */
  columns: DeliveriesGridColumns;
  /** What "Save view" saves, the saved view applied, density, reset. */
  view: DeliveriesGridView;
  refresh: DeliveriesGridRefresh;
  /** Row selection, or `null` when the `selection` option is off. */
  selection: DeliveriesGridSelection | null;
  /** The open delivery's details and the moves between them, or `null` without `detail`. */
  details: DeliveriesGridDetails | null;
  /**
   * Bulk and row actions, one at a time (with `selection` or `rows.actions`, once their code is
   * in; `null` otherwise): run, cancel, retry, and where the last one stands.
   */
  actionRunner: DeliveriesActionRunner | null;
  locale: string | undefined;
  /**
   * Which way the grid runs (the host's `dir`, else its `locale`'s): what every arrow key that
   * means previous or next, and every icon that points, follows.
   */
  direction: Direction;
  timeZone: string | undefined;
  formatters: DeliveryFormatters;
  statusOptions: readonly StatusOption[];
  messages: DeliveriesTableMessages;
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
