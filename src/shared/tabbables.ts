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
