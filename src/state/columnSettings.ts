/**
 * How a person arranged the grid's columns: their order, which are hidden, and their widths.
 * Ids are `DeliveryColumn.id`s; columns missing from `order` keep their place after the listed
 * ones. Settings from any door are checked before they are drawn: a missing part takes its
 * default, and unknown ids, bad entries and widths outside 48–800 px are left out and named in
 * a notice (see the Columns docs page).
 *
 * @example
 * ```ts
 * const settings: DeliveriesColumnSettings = {
 *   order: ['code', 'status', 'customerBusinessPartnerName'],
 *   hidden: ['tenant'],
 *   widths: { code: 180 },
 *   pinned: { code: 'start' },
 * };
 * ```
 */
export interface DeliveriesColumnSettings {
  /** Column ids, first to last. */
  order: string[];
  /** Column ids not shown. */
  hidden: string[];
  /** Widths in CSS pixels, by column id; a column without one sizes to its content. */
  widths: Record<string, number>;
  /**
   * Columns kept in view while the rest scroll sideways, by id: `start` ones first, `end` ones
   * last (the inline edges: mirrored right to left). Any other value pins nothing.
   */
  pinned?: Record<string, 'start' | 'end'>;
}

/** No arrangement: the host's column order, every column shown, natural widths. */
export const defaultColumnSettings: DeliveriesColumnSettings = {
  order: [],
  hidden: [],
  widths: {},
};
