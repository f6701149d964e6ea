import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import mdxLoader from '@storybook/addon-docs/mdx-loader';
import { describe, expect, it } from 'vitest';
import storybookConfig from '../../../.storybook/main';
import { docsPages, proseLines, repositoryRoot } from './docsCodeBlocks';

const mdxPages = docsPages().filter((page) => page.endsWith('.mdx'));

/** addon-docs' `mdxPluginOptions`, as .storybook/main.ts gives them. */
const mdxPluginOptions: object = (() => {
  const docs = storybookConfig.addons?.find(
    (addon) => typeof addon === 'object' && addon.name === '@storybook/addon-docs',
  );
  return (
    (typeof docs === 'object' &&
      (docs.options as { mdxPluginOptions?: object })?.mdxPluginOptions) ||
    {}
  );
})();

/** A Markdown table's delimiter row (`| --- | :--: |`): one per table. */
const delimiterRow = /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)+\|?\s*$/;

/** The page compiled as Storybook compiles it: addon-docs' own MDX loader, the project's options. */
function compile(page: string, options: object): Promise<string> {
  const resourcePath = join(repositoryRoot, page);
  return new Promise((resolve, reject) => {
    mdxLoader.call(
      {
        resourcePath,
        getOptions: () => options,
        async: () => (error: Error | null, code?: string) =>
          error ? reject(error) : resolve(code ?? ''),
      },
      readFileSync(resourcePath, 'utf8'),
    );
  });
}

/** How many table elements the compiled page renders. */
const renderedTables = (code: string) => code.match(/_components\.table\b/g)?.length ?? 0;

describe("the MDX pages' tables", () => {
  it.each(mdxPages)('%s renders each Markdown table as a <table>', async (page) => {
    const written = proseLines(page).filter((line) => delimiterRow.test(line)).length;
    expect(renderedTables(await compile(page, mdxPluginOptions))).toBe(written);
  });

  it('are there to check: Getting started and Server contract have tables', () => {
    for (const page of ['stories/docs/GettingStarted.mdx', 'stories/docs/ServerContract.mdx']) {
      expect(proseLines(page).some((line) => delimiterRow.test(line))).toBe(true);
    }
  });
});
