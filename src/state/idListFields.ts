import { filterFields, type IdListField } from './filterFields';

// Apart from the registry: only the filter form and language (on demand) list the id fields.

/** The id lists of the registry, statuses first. */
export const idListFields: readonly IdListField[] = filterFields.filter(
  (field): field is Extract<(typeof filterFields)[number], { kind: 'status' | 'idList' }> =>
    field.kind === 'status' || field.kind === 'idList',
);
