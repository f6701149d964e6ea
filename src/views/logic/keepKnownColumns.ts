import type { DeliveriesColumnSettings } from '../../state/columnSettings';
import { quote } from '../../state/urlState/linkProblems';
import { capViewProblems } from './viewProblems';

/**
 * A view's column settings with only the columns this grid has, and a sentence per column
 * left out: a view saved beside other columns must not carry their ids on to the next save.
 *
 * @example
 * ```ts
 * keepKnownColumns({ order: ['code', 'colour'], hidden: [], widths: {} }, ['code']);
 * // { settings: { order: ['code'], hidden: [], widths: {} },
 * //   problems: ['The column “colour” is not one this grid has, so it was left out.'] }
 * ```
 */
export function keepKnownColumns(
  settings: DeliveriesColumnSettings,
  columnIds: readonly string[],
): { settings: DeliveriesColumnSettings; problems: string[] } {
  const known = new Set(columnIds);
  const unknown = new Set(
    [
      ...settings.order,
      ...settings.hidden,
      ...Object.keys(settings.widths),
      ...Object.keys(settings.pinned ?? {}),
    ].filter((id) => !known.has(id)),
  );
  if (unknown.size === 0) return { settings, problems: [] };
  return {
    settings: {
      order: settings.order.filter((id) => known.has(id)),
      hidden: settings.hidden.filter((id) => known.has(id)),
      widths: Object.fromEntries(Object.entries(settings.widths).filter(([id]) => known.has(id))),
      ...(settings.pinned && {
        pinned: Object.fromEntries(Object.entries(settings.pinned).filter(([id]) => known.has(id))),
      }),
    },
    problems: capViewProblems(
      [...unknown].map(
        (id) => `The column ${quote(id)} is not one this grid has, so it was left out.`,
      ),
    ),
  };
}
