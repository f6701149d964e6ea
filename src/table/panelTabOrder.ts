import { useEffect, type RefObject } from 'react';

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
 * While an inline panel is open away from its toggle (below the toolbar, say), Tab goes from the
 * toggle into the panel, from the panel's end to what follows the toggle, and Shift+Tab back
 * the same way: the panel is next in the tab order, as a disclosure's content should be.
 *
 * @example
 * ```ts
 * usePanelTabOrder(open, disclosure.toggleRef, disclosure.contentRef);
 * ```
 */
export function usePanelTabOrder(
  open: boolean,
  toggleRef: RefObject<HTMLElement | null>,
  panelRef: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const toggle = toggleRef.current;
      const panel = panelRef.current;
      if (event.key !== 'Tab' || event.defaultPrevented || !toggle || !panel) return;
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const inPanel = tabbablesIn(panel);
      const first = inPanel[0];
      const last = inPanel.at(-1);
      if (!first || !last) return;
      const all = tabbablesIn(document);
      const afterToggle = all.slice(all.indexOf(toggle) + 1).find((el) => !panel.contains(el));
      const from = document.activeElement;
      const to = event.shiftKey
        ? from === first
          ? toggle
          : from === afterToggle
            ? last
            : null
        : from === toggle
          ? first
          : from === last && afterToggle && !panelFollows(panel, afterToggle)
            ? afterToggle
            : null;
      if (!to) return;
      event.preventDefault();
      to.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, toggleRef, panelRef]);
}

/** The element comes after the panel in the document anyway: plain Tab reaches it. */
function panelFollows(panel: HTMLElement, element: HTMLElement) {
  return (panel.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
}
