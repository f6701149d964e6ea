import '@src/theme/styles.css';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { expect, vi } from 'vitest';
import { createDeliveriesClient } from '@src/api/client';
import type { DeliveriesRequest } from '@src/api/types';
import {
  DeliveriesExportMenu,
  type DeliveriesExportMenuProps,
} from '@src/export/DeliveriesExportMenu';
import {
  generateDeliveries,
  mockStatuses,
  queryDeliveries,
  type MockDelivery,
} from '@src/mocks/index';
import { parseCsv } from '../../node/export/parseCsv';
import { serveReference as serveHarnessReference } from '../harness';
import { defaultHeader as gridHeader } from '../table/deliveriesServer';
import { worker } from '../worker';

/** A few thousand deliveries, the same on every run. */
export const dataset = generateDeliveries(3000, 5);

/** The grid on page 2 of "Delivered", oldest first: the export keeps the filter and the sort. */
export const gridRequest: DeliveriesRequest = {
  pageNumber: 2,
  pageSize: 25,
  quickSearch: '',
  orderBy: { key: 'insertTime', order: 'asc' },
  filters: { status: [4] },
};

/** The rows the grid shows for `gridRequest`: "Export this page" writes these. */
export const shownRows = queryDeliveries(dataset, gridRequest);

/** The codes of every delivery that matches `request`, in the server's order. */
export function matchingCodes(
  request: DeliveriesRequest = gridRequest,
  rows: readonly MockDelivery[] = dataset,
): string[] {
  return queryDeliveries(rows, { ...request, pageNumber: 1, pageSize: rows.length }).map(
    (delivery) => delivery.code,
  );
}

/** The header row with the grid's default column labels, the time column naming the menu's zone. */
export const defaultHeader = [...gridHeader.slice(0, -1), `${gridHeader.at(-1)!} (UTC)`];

/** The reference backend (strict validation, short latency), recording every body it receives. */
export function serveReference(rows: readonly MockDelivery[] = dataset): DeliveriesRequest[] {
  return serveHarnessReference(rows, { latencyMs: 5 });
}

/**
 * Holds the first request for `pageNumber` (of `pageSize`, when given) until `release()`, in
 * front of the backend. Release it in a `finally`: a held answer keeps the MSW worker from stopping.
 */
export function holdPage(pageNumber: number, pageSize?: number) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let reached!: () => void;
  const held = new Promise<void>((resolve) => (reached = resolve));
  let holding = false;
  worker.use(
    http.post('*/api/deliveries', async ({ request }) => {
      const body = (await request.clone().json()) as DeliveriesRequest;
      const otherSize = pageSize !== undefined && body.pageSize !== pageSize;
      if (body.pageNumber !== pageNumber || otherSize || holding) return undefined;
      holding = true;
      reached();
      await gate;
      return undefined; // on to the reference backend
    }),
  );
  return { held, release };
}

/** A file the person was handed: its name and its bytes. */
export interface DownloadedFile {
  name: string;
  blob: Blob;
}

/**
 * Catches downloads: every Blob given to `URL.createObjectURL` and every `<a download>` click,
 * which is stopped so no real file is written. Restore with `vi.restoreAllMocks()`.
 */
export function catchDownloads() {
  const blobs = new Map<string, Blob>();
  const files: DownloadedFile[] = [];
  const createObjectURL = URL.createObjectURL.bind(URL);
  vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
    const url = createObjectURL(object);
    if (object instanceof Blob) blobs.set(url, object);
    return url;
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob && this.download) files.push({ name: this.download, blob });
  });
  return files;
}

/**
 * The file as a spreadsheet app reads it: checks the UTF-8 byte order mark, then parses the
 * CSV strictly (RFC 4180, CRLF).
 */
export async function readCsv(file: DownloadedFile): Promise<string[][]> {
  expect(file.blob.type).toBe('text/csv;charset=utf-8');
  const bytes = new Uint8Array(await file.blob.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return parseCsv(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
}

/** Today's file name, from the person's local date. */
export function todaysFileName(): string {
  // The Swedish locale writes dates as YYYY-MM-DD.
  return `deliveries-${new Date().toLocaleDateString('sv')}.csv`;
}

/** The menu standalone, as a host would put it next to its own grid. */
export function renderExportMenu(props: Partial<DeliveriesExportMenuProps> = {}) {
  const user = userEvent.setup();
  const view = render(
    <DeliveriesExportMenu
      client={createDeliveriesClient({ baseUrl: '' })}
      request={gridRequest}
      rows={shownRows}
      statusOptions={mockStatuses}
      timeZone="UTC"
      {...props}
    />,
  );
  return { user, ...view };
}

export const exportButton = () => screen.getByRole('button', { name: 'Export' });

/** Opens the menu with the pointer and picks an item (in a grid, once its code is there). */
export async function choose(user: ReturnType<typeof userEvent.setup>, item: string) {
  // In a grid, the real menu button once its code is there (a stand-in before it).
  await waitFor(() => expect(document.querySelector('[data-stand-in]')).toBeNull(), {
    timeout: 10_000,
  });
  await user.click(exportButton());
  await user.click(await screen.findByRole('menuitem', { name: item }, { timeout: 10_000 }));
}

/** Waits for the polite status to say `text`. */
export async function expectStatus(text: string, timeout = 15_000) {
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe(text), { timeout });
}
