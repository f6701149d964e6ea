import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DeliveriesRequest } from '@src/api/types';
import type { DeliveriesLocalePack } from '@src/index';
import { deliveriesFaults, generateDeliveries, mockStatuses } from '@src/mocks/index';
import { de } from '@src/locales/de';
import { pl } from '@src/locales/pl';
import { ar } from '@src/locales/ar';
import { expectNoAxeViolations } from '../focus/focusProbe';
import { gridRenderer } from '../harness';
import { worker } from '../worker';

const dataset = generateDeliveries(60, 3);
const firstPage: DeliveriesRequest = { pageNumber: 1, pageSize: 25, quickSearch: '' };
const secondPage: DeliveriesRequest = { ...firstPage, pageNumber: 2 };
const codesOf = (page: number) =>
  dataset.slice((page - 1) * 25, page * 25).map((delivery) => delivery.code);

const renderGrid = gridRenderer(
  { initialState: { pageSize: 25 }, statusOptions: mockStatuses, timeZone: 'UTC' },
  { serve: dataset, latencyMs: 5 },
);

// Each pack's names for what the person reaches.
const words = {
  de: {
    table: 'Lieferungen',
    tick: (code: string) => `${code} auswählen`,
    page: 'Alle auf dieser Seite auswählen',
    bar: 'Auswahl',
    counts: ['1 ausgewählt', '2 ausgewählt', '5 ausgewählt', '22 ausgewählt'],
  },
  pl: {
    table: 'Dostawy',
    tick: (code: string) => `Zaznacz ${code}`,
    page: 'Zaznacz wszystkie na tej stronie',
    bar: 'Zaznaczenie',
    counts: ['1 zaznaczona', '2 zaznaczone', '5 zaznaczonych', '22 zaznaczone'],
  },
  // Arabic: one, two, few (3–10) and many (11–99), digits as the browser writes them for `ar`.
  ar: {
    table: 'الشحنات',
    tick: (code: string) => `تحديد ${code}`,
    page: 'تحديد الكل في هذه الصفحة',
    bar: 'التحديد',
    counts: [
      'شحنة واحدة محددة',
      'شحنتان محددتان',
      `${new Intl.NumberFormat('ar').format(5)} شحنات محددة`,
      `${new Intl.NumberFormat('ar').format(22)} شحنة محددة`,
    ],
  },
};

async function rowsIn(tableName: string) {
  const table = await screen.findByRole('table', { name: tableName }, { timeout: 15_000 });
  await waitFor(() => expect(within(table).getAllByRole('checkbox').length).toBeGreaterThan(25), {
    timeout: 15_000,
  });
}

describe.each([
  ['de', de],
  ['pl', pl],
  ['ar', ar],
] as [keyof typeof words, DeliveriesLocalePack][])('the %s pack', (name, pack) => {
  it('counts the ticked deliveries in its plural forms: 1, 2, 5 and 22', async () => {
    const said = words[name];
    const grid = renderGrid({ localePack: pack, selection: {} });
    const { user } = grid;
    await rowsIn(said.table);
    const codes = codesOf(1);
    const tick = (code: string) =>
      user.click(screen.getByRole('checkbox', { name: said.tick(code) }));
    const count = (words: string) =>
      within(screen.getByRole('toolbar', { name: said.bar })).getByText(words).textContent;

    await tick(codes[0]!);
    await screen.findByRole('toolbar', { name: said.bar });
    expect(count(said.counts[0]!)).toBe(said.counts[0]);
    await tick(codes[1]!);
    expect(count(said.counts[1]!)).toBe(said.counts[1]);
    for (const code of codes.slice(2, 5)) await tick(code);
    expect(count(said.counts[2]!)).toBe(said.counts[2]);
    // The whole page (25), then three taken out again.
    await user.click(screen.getByRole('checkbox', { name: said.page }));
    for (const code of codes.slice(0, 3)) await tick(code);
    expect(count(said.counts[3]!)).toBe(said.counts[3]);
    expect(grid.bodies).toEqual([firstPage]);
    // The pack's locale gives the direction: Arabic runs right to left.
    expect(document.querySelector('.deliveries-table')?.getAttribute('dir')).toBe(
      name === 'ar' ? 'rtl' : 'ltr',
    );
    await expectNoAxeViolations(`${name}: 22 ticked`);
  });
});

describe('German problems and failures with the de pack', () => {
  it('names a page number the state cannot use in German and asks for the first page', async () => {
    const grid = renderGrid({ localePack: de, initialState: { pageSize: 25, pageNumber: 0 } });
    await screen.findByRole('table', { name: 'Lieferungen' }, { timeout: 15_000 });
    expect(
      await screen.findByText(
        'Einige Einstellungen konnten nicht übernommen werden: Die Seite „0“ ist keine Seitenzahl (1 oder mehr), daher wird die erste Seite gezeigt.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
    await waitFor(() => expect(grid.bodies).toEqual([firstPage]), { timeout: 15_000 });
  });

  it('says a 500 in German, from its status, while retrying and once it gives up', async () => {
    const grid = renderGrid({ localePack: de });
    const { user } = grid;
    await screen.findByRole('table', { name: 'Lieferungen' }, { timeout: 15_000 });
    await waitFor(() => expect(screen.getByText(codesOf(1)[0]!)).toBeTruthy(), { timeout: 15_000 });

    const sent: unknown[] = [];
    worker.use(deliveriesFaults.serverError({ onRequest: (body) => sent.push(body) }));
    await user.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    expect(
      await screen.findByText(
        'Der Server konnte nicht antworten (500). Neuer Versuch …',
        {},
        {
          timeout: 15_000,
        },
      ),
    ).toBeTruthy();
    const alert = await screen.findByRole('alert', {}, { timeout: 30_000 });
    expect(within(alert).getByText('Der Server konnte nicht antworten (500).')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
    expect(sent).toEqual([secondPage, secondPage, secondPage]);
    expect(grid.bodies).toEqual([firstPage]);
  });
});
