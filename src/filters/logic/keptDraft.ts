import { get } from 'react-hook-form';
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

// react-hook-form marks a changed field `true`, and a list or an object by its changed parts.
const changed = (mark: unknown): boolean =>
  Array.isArray(mark)
    ? mark.some(changed)
    : typeof mark === 'object' && mark !== null
      ? Object.values(mark).some(changed)
      : mark === true;

/**
 * The panel's draft once the filters in force change elsewhere (the search box, a chip, a cell,
 * the host): those filters, with each group of fields the person changed kept whole, as it is
 * now. `null` when the person changed nothing: the draft is the filters in force.
 *
 * @param dirty react-hook-form's `formState.dirtyFields`.
 * @example
 * ```ts
 * withKeptDraft(appliedValues, form.getValues(), form.formState.dirtyFields); // { …applied, status: [4], statusMode: 'is' }
 * ```
 */
export function withKeptDraft(
  applied: FilterFormValues,
  values: FilterFormValues,
  dirty: unknown,
): FilterFormValues | null {
  const kept = fieldGroups.filter((group) => group.some((path) => changed(get(dirty, path))));
  if (kept.length === 0) return null;
  const draft = structuredClone(applied) as unknown as Record<string, Record<string, unknown>>;
  for (const path of kept.flat()) {
    const [key, inner] = path.split('.') as [string, string | undefined];
    const value = structuredClone(get(values, path));
    if (inner === undefined) (draft as Record<string, unknown>)[key] = value;
    else draft[key] = { ...draft[key], [inner]: value };
  }
  return draft as unknown as FilterFormValues;
}
