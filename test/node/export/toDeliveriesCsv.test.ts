import { describe, expect, it } from 'vitest';
import type { Delivery } from '@src/api/types';
import { neutraliseFormula, quoteCsvField } from '@src/export/csvField';
import { toDeliveriesCsv, type DeliveryExportColumn } from '@src/export/toDeliveriesCsv';
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
  const written = csv.slice(csv.indexOf('\r\n') + 2 + '"DLV-2026-004711",'.length, -2);
  return { written, read: parseCsv(csv)[1]![1]! };
}

describe('toDeliveriesCsv: the file layout (RFC 4180)', () => {
  it('writes a header row of the labels, one row per delivery in order, CRLF after every line', () => {
    const csv = toDeliveriesCsv(
      [delivery(), delivery({ code: 'DLV-2026-004712', duQty: 3 })],
      allColumns,
      { statusOptions, timeZone: 'Europe/Berlin' },
    );
    expect(csv).toBe(
      '"Code","Tenant","Courier","Warehouse","Customer","DU qty","Pallets","Status","Inserted (Europe/Berlin)"\r\n' +
        '"DLV-2026-004711","Northwind","DHL","Berlin Nord","Acme GmbH",12,2,"Delivered","2026-11-02T09:30:00+01:00"\r\n' +
        '"DLV-2026-004712","Northwind","DHL","Berlin Nord","Acme GmbH",3,2,"Delivered","2026-11-02T09:30:00+01:00"\r\n',
    );
    expect(csv.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
  });

  it('writes the header row alone for no deliveries, and nothing at all for no columns', () => {
    expect(toDeliveriesCsv([], customer)).toBe('"Code","Customer"\r\n');
    expect(parseCsv(toDeliveriesCsv([], customer))).toEqual([['Code', 'Customer']]);
    expect(toDeliveriesCsv([], [])).toBe('\r\n');
  });

  it('carries no byte order mark: that is the file step', () => {
    expect(toDeliveriesCsv([delivery()], customer).charCodeAt(0)).toBe('"'.charCodeAt(0));
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

  it('quotes every text field, plain ones too (OWASP); numbers and booleans stay bare', () => {
    expect(customerCell(' Acme Nord ')).toEqual({ written: '" Acme Nord "', read: ' Acme Nord ' });
    const csv = toDeliveriesCsv(
      [delivery({ fragile: true })],
      [
        { id: 'duQty', label: 'DU qty' },
        { id: 'fragile', label: 'Fragile' },
        { id: 'note', label: 'Note' },
      ],
    );
    expect(csv).toBe('"DU qty","Fragile","Note"\r\n12,true,\r\n');
  });

  it.each([
    ['accents and umlauts', 'Bäckerei Müller & Söhne'],
    ['right-to-left text', 'شركة التوصيل'],
    ['CJK', '東京物流株式会社'],
    ['emoji (astral plane)', 'Fast 🚚💨 Ltd'],
    ['combining marks', 'Cafe\u0301'],
  ])('keeps %s exactly', (_, name) => {
    expect(customerCell(name)).toEqual({ written: `"${name}"`, read: name });
  });

  it('labels header cells with text, quoted and neutralised like any cell', () => {
    const csv = toDeliveriesCsv(
      [],
      [
        { id: 'code', label: 'Code, "primary"' },
        { id: 'duQty', label: '-Qty' },
      ],
    );
    expect(csv).toBe('"Code, ""primary""","\'-Qty"\r\n');
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

  it("writes insertTime in the grid's zone with its offset, across a DST change, the zone in the header", () => {
    const csv = toDeliveriesCsv(
      [
        delivery({ insertTime: '2026-03-12T01:07:11.000Z' }),
        // Berlin goes from +01:00 to +02:00 at 01:00 UTC on 29 March 2026.
        delivery({ insertTime: '2026-03-29T00:59:59Z' }),
        delivery({ insertTime: '2026-03-29T01:00:00Z' }),
        // And back at 01:00 UTC on 25 October: 02:30 happens twice, the offset tells which.
        delivery({ insertTime: '2026-10-25T00:30:00.250Z' }),
        delivery({ insertTime: '2026-10-25T01:30:00Z' }),
        delivery({ insertTime: 'not a date' }),
      ],
      [{ id: 'insertTime', label: 'Inserted' }],
      { timeZone: 'Europe/Berlin' },
    );
    expect(parseCsv(csv)).toEqual([
      ['Inserted (Europe/Berlin)'],
      ['2026-03-12T02:07:11+01:00'],
      ['2026-03-29T01:59:59+01:00'],
      ['2026-03-29T03:00:00+02:00'],
      ['2026-10-25T02:30:00.250+02:00'],
      ['2026-10-25T02:30:00+01:00'],
      ['not a date'],
    ]);
  });

  it('writes each time as the same instant the server sent, in zones west and east of UTC', () => {
    const sent = ['2026-01-01T04:59:00Z', '2026-07-01T23:45:30.5Z', '1999-12-31T23:00:00Z'];
    for (const [timeZone, written] of [
      [
        'America/New_York',
        ['2025-12-31T23:59:00-05:00', '2026-07-01T19:45:30.500-04:00', '1999-12-31T18:00:00-05:00'],
      ],
      [
        'Asia/Kolkata',
        ['2026-01-01T10:29:00+05:30', '2026-07-02T05:15:30.500+05:30', '2000-01-01T04:30:00+05:30'],
      ],
      [
        'UTC',
        ['2026-01-01T04:59:00+00:00', '2026-07-01T23:45:30.500+00:00', '1999-12-31T23:00:00+00:00'],
      ],
    ] as const) {
      const csv = toDeliveriesCsv(
        sent.map((insertTime) => delivery({ insertTime })),
        [{ id: 'insertTime', label: 'Inserted' }],
        { timeZone },
      );
      const [header, ...rows] = parseCsv(csv);
      expect(header).toEqual([`Inserted (${timeZone})`]);
      expect(rows.map(([cell]) => cell)).toEqual(written);
      expect(rows.map(([cell]) => Date.parse(cell!))).toEqual(sent.map((time) => Date.parse(time)));
    }
  });

  it('writes the first and last years the contract allows as the same instants, 1 BC as 0000', () => {
    const written = (insertTime: string, timeZone: string) =>
      parseCsv(
        toDeliveriesCsv([delivery({ insertTime })], [{ id: 'insertTime', label: 'Inserted' }], {
          timeZone,
        }),
      )[1]![0]!;
    // The year 0000 is 1 BC: Intl writes it "1" with an era, which was read as the year 1.
    expect(written('0000-01-01T00:00:00Z', 'UTC')).toBe('0000-01-01T00:00:00+00:00');
    expect(written('0000-03-01T12:00:00Z', 'UTC')).toBe('0000-03-01T12:00:00+00:00');
    // East of UTC the last day runs into the year 10000: written with its sign, as ISO 8601
    // asks, and so neutralised as every cell starting with "+" is (a spreadsheet's formula).
    const last = written('9999-12-31T23:59:59Z', 'Asia/Kolkata');
    expect(last).toBe("'+010000-01-01T05:29:59+05:30");
    expect(Date.parse(last.slice(1))).toBe(Date.parse('9999-12-31T23:59:59Z'));
  });

  it("names the runtime's zone where none is given, as the grid's default", () => {
    const runtimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const [header, [cell]] = parseCsv(
      toDeliveriesCsv([delivery()], [{ id: 'insertTime', label: 'Inserted' }]),
    ) as [string[], string[]];
    expect(header).toEqual([`Inserted (${runtimeZone})`]);
    expect(Date.parse(cell!)).toBe(Date.parse('2026-11-02T08:30:00.000Z'));
    expect(cell).toMatch(/^2026-11-02T\d\d:\d\d:00[+-]\d\d:\d\d$/);
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
    expect(customerCell('')).toEqual({ written: '""', read: '' });
  });
});

describe('toDeliveriesCsv: formula neutralisation (OWASP)', () => {
  // The Export docs page's table: what goes in, the field written, and why.
  it.each([
    [
      'a formula',
      '=HYPERLINK("https://evil.example","Click")',
      `"'=HYPERLINK(""https://evil.example"",""Click"")"`,
    ],
    ['DDE', "=cmd|' /C calc'!A0", `"'=cmd|' /C calc'!A0"`],
    ['a leading +', '+1', `"'+1"`],
    ['a leading -', '-2+3', `"'-2+3"`],
    ['a leading @', '@SUM(A1:A9)', `"'@SUM(A1:A9)"`],
    [
      'a formula after ";" (de-DE Excel splits there)',
      "x;=cmd|' /C calc'!A0",
      `"x;'=cmd|' /C calc'!A0"`,
    ],
    ['a formula after ","', 'a,=1+1', `"a,'=1+1"`],
    ['a formula after a tab (a paste splits there)', 'a\t=1+1', `"a\t'=1+1"`],
    ['a formula after a line feed', '\n=1+1', `"\n'=1+1"`],
    ['a leading space', ' =1+1', `"' =1+1"`],
    ['a leading NUL', '\u0000=1+1', `"'\u0000=1+1"`],
    ['a leading zero-width space', '\u200b=1+1', `"'\u200b=1+1"`],
    ['a leading tab', '\t=1+1', `"'\t'=1+1"`],
    ['a leading carriage return', '\r=1+1', `"'\r'=1+1"`],
    ['a full-width =', '＝1+1', `"'＝1+1"`],
    ['a full-width +', '＋1', `"'＋1"`],
    ['a full-width -', '－1', `"'－1"`],
    ['a full-width @', '＠SUM(1)', `"'＠SUM(1)"`],
    ['a minus sign', '\u22121', `"'\u22121"`],
    ['a negative number as text', 'x;-2', `"x;'-2"`],
  ])('writes %s inert', (_, name, written) => {
    expect(customerCell(name)).toEqual({
      written,
      read: written.slice(1, -1).replaceAll('""', '"'),
    });
  });

  it.each([
    ['a formula character later on', 'Acme = Nord'],
    ['a leading quote', "'quoted"],
    ['a leading digit', '1+1'],
    ['a separator before harmless text', 'Hafen; Nord, Tor\t3'],
    ['a tab before harmless text, mid-field', 'a\tb'],
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
  it('prefixes each piece that would start a formula, and a leading tab or CR', () => {
    for (const start of ['=', '+', '-', '@', '＝', ' =', '\u0000+']) {
      expect(neutraliseFormula(`${start}x`)).toBe(`'${start}x`);
    }
    expect(neutraliseFormula('\tx')).toBe("'\tx");
    expect(neutraliseFormula('\rx')).toBe("'\rx");
    for (const start of ['a', '1', ' ', '\n', "'", '#', '']) {
      expect(neutraliseFormula(`${start}x`)).toBe(`${start}x`);
    }
    expect(neutraliseFormula('a;+b,-c\t@d\n=e')).toBe("a;'+b,'-c\t'@d\n'=e");
    expect(neutraliseFormula('')).toBe('');
  });

  it('quotes every field, doubling its quotes', () => {
    expect(quoteCsvField('a;b\tc')).toBe('"a;b\tc"');
    expect(quoteCsvField('a"b')).toBe('"a""b"');
    expect(quoteCsvField('')).toBe('""');
  });
});
