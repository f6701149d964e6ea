// Adds `.js` to the relative imports of the emitted declarations (dist/**/*.d.ts).
// The sources import extensionless paths (moduleResolution "Bundler"), and tsc copies them into
// the .d.ts files as written; a host type-checking with moduleResolution "node16"/"nodenext"
// (Node servers, SSR) then cannot resolve `./table/DeliveriesTable` and loses the types.
// `./x` becomes `./x.js` when dist/x.d.ts exists, `./x/index.js` when dist/x/index.d.ts does.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const dist = resolve(import.meta.dirname, '..', 'dist');

function* declarations(directory) {
  for (const name of readdirSync(directory)) {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) yield* declarations(path);
    else if (name.endsWith('.d.ts')) yield path;
  }
}

// `from './x'`, `import('./x')` and `import './x'`, with single or double quotes.
const specifier = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\2/g;
let files = 0;
let rewritten = 0;
const unresolved = [];
for (const file of declarations(dist)) {
  const source = readFileSync(file, 'utf8');
  const output = source.replace(specifier, (match, lead, quote, path) => {
    if (/\.(c|m)?js$/.test(path)) return match;
    const base = resolve(dirname(file), path);
    const target = existsSync(`${base}.d.ts`)
      ? `${path}.js`
      : existsSync(join(base, 'index.d.ts'))
        ? `${path}/index.js`
        : undefined;
    if (target === undefined) {
      unresolved.push(`${file}: ${path}`);
      return match;
    }
    rewritten += 1;
    return `${lead}${quote}${target}${quote}`;
  });
  if (output !== source) {
    writeFileSync(file, output);
    files += 1;
  }
}
if (unresolved.length > 0) {
  console.error(`declaration imports that point at no .d.ts:\n${unresolved.join('\n')}`);
  process.exit(1);
}
console.log(`declarations: ${rewritten} relative imports in ${files} files now end in .js`);
