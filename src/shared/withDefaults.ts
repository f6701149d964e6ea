/**
 * A message bag: the defaults with the host's overrides on top. An override given as
 * `undefined` keeps the default, so a host that passes `{ apply: maybeText }` never blanks a
 * button or a label.
 *
 * @example
 * ```ts
 * const messages = withDefaults(defaultFilterPanelMessages, { apply: 'Anwenden', reset: undefined });
 * messages.reset; // 'Reset filters', the English default
 * ```
 */
export function withDefaults<T extends object>(defaults: T, overrides: Partial<T> | undefined): T {
  if (!overrides) return defaults;
  const given = Object.fromEntries(
    Object.entries(overrides).filter(([, value]) => value !== undefined),
  );
  return { ...defaults, ...given };
}
