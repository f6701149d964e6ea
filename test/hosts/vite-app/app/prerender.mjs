// Renders the page on the server (plain Node, no DOM) into dist/index.html, with the first page
// of deliveries fetched from the reference backend, as a host's SSR would.
import { readFileSync, writeFileSync } from 'node:fs';

if (typeof window !== 'undefined' || typeof document !== 'undefined') {
  throw new Error('server rendering must run without browser globals');
}
// React reports a server render's problems (React 18: "useLayoutEffect does nothing on the
// server", unknown props…) on the console: any of them fails the check.
const logged = [];
for (const level of ['error', 'warn']) {
  const original = console[level];
  console[level] = (...args) => {
    logged.push(`console.${level}: ${args.map(String).join(' ')}`);
    original(...args);
  };
}
const { render } = await import('./dist-server/entry-server.js');
const { html, state } = await render();
if (logged.length > 0) {
  console.error(`the server render logged ${logged.length} problems (listed above)`);
  process.exit(1);
}

const table = /<table[^>]*aria-label="Deliveries"[^>]*>/.exec(html);
const codes = html.match(/>DLV-\d{4}-\d{6}</g) ?? [];
if (!table || codes.length === 0) {
  console.error(`server markup lacks the table or its rows:\n${html.slice(0, 2000)}`);
  process.exit(1);
}
// `<` escaped: the JSON cannot close its script element.
const json = JSON.stringify(state).replace(/</g, '\\u003c');
const page = readFileSync('dist/index.html', 'utf8')
  .replace('<!--app-html-->', html)
  .replace(
    '<!--app-state-->',
    `<script type="application/json" id="deliveries-state">${json}</script>`,
  );
writeFileSync('dist/index.html', page);
process.stdout.write(
  `server render: the "Deliveries" table with ${codes.length} rows (${html.length} characters of HTML)\n`,
);
