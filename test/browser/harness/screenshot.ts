import { page } from 'vitest/browser';

/**
 * Saves what a person would look at, for review: `__screenshots__/<test file>/<name>.png` beside
 * the test (ignored by git, kept by the run). Not a comparison: assertions say what must hold.
 *
 * @example
 * ```ts
 * await saveScreenshot('filters-open-1280', screen.getByRole('table'));
 * ```
 */
export async function saveScreenshot(name: string, element?: Element): Promise<string> {
  return page.screenshot({ path: `__screenshots__/${name}.png`, ...(element && { element }) });
}
