/**
 * What a message's arguments become for a host's `getText`: an object argument's fields (a
 * problem's params, a failure), else the arguments by position (`0`, `1`, …), with `count`
 * the first number among them (for i18next's and react-intl's plurals).
 *
 * @example
 * ```ts
 * // selection.selectedCount(22) asks getText('selection.selectedCount', { 0: 22, count: 22 })
 * ```
 */
export type DeliveriesTextParams = Record<string, unknown>;

/**
 * A host's own translations, asked first for every message by `group.name` (`table.empty`,
 * `selection.selectedCount`, `table.problems.pageNotNumber`, `table.columnHeaders.code`);
 * `undefined` keeps the pack's text (English by default).
 *
 * @example
 * ```ts
 * const getText: DeliveriesGetText = (key, params) => (i18n.exists(key) ? i18n.t(key, params) : undefined);
 * ```
 */
export type DeliveriesGetText = (key: string, params: DeliveriesTextParams) => string | undefined;

function paramsOf(args: readonly unknown[]): DeliveriesTextParams {
  const [first] = args;
  if (args.length === 1 && typeof first === 'object' && first !== null && !Array.isArray(first))
    return { ...first };
  const params: DeliveriesTextParams = { ...args };
  const count = args.find((arg) => typeof arg === 'number');
  if (count !== undefined) params.count = count;
  return params;
}

/**
 * Each text and function of `messages` asking `getText` first by `group.name`, nested groups
 * (`columnHeaders`, `problems`) by `group.nested.name`.
 *
 * @example
 * ```ts
 * translated('table', { empty: 'No deliveries' }, getText).empty; // getText('table.empty', {}) ?? 'No deliveries'
 * ```
 */
export function translated<T extends object>(
  group: string,
  messages: T,
  getText: DeliveriesGetText,
): T {
  const result: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(messages)) {
    const key = group === '' ? name : `${group}.${name}`;
    result[name] =
      typeof value === 'string'
        ? (getText(key, {}) ?? value)
        : typeof value === 'function'
          ? (...args: unknown[]) => getText(key, paramsOf(args)) ?? value(...args)
          : typeof value === 'object' && value !== null
            ? translated(key, value, getText)
            : value;
  }
  return result as T;
}
