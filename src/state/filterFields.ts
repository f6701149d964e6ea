import type { DateFilterKey, IdListFilterKey } from '../api/types';

/**
 * The one description of every filter field: the form, the chips, validation, the checks of
 * every door, the request and the link format all read it, so a field is added here once (with
 * its link key and problem name in `filterFieldKeys`, which the type asks for).
 */

/** What a field holds, and so how each door reads, checks and writes it. */
export type FilterFieldKind = 'dateBound' | 'status' | 'idList' | 'tags' | 'advanced';

/** Where a date bound's value falls in its range: both ends are inclusive. */
export type DateBoundEdge = 'start' | 'end';

/** The two date ranges of the contract. */
export type DateRangeId = 'inserted' | 'requested';

/** One date bound of a range. */
export interface DateBoundField {
  id: DateFilterKey;
  kind: 'dateBound';
  range: DateRangeId;
  /** The other bound of the same range. */
  partner: DateFilterKey;
  /** "From" starts at its first millisecond, "to" ends at its last: both inclusive. */
  edge: DateBoundEdge;
  /** Key of its label (and chip name) in the filter messages. */
  labelKey: DateFilterKey;
}

/** A list of ids: statuses (with the host's `statusOptions`) or the ids of an option list. */
export interface IdListField {
  id: IdListFilterKey;
  kind: 'status' | 'idList';
  labelKey: 'status' | 'deliveryIds' | 'couriers' | 'customers' | 'units' | 'warehouses';
  /** The lowest id it accepts: status 0 is a real code, ids start at 1. */
  minimum: 0 | 1;
  /** Key of its list in the host's `filterOptions`; statuses come from `statusOptions`. */
  optionsKey?: 'deliveryIds' | 'couriers' | 'customers' | 'units' | 'warehouses';
  /** Ids may be typed or pasted (held as text in the form's `entry` until applied). */
  typed: boolean;
}

/** Free-text tags. */
export interface TagsField {
  id: 'tags';
  kind: 'tags';
  labelKey: 'tags';
}

/** The advanced condition rows. */
export interface AdvancedField {
  id: 'advancedFilters';
  kind: 'advanced';
  labelKey: 'conditions';
}

/** One field of the registry. */
export type FilterField = DateBoundField | IdListField | TagsField | AdvancedField;

/** A date range as the panel shows it: one choice of preset over its two bounds. */
export interface DateRangeField {
  id: DateRangeId;
  from: DateFilterKey;
  to: DateFilterKey;
  /** Key of the range's name ("Inserted") in the filter messages. */
  labelKey: DateRangeId;
}

/**
 * Every field of `DeliveryFilters`, in the order of the request, the panel and the chips.
 *
 * @example
 * ```ts
 * filterFields.find((field) => field.id === 'status')?.labelKey; // 'status'
 * ```
 */
export const filterFields = [
  dateBound('insertFrom', 'inserted', 'insertTo', 'start'),
  dateBound('insertTo', 'inserted', 'insertFrom', 'end'),
  dateBound('requestedFrom', 'requested', 'requestedTo', 'start'),
  dateBound('requestedTo', 'requested', 'requestedFrom', 'end'),
  ids('status', 'status', 'status', undefined, true),
  ids('deliveryIds', 'idList', 'deliveryIds', 'deliveryIds', true),
  ids('courierIds', 'idList', 'couriers', 'couriers'),
  ids('customerIds', 'idList', 'customers', 'customers'),
  ids('unitIds', 'idList', 'units', 'units'),
  ids('warehouseIds', 'idList', 'warehouses', 'warehouses'),
  { id: 'tags', kind: 'tags', labelKey: 'tags' },
  { id: 'advancedFilters', kind: 'advanced', labelKey: 'conditions' },
] as const satisfies readonly FilterField[];

/**
 * The date ranges, each over its two bounds of {@link filterFields}.
 *
 * @example
 * ```ts
 * dateRangeFields[0]; // { id: 'inserted', from: 'insertFrom', to: 'insertTo', … }
 * ```
 */
export const dateRangeFields: readonly DateRangeField[] = [
  {
    id: 'inserted',
    from: 'insertFrom',
    to: 'insertTo',
    labelKey: 'inserted',
  },
  {
    id: 'requested',
    from: 'requestedFrom',
    to: 'requestedTo',
    labelKey: 'requested',
  },
];

/** The date bounds of the registry. */
export const dateBoundFields: readonly DateBoundField[] = filterFields.filter(
  (field): field is Extract<(typeof filterFields)[number], { kind: 'dateBound' }> =>
    field.kind === 'dateBound',
);

function dateBound(
  id: DateFilterKey,
  range: DateRangeId,
  partner: DateFilterKey,
  edge: DateBoundEdge,
): DateBoundField {
  return { id, kind: 'dateBound', range, partner, edge, labelKey: id };
}

function ids(
  id: IdListFilterKey,
  kind: 'status' | 'idList',
  labelKey: IdListField['labelKey'],
  optionsKey?: IdListField['optionsKey'],
  typed = false,
): IdListField {
  return {
    id,
    kind,
    labelKey,
    minimum: kind === 'status' ? 0 : 1,
    ...(optionsKey && { optionsKey }),
    typed,
  };
}
