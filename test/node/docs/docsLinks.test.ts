import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { docsPages, repositoryRoot } from './docsCodeBlocks';
import {
  brokenLink,
  brokenStoryReferences,
  docsIds,
  headingAnchors,
  linksOf,
  slugger,
} from './docsLinks';
import { compileMdx, mdxPluginOptions } from './mdxCompile';

const pages = docsPages();
const mdxPages = pages.filter((page) => page.endsWith('.mdx'));
const ids = docsIds(mdxPages);

/** Storybook's own heading anchors (rehype-slug, bundled in addon-docs), as the docs site has them. */
async function storybookAnchors(page: string): Promise<string[]> {
  const chunks = join(
    repositoryRoot,
    'node_modules',
    '@storybook',
    'addon-docs',
    'dist',
    '_node-chunks',
  );
  const slugChunk = readdirSync(chunks).find((name) => /^rehype-slug-.*\.js$/.test(name));
  if (!slugChunk) throw new Error(`no rehype-slug chunk in ${chunks}`);
  const rehypeSlug = ((await import(join(chunks, slugChunk))) as { default: unknown }).default;
  const { mdxCompileOptions = {} } = mdxPluginOptions as { mdxCompileOptions?: object };
  const code = await compileMdx(page, {
    mdxCompileOptions: { ...mdxCompileOptions, rehypePlugins: [rehypeSlug] },
  });
  return [...code.matchAll(/_components\.h[1-6], \{\s*id: "([^"]+)"/g)].map((m) => m[1]!);
}

describe('every link of the README and the docs pages resolves', () => {
  it.each(pages)('%s', (page) => {
    const broken = linksOf(page).flatMap((link) => brokenLink(link, ids) ?? []);
    expect(broken).toEqual([]);
  });

  it.each(mdxPages)('%s embeds stories that exist', (page) => {
    expect(brokenStoryReferences(page)).toEqual([]);
  });

  it('has every kind of link to check: files, anchors and Storybook docs ids', () => {
    const targets = pages.flatMap(linksOf).map((link) => link.target);
    expect(targets.filter((t) => t.startsWith('?path=/docs/')).length).toBeGreaterThan(10);
    expect(targets.filter((t) => /^[\w.]+\/.*\.(mdx?|png)/.test(t)).length).toBeGreaterThan(10);
    expect(targets.filter((t) => t.includes('#')).length).toBeGreaterThan(3);
  });

  it('refuses what does not resolve', () => {
    const at = (target: string, page = 'README.md') => brokenLink({ page, line: 1, target }, ids);
    expect(at('stories/docs/Nowhere.mdx')).toMatch(/does not exist/);
    expect(at('#no-such-heading')).toMatch(/no heading with the anchor/);
    expect(at('stories/docs/Selection.mdx#no-such-heading')).toMatch(/no heading/);
    expect(at('?path=/docs/docs-no-such-page--docs')).toMatch(/no docs page has that id/);
    expect(at('test/bench/README.md', 'stories/docs/Theming.mdx')).toMatch(/cannot serve/);
    expect(at('?path=/docs/docs-selection-and-bulk-actions--docs#actions')).toBeUndefined();
    expect(at('stories/docs/Selection.mdx#what-a-selection-is')).toBeUndefined();
  });

  // Compiles every MDX page as Storybook does: 1.2 s idle, 12 s on a busy machine.
  it("names headings as GitHub does, and as the docs site's rehype-slug does", async () => {
    const slug = slugger();
    expect(slug('Export to CSV')).toBe('export-to-csv');
    expect(slug('The filter panel: `DeliveriesFilterPanel`')).toBe(
      'the-filter-panel-deliveriesfilterpanel',
    );
    expect(slug('After the redesign (issue 23) and the rough edges (issue 27)')).toBe(
      'after-the-redesign-issue-23-and-the-rough-edges-issue-27',
    );
    expect(slug('Export to CSV')).toBe('export-to-csv-1');
    for (const page of mdxPages) {
      expect.soft(headingAnchors(page), page).toEqual(await storybookAnchors(page));
    }
  }, 60_000);
});
