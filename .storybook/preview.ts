import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';

const preview: Preview = {
  loaders: [mswLoader()],
  parameters: {
    // Every story is checked with axe in the test run; a violation fails it.
    a11y: { test: 'error' },
    controls: { matchers: { date: /Time$/ } },
  },
  tags: ['autodocs'],
};

export default preview;
