/**
 * Focuses a field of the filter panel, by its form path (`status`, `ranges.inserted`,
 * `advancedFilters.0.data`), once it is drawn and shown: the form is a chunk of its own that the
 * first opening fetches, and the panel is unhidden (or its sheet opened) as it opens. Gives up
 * after 5 s (the panel then says why it is not there), or once focus left `from` (what had it
 * when the field was asked for) for anything but the panel or its sheet.
 *
 * @example
 * ```ts
 * focusFilterField(openFilters(), 'ranges.inserted', document.activeElement);
 * ```
 */
export function focusFilterField(
  panel: HTMLElement | null,
  name: string,
  from: Element | null = null,
): void {
  if (!panel) return;
  const suffix = `-${name.replace(/\./g, '-')}`;
  const document = panel.ownerDocument;
  // A person who took focus elsewhere (the search box) while the form's code came keeps it there.
  // The panel's sheet on a narrow grid (read each time: the panel moves into it as it opens) puts
  // focus on its own first.
  const movedOn = () => {
    const now = document.activeElement;
    const home = panel.closest('dialog') ?? panel;
    return from !== null && now !== from && now !== document.body && !home.contains(now);
  };
  const focus = () => {
    if (movedOn()) return true;
    const field = [...panel.querySelectorAll<HTMLElement>('input, select')].find((element) =>
      element.id.endsWith(suffix),
    );
    field?.focus();
    return field !== undefined && field.ownerDocument.activeElement === field;
  };
  if (focus()) return;
  // Tried again as the form's elements come or show, and as focus moves: a sheet opened after
  // the form came changes none of the panel's nodes, and puts focus on its own first.
  const waiting = new MutationObserver(() => retry());
  const timer = setTimeout(() => stop(), 5000);
  const stop = () => {
    waiting.disconnect();
    document.removeEventListener('focusin', retry);
    clearTimeout(timer);
  };
  const retry = () => {
    if (focus()) stop();
  };
  waiting.observe(panel, { childList: true, subtree: true, attributeFilter: ['hidden'] });
  document.addEventListener('focusin', retry);
}
