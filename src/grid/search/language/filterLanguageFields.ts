import { squashFieldName as squash, type LanguageFieldId } from './fieldNames';
import {
  dateRangeFields,
  type DateRangeField,
  type IdListField,
} from '../../../state/filterFields';
import { idListFields } from '../../../state/idListFields';
import type { FilterPanelMessages } from '../../../filters/messages';

/** A field the language can name: an id list, a date range, or tags. */
export type LanguageField =
  | { kind: 'ids'; field: IdListField; label: string }
  | { kind: 'range'; field: DateRangeField; label: string }
  | { kind: 'tags'; label: string };

/**
 * Every name the language reads, to its field: each field's `names` (the local ones, then the
 * English), the ids of the filter-field registry, and the panel's labels in the active locale
 * (`messages`).
 *
 * @example
 * ```ts
 * filterLanguageFields(defaultFilterPanelMessages, fieldNamesOf(undefined)).get('courier')?.kind; // 'ids'
 * ```
 */
export function filterLanguageFields(
  messages: Pick<
    FilterPanelMessages,
    IdListField['labelKey'] | DateRangeField['labelKey'] | 'tags'
  >,
  names: Record<LanguageFieldId, readonly string[]>,
): Map<string, LanguageField> {
  const fields = new Map<string, LanguageField>();
  const add = (field: LanguageField, extra: readonly string[]) => {
    for (const name of [...extra, field.label]) {
      const key = squash(name);
      if (key !== '' && !fields.has(key)) fields.set(key, field);
    }
  };
  for (const field of idListFields) {
    add({ kind: 'ids', field, label: messages[field.labelKey] }, [...names[field.id], field.id]);
  }
  for (const field of dateRangeFields) {
    add({ kind: 'range', field, label: messages[field.labelKey] }, names[field.id]);
  }
  add({ kind: 'tags', label: messages.tags }, names.tags);
  return fields;
}

/**
 * The field a typed name stands for, case and spaces aside.
 *
 * @example
 * ```ts
 * fieldNamed(fields, 'Courier'); // the couriers' field
 * ```
 */
export function fieldNamed(
  fields: Map<string, LanguageField>,
  name: string,
): LanguageField | undefined {
  return fields.get(squash(name));
}
