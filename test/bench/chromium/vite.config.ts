import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The two benchmark pages, built as a host would ship them: production React, minified.
// `npm run bench:chromium` builds in memory; a standalone `vite build -c` writes outside the repo.
export default defineConfig({
  root: here('.'),
  mode: 'production',
  base: './',
  publicDir: false,
  logLevel: 'warn',
  plugins: [react()],
  // The same `@src/…` alias as vite.config.ts and tsconfig.json.
  resolve: { alias: { '@src': here('../../../src') } },
  build: {
    // BENCH_NAMES=1 keeps component names readable in the render counts (`renders.mjs`).
    minify: !process.env.BENCH_NAMES,
    outDir: here('../../../node_modules/.cache/deliveries-table-bench/pages'),
    emptyOutDir: true,
    rolldownOptions: { input: { grid: here('grid.html'), floor: here('floor.html') } },
  },
});
