// The Next.js docs page shows this app as it is tested: every code block of
// stories/docs/NextJs.mdx that names a file (`// app/…` on its first line, after an optional
// `// docs:` line) must equal that file, and every .ts/.tsx file of the app must be shown.
// Usage: node docsMatch.mjs
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const here = import.meta.dirname;
const page = join(here, '..', '..', '..', 'stories', 'docs', 'NextJs.mdx');
const blocks = [...readFileSync(page, 'utf8').matchAll(/^```tsx?\n([\s\S]*?)^```$/gm)].map(
  ([, code]) => code.replace(/^\/\/ docs:.*\n/, ''),
);
const appFiles = readdirSync(join(here, 'app'), { recursive: true })
  .filter((name) => /\.tsx?$/.test(name))
  .map((name) => relative(here, join(here, 'app', name)));

const problems = [];
const shown = new Set();
for (const code of blocks) {
  const named = /^\/\/ (app\/\S+)\n/.exec(code);
  if (!named) continue;
  const [header, file] = named;
  shown.add(file);
  let tested;
  try {
    tested = readFileSync(join(here, file), 'utf8');
  } catch {
    problems.push(`NextJs.mdx shows ${file}, which test/hosts/next-app does not have`);
    continue;
  }
  if (code.slice(header.length) !== tested) {
    problems.push(`NextJs.mdx's ${file} differs from test/hosts/next-app/${file}`);
  }
}
for (const file of appFiles) {
  if (!shown.has(file)) problems.push(`NextJs.mdx does not show test/hosts/next-app/${file}`);
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`NextJs.mdx shows the tested app: ${[...shown].join(', ')}`);
