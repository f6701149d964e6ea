import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import mdxLoader from '@storybook/addon-docs/mdx-loader';
import storybookConfig from '../../../.storybook/main';
import { repositoryRoot } from './docsCodeBlocks';

/** addon-docs' `mdxPluginOptions`, as .storybook/main.ts gives them. */
export const mdxPluginOptions: object = (() => {
  const docs = storybookConfig.addons?.find(
    (addon) => typeof addon === 'object' && addon.name === '@storybook/addon-docs',
  );
  return (
    (typeof docs === 'object' &&
      (docs.options as { mdxPluginOptions?: object })?.mdxPluginOptions) ||
    {}
  );
})();

/**
 * The page compiled as Storybook compiles it: addon-docs' own MDX loader, the project's options.
 *
 * @example
 * ```ts
 * const code = await compileMdx('stories/docs/Theming.mdx');
 * ```
 */
export function compileMdx(page: string, options: object = mdxPluginOptions): Promise<string> {
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
