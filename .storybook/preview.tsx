import type { Decorator, Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { liveBaseUrl } from '../stories/support/liveServer';
import { showDocsStoriesAtRest } from './docsStoriesAtRest';
import '../src/theme/styles.css';

showDocsStoriesAtRest();

type ThemeGlobal = 'light' | 'dark';

// The toolbar's theme reaches stories as the `theme` arg, the same prop a host would set.
// Stories that are not a themable grid (or fix their own theme) set `parameters.fixedTheme`.
const withToolbarTheme: Decorator = (Story, context) => {
  const theme = context.globals.theme as ThemeGlobal | undefined;
  const args = theme && !context.parameters.fixedTheme ? { ...context.args, theme } : context.args;
  const dark = args.theme === 'dark';
  return (
    <div
      style={{
        background: dark ? '#0f141a' : '#ffffff',
        color: dark ? '#e2e8f0' : '#0f172a',
        padding: 16,
        minHeight: '100%',
        fontFamily: 'system-ui, sans-serif',
      }}
    >
      <Story args={args} />
    </div>
  );
};

/** What the test run (.storybook/vitest.setup.ts) lets a story emulate; absent in Storybook. */
interface StoryEmulation {
  forcedColors(active: boolean): Promise<unknown>;
  /** Lets the grid choose cards by its own width (the run's phone-wide page keeps tables). */
  cardsByWidth(active: boolean): void;
}

const preview: Preview = {
  // `parameters.forcedColors`: the test run emulates Windows' contrast themes for the story
  // (Storybook itself cannot: Chromium's DevTools can, under Rendering).
  // `parameters.cards`: the story's grid shows cards where it is narrow, in the test run too.
  beforeEach: async ({ parameters }) => {
    const emulation = (globalThis as { storyEmulation?: StoryEmulation }).storyEmulation;
    if (!emulation) return;
    if (parameters.cards) emulation.cardsByWidth(true);
    if (parameters.forcedColors) await emulation.forcedColors(true);
    return () => {
      if (parameters.cards) emulation.cardsByWidth(false);
      if (parameters.forcedColors) return emulation.forcedColors(false);
    };
  },
  // Starts the MSW worker (public/mockServiceWorker.js) and resets its handlers before each
  // story; every story installs its own in `beforeEach` (stories/support/referenceBackend.ts).
  // Against a live server (STORYBOOK_DELIVERIES_BASE_URL) unmocked requests are the point.
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker();
      await worker.start({
        quiet: true,
        onUnhandledFrame: liveBaseUrl === undefined ? 'warn' : 'bypass',
      });
      return worker;
    }),
  ],
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
    // Every story is checked with axe in the test run; a violation fails it. WCAG 2.2's
    // target size (2.5.8) too, which axe-core leaves off by default.
    a11y: { test: 'error', config: { rules: [{ id: 'target-size', enabled: true }] } },
    controls: { matchers: { date: /Time$/ } },
    docs: {
      // MSW handlers live in the page: each story gets its own iframe, so one story's mocks
      // (a hang, a 500) never answer another story's requests on the same docs page.
      story: { inline: false, iframeHeight: 640 },
      codePanel: true,
    },
    options: {
      storySort: {
        order: [
          'Docs',
          [
            'Getting started',
            'Everything on',
            'Paging without a total',
            'Search',
            'Filters',
            'Selection and bulk actions',
            'Details beside the grid',
            'Phones and narrow containers',
            'Columns',
            'Saved views',
            'URL state',
            'Export to CSV',
            'Theming',
            'Server rendering',
            'Next.js',
            'Headless model',
            'Errors and security',
            'Server contract and defaults',
            'Reference backend',
            'Keyboard and accessibility',
            'Performance',
            'Recipes',
            'Migrating to grouped options',
            'Changelog',
          ],
          'DeliveriesTable',
          [
            'Docs',
            'Default',
            'Everything on',
            '*',
            'Selection',
            'Refresh',
            'Errors',
            'Filters',
            'Theming',
            'Recipes',
          ],
          'DeliveriesFilterPanel',
          'useDeliveries',
        ],
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
