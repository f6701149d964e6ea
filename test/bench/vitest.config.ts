import { defineConfig } from 'vitest/config';

// Benchmarks run in Node on their own: `npm run bench` prints figures, it asserts nothing.
export default defineConfig({
  root: new URL('../..', import.meta.url).pathname,
  // The same `@src/…` alias as vite.config.ts and tsconfig.json.
  resolve: { alias: { '@src': new URL('../../src', import.meta.url).pathname } },
  test: { benchmark: { include: ['test/bench/**/*.bench.ts'] } },
});
