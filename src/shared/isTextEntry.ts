/**
 * Whether keys at a target are a person's typing (a field, a select, a combobox, editable
 * text), which no grid shortcut takes.
 *
 * @example
 * ```ts
 * document.addEventListener('keydown', (event) => isTextEntry(event.target) || onShortcut(event));
 * ```
 */
export const isTextEntry = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || target.matches('input, textarea, select, [role="combobox"]'));
