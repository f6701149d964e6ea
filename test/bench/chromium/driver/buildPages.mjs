import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const configFile = fileURLToPath(new URL('../vite.config.ts', import.meta.url));

/** Builds grid.html and floor.html in production mode, in memory: Map of file name to bytes. */
export async function buildPages() {
  const outputs = await build({ configFile, build: { write: false } });
  const files = new Map();
  for (const { output } of [outputs].flat()) {
    for (const file of output) {
      files.set(file.fileName, file.type === 'chunk' ? file.code : file.source);
    }
  }
  return files;
}
