import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import type * as measuredCode from './measuredCode';

type MeasuredCode = typeof measuredCode;

// Under node_modules, so Vitest hands the bundle to Node's own import: no module runner.
const outDir = fileURLToPath(
  new URL('../../../node_modules/.cache/deliveries-table-bench/node/', import.meta.url),
);

/**
 * The measured functions as one ES module built by Vite and loaded by Node itself. Imported
 * from source, each call between modules would go through the module runner's export getters,
 * which Vitest counts and warns about: a cost the shipped code does not have.
 *
 * @example
 * ```ts
 * const { parseDeliveries } = await bundleMeasuredCode();
 * ```
 */
export async function bundleMeasuredCode(): Promise<MeasuredCode> {
  await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      lib: {
        entry: fileURLToPath(new URL('measuredCode.ts', import.meta.url)),
        formats: ['es'],
        fileName: 'measuredCode',
      },
      outDir,
      emptyOutDir: true,
      minify: false,
    },
  });
  return (await import(pathToFileURL(`${outDir}measuredCode.js`).href)) as MeasuredCode;
}
