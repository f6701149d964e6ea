import { fileURLToPath } from 'node:url';

const configFile = fileURLToPath(new URL('../vite.config.ts', import.meta.url));

/**
 * Builds grid.html and floor.html in production mode, in memory: Map of file name to bytes.
 * BENCH_VITE=/path/to/vite/dist/node/index.js builds them with another Vite (a newer release's
 * chunking, say) than the project's own.
 */
export async function buildPages() {
  const { build } = await import(process.env.BENCH_VITE ?? 'vite');
  const outputs = await build({ configFile, build: { write: false } });
  const files = new Map();
  for (const { output } of [outputs].flat()) {
    for (const file of output) {
      files.set(file.fileName, file.type === 'chunk' ? file.code : file.source);
    }
  }
  return files;
}
