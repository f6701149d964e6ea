import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeliveriesRequest } from '@src/api/types';
import { mockStatuses } from '@src/mocks/index';
import { observedClient } from '../harness';
import { worker } from '../worker';
import {
  catchDownloads,
  choose,
  dataset,
  defaultHeader,
  expectStatus,
  exportButton,
  gridRequest,
  holdPage,
  matchingCodes,
  readCsv,
  renderExportMenu,
  serveReference,
  todaysFileName,
} from './exportHarness';

afterEach(() => {
  vi.restoreAllMocks();
});

const english = new Intl.NumberFormat('en');
const progressBar = () =>
  screen.getByRole<HTMLProgressElement>('progressbar', { name: 'Exporting deliveries' });

describe('"Export all matching (CSV)"', () => {
  it('fetches every matching delivery page by page, under a progress bar, into one file in order', async () => {
    const received = serveReference();
    const files = catchDownloads();
    const expected = matchingCodes();
    expect(expected.length).toBeGreaterThan(1500);
    const { user } = renderExportMenu();
    const page2 = holdPage(2);
    try {
      await choose(user, 'Export all matching (CSV)');
      await page2.held;
      // Page 1 is in: the bar stands at 500 of the 10,000 cap, and says so in words.
      await waitFor(() => expect(progressBar().value).toBe(500));
      expect(progressBar().max).toBe(10_000);
      expect(screen.getByText('500 deliveries fetched…')).toBeTruthy();
      expect(exportButton()).toHaveProperty('disabled', true);
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel export' }));
      expect(files).toEqual([]);
    } finally {
      page2.release();
    }

    await expectStatus(`Exported ${english.format(expected.length)} deliveries.`);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(files.map((file) => file.name)).toEqual([todaysFileName()]);
    const [header, ...records] = await readCsv(files[0]!);
    expect(header).toEqual(defaultHeader);
    expect(records.map((record) => record[0])).toEqual(expected);

    // The server saw the grid's sort and filter on every page, 500 rows a page from page 1,
    // up to the empty page that confirms the short last one was the end.
    const pages = Math.ceil(expected.length / 500) + 1;
    expect(received).toEqual(
      Array.from({ length: pages }, (_, index): DeliveriesRequest => ({
        ...gridRequest,
        pageNumber: index + 1,
        pageSize: 500,
      })),
    );
    // Focus went with "Cancel export" and came back to "Export".
    expect(document.activeElement).toBe(exportButton());
  });

  it('writes each value as data: text as sent, plain numbers, the ISO instant, status labels', async () => {
    serveReference();
    const files = catchDownloads();
    const { user } = renderExportMenu({ maxRows: 3 });
    await choose(user, 'Export all matching (CSV)');
    await expectStatus(
      'Exported the first 3 deliveries; more match. Narrow the filters to export the rest.',
    );
    const [, first] = await readCsv(files[0]!);
    const [firstCode] = matchingCodes();
    const delivery = dataset.find((candidate) => candidate.code === firstCode)!;
    expect(first).toEqual([
      delivery.code,
      delivery.tenantName,
      delivery.courierCode,
      delivery.warehouseName,
      delivery.customerBusinessPartnerName,
      String(delivery.duQty),
      String(delivery.palletQty),
      mockStatuses.find((status) => status.value === delivery.status)!.label,
      // As the menu's zone (UTC) shows it, with its offset.
      delivery.insertTime.replace(/(\.000)?Z$/, '+00:00'),
    ]);
  });

  it('stops at the cap: exactly maxRows rows, and says that more match', async () => {
    const received = serveReference();
    const files = catchDownloads();
    const { user } = renderExportMenu({ maxRows: 1200 });
    await choose(user, 'Export all matching (CSV)');

    await expectStatus(
      'Exported the first 1,200 deliveries; more match. Narrow the filters to export the rest.',
    );
    const [, ...records] = await readCsv(files[0]!);
    expect(records.map((record) => record[0])).toEqual(matchingCodes().slice(0, 1200));
    expect(received.map((body) => [body.pageNumber, body.pageSize])).toEqual([
      [1, 500],
      [2, 500],
      [3, 500],
    ]);
  });

  it('takes a smaller page size for a pickier server', async () => {
    const received = serveReference();
    const files = catchDownloads();
    const { user } = renderExportMenu({ pageSize: 250, maxRows: 600 });
    await choose(user, 'Export all matching (CSV)');
    await expectStatus(
      'Exported the first 600 deliveries; more match. Narrow the filters to export the rest.',
    );
    expect(received.map((body) => body.pageSize)).toEqual([250, 250, 250]);
    expect((await readCsv(files[0]!)).length).toBe(601);
  });

  it('"Cancel export" mid-way aborts the request in flight: no file, "Export cancelled."', async () => {
    const received = serveReference();
    const files = catchDownloads();
    const { client, signals } = observedClient();
    const { user } = renderExportMenu({ client });
    const page2 = holdPage(2);
    try {
      await choose(user, 'Export all matching (CSV)');
      await page2.held;
      await waitFor(() => expect(progressBar().value).toBe(500));
      expect(signals).toHaveLength(2);
      const inFlight = signals[1]!;
      expect(inFlight.aborted).toBe(false);

      await user.click(screen.getByRole('button', { name: 'Cancel export' }));
      await expectStatus('Export cancelled.');
      expect(inFlight.aborted).toBe(true);
      expect(screen.queryByRole('progressbar')).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(document.activeElement).toBe(exportButton());
    } finally {
      page2.release();
    }
    // The held page reaches the backend only now; nothing was asked for after it.
    await waitFor(() => expect(received.map((body) => body.pageNumber)).toEqual([1, 2]));
    expect(files).toEqual([]);
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    expect(signals).toHaveLength(2);
  });

  it('a failing page shows an alert with its reason, and nothing is downloaded', async () => {
    serveReference();
    const files = catchDownloads();
    worker.use(
      http.post('*/api/deliveries', async ({ request }) => {
        const body = (await request.clone().json()) as DeliveriesRequest;
        return body.pageNumber === 3
          ? HttpResponse.json({ message: 'Not for you.' }, { status: 403 })
          : undefined;
      }),
    );
    const { user } = renderExportMenu();
    await choose(user, 'Export all matching (CSV)');

    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert.textContent).toBe(
      'The export failed: You do not have access to deliveries (403).',
    );
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(files).toEqual([]);
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    expect(exportButton()).toHaveProperty('disabled', false);
  });

  it('a server that refuses the request: its validation message in the alert', async () => {
    serveReference();
    const files = catchDownloads();
    // A `quickSearch` over the reference backend's 200 characters is refused with a 400.
    const { user } = renderExportMenu({
      request: { ...gridRequest, quickSearch: 'x'.repeat(201) },
    });
    await choose(user, 'Export all matching (CSV)');
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert.textContent).toBe(
      'The export failed: The server refused the request (400 Bad Request): quickSearch must be at most 200 characters.',
    );
    expect(files).toEqual([]);
  });

  it('unmounting mid-export aborts the request in flight and downloads nothing', async () => {
    serveReference();
    const files = catchDownloads();
    const { client, signals } = observedClient();
    const { user, unmount } = renderExportMenu({ client });
    const page2 = holdPage(2);
    try {
      await choose(user, 'Export all matching (CSV)');
      await page2.held;
      await waitFor(() => expect(signals).toHaveLength(2));
      unmount();
      expect(signals.at(-1)!.aborted).toBe(true);
    } finally {
      page2.release();
    }
    expect(files).toEqual([]);
  });
});
