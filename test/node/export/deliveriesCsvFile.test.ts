import { describe, expect, it } from 'vitest';
import { deliveriesCsvBlob, deliveriesExportFileName } from '@src/export/deliveriesCsvFile';
import { toDeliveryExportColumns } from '@src/export/deliveryExportColumns';
import { defaultDeliveriesTableMessages } from '@src/grid/messages';
import { defaultDeliveryColumns } from '@src/state/columns/defaultDeliveryColumns';

describe('deliveriesCsvBlob', () => {
  it('is UTF-8 with a byte order mark, typed text/csv', async () => {
    const blob = deliveriesCsvBlob('Code,Customer\r\nDLV-1,Bäckerei 🚚\r\n');
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text).toBe('\uFEFFCode,Customer\r\nDLV-1,Bäckerei 🚚\r\n');
  });

  it('holds only the mark for empty text, never two marks', async () => {
    expect([...new Uint8Array(await deliveriesCsvBlob('').arrayBuffer())]).toEqual([
      0xef, 0xbb, 0xbf,
    ]);
  });
});

describe('deliveriesExportFileName', () => {
  it("names the file after the person's local date, zero-padded", () => {
    expect(deliveriesExportFileName(new Date(2026, 10, 22, 23, 59))).toBe(
      'deliveries-2026-11-22.csv',
    );
    expect(deliveriesExportFileName(new Date(2027, 0, 3, 0, 0))).toBe('deliveries-2027-01-03.csv');
  });

  it("keeps a view's or a pack's words in any script, as letters, digits and dashes", () => {
    const day = new Date(2026, 10, 26, 12);
    expect(deliveriesExportFileName(day, 'Late pallets / Müller')).toBe(
      'late-pallets-muller-2026-11-26.csv',
    );
    expect(deliveriesExportFileName(day, 'Dostawy łódzkie')).toBe('dostawy-łodzkie-2026-11-26.csv');
    expect(deliveriesExportFileName(day, 'الشحنات المتأخرة')).toBe(
      'الشحنات-المتأخرة-2026-11-26.csv',
    );
    // Vowel signs, viramas and points are part of their words.
    expect(deliveriesExportFileName(day, 'दिल्ली डिलीवरी')).toBe('दिल्ली-डिलीवरी-2026-11-26.csv');
    expect(deliveriesExportFileName(day, 'ส่งของ')).toBe('ส่งของ-2026-11-26.csv');
    expect(deliveriesExportFileName(day, 'שְׁלוֹחַ')).toBe('שְׁלוֹחַ-2026-11-26.csv');
    // The Arabic pack's "selected" part names the file apart from a page's.
    expect(deliveriesExportFileName(day, undefined, 'محددة')).toBe(
      'deliveries-محددة-2026-11-26.csv',
    );
    // Direction marks, path and reserved characters never reach the name.
    expect(deliveriesExportFileName(day, '\u202eevil\u202c/../a:b*?')).toBe(
      'evil-a-b-2026-11-26.csv',
    );
  });
});

describe('toDeliveryExportColumns', () => {
  it("labels the grid's default columns with the grid's default headers", () => {
    expect(
      toDeliveryExportColumns(defaultDeliveryColumns, defaultDeliveriesTableMessages.columnHeaders),
    ).toEqual([
      { id: 'code', label: 'Code' },
      { id: 'tenantName', label: 'Tenant' },
      { id: 'courierCode', label: 'Courier' },
      { id: 'warehouseName', label: 'Warehouse' },
      { id: 'customerBusinessPartnerName', label: 'Customer' },
      { id: 'duQty', label: 'DU qty' },
      { id: 'palletQty', label: 'Pallets' },
      { id: 'status', label: 'Status' },
      { id: 'insertTime', label: 'Inserted' },
    ]);
  });

  it('prefers a text header, then the translated header, then the id; markup headers fall back', () => {
    expect(
      toDeliveryExportColumns(
        [
          { id: 'code', header: 'Nummer' },
          { id: 'duQty', header: { type: 'b', props: {}, key: null } as never },
          { id: 'region' },
        ],
        { code: 'Code', duQty: 'Menge' },
      ),
    ).toEqual([
      { id: 'code', label: 'Nummer' },
      { id: 'duQty', label: 'Menge' },
      { id: 'region', label: 'region' },
    ]);
  });
});
