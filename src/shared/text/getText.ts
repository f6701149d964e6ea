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
 * `undefined` keeps the grid's own text (the pack's, else English).
 *
 * @example
 * ```tsx
 * <DeliveriesTable baseUrl="/gateway" messages={{ getText: (key, params) => (i18n.exists(key) ? i18n.t(key, params) : undefined) }} />
 * ```
 */
export type DeliveriesGetText = (key: string, params: DeliveriesTextParams) => string | undefined;

/** Where `withDefaults` finds the host's `getText` on a group of overrides. */
export const textSource = Symbol('deliveries-table.getText');

/** A group of overrides that carries the host's `getText` for the defaults it does not give. */
export interface TextSource {
  group: string;
  getText: DeliveriesGetText;
}

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
 * Each text and function of `messages` asking `getText` first, by `group.name`; nested groups
 * (`columnHeaders`, `problems`) are left to their own `withDefaults`.
 *
 * @example
 * ```ts
 * translated({ empty: 'No deliveries' }, { group: 'table', getText }).empty; // getText('table.empty', {}) ?? 'No deliveries'
 * ```
 */
export function translated<T extends object>(messages: T, { group, getText }: TextSource): T {
  const result: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(messages)) {
    const key = `${group}.${name}`;
    result[name] =
      typeof value === 'string'
        ? (getText(key, {}) ?? value)
        : typeof value === 'function'
          ? (...args: unknown[]) => getText(key, paramsOf(args)) ?? value(...args)
          : value;
  }
  return result as T;
}
