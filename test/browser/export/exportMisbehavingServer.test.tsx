import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HttpHandler } from 'msw';
import {
  pageNumberIgnoringServer,
  pageOverlappingServer,
  pageSizeCappingServer,
  type MisbehavingServerOptions,
} from '../../node/export/misbehavingServers';
import { worker } from '../worker';
import {
  catchDownloads,
  choose,
  dataset,
  expectStatus,
  matchingCodes,
  readCsv,
  renderExportMenu,
} from './exportHarness';

afterEach(() => {
  vi.restoreAllMocks();
});

const english = new Intl.NumberFormat('en');

/** Serves the dataset through a misbehaving server; `[pageNumber, pageSize]` of every request. */
function serve(misbehaving: (options: MisbehavingServerOptions) => HttpHandler) {
  const received: [number, number][] = [];
  worker.use(
    misbehaving({
      dataset,
      latencyMs: 5,
      onRequest: (body) => received.push([body.pageNumber, body.pageSize]),
    }),
  );
  return received;
}

describe('"Export all matching" against a server that does not page as asked', () => {
  it('a server capping pages at 200: every matching delivery still lands in the file', async () => {
    const received = serve((options) => pageSizeCappingServer({ ...options, cap: 200 }));
    const files = catchDownloads();
    const expected = matchingCodes();
    expect(expected.length).toBeGreaterThan(500);
    const { user } = renderExportMenu();
    await choose(user, 'Export all matching (CSV)');

    await expectStatus(`Exported ${english.format(expected.length)} deliveries.`);
    const [, ...records] = await readCsv(files[0]!);
    expect(records.map((record) => record[0])).toEqual(expected);
    expect(received.slice(0, 3)).toEqual([
      [1, 500],
      [2, 500],
      [2, 200],
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    [
      'a server ignoring pageNumber: an alert says so, no file, never "Exported"',
      pageNumberIgnoringServer,
      'The export failed: The server sent the same 500 deliveries for page 2 as for page 1, so it seems to ignore pageNumber; the export stopped.',
    ],
    [
      'a server whose pages overlap by half: an alert names the overlap, no file',
      (options: MisbehavingServerOptions) => pageOverlappingServer({ ...options, overlap: 250 }),
      "The export failed: Page 2 repeated 250 of its 500 deliveries from page 1: the server's pages overlap, as when deliveries are added during the export; the export stopped rather than write them twice.",
    ],
  ] as const)('%s', async (_title, server, message) => {
    const received = serve(server);
    const files = catchDownloads();
    const { user } = renderExportMenu();
    await choose(user, 'Export all matching (CSV)');

    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert.textContent).toBe(message);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(received).toEqual([
      [1, 500],
      [2, 500],
    ]);
    expect(files).toEqual([]);
  });
});
