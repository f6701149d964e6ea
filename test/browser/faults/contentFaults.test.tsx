import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDeliveriesHandlers, deliveriesFaults, generateDeliveries } from '@src/mocks/index';
import { worker } from '../worker';
import { isCutToOneLine } from '../layout/cutText';
import '@src/theme/styles.css';
import {
  deliveriesTable,
  expectInputIntact,
  expectRowsFor,
  inputRequest,
  installFault,
  nextPage,
  prepareInput,
  renderGrid,
  serveReference,
  shownCodes,
} from './faultGrid';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The data rows of the grid, as elements. */
const dataRows = () => within(deliveriesTable()).getAllByRole('row').slice(1);
/** The same, without role queries: they take seconds over 1,000 rows. */
const bodyRows = () => deliveriesTable().querySelectorAll('tbody tr');

describe('answers that keep the contract but strain the grid', () => {
  it('duplicate codes: every row shown, no React key warning, rows keep their identity on a refetch', async () => {
    serveReference();
    const { user, queryClient } = renderGrid();
    await prepareInput(user);

    const consoleError = vi.spyOn(console, 'error');
    const sent = installFault(deliveriesFaults.duplicateCodes);
    await user.click(nextPage());
    const paired = generateDeliveries(10, 13).map(
      (_, index, rows) => rows[index - (index % 2)]!.code,
    );
    await waitFor(() => expect(shownCodes()).toEqual(paired));
    expect(sent).toEqual([inputRequest(2)]);
    expect(new Set(paired).size).toBe(5);

    // The same answer again: React finds every row under the same key and keeps its element.
    const before = dataRows();
    await queryClient.refetchQueries({ type: 'active' });
    await waitFor(() => expect(sent).toHaveLength(2));
    await waitFor(() => expect(deliveriesTable().getAttribute('aria-busy')).toBe('false'));
    dataRows().forEach((row, index) => expect(row).toBe(before[index]));
    expect(consoleError).not.toHaveBeenCalled();
    expectInputIntact();
  });

  it('50,000 rows in one answer: holds the first 10,000, draws those in view, says so, stays responsive', async () => {
    const reference = serveReference();
    const { user } = renderGrid();
    await prepareInput(user);

    const sent = installFault((options) => deliveriesFaults.hugePage({ ...options, once: true }));
    await user.click(nextPage());
    expect(
      await screen.findByText(
        'Showing the first 10,000 of 50,000 rows the server sent.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
    // Virtualized: the table says it has 10,000 rows and the document holds only those in view.
    expect(deliveriesTable().getAttribute('aria-rowcount')).toBe('10001');
    // Once its chunk is there (the first rows show meanwhile), the body draws those in view.
    await waitFor(() => expect(bodyRows().length).toBeLessThan(100));
    expect(bodyRows().length).toBeGreaterThan(5);
    expect(sent).toEqual([inputRequest(2)]);
    expectInputIntact();

    // A sort click answers at once: the rows on screen are not drawn again for it. The click
    // takes 40 ms idle and under 0.2 s on a busy machine; drawing all 10,000 rows takes 5 s idle.
    const codeHeader = screen.getByRole('columnheader', { name: 'Code' });
    const sortButton = within(codeHeader).getByRole('button', { name: 'Code' });
    const clickedAt = performance.now();
    await user.click(sortButton);
    expect(performance.now() - clickedAt).toBeLessThan(2_000);
    expect(codeHeader.getAttribute('aria-sort')).toBe('ascending');
    const sorted = { ...inputRequest(1), orderBy: { key: 'code', order: 'asc' as const } };
    await waitFor(() => expect(reference.at(-1)).toEqual(sorted));
    await expectRowsFor(sorted);
    expect(screen.queryByText(/rows the server sent/)).toBeNull();
  }, 30_000);

  it('long, emoji, right-to-left and HTML-like text: shown as typed, cut with a title, never run; an override shown', async () => {
    const hostile = [
      `Überseespedition ${'Hamburg-Altona '.repeat(300)}`.trim(),
      '👩🏽‍💼 Zoë’s Café 🚚📦 — 北京物流',
      'شركة النقل السريع',
      'חברת משלוחים בע״מ',
      '<b>Bold</b> & <i>Co</i>',
      '<script>window.__deliveriesPwned = true</script>',
      '<img src=x onerror="window.__deliveriesPwned = true">',
      '"><svg onload="window.__deliveriesPwned = true">',
      '{{constructor.constructor("window.__deliveriesPwned = true")()}}',
      '\u202Egnp.exe',
    ];
    // All match the person's search and filter, so the second page is made of them.
    const strange = generateDeliveries(20, 3).map((delivery, index) => ({
      ...delivery,
      tags: ['cold-chain'],
      warehouseName: 'Hamburg Hafen',
      customerBusinessPartnerName: hostile[index % hostile.length]!,
    }));
    serveReference();
    const { user } = renderGrid();
    await prepareInput(user);

    const sent: unknown[] = [];
    worker.use(
      ...createDeliveriesHandlers({ dataset: strange, onRequest: (body) => sent.push(body) }),
    );
    await user.click(nextPage());
    await expectRowsFor(inputRequest(2), strange);
    expect(sent).toEqual([inputRequest(2)]);

    const customerCells = dataRows().map((row) => within(row).getAllByRole('cell')[4]!);
    customerCells.forEach((cell, index) => {
      const raw = hostile[index]!;
      // A right-to-left override would draw "gnp.exe" as "exe.png": it is shown, not obeyed.
      expect(cell.textContent).toBe(raw.replace('\u202E', '[RLO]'));
      // Every text cell reads in its own direction; long text gets a clipping span with its
      // whole value as the title, short text no element at all.
      expect(cell.getAttribute('dir')).toBe('auto');
      const clipped = cell.querySelector('span.dt-truncate');
      if (raw.length > 16) expect(clipped?.getAttribute('title')).toBe(raw);
      else expect(cell.children).toHaveLength(0);
    });
    // Arabic and Hebrew names read right to left; the others left to right.
    expect(customerCells.map((cell) => getComputedStyle(cell).direction)).toEqual(
      hostile.map((_, index) => (index === 2 || index === 3 ? 'rtl' : 'ltr')),
    );
    // The long one is cut by CSS to one line with an ellipsis, its whole text in the title.
    expect(isCutToOneLine(customerCells[0]!.querySelector('.dt-truncate')!)).toBe(true);
    // Nothing was parsed as markup, so nothing ran.
    const body = deliveriesTable().querySelector('tbody')!;
    expect(body.querySelectorAll('b, i, script, img, svg')).toHaveLength(0);
    expect((window as { __deliveriesPwned?: boolean }).__deliveriesPwned).toBeUndefined();
    expectInputIntact();
  });
});
