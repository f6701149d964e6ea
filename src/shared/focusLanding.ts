import type { RefObject } from 'react';

/**
 * Where focus goes when the control that had it goes away: the first of `order` still shown,
 * each an element's ref or a selector looked up inside `within`, read when focus lands.
 */
export interface FocusLanding {
  within: RefObject<Element | null>;
  order: readonly (string | RefObject<Element | null>)[];
}

const shown = (element: Element) => element.isConnected && !element.closest('[hidden], [inert]');
// A disabled control (the page's checkbox on a page with no rows) takes no focus: the next one.
const focusable = (element: Element | null | undefined): element is HTMLElement =>
  element instanceof HTMLElement && shown(element) && !element.matches(':disabled');

/**
 * After the next paint, focuses the first landing still in the document, unless focus already
 * found a place of its own meanwhile (a person clicked elsewhere).
 */
export function landFocus({ within, order }: FocusLanding): void {
  requestAnimationFrame(() => {
    const active = document.activeElement;
    // A part hidden with focus inside (the "Selection" bar) keeps it until Chromium moves it to
    // the page a task later: that focus is lost too. Any other (an SVG link too) is a place.
    if (active && active !== document.body && shown(active)) return;
    for (const step of order) {
      const element = typeof step === 'string' ? within.current?.querySelector(step) : step.current;
      if (focusable(element)) {
        element.focus({ preventScroll: true });
        return;
      }
    }
  });
}
