/**
 * Focuses a field of the filter panel, by its form path (`status`, `ranges.inserted`,
 * `advancedFilters.0.data`), once it is drawn and shown: the form is a chunk of its own that the
 * first opening fetches, and the panel is unhidden as it opens. Gives up after 5 s (the panel
 * then says why it is not there).
 *
 * @example
 * ```ts
 * focusFilterField(openFilters(), 'ranges.inserted');
 * ```
 */
export function focusFilterField(panel: HTMLElement | null, name: string): void {
  if (!panel) return;
  const suffix = `-${name.replace(/\./g, '-')}`;
  const focus = () => {
    const field = [...panel.querySelectorAll<HTMLElement>('input, select')].find((element) =>
      element.id.endsWith(suffix),
    );
    field?.focus();
    return field !== undefined && field.ownerDocument.activeElement === field;
  };
  if (focus()) return;
  const waiting = new MutationObserver(() => focus() && waiting.disconnect());
  waiting.observe(panel, { childList: true, subtree: true, attributeFilter: ['hidden'] });
  setTimeout(() => waiting.disconnect(), 5000);
}
