import { defineConfig } from 'vitest/config';

// Benchmarks run in Node on their own: `npm run bench` prints figures, it asserts nothing.
export default defineConfig({
  root: new URL('../..', import.meta.url).pathname,
  test: { benchmark: { include: ['test/bench/**/*.bench.ts'] } },
});
