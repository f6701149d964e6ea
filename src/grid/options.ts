import type { Direction } from '../shared/direction';
import type { DeliveriesClient } from '../api/client';
import type { DeliveriesApiError } from '../api/errors';
import type { DeliveriesQueryState } from '../state/queryState';
import type { StatusOption } from '../state/statusOptions';
import type { DeliveryColumn } from '../state/columns/deliveryColumn';
import type { DeliveriesColumnsMenuOptions } from '../state/columns/columnsMenuOptions';
import type { DeliveriesFiltersOptions } from '../filters/options';
import type { DeliveriesDetailState } from './details/useGridDetails';
import type { DeliveriesSelectionOptions } from '../selection/options';
import type { DeliveriesLocalePack, DeliveriesMessages } from './locale/localePack';
import type { DeliveriesPagingOptions } from './paging/pagingOptions';
import type { DeliveriesSearchOptions } from './search/searchOptions';
import type { DeliveriesRowsOptions } from './rows/rowsOptions';
import type { DeliveriesRefreshOptions } from './refresh/refreshOptions';

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

export type { DeliveriesMessages } from './locale/localePack';

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
  /**
   * Left to right or right to left; default: the direction of `locale` (`ar`, `he`, `fa`, `ur`
   * … run right to left), else the page's `<html dir>`, else the browser language's.
   */
  dir?: Direction;
  /** IANA time zone of dates shown and of date filters; default: the browser's. */
  timeZone?: string;
  messages?: DeliveriesMessages;
  /**
   * Every message in one language (`deliveries-table/locales/de`, `…/pl`, or a host's own
   * i18n through `getTextPack`), with its locale for numbers, dates and plural rules;
   * `messages` still override single strings.
   */
  localePack?: DeliveriesLocalePack;
  /** Row height and padding; default `comfortable`. A saved view applied sets it until this changes. */
  density?: 'comfortable' | 'compact';
}
