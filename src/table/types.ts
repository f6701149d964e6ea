import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { DeliveriesClient } from '../api/client';
import type { DeliveriesApiError } from '../api/errors';
import type { Delivery } from '../api/types';
import type { DeliveriesQueryState } from '../state/queryState';
import type { DeliveriesColumnSettings } from '../state/columnSettings';
import type { DeliveriesExportMessages } from '../export/messages';
import type { DeliveriesSavedViewsMessages } from '../views/messages';
import type { DeliveriesViewStorage } from '../views/storage/viewStorage';
import type { DeliveriesTableMessages } from './messages';
import type { FilterVocabulary } from '../filters/filterVocabulary';
import type { FilterPanelMessages } from '../filters/messages';
import type { DeliveryColumn } from '../state/columns/deliveryColumn';

export type { StatusOption, StatusTone } from '../state/statusOptions';
export type { DeliveryColumn } from '../state/columns/deliveryColumn';

/**
 * Parts of the grid that take an extra class name through `classNames`: `root` (the same
 * element as `className`), `toolbar`, `table`, `headerCell`, `row`, `cell`, `pagination`,
 * `status` (the error alert and the empty state), `filterPanel` (the "Filters" region) and
 * `chips` (the applied-filter chips above the grid).
 */
export type DeliveriesTablePart =
  | 'root'
  | 'toolbar'
  | 'table'
  | 'headerCell'
  | 'row'
  | 'cell'
  | 'pagination'
  | 'status'
  | 'filterPanel'
  | 'chips';

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

/** What the built-in filter panel offers; shared with `DeliveriesFilterPanel`. */
export interface DeliveriesTableFilterOptions extends FilterVocabulary {
  /** Overrides of the filter panel's and chips' strings. */
  filterMessages?: Partial<FilterPanelMessages>;
  /** Show the "Filters" button, panel and chips; default `true`. */
  showFilters?: boolean;
  /** Open the panel on first render; default `false`. */
  defaultFiltersOpen?: boolean;
}

/** Everything besides the source of the data. */
export interface DeliveriesTableOptions extends DeliveriesTableFilterOptions {
  /** Shares the host's QueryClient; default: the one in context, else the grid's own. */
  queryClient?: QueryClient;
  /** Uncontrolled: where the grid starts (page 1, 25 rows, no search, sort or filters by default). */
  initialState?: Partial<DeliveriesQueryState>;
  /** Controlled: the whole query state, owned by the host (for example in its URL). */
  state?: DeliveriesQueryState;
  /** Hears every change of the query state, controlled or not. */
  onStateChange?: (state: DeliveriesQueryState) => void;
  /** Which columns, in what order; default `defaultDeliveryColumns`. Keep the array stable. */
  columns?: readonly DeliveryColumn[];
  /**
   * Controlled column arrangement (order, hidden, widths), e.g. from a saved view; pair with
   * `onColumnSettingsChange`.
   */
  columnSettings?: DeliveriesColumnSettings;
  /** Uncontrolled: the arrangement the grid starts from; default: the host's order, all shown. */
  defaultColumnSettings?: DeliveriesColumnSettings;
  /** Hears every change a person makes in "Columns" or by resizing a header. */
  onColumnSettingsChange?: (settings: DeliveriesColumnSettings) => void;
  /** Show the "Columns" button and the headers' resize handles; default `true`. */
  showColumnSettings?: boolean;
  /**
   * Show "Views": save the query, column arrangement and density under a name, then apply,
   * rename or delete; default `true`.
   */
  showSavedViews?: boolean;
  /** Where saved views live; default `localStorageViews()` (this browser only). */
  viewStorage?: DeliveriesViewStorage;
  /** Overrides of the saved views' strings. */
  viewMessages?: Partial<DeliveriesSavedViewsMessages>;
  /** Show the "Export" menu (this page, or every matching delivery, as CSV); default `true`. */
  showExport?: boolean;
  /** Most rows "Export all matching" fetches; default 10,000. */
  exportMaxRows?: number;
  /** Rows per request of "Export all matching"; default 500. Keep it within the server's limit. */
  exportPageSize?: number;
  /** Overrides of the export menu's strings. */
  exportMessages?: Partial<DeliveriesExportMessages>;
  /** BCP 47 locale of numbers and dates; default: the browser's. */
  locale?: string;
  /** IANA time zone of dates shown and of date filters; default: the browser's. */
  timeZone?: string;
  /** Choices of "Rows per page"; default `[10, 25, 50, 100]`. */
  pageSizeOptions?: readonly number[];
  /** Quiet time after typing before the search is sent; default 300 ms. */
  searchDebounceMs?: number;
  /** Longest quick search accepted; default 200 characters. */
  maxSearchLength?: number;
  /** Fetch the next page ahead so "Next page" is instant and the last page known; default `true`. */
  prefetchNextPage?: boolean;
  /** Number the server gives the first page; default 1. */
  pageNumberBase?: 0 | 1;
  /** Makes rows clickable and focusable (Enter or Space activates). */
  onRowClick?: (delivery: Delivery) => void;
  /**
   * Hears a 401 or 403 answer, once per failed request, to send the person to sign in or to
   * refresh a token; the grid does not retry it and shows the error with "Retry".
   */
  onUnauthorized?: (error: DeliveriesApiError) => void;
  /**
   * Most rows the grid holds, whatever the server sends; default 10,000. A longer answer shows
   * its first rows and a notice saying how many came, so one oversized page cannot freeze the page.
   */
  maxRenderedRows?: number;
  /**
   * Pages with more rows than this draw only the rows in view of the grid's scroll area (its
   * height is `--dt-max-height`), plus a few beyond each edge; default 100. Smaller pages keep
   * every row in the document for printing and find-in-page. `Infinity` never virtualizes.
   */
  virtualizeAbove?: number;
  /**
   * Keyboard shortcuts: `/` focuses the quick search; Alt+ArrowLeft and Alt+ArrowRight turn
   * the page while focus is inside the grid. Default `true`; `false` turns them all off.
   */
  keyboardShortcuts?: boolean;
  /**
   * Ask for the current page again every so many seconds, showing "Updated 12 s ago"; paused
   * while the tab is hidden. Default: off.
   */
  refreshIntervalSeconds?: number;
  /**
   * A delivery's identity; default: its `code`. A custom `cell` is keyed by it, so its state
   * belongs to that delivery; rows themselves are keyed by position.
   */
  getRowId?: (delivery: Delivery) => string;
  /** Overrides of any visible string or accessible name. */
  messages?: Partial<DeliveriesTableMessages>;
  /** Extra class of the root, beside `deliveries-table`: the place for a host's theme tokens. */
  className?: string;
  /** Extra classes of the grid's parts; state for styling is on `data-*` attributes. */
  classNames?: Partial<Record<DeliveriesTablePart, string>>;
  /** Row height and padding; default `comfortable`. A saved view applied sets it until this prop changes. */
  density?: 'comfortable' | 'compact';
  /** Colour scheme; `system` follows the OS. Default `light`. */
  theme?: 'light' | 'dark' | 'system';
  /** Rendered in the toolbar after the search and the "Filters" button. */
  filtersSlot?: ReactNode;
  /** Rendered at the end of the toolbar (exports, actions). */
  toolbarEnd?: ReactNode;
}

/**
 * Props of `DeliveriesTable`: a `baseUrl` or a `client`, and the options.
 *
 * @example
 * ```tsx
 * const props: DeliveriesTableProps = { baseUrl: '/gateway', density: 'compact' };
 * ```
 */
export type DeliveriesTableProps = DeliveriesTableSource & DeliveriesTableOptions;
