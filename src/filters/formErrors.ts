import { get, set, type FieldErrors, type ResolverResult } from 'react-hook-form';
import type { FilterFormIssue } from './logic/validateFilterForm';
import type { FilterFormValues } from './logic/types';
import { entryFieldIds } from '../state/entryFieldIds';
import { filterFields } from '../state/filterFields';

/** Issues as react-hook-form errors; the first issue of a field wins. */
export function toResolverResult(
  values: FilterFormValues,
  issues: readonly FilterFormIssue[],
): ResolverResult<FilterFormValues> {
  if (issues.length === 0) return { values, errors: {} };
  const errors: FieldErrors<FilterFormValues> = {};
  for (const { name, message } of issues) {
    if (get(errors, name) === undefined) set(errors, name, { type: 'validate', message });
  }
  return { values: {}, errors };
}

// The panel's field order, so the summary reads top to bottom whatever order errors arrived in.
const order = filterFields.flatMap((field): string[] =>
  field.kind === 'advanced'
    ? []
    : entryFieldIds.includes(field.id)
      ? [field.id, `entry.${field.id}`]
      : [field.id],
);
const rank = (name: string) => {
  const row = /^advancedFilters\.(\d+)\.(\w+)/.exec(name);
  if (!row) return order.indexOf(name);
  const part = ['selectedFiled', 'operator', 'data'].indexOf(row[2] ?? '');
  return order.length + Number(row[1]) * 4 + part;
};

/** Every message in react-hook-form's nested errors, flattened, in the panel's field order. */
export function flattenFormErrors(errors: FieldErrors<FilterFormValues>): FilterFormIssue[] {
  const issues: FilterFormIssue[] = [];
  const walk = (node: unknown, path: string) => {
    if (!node || typeof node !== 'object') return;
    const { message, type } = node as { message?: unknown; type?: unknown };
    if (typeof message === 'string' && typeof type === 'string') {
      issues.push({ name: path, message });
      return;
    }
    for (const [key, child] of Object.entries(node)) {
      if (key !== 'ref' && key !== 'root') walk(child, path ? `${path}.${key}` : key);
    }
  };
  walk(errors, '');
  return issues.sort((a, b) => rank(a.name) - rank(b.name));
}

/** The DOM id of a form path's input, under the panel's id. */
export function fieldId(panelId: string, name: string): string {
  return `${panelId}-${name.replace(/\./g, '-')}`;
}
