// The Next.js host's HTML as a crawler gets it (no JavaScript): which rows the server rendered,
// against what the backend answers for the same state.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { fail } from '../gridChecks.mjs';

/** The package as the app installed it from the tarball, not the repository's own build. */
export async function installedLibrary(appDir) {
  const installed = join(appDir, 'node_modules', 'deliveries-table');
  const { exports } = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
  return import(pathToFileURL(join(installed, exports['.'].import)).href);
}

/**
 * The first cell of each body row in the server's HTML, or null without an idle table body (the
 * RSC payload in <script> also holds the codes: only the rendered table counts).
 */
export const renderedCodes = (html) => {
  const body = /<tbody[^>]*data-state="idle"[^>]*>([\s\S]*?)<\/tbody>/.exec(html)?.[1];
  if (body === undefined) return null;
  return [...body.matchAll(/<tr\b[^>]*>\s*<td\b[^>]*>([\s\S]*?)<\/td>/g)].map(([, cell]) =>
    cell.replace(/<[^>]+>/g, '').trim(),
  );
};

// The error that says which function a server component got as a client reference.
const serverError = /Attempted to call \S+ from the server/;

/**
 * `check(label, path, state)`: GET `path` answers 200 with the rows the backend gives for `state`
 * (asked directly of the mock server, so the recorder sees only the app's requests).
 */
export function serverHtmlCheck({ library, siteUrl, backendDirect, serverLog, timeZone }) {
  const client = library.createDeliveriesClient({ baseUrl: backendDirect });
  const expectedCodes = async (state) =>
    (await client.queryDeliveries(library.toDeliveriesRequest(state, { timeZone }))).map(
      (row) => row.code,
    );
  return async (label, path, state) => {
    const response = await fetch(new URL(path, siteUrl));
    const html = await response.text();
    const said = serverError.exec(html) ?? serverError.exec(readFileSync(serverLog, 'utf8'));
    if (said) fail(`${label}: GET ${path} answered ${response.status}: ${said[0]}`);
    if (response.status !== 200) fail(`${label}: GET ${path} answered ${response.status}`);
    const shown = renderedCodes(html);
    const wanted = await expectedCodes(state);
    if (JSON.stringify(shown) !== JSON.stringify(wanted)) {
      fail(
        `${label}: the server's HTML should show ${wanted.length} rows ${wanted.slice(0, 3).join(', ')} …, ` +
          `shows ${shown === null ? 'no idle table body' : JSON.stringify(shown.slice(0, 3))}`,
      );
    }
    process.stdout.write(
      `server HTML (${label}): ${shown.length} rows, ${shown[0]} … ${shown.at(-1)}\n`,
    );
    return { html, wanted };
  };
}
