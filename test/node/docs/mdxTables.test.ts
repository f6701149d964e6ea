import { describe, expect, it } from 'vitest';
import { docsPages, proseLines } from './docsCodeBlocks';
import { compileMdx } from './mdxCompile';

const mdxPages = docsPages().filter((page) => page.endsWith('.mdx'));

/** A Markdown table's delimiter row (`| --- | :--: |`): one per table. */
const delimiterRow = /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)+\|?\s*$/;

/** How many table elements the compiled page renders. */
const renderedTables = (code: string) => code.match(/_components\.table\b/g)?.length ?? 0;

// Each page compiled by addon-docs' MDX loader: up to 0.4 s idle, 1.2 s on a busy machine.
describe("the MDX pages' tables", { timeout: 30_000 }, () => {
  it.each(mdxPages)('%s renders each Markdown table as a <table>', async (page) => {
    const written = proseLines(page).filter((line) => delimiterRow.test(line)).length;
    expect(renderedTables(await compileMdx(page))).toBe(written);
  });

  it('are there to check: Getting started and Server contract have tables', () => {
    for (const page of ['stories/docs/GettingStarted.mdx', 'stories/docs/ServerContract.mdx']) {
      expect(proseLines(page).some((line) => delimiterRow.test(line))).toBe(true);
    }
  });
});
