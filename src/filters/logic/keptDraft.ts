import type { FilterFormValues } from './types';

// Fields a person changes as one: a status list and whether it matches or leaves out, a range's
// bounds and its choice, a list and the text typed into it. Kept or replaced together.
const fieldGroups = [
  ['status', 'statusMode', 'entry.status'],
  ['insertFrom', 'insertTo', 'ranges.inserted'],
  ['requestedFrom', 'requestedTo', 'ranges.requested'],
  ['deliveryIds', 'entry.deliveryIds'],
  ['tags', 'entry.tags'],
  ['courierIds'],
  ['customerIds'],
  ['unitIds'],
  ['warehouseIds'],
  ['advancedFilters'],
] as const;

type FieldPath = (typeof fieldGroups)[number][number];

const at = (source: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((part, key) => (part as Record<string, unknown>)?.[key], source);

// react-hook-form marks a changed field `true`, and a list or an object by its changed parts.
const changed = (mark: unknown): boolean =>
  Array.isArray(mark)
    ? mark.some(changed)
    : typeof mark === 'object' && mark !== null
      ? Object.values(mark).some(changed)
      : mark === true;

/**
 * What the panel's draft keeps when the filters in force change elsewhere (the search box, a
 * chip, a cell, the host): each group of fields the person changed, whole, with its values now.
 *
 * @param dirty react-hook-form's `formState.dirtyFields`.
 * @example
 * ```ts
 * keptDraft(form.getValues(), form.formState.dirtyFields); // [['status', [4]], ['statusMode', 'is'], …]
 * ```
 */
export function keptDraft(
  values: FilterFormValues,
  dirty: unknown,
): [path: FieldPath, value: unknown][] {
  return fieldGroups
    .filter((group) => group.some((path) => changed(at(dirty, path))))
    .flatMap((group) => group.map((path): [FieldPath, unknown] => [path, at(values, path)]));
}
