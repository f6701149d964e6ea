import { screen, waitFor, within } from '@testing-library/react';
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
export async function findDataRows(): Promise<HTMLElement[]> {
  const table = await screen.findByRole('table', { name: 'Deliveries' });
  let rows: HTMLElement[] = [];
  await waitFor(() => {
    rows = within(table)
      .getAllByRole('row')
      .filter((row) => within(row).queryAllByRole('cell').length > 1);
    if (rows.length === 0) throw new Error('no data rows yet');
  });
  return rows;
}
