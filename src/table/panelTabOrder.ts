import type { RefObject } from 'react';
import { tabbablesIn } from '../shared/tabbables';

/**
 * While an inline panel is open away from its toggle (below the toolbar, say), Tab goes from the
 * toggle into the panel, from the panel's end to what follows the toggle, and Shift+Tab back
 * the same way: the panel is next in the tab order, as a disclosure's content should be.
 * Fetched with the panel (`DeliveriesTableFilters`); returns what ends it.
 *
 * @example
 * ```ts
 * useEffect(() => keepPanelNextInTabOrder(toggleRef, panelRef), [toggleRef, panelRef]);
 * ```
 */
export function keepPanelNextInTabOrder(
  toggleRef: RefObject<HTMLElement | null>,
  panelRef: RefObject<HTMLElement | null>,
): () => void {
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
}

/** The element comes after the panel in the document anyway: plain Tab reaches it. */
function panelFollows(panel: HTMLElement, element: HTMLElement) {
  return (panel.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
}
