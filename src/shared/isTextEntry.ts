/**
 * Whether a key is a person's typing: pressed in a field (a checkbox is none), a select, a
 * combobox or editable text, in a shadow root too (the element the key was pressed in, not the host the document
 * sees). Read while the key is dispatched: once it is over the path is gone.
 *
 * @example
 * ```ts
 * document.addEventListener('keydown', (event) => isTextEntry(event) || onShortcut(event));
 * ```
 */
export function isTextEntry(event: Event): boolean {
  const target = event.composedPath()[0] ?? event.target;
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable ||
      target.matches('input:not([type=checkbox]), textarea, select, [role="combobox"]'))
  );
}
