/**
 * How a person arranged the grid's columns: their order, which are hidden, and their widths.
 * Ids are `DeliveryColumn.id`s; ids the grid does not know are ignored, and columns missing
 * from `order` keep their place after the listed ones.
 *
 * @example
 * ```ts
 * const settings: DeliveriesColumnSettings = {
 *   order: ['code', 'status', 'customerBusinessPartnerName'],
 *   hidden: ['tenant'],
 *   widths: { code: 180 },
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
}

/** No arrangement: the host's column order, every column shown, natural widths. */
export const defaultColumnSettings: DeliveriesColumnSettings = {
  order: [],
  hidden: [],
  widths: {},
};
