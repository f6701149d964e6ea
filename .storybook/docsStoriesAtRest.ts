/**
 * Where a docs page loads each story it shows: addon-docs builds every story iframe's address from
 * `globalThis.PREVIEW_URL` (its `getStoryHref`), and `embed=true` is Storybook's own switch that
 * renders a story without running its play function (`shouldAutoplay` in the preview runtime).
 */
export const docsStoryUrl = 'iframe.html?embed=true';

/**
 * Docs pages (the MDX pages and every component's autodocs page) show stories at rest: nothing
 * scrolls, takes focus or types by itself. Canvas and the test runner still run every play function.
 *
 * @example
 * ```ts
 * showDocsStoriesAtRest(); // in .storybook/preview.tsx
 * ```
 */
export function showDocsStoriesAtRest(scope: object = globalThis): void {
  (scope as { PREVIEW_URL?: string }).PREVIEW_URL = docsStoryUrl;
}
