import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { generateDeliveries } from '@src/mocks/index';
import { de } from '@src/locales/de';
import { gridRenderer } from '../harness';
import { expectNoAxeViolations } from '../focus/focusProbe';

// The browser runs in Europe/Warsaw (this file's project); the grid counts in New York.
const rows = generateDeliveries(400, 11);
const renderGrid = gridRenderer(
  {
    timeZone: 'America/New_York',
    localePack: de,
    // The harness waits for the table by its English name: one string over the pack's.
    messages: { table: { tableLabel: 'Deliveries' } },
  },
  { serve: rows },
);
const generous = { timeout: 10_000 };

beforeEach(() => {
  // Thursday 5 November 2026, 10:00 in New York (EST), 16:00 in Warsaw. Only Date is faked.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-05T15:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe("today and yesterday in the person's words (the de pack)", () => {
  it('"gestern 6:00" and "heute" typed into the date fields send New York\'s bounds', async () => {
    const grid = await renderGrid().ready();
    await grid.user.click(screen.getByRole('button', { name: 'Filter' }));
    const panel = await screen.findByRole('region', { name: 'Filter' }, generous);
    const from = within(panel).getByLabelText<HTMLInputElement>('Angelegt ab');
    const to = within(panel).getByLabelText<HTMLInputElement>('Angelegt bis');
    await grid.user.type(from, 'Gestern 6:00');
    await grid.user.type(to, 'heute');
    await grid.user.tab();
    // Written back in the pack's words, kept relative.
    expect([from.value, to.value]).toEqual(['gestern 06:00', 'heute']);
    expect(from.getAttribute('aria-invalid')).not.toBe('true');
    await grid.user.click(within(panel).getByRole('button', { name: 'Filter anwenden' }));
    await waitFor(
      () =>
        expect(grid.bodies.at(-1)?.filters).toStrictEqual({
          // Wednesday 06:00 EST (UTC−5); Thursday in New York to its last millisecond.
          insertFrom: '2026-11-04T11:00:00.000Z',
          insertTo: '2026-11-06T04:59:59.999Z',
        }),
      generous,
    );
    await expectNoAxeViolations('German day words applied');
  });

  it('a date it cannot read is answered in German, naming the German words it reads', async () => {
    const grid = await renderGrid().ready();
    await grid.user.click(screen.getByRole('button', { name: 'Filter' }));
    const panel = await screen.findByRole('region', { name: 'Filter' }, generous);
    const from = within(panel).getByLabelText<HTMLInputElement>('Angelegt ab');
    await grid.user.type(from, 'morgen');
    await grid.user.tab();
    expect(
      await within(panel).findByText(
        /^Angelegt ab: „morgen“ ist kein Datum\. .*, oder heute, gestern, -7d, heute 06:00$/,
        {},
        generous,
      ),
    ).toBeTruthy();
    // What was typed stays, marked, for the person to mend.
    expect(from.value).toBe('morgen');
    expect(from.getAttribute('aria-invalid')).toBe('true');
  });

  it('"angelegt:gestern" in the search box sends yesterday in New York', async () => {
    const grid = await renderGrid().ready();
    const box = screen.getByRole('searchbox', { name: 'Lieferungen durchsuchen' });
    await grid.user.type(box, 'angelegt:gestern{Enter}');
    await waitFor(
      () =>
        expect(grid.bodies.at(-1)?.filters).toStrictEqual({
          insertFrom: '2026-11-04T05:00:00.000Z',
          insertTo: '2026-11-05T04:59:59.999Z',
        }),
      generous,
    );
    // A word it cannot read is said in German (no courier options here: no name is a value).
    await grid.user.type(box, ' kurier:Taube{Enter}');
    expect(
      await screen.findByText('Kuriere: „Taube“ ist keiner seiner Werte.', {}, generous),
    ).toBeTruthy();
  });
});
