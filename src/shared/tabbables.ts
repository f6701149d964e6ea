const candidates =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

/** What Tab stops on, in document order: shown, not taken out by tabindex, one radio a group. */
export function tabbablesIn(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(candidates)].filter((element) => {
    if (element.tabIndex < 0 || element.closest('[hidden], [inert]')) return false;
    if (element.getClientRects().length === 0) return false;
    if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || element.checked)
      return true;
    const group = root.querySelectorAll<HTMLInputElement>(
      `input[type="radio"][name="${CSS.escape(element.name)}"]`,
    );
    return ![...group].some((radio) => radio.checked);
  });
}

/**
 * Tab from the last control in `root` to its first, Shift+Tab from its first (or from an
 * element in it Tab does not stop on, such as a heading given focus) to its last: what a
 * dialog or sheet does with the keys. Returns whether it moved focus (the key is then taken).
 *
 * @example
 * ```ts
 * if (event.key === 'Tab') wrapTabWithin(sheet, event);
 * ```
 */
export function wrapTabWithin(
  root: ParentNode,
  event: { shiftKey: boolean; preventDefault(): void },
): boolean {
  const inside = tabbablesIn(root);
  const at = inside.indexOf(document.activeElement as HTMLElement);
  if (event.shiftKey ? at > 0 : at !== inside.length - 1) return false;
  event.preventDefault();
  (event.shiftKey ? inside.at(-1) : inside[0])?.focus();
  return true;
}
