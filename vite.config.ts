/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import type { BrowserCommand } from 'vitest/node';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { bundle } from 'lightningcss';
import { msw } from 'msw/vite';
import { chromiumArgs, chromiumPath } from './test/systemChromium.mjs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  peerDependencies: Record<string, string>;
  dependencies: Record<string, string>;
};

// Peers and dependencies stay imports so the host's bundler dedupes React and react-query.
const externalPackages = [...Object.keys(pkg.peerDependencies), ...Object.keys(pkg.dependencies)];
const isExternal = (id: string) =>
  id.startsWith('node:') ||
  externalPackages.some((name) => id === name || id.startsWith(`${name}/`));

// Modules that run React (components, hooks) are client modules; the rest (the client, the
// request mapping, the link format, the query options) stay importable from server components.
const reactBound = ['react', 'react-dom', 'react-hook-form', '@tanstack/react-table'];
const isReactBound = (id: string) =>
  reactBound.some((name) => id === name || id.startsWith(`${name}/`));
// A hook on react-query alone (useDeliveries) imports no React, and is still a client module.
const isHookModule = (id: string | null) => id !== null && /\/use[A-Z]\w*\.tsx?$/.test(id);

// The stylesheet is its own export, never imported from JS: hosts opt in and no <style> is injected.
function emitStylesheet(): Plugin {
  return {
    name: 'deliveries-table:stylesheet',
    apply: 'build',
    generateBundle() {
      // styles.css @imports the parts' stylesheets; they ship inlined as one file.
      const { code } = bundle({
        filename: fileURLToPath(new URL('./src/theme/styles.css', import.meta.url)),
        minify: true,
        // Keep `max-width` media queries: the range syntax needs Safari 16.4.
        targets: { safari: 15 << 16, chrome: 105 << 16, firefox: 110 << 16 },
      });
      this.emitFile({ type: 'asset', fileName: 'styles.css', source: code });
      // Its types: a TypeScript host with `noUncheckedSideEffectImports` (TS 7's default) and no
      // bundler's `*.css` declaration resolves `import 'deliveries-table/styles.css'` to this.
      this.emitFile({ type: 'asset', fileName: 'styles.css.d.ts', source: 'export {};\n' });
    },
  };
}

// A fresh object per project: Vitest rejects one browser object shared by two projects.
const browser = ({
  timezoneId,
  scrollbars,
}: { timezoneId?: string; scrollbars?: boolean } = {}) => ({
  enabled: true,
  headless: true,
  screenshotFailures: false,
  provider: playwright({
    launchOptions: {
      executablePath: chromiumPath,
      args: [...chromiumArgs],
      // Headless Chromium hides scrollbars; a desktop's take room, which placement must allow for.
      ...(scrollbars && { ignoreDefaultArgs: ['--hide-scrollbars'] }),
    },
    // The page's own zone, for the few tests whose subject is a grid in another zone.
    ...(timezoneId !== undefined && { contextOptions: { timezoneId } }),
    // A fixed bound for clicks, keys and screenshots: derived from the test's time left, a
    // screenshot late in a long test on a busy machine was given 1 ms.
    actionTimeout: 30_000,
  }),
  instances: [{ browser: 'chromium' as const }],
  commands: { parkMouse },
});

// The real mouse to the page's corner, over nothing of a test's (test/browser/parkMouse.ts): one
// input event, where a locator's hover first waits for its target to be visible and stable
// (about 110 ms a test on these machines).
const parkMouse: BrowserCommand<[]> = async ({ page }) => {
  await page.mouse.move(0, 0);
};

// Pre-bundled for the test pages (the hydration tests render on the page as a server would):
// one discovered mid-run would reload the page with a second React.
const testPageDeps = {
  include: [
    'react-dom/client',
    'react-dom/server',
    'react-dom/static',
    'axe-core',
    'dom-accessibility-api',
  ],
};

// The locale packs and getTextPack, each an entry of its own (`deliveries-table/locales/de`).
const localePacks = ['de', 'pl', 'cs', 'fr', 'es', 'it', 'nl', 'ar', 'getText'];

export default defineConfig({
  plugins: [react(), emitStylesheet()],
  // Tests and stories import the library as `@src/…` (tsconfig.json `paths`); src/ never does.
  resolve: { alias: { '@src': fileURLToPath(new URL('./src', import.meta.url)) } },
  // Pre-bundled up front: discovering them mid-run reloads the test page with a second React.
  optimizeDeps: {
    include: ['react-hook-form', '@tanstack/react-table', '@tanstack/react-table/static-functions'],
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    emptyOutDir: true,
    minify: false,
    lib: {
      entry: {
        index: 'src/index.ts',
        mocks: 'src/mocks/index.ts',
        // The filters' code for a first render that needs it (server rendering a filtered link).
        'filters-code': 'src/state/filtersCode/filtersCodeEntry.ts',
        'deliveries-mock-server': 'src/mocks/server/cli.ts',
        // One entry a locale pack: a host loads only the packs it imports.
        ...Object.fromEntries(
          localePacks.map((pack) => [`locales/${pack}`, `src/locales/${pack}.ts`]),
        ),
      },
      formats: ['es'],
    },
    rollupOptions: {
      external: isExternal,
      output: {
        // React Server Component hosts may import the grid; the CLI needs its shebang first.
        banner: (chunk) =>
          chunk.name === 'deliveries-mock-server'
            ? '#!/usr/bin/env node'
            : chunk.imports.some(isReactBound) || isHookModule(chunk.facadeModuleId)
              ? '"use client";'
              : '',
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
      },
    },
  },
  test: {
    // Busy 2-core machines (CI, a laptop beside Storybook) run tests 5–15x slower than idle ones.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // expect.poll's 1 s default, like Testing Library's (raised in setup files), is short there.
    expect: { poll: { timeout: 10_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // test/ssr/*.server.test.tsx: server rendering in Node, where no browser global exists.
          include: ['test/node/**/*.test.ts', 'test/ssr/**/*.server.test.{ts,tsx}'],
        },
      },
      {
        extends: true,
        // Serves mockServiceWorker.js to the test page, matching the installed msw.
        plugins: [msw({ mode: 'worker-only' })],
        optimizeDeps: testPageDeps,
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.{ts,tsx}'],
          exclude: [
            'test/browser/**/*.fresh.test.{ts,tsx}',
            'test/browser/**/*.warsaw.test.{ts,tsx}',
            'test/browser/**/*.scrollbars.test.{ts,tsx}',
          ],
          // One page for all of these files, modules evaluated once: with a page a file, 203 files
          // took 466 s in their tests alone (modules evaluated again, the grid's code run cold),
          // shared 339 s in all (bench notes, twenty-sixth round). sharedPage.ts puts back what a
          // file may leave on the page.
          isolate: false,
          setupFiles: ['test/browser/setup.ts', 'test/browser/sharedPage.ts'],
          browser: browser(),
        },
      },
      {
        extends: true,
        plugins: [msw({ mode: 'worker-only' })],
        optimizeDeps: testPageDeps,
        test: {
          // A page of its own for each file that needs its modules evaluated anew: a part loaded
          // on demand (`vi.mock` holds or fails its chunk) or server rendering, whose renderer
          // marks React's contexts for the page's client renderer. Named *.fresh.test.tsx.
          // test/ssr/*.browser.test.tsx: hydration of server markup in Chromium.
          name: 'browser-fresh',
          include: ['test/browser/**/*.fresh.test.{ts,tsx}', 'test/ssr/**/*.browser.test.{ts,tsx}'],
          setupFiles: ['test/browser/setup.ts'],
          browser: browser(),
        },
      },
      {
        extends: true,
        plugins: [msw({ mode: 'worker-only' })],
        test: {
          // A browser in Europe/Warsaw (one more Chromium context): kept to the few files whose
          // subject is a grid in another zone, named *.warsaw.test.tsx.
          name: 'browser-warsaw',
          include: ['test/browser/**/*.warsaw.test.{ts,tsx}'],
          setupFiles: ['test/browser/setup.ts'],
          browser: browser({ timezoneId: 'Europe/Warsaw' }),
        },
      },
      {
        extends: true,
        plugins: [msw({ mode: 'worker-only' })],
        test: {
          // A browser whose scrollbars take room, as on Windows and Linux desktops: kept to the
          // few files whose subject is where things stand beside them, *.scrollbars.test.tsx.
          name: 'browser-scrollbars',
          include: ['test/browser/**/*.scrollbars.test.{ts,tsx}'],
          setupFiles: ['test/browser/setup.ts'],
          browser: browser({ scrollbars: true }),
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          setupFiles: ['.storybook/vitest.setup.ts'],
          browser: browser(),
        },
      },
    ],
  },
});
