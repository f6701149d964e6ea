import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveDeliveriesCsv, csvUrlLifetimeMs } from '@src/export/saveDeliveriesCsv';
import {
  catchDownloads,
  expectStatus,
  exportButton,
  readCsv,
  renderExportMenu,
  serveReference,
  shownRows,
} from './exportHarness';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const item = (name: string) => screen.getByRole('menuitem', { name });
const pageItem = () => item('Export this page (CSV)');
const allItem = () => item('Export all matching (CSV)');
const focused = () => document.activeElement;

describe('the "Export" menu button by keyboard', () => {
  it('opens with Enter on the first item, moves with arrows, Home and End, closes with Escape', async () => {
    serveReference();
    const { user } = renderExportMenu();
    await user.tab();
    expect(focused()).toBe(exportButton());
    expect(exportButton().getAttribute('aria-haspopup')).toBe('menu');
    expect(exportButton().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();

    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: 'Export' });
    expect(exportButton().getAttribute('aria-expanded')).toBe('true');
    expect(exportButton().getAttribute('aria-controls')).toBe(menu.id);
    expect(focused()).toBe(pageItem());

    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe(allItem());
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe(pageItem());
    await user.keyboard('{ArrowUp}');
    expect(focused()).toBe(allItem());
    await user.keyboard('{Home}');
    expect(focused()).toBe(pageItem());
    await user.keyboard('{End}');
    expect(focused()).toBe(allItem());

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(exportButton().getAttribute('aria-expanded')).toBe('false');
    expect(focused()).toBe(exportButton());
  });

  it('opens on the last item with ArrowUp, on the first with ArrowDown or Space', async () => {
    serveReference();
    const { user } = renderExportMenu();
    await user.tab();
    await user.keyboard('{ArrowUp}');
    expect(focused()).toBe(allItem());
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe(pageItem());
    await user.keyboard('{Escape}');
    await user.keyboard(' ');
    expect(focused()).toBe(pageItem());
  });

  it('Enter on an item exports; focus returns to "Export"', async () => {
    serveReference();
    const files = catchDownloads();
    const { user } = renderExportMenu();
    await user.tab();
    await user.keyboard('{Enter}{Enter}');
    await expectStatus('Exported 25 deliveries.');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(focused()).toBe(exportButton());
    const [, ...records] = await readCsv(files[0]!);
    expect(records).toHaveLength(shownRows.length);
  });

  it('Tab or a click elsewhere closes the menu without exporting', async () => {
    serveReference();
    const files = catchDownloads();
    const { user } = renderExportMenu();
    await user.tab();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(focused()).toBe(document.body);

    await user.click(exportButton());
    expect(screen.getByRole('menu')).toBeTruthy();
    await user.click(document.body);
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(exportButton());
    await user.click(exportButton());
    expect(screen.queryByRole('menu')).toBeNull();
    expect(files).toEqual([]);
  });
});

describe('saveDeliveriesCsv', () => {
  it('clicks a temporary download link and revokes its URL once the browser has read it', async () => {
    const files = catchDownloads();
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    saveDeliveriesCsv('Code\r\nDLV-1\r\n', 'deliveries-test.csv');

    expect(files.map((file) => file.name)).toEqual(['deliveries-test.csv']);
    expect(document.querySelector('a[download]')).toBeNull();
    const url = vi.mocked(URL.createObjectURL).mock.results[0]!.value as string;
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(csvUrlLifetimeMs);
    expect(revoke).toHaveBeenCalledWith(url);
    expect(await readCsv(files[0]!)).toEqual([['Code'], ['DLV-1']]);
  });
});
