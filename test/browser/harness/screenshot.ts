import { page } from 'vitest/browser';

let taken = 0;

/**
 * Saves what a person would look at, for review: `__screenshots__/<test file>/<name>.png` beside
 * the test (ignored by git, kept by the run). Not a comparison: assertions say what must hold.
 * The element is found again by a test id of its own, not by its place in the document: a
 * progress bar or a live region coming or going before the picture would move that place.
 *
 * @example
 * ```ts
 * await saveScreenshot('filters-open-1280', screen.getByRole('table'));
 * ```
 */
export async function saveScreenshot(name: string, element?: Element): Promise<string> {
  const path = `__screenshots__/${name}.png`;
  if (!element) return page.screenshot({ path });
  const before = element.getAttribute('data-testid');
  const id = `screenshot-${(taken += 1)}`;
  element.setAttribute('data-testid', id);
  try {
    return await page.screenshot({ path, element: page.getByTestId(id) });
  } finally {
    if (before === null) element.removeAttribute('data-testid');
    else element.setAttribute('data-testid', before);
  }
}
