import { configure } from 'storybook/test';
import { afterEach, beforeEach } from 'vitest';
import { cdp, page, userEvent } from 'vitest/browser';
import { parkMouse } from '../test/browser/parkMouse';

// The play functions' findBy…/waitFor give up after 1 s by default: too soon on a busy machine,
// where a story's on-demand parts and its first page take longer. Only the test run waits longer.
configure({ asyncUtilTimeout: 10_000 });

/** Emulates `forced-colors: active` for stories with `parameters.forcedColors` (preview.tsx). */
const forcedColors = (active: boolean) =>
  cdp().send('Emulation.setEmulatedMedia', {
    features: active ? [{ name: 'forced-colors', value: 'active' }] : [],
  });
/**
 * The run's page is 414 px wide, a phone's: stories show the table, as on a laptop, unless a
 * story of the card layout asks for the grid's own threshold (`parameters.cards`, preview.tsx).
 */
const cardsByWidth = (active: boolean) =>
  document.documentElement.style.setProperty('--dt-cards-below', active ? '' : '0');
cardsByWidth(false);
(globalThis as { storyEmulation?: unknown }).storyEmulation = { forcedColors, cardsByWidth };

// A story's review screenshot hovers what it names: the next story's rows must not start under it.
beforeEach(parkMouse);

interface Review {
  /** A selector of the element the pointer rests on for the screenshot (hover is not scripted). */
  hover?: string;
}

/**
 * A story with `parameters.review` is saved for review after it passed:
 * `stories/__screenshots__/<story id>.png` (ignored by git, kept by the run). Not
 * a comparison: the play functions and the browser tests say what must hold.
 */
afterEach(async (context) => {
  const story = (context as { story?: { id: string; parameters: Record<string, unknown> } }).story;
  const review = story?.parameters.review as Review | undefined;
  if (!story || !review || context.task.result?.state === 'fail') return;
  if (story.parameters.forcedColors) await forcedColors(true);
  try {
    const hovered = review.hover ? document.querySelector(review.hover) : null;
    if (hovered) await userEvent.hover(hovered);
    await page.screenshot({ path: `__screenshots__/${story.id}.png` });
  } finally {
    if (story.parameters.forcedColors) await forcedColors(false);
  }
});
