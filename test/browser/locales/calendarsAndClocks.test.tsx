import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { generateDeliveries } from '@src/mocks/index';
import { gridRenderer, type GridView } from '../harness';

const rows = generateDeliveries(200, 11);
const generous = { timeout: 10_000 };

async function openPanel(user: GridView['user'], name = 'Filters') {
  await user.click(screen.getByRole('button', { name }));
  return screen.findByRole('region', { name }, generous);
}

// What a field writes back must read back as the minute typed: other calendars (Thai, Persian)
// are written in the Gregorian one the parser reads, and a locale whose own text the parser
// cannot read (`오후 2:30`, `klo 14.30`, `14 h 30`) writes ISO 8601.
describe('a date typed, written back in the locale, left again: the same instant', () => {
  it.each([
    // locale, zone, typed, sent (25 Nov 2026 14:30 in the zone)
    ['th-TH', 'Asia/Bangkok', '25/11/2026 14:30', '2026-11-25T07:30:00.000Z'],
    ['fa-IR', 'Asia/Tehran', '2026-11-25 14:30', '2026-11-25T11:00:00.000Z'],
    ['ko-KR', 'Asia/Seoul', '2026-11-25 14:30', '2026-11-25T05:30:00.000Z'],
    ['zh-TW', 'Asia/Taipei', '2026-11-25 14:30', '2026-11-25T06:30:00.000Z'],
    ['fi-FI', 'Europe/Helsinki', '25.11.2026 14:30', '2026-11-25T12:30:00.000Z'],
    ['fr-CA', 'America/Montreal', '2026-11-25 14:30', '2026-11-25T19:30:00.000Z'],
  ] as const)(
    '%s: typed, left, focused and left again, then applied',
    async (locale, timeZone, typed, sent) => {
      const renderGrid = gridRenderer({ locale, timeZone }, { serve: rows });
      const grid = await renderGrid().ready();
      const panel = await openPanel(grid.user);
      const from = within(panel).getByLabelText<HTMLInputElement>('Inserted from');
      await grid.user.type(from, typed);
      await grid.user.tab();
      const shown = from.value;
      // The person passes through the field again (Shift+Tab back, Tab out) without changing it.
      await grid.user.click(from);
      await grid.user.tab();
      expect(from.value, `shown ${shown}`).toBe(shown);
      expect(from.getAttribute('aria-invalid'), `shown ${shown}`).not.toBe('true');
      await grid.user.click(within(panel).getByRole('button', { name: 'Apply filters' }));
      await waitFor(
        () => expect(grid.bodies.at(-1)?.filters).toStrictEqual({ insertFrom: sent }),
        generous,
      );
    },
  );

  it('ms-MY: "9:05 PG" (pagi, the morning, as the field writes it) is 09:05, not 21:05', async () => {
    const renderGrid = gridRenderer(
      { locale: 'ms-MY', timeZone: 'Asia/Kuala_Lumpur' },
      { serve: rows },
    );
    const grid = await renderGrid().ready();
    const panel = await openPanel(grid.user);
    const from = within(panel).getByLabelText<HTMLInputElement>('Inserted from');
    await grid.user.type(from, '25/11/2026, 9:05 PG');
    await grid.user.tab();
    await grid.user.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    await waitFor(
      () =>
        expect(grid.bodies.at(-1)?.filters).toStrictEqual({
          // 09:05 in Kuala Lumpur (UTC+8).
          insertFrom: '2026-11-25T01:05:00.000Z',
        }),
      generous,
    );
    // Written back as the morning it is.
    expect(from.value).toBe('25/11/2026, 9:05 PG');
  });
});
