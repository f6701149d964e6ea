import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  catchDownloads,
  choose,
  defaultHeader,
  expectStatus,
  exportButton,
  readCsv,
  renderExportMenu,
  serveReference,
  shownRows,
} from './exportHarness';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('"Export this page (CSV)"', () => {
  it('writes the rows on screen at once, with no request', async () => {
    const received = serveReference();
    const files = catchDownloads();
    const { user } = renderExportMenu();
    await choose(user, 'Export this page (CSV)');

    await expectStatus('Exported 25 deliveries.');
    const [header, ...records] = await readCsv(files[0]!);
    expect(header).toEqual(defaultHeader);
    expect(records.map((record) => record[0])).toEqual(shownRows.map((row) => row.code));
    expect(received).toEqual([]);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(document.activeElement).toBe(exportButton());
  });

  it("takes the grid's columns, their labels and order, and the host's file name", async () => {
    serveReference();
    const files = catchDownloads();
    const { user } = renderExportMenu({
      columns: [
        { id: 'status', header: 'Zustand' },
        { id: 'code' },
        { id: 'unitId', header: 'Unit' },
      ],
      columnHeaders: { code: 'Nummer' },
      fileName: 'lieferungen.csv',
    });
    await choose(user, 'Export this page (CSV)');

    expect(files.map((file) => file.name)).toEqual(['lieferungen.csv']);
    const [header, first] = await readCsv(files[0]!);
    expect(header).toEqual(['Zustand', 'Nummer', 'Unit']);
    expect(first).toEqual(['Delivered', shownRows[0]!.code, String(shownRows[0]!.unitId)]);
  });

  it('keeps the English header and labels where an override is given as undefined', async () => {
    serveReference();
    const files = catchDownloads();
    const { user } = renderExportMenu({
      columns: [{ id: 'code' }, { id: 'status' }],
      columnHeaders: { code: undefined, status: 'Zustand' },
      messages: { exportButton: undefined },
    });
    await choose(user, 'Export this page (CSV)');

    await expectStatus('Exported 25 deliveries.');
    const [header] = await readCsv(files[0]!);
    expect(header).toEqual(['Code', 'Zustand']);
  });

  it('is unavailable without rows, and "Export all matching" without a request', async () => {
    const received = serveReference();
    const files = catchDownloads();
    const { user } = renderExportMenu({ rows: [], request: undefined });
    await user.click(exportButton());
    const pageItem = screen.getByRole('menuitem', { name: 'Export this page (CSV)' });
    const allItem = screen.getByRole('menuitem', { name: 'Export all matching (CSV)' });
    expect(pageItem.getAttribute('aria-disabled')).toBe('true');
    expect(allItem.getAttribute('aria-disabled')).toBe('true');

    await user.click(pageItem);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('menu')).toBeTruthy();
    expect(files).toEqual([]);
    expect(received).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('speaks the host language through messages', async () => {
    serveReference();
    catchDownloads();
    const { user } = renderExportMenu({
      messages: {
        exportButton: 'Exportieren',
        exportPage: 'Diese Seite exportieren (CSV)',
        exported: (count) => `${count} Lieferungen exportiert.`,
      },
    });
    await user.click(screen.getByRole('button', { name: 'Exportieren' }));
    await user.click(screen.getByRole('menuitem', { name: 'Diese Seite exportieren (CSV)' }));
    await expectStatus('25 Lieferungen exportiert.');
    expect(screen.getByRole('button', { name: 'Exportieren' })).toBeTruthy();
  });
});
