// Renders the page on the server (plain Node, no DOM) into dist/index.html, with the first page
// of deliveries fetched from the reference backend, as a host's SSR would.
import { readFileSync, writeFileSync } from 'node:fs';

if (typeof window !== 'undefined' || typeof document !== 'undefined') {
  throw new Error('server rendering must run without browser globals');
}
const { render } = await import('./dist-server/entry-server.js');
const { html, state } = await render();

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
