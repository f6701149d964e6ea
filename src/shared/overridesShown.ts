// A direction override draws the text after it backwards ("\u202Egnp.exe" reads "exe.png"):
// a server's text could pass off one code or name as another.
const overrides = /[\u202D\u202E]/g;
const overrideName = (mark: string) => (mark === '\u202D' ? '[LRO]' : '[RLO]');

/**
 * A server's text as the grid draws it: each direction override (U+202D, U+202E) shown as what
 * it is, `[LRO]` or `[RLO]`, not obeyed; the rest as it is.
 *
 * @example
 * ```ts
 * overridesShown('\u202Egnp.exe'); // '[RLO]gnp.exe'
 * ```
 */
export const overridesShown = (text: string) => text.replace(overrides, overrideName);
