import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';

type ThemeGlobal = 'light' | 'dark';

// The toolbar's theme reaches stories as the `theme` arg, the same prop a host would set.
const withToolbarTheme: Decorator = (Story, context) => {
  const theme = context.globals.theme as ThemeGlobal | undefined;
  const args = theme && !context.parameters.fixedTheme ? { ...context.args, theme } : context.args;
  const background = args.theme === 'dark' ? '#0f141a' : '#ffffff';
  return (
    <div style={{ background, padding: 16, minHeight: '100%' }}>
      <Story args={args} />
    </div>
  );
};

const preview: Preview = {
  loaders: [mswLoader()],
  decorators: [withToolbarTheme],
  globalTypes: {
    theme: {
      description: 'Light or dark theme of the grid',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  parameters: {
    layout: 'fullscreen',
    // Every story is checked with axe in the test run; a violation fails it.
    a11y: { test: 'error' },
    controls: { matchers: { date: /Time$/ } },
  },
  tags: ['autodocs'],
};

export default preview;
