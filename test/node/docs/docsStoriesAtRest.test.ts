import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from './docsCodeBlocks';

const modules = join(repositoryRoot, 'node_modules');

/** The text of the first installed file under `dir` that contains `needle`. */
function sourceWith(dir: string, needle: string): string {
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.js'))) {
    const text = readFileSync(join(dir, name), 'utf8');
    if (text.includes(needle)) return text;
  }
  throw new Error(`no file in ${dir} has ${needle}`);
}

// Loads the Storybook preview and reads installed bundles: 0.3 s idle, 0.5 s on a busy machine.
describe('stories on docs pages are shown at rest', { timeout: 30_000 }, () => {
  it('the preview points docs pages at story frames with embed=true', async () => {
    const scope = globalThis as { PREVIEW_URL?: string };
    delete scope.PREVIEW_URL;
    // The project's preview, as Storybook loads it in the docs frame.
    await import('../../../.storybook/preview');
    const [, query] = (scope.PREVIEW_URL ?? '').split('?');
    expect(new URLSearchParams(query).get('embed')).toBe('true');
  });

  it('the installed Storybook takes those for the frames and runs no play function in them', () => {
    // addon-docs builds each story iframe's src from PREVIEW_URL (getStoryHref) …
    const blocks = readFileSync(
      join(modules, '@storybook', 'addon-docs', 'dist', 'blocks.js'),
      'utf8',
    );
    expect(blocks).toMatch(/baseUrl = globalThis\.PREVIEW_URL \|\| "iframe\.html"/);
    expect(blocks).toMatch(/src: getStoryHref\(story\.id, \{ viewMode: "story" \}\)/);
    // … and the preview renders a story with autoplay off when its address says embed=true.
    const preview = sourceWith(
      join(modules, 'storybook', 'dist', '_browser-chunks'),
      'shouldAutoplay =',
    );
    expect(preview).toMatch(
      /get\("embed"\) === "true", shouldAutoplay = \(\{ search \}\) => !shouldEmbed\(\{ search \}\)/,
    );
    expect(preview).toMatch(
      /autoplay: shouldAutoplay\(\{ search: globalWindow\.location\?\.search/,
    );
  });
});
