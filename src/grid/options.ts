import type { DeliveriesClient } from '../api/client';
import type { DeliveriesApiError } from '../api/errors';
import type { Delivery } from '../api/types';
import type { DeliveriesQueryState } from '../state/queryState';
import type { StatusOption } from '../state/statusOptions';
import type { DeliveryColumn } from '../state/columns/deliveryColumn';
import type { DeliveriesColumnsMenuOptions } from '../state/columns/columnsMenuOptions';
import type { DeliveriesFiltersOptions } from '../filters/options';
import type { FilterPanelMessages } from '../filters/messages';
import type { DeliveriesSavedViewsMessages } from '../views/messages';
import type { DeliveriesExportMessages } from '../export/messages';
import type { DeliveriesDetailState } from './details/useGridDetails';
import type { DeliveriesSelectionMessages } from '../selection/messages';
import type { DeliveriesRowAction, DeliveriesSelectionOptions } from '../selection/options';
import type { DeliveriesTableMessages } from './messages';

/** Where the grid gets its deliveries: a `baseUrl`, or a `client` built by the host. */
export type DeliveriesTableSource =
  | {
      /** Where the service lives; the grid posts to `{baseUrl}/api/deliveries`. */
      baseUrl: string;
      client?: undefined;
    }
  | {
      /** A client from `createDeliveriesClient`, for headers, tokens, cookies or a custom fetch. */
      client: DeliveriesClient;
      baseUrl?: undefined;
    };

/**
 * Paging without a total: page sizes, how the server numbers pages, and the look-ahead.
 *
 * @example
 * ```tsx
 * <DeliveriesTable baseUrl="/gateway" paging={{ pageSizeOptions: [50, 100], pageNumberBase: 0 }} />
 * ```
 */
export interface DeliveriesPagingOptions {
  /** Choices of "Rows per page"; default `[10, 25, 50, 100]`. */
  pageSizeOptions?: readonly number[];
  /** Number the server gives the first page; default 1. */
  pageNumberBase?: 0 | 1;
  /** Fetch the next page ahead so "Next page" is instant and the last page known; default `true`. */
  prefetchNextPage?: boolean;
}

/**
 * The quick search. `search={false}` hides the searchbox (a `state` with a search still sends it).
 *
 * @example
 * ```tsx
 * <DeliveriesTable baseUrl="/gateway" search={{ debounceMs: 150, maxLength: 80 }} />
 * ```
 */
export interface DeliveriesSearchOptions {
  /** Quiet time after typing before the search is sent; default 300 ms. */
  debounceMs?: number;
  /** Longest quick search accepted; default 200 characters. */
  maxLength?: number;
}

/**
 * The rows: what a click does, a delivery's identity, and how many are drawn.
 *
 * @example
 * ```tsx
 * <DeliveriesTable baseUrl="/gateway" rows={{ onClick: (delivery) => open(delivery.code) }} />
 * ```
 */
export interface DeliveriesRowsOptions {
  /** Makes rows clickable and focusable (Enter or Space activates). */
  onClick?: (delivery: Delivery) => void;
  /**
   * A delivery's id; default: its `code`. Each row's key (`grid.rowKeys`) is made from it,
   * unique on the page: the first row with an id is keyed by it, a later one on the same page by
   * the id and its occurrence (`DLV-1~2`), so two rows with one id are ticked, opened, marked
   * and exported each on its own (and a notice says the page repeats it). A custom `cell` is
   * keyed by the row's key, so its state belongs to that row; rows are drawn by position.
   */
  getRowId?: (delivery: Delivery) => string;
  /**
   * Pages with more rows than this draw only the rows in view of the grid's scroll area (its
   * height is `--dt-max-height`), plus a few beyond each edge; default 100. `Infinity` never
   * virtualizes.
   */
  virtualizeAbove?: number;
  /**
   * Most rows the grid holds, whatever the server sends; default 10,000. A longer answer shows
   * its first rows and a notice saying how many came.
   */
  maxRendered?: number;
  /**
   * A menu button "Actions for DLV-…" at the end of each row, with these items; run and reported
   * as the selection's bulk actions are (progress, "Cancel", an alert with "Retry").
   */
  actions?: readonly DeliveriesRowAction[];
}

/**
 * Asking for the current page again: a "Refresh" button and "Updated 12 s ago" in the toolbar,
 * and on a timer if `intervalSeconds` is set (paused while the tab is hidden). Rows a refresh
 * brings are marked "New" (`data-change="new"`), rows it changed highlighted for a few seconds
 * (`data-change="changed"`), and the live region says "2 new, 1 changed".
 *
 * @example
 * ```tsx
 * <DeliveriesTable baseUrl="/gateway" refresh={{ intervalSeconds: 30 }} />
 * ```
 */
export interface DeliveriesRefreshOptions {
  /** Seconds between refreshes; default: off. */
  intervalSeconds?: number;
  /** The "Refresh" button; default `true`. */
  button?: boolean;
}

/**
 * Every visible string and accessible name, one part per feature; each part keeps its English
 * defaults for what it does not name.
 *
 * @example
 * ```tsx
 * <DeliveriesTable
 *   baseUrl="/gateway"
 *   messages={{ table: { tableLabel: 'Lieferungen' }, filters: { applyFilters: 'Anwenden' } }}
 * />
 * ```
 */
export interface DeliveriesMessages {
  /** The grid: headers, search, paging, states, columns menu. */
  table?: Partial<DeliveriesTableMessages>;
  /** The filter panel and the chips. */
  filters?: Partial<FilterPanelMessages>;
  /** The "Views" menu. */
  savedViews?: Partial<DeliveriesSavedViewsMessages>;
  /** The "Export" menu. */
  exporting?: Partial<DeliveriesExportMessages>;
  /** Selection, the "Selection" bar, bulk and row actions. */
  selection?: Partial<DeliveriesSelectionMessages>;
}

/**
 * What `useDeliveriesGrid` works from; `DeliveriesTable` takes the same plus its looks and
 * parts. A feature's group set to `false` turns the feature off.
 *
 * @example
 * ```ts
 * const options: DeliveriesGridOptions = {
 *   baseUrl: '/gateway',
 *   initialState: { pageSize: 50 },
 *   paging: { prefetchNextPage: false },
 * };
 * ```
 */
export type DeliveriesGridOptions = DeliveriesTableSource & DeliveriesGridSettings;

/** Everything of `DeliveriesGridOptions` besides the source of the data. */
export interface DeliveriesGridSettings {
  /** Uncontrolled: where the grid starts (page 1, 25 rows, no search, sort or filters by default). */
  initialState?: Partial<DeliveriesQueryState>;
  /** Controlled: the whole query state, owned by the host (for example in its URL). */
  state?: DeliveriesQueryState;
  /** Hears every change of the query state, controlled or not. */
  onStateChange?: (state: DeliveriesQueryState) => void;
  /** Which columns, in what order; default `defaultDeliveryColumns`. Keep the array stable. */
  columns?: readonly DeliveryColumn[];
  /** Labels and tones of status codes, for the cells, the filter and the export. */
  statusOptions?: readonly StatusOption[];
  paging?: DeliveriesPagingOptions;
  search?: DeliveriesSearchOptions | false;
  filters?: DeliveriesFiltersOptions | false;
  columnsMenu?: DeliveriesColumnsMenuOptions | false;
  rows?: DeliveriesRowsOptions;
  /** Row selection and bulk actions; off unless given (`selection={{}}` turns it on). */
  selection?: DeliveriesSelectionOptions | false;
  refresh?: DeliveriesRefreshOptions;
  /** One delivery's details open at a time (`grid.details`); off unless given. */
  detail?: DeliveriesDetailState;
  /**
   * Hears a 401 or 403 answer, once per failed request, to send the person to sign in or to
   * refresh a token; the grid does not retry it and shows the error with "Retry".
   */
  onUnauthorized?: (error: DeliveriesApiError) => void;
  /** BCP 47 locale of numbers and dates; default: the browser's. */
  locale?: string;
  /** IANA time zone of dates shown and of date filters; default: the browser's. */
  timeZone?: string;
  messages?: DeliveriesMessages;
  /** Row height and padding; default `comfortable`. A saved view applied sets it until this changes. */
  density?: 'comfortable' | 'compact';
}
