import libraryCss from '@src/theme/styles.css?inline';

/**
 * Adds a stylesheet to the test page as a host would have it (test-only: the library itself
 * never creates a <style>). Returns a function that removes it again.
 *
 * @example
 * ```ts
 * const remove = addStylesheet('table { width: 50% }');
 * ```
 */
export function addStylesheet(css: string): () => void {
  const element = document.createElement('style');
  element.textContent = css;
  document.head.append(element);
  return () => element.remove();
}

/** deliveries-table/styles.css as the build ships it (its @imports inlined). */
export function addLibraryStylesheet(): () => void {
  return addStylesheet(libraryCss);
}

export const css = (element: Element) => getComputedStyle(element);

/** Resolves once the grid shows data rows. */
export { firstRows as findDataRows } from '../harness';
