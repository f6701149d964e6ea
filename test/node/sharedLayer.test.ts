import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const srcDir = resolve(import.meta.dirname, '../../src');
const sharedDir = join(srcDir, 'shared');
const specifier = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.[^'"]+)['"]/g;

/** Each relative import of a module in src/shared, as a path under src/, with its statement. */
function relativeImports(file: string) {
  const source = readFileSync(join(sharedDir, file), 'utf8');
  return [...source.matchAll(specifier)].map((match) => {
    const statementStart = source.lastIndexOf('\n', match.index) + 1;
    return {
      target: relative(srcDir, resolve(dirname(join(sharedDir, file)), match[1]!)),
      typeOnly: source.slice(statementStart, match.index).startsWith('import type'),
    };
  });
}

// Issue 23: the helpers every feature uses sit below the features and must not reach back up.
describe('src/shared, the layer below the features', () => {
  const files = readdirSync(sharedDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    /\.tsx?$/.test(file),
  );

  it('holds the shared helpers', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'cx.ts',
        'rootContext.ts',
        'useControllableState.ts',
        'withDefaults.ts',
      ]),
    );
  });

  it.each(files)('%s imports only src/shared, or types from src/api', (file) => {
    const outside = relativeImports(file).filter(
      ({ target, typeOnly }) =>
        !target.startsWith('shared/') && !(typeOnly && target.startsWith('api/')),
    );
    expect(outside).toEqual([]);
  });
});
