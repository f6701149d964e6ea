import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');
const storiesDir = join(root, 'stories');

/** Every story's name as Storybook words it from its export: `SelectAllMatching` → `select all matching`. */
function storyNames(): string[] {
  const files = readdirSync(storiesDir).filter((file) => file.endsWith('.stories.tsx'));
  return files.flatMap((file) =>
    [...readFileSync(join(storiesDir, file), 'utf8').matchAll(/^export const (\w+)/gm)].map(
      ([, name]) =>
        name!
          .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
          .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
          .toLowerCase(),
    ),
  );
}

describe("Getting started's catalogue", () => {
  it('lists every story the stories folder exports', () => {
    const page = readFileSync(join(root, 'stories/docs/GettingStarted.mdx'), 'utf8');
    // Words only: "Everything on: all open, dark theme" holds the story `AllOpenDark`.
    const catalogue = page
      .slice(page.indexOf('| section'))
      .toLowerCase()
      .replace(/[^a-z0-9\s]/g, '')
      .replace(/\s+/g, ' ');
    const names = storyNames();
    expect(names.length).toBeGreaterThan(60);
    expect(names.filter((name) => !catalogue.includes(name))).toEqual([]);
  });
});
