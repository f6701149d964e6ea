import type { ComponentType, ReactNode } from 'react';
import type { Delivery } from '../api/types';
import type { DeliveriesDetailState } from '../grid/details/useGridDetails';
import type { DeliveriesGridSettings, DeliveriesTableSource } from '../grid/options';
import type { DeliveriesSavedViewsOptions } from '../views/options';
import type { DeliveriesExportingOptions } from '../export/options';
import type { FilterVocabulary } from '../filters/filterVocabulary';
import type { FilterPanelMessages } from '../filters/messages';
import type { DeliveriesCardsOptions } from './cards/useCardsLayout';

export type { StatusOption, StatusTone } from '../state/statusOptions';
export type { DeliveryColumn } from '../state/columns/deliveryColumn';
export type { DeliveriesTableSource } from '../grid/options';

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

/**
 * The toolbar's parts, each `null` when its feature is off, for `toolbar={(parts) => …}`.
 * `spacer` pushes what follows it to the far end, as the default layout does for `exporting`.
 *
 * @example
 * ```tsx
 * const toolbar = (parts: DeliveriesToolbarParts) => <>{parts.search}{parts.spacer}{parts.exporting}</>;
 * ```
 */
export interface DeliveriesToolbarParts {
  /** The "Search deliveries" box. */
  search: ReactNode;
  /** The "Filters" button (its panel and chips show under the toolbar). */
  filters: ReactNode;
  /** The "Views" menu. */
  savedViews: ReactNode;
  /** The "Columns" menu. */
  columns: ReactNode;
  /**
   * "Reset view": back to the grid's start (search, filters, sort, page size, page, columns,
   * density) in one request; `null` while the grid is already there.
   */
  reset: ReactNode;
  /** "Server order" while no column is sorted, else `null`. */
  sortOrder: ReactNode;
  /** The "Export" menu. */
  exporting: ReactNode;
  /** "Refresh", which asks for the page again, while `refresh` is on (and its `button`). */
  refresh: ReactNode;
  /** "Updated 12 s ago" while `refresh` is on. */
  updatedAgo: ReactNode;
  /** An empty flexible element: what comes after it sits at the toolbar's end. */
  spacer: ReactNode;
}

/**
 * A delivery's details beside the grid (`side`, a sheet on narrow screens) or under its row
 * (`inline`), opened by a click, Enter on a row or its "Show details" button. While open,
 * ArrowDown or J and ArrowUp or K go to the next or previous delivery, across pages. The open
 * row's key may be the host's (`open`/`onOpenChange`), to keep it in a link: its id
 * (`rows.getRowId`), or `DLV-1~2` for the second row with `DLV-1` on the page.
 *
 * @example
 * ```tsx
 * <DeliveriesTable baseUrl="/gateway" detail={{ render: (delivery) => <DeliveryCard delivery={delivery} /> }} />
 * ```
 */
export interface DeliveriesDetailOptions extends DeliveriesDetailState {
  render: (delivery: Delivery) => ReactNode;
  /**
   * `side` (default) or `inline`, under the row; a page drawn virtualized (over
   * `rows.virtualizeAbove` rows, which share one height) shows them beside.
   */
  placement?: 'side' | 'inline';
}

/** Everything of `DeliveriesTable` besides the source of the data. */
export interface DeliveriesTableOptions extends DeliveriesGridSettings {
  /** A delivery's details beside the grid or under its row; off unless given. */
  detail?: DeliveriesDetailOptions;
  savedViews?: DeliveriesSavedViewsOptions | false;
  exporting?: DeliveriesExportingOptions | false;
  /**
   * Keyboard shortcuts: `/` focuses the quick search; Alt+ArrowLeft and Alt+ArrowRight turn
   * the page while focus is inside the grid (mirrored right to left, as the pager's chevrons
   * are). Default `true`; `false` turns them all off.
   */
  keyboardShortcuts?: boolean;
  /**
   * Each delivery as a card (labelled fields, "Sort by" for the headers, the filters as a sheet)
   * while the grid's own box is narrower than `below` (default 600 px): a phone, a tablet held
   * upright, a column beside a details panel, a dashboard tile. Not with `slots.body`.
   */
  cards?: DeliveriesCardsOptions;
  /** Colour scheme; `system` follows the OS. Default `light`. */
  theme?: 'light' | 'dark' | 'system';
  /** Extra class of the root, beside `deliveries-table`: the place for a host's theme tokens. */
  className?: string;
  /** Extra classes of the grid's parts; state for styling is on `data-*` attributes. */
  classNames?: Partial<Record<DeliveriesTablePart, string>>;
  /**
   * Lays out the toolbar from its parts, with the host's own controls among them; default:
   * search, filters, views, columns, then at the end export and "Updated …".
   *
   * @example
   * ```tsx
   * toolbar={(parts) => (
   *   <>{parts.search}{parts.filters}{parts.spacer}<button type="button">New delivery</button>{parts.exporting}</>
   * )}
   * ```
   */
  toolbar?: (parts: DeliveriesToolbarParts) => ReactNode;
  /**
   * Parts the host draws instead of the grid's own, the rest unchanged. A part reads the grid
   * with `useDeliveriesTableSelector` (and `useDeliveriesTableOptions`); the defaults
   * `DeliveriesTablePagination` and `DeliveriesTableStatus` can be wrapped.
   *
   * @example
   * ```tsx
   * function Pager() {
   *   const page = useDeliveriesTableSelector((grid) => grid.query.state.pageNumber);
   *   return <><span>Sheet {page}</span><DeliveriesTablePagination /></>;
   * }
   * <DeliveriesTable baseUrl="/gateway" slots={{ pagination: Pager }} />;
   * ```
   */
  slots?: DeliveriesTableSlots;
}

/**
 * The parts of `DeliveriesTable` a host may replace (`slots`). Each is a component without
 * props that reads the grid through `useDeliveriesTableSelector`.
 *
 * @example
 * ```tsx
 * function Rows() {
 *   const grid = useDeliveriesTableSelector((g) => ({ rows: g.rows, keyOf: g.rowKeyOf, text: g.columns.cellText, columns: g.columns.shown }), shallowEqual);
 *   return <tbody>{grid.rows?.map((d) => <tr key={grid.keyOf(d)}>{grid.columns.map((c) => <td key={c.id}>{grid.text(d, c.id)}</td>)}</tr>)}</tbody>;
 * }
 * ```
 */
export interface DeliveriesTableSlots {
  /** Under the rows: paging and rows per page. */
  pagination?: ComponentType;
  /** Between the toolbar and the rows: the failure with its action, then the notices. */
  status?: ComponentType;
  /** The table's `<thead>`. */
  headerRow?: ComponentType;
  /** The table's `<tbody>`. */
  body?: ComponentType;
}

/**
 * Props of `DeliveriesTable`: a `baseUrl` or a `client`, and the options, grouped by feature.
 *
 * @example
 * ```tsx
 * const props: DeliveriesTableProps = {
 *   baseUrl: '/gateway',
 *   density: 'compact',
 *   paging: { pageSizeOptions: [25, 50] },
 *   exporting: false,
 * };
 * ```
 */
export type DeliveriesTableProps = DeliveriesTableSource & DeliveriesTableOptions;

/** The filter panel's inputs as `useDeliveriesTableFilters` takes them (internal). */
export interface DeliveriesTableFilterOptions extends FilterVocabulary {
  filterMessages?: Partial<FilterPanelMessages> | undefined;
  defaultFiltersOpen?: boolean | undefined;
}
