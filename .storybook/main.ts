import type { StorybookConfig } from '@storybook/react-vite';
import remarkGfm from 'remark-gfm';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: [
    {
      name: '@storybook/addon-docs',
      // GitHub-flavoured Markdown: MDX 3 alone is CommonMark, where `| … |` tables stay text.
      // test/node/docs/mdxTables.test.ts compiles every page with these options.
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } },
    },
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  // mockServiceWorker.js lives here so the static build works from any file server.
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
};

export default config;
