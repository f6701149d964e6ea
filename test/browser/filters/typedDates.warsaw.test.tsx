import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { generateDeliveries } from '@src/mocks/index';
import { gridRenderer, type GridView } from '../harness';
import { expectNoAxeViolations } from '../focus/focusProbe';

// The browser runs in Europe/Warsaw (this file's project); the grid counts in New York.
const newYork = 'America/New_York';
const rows = generateDeliveries(400, 11);
// Thursday 5 November 2026, 10:00 in New York (EST since Sunday 1 November).
const thursday = '2026-11-05T15:00:00Z';

const renderGrid = gridRenderer({ timeZone: newYork }, { serve: rows });

async function openPanel(user: GridView['user']) {
  await user.click(screen.getByRole('button', { name: 'Filters' }));
  return screen.findByRole('region', { name: 'Filters' }, { timeout: 10_000 });
}

beforeEach(() => {
  // Only Date is faked: timers and the reference backend's answers run as they do.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(thursday));
});
afterEach(() => {
  vi.useRealTimers();
});

describe("dates typed in the person's format, sent in the grid's zone", () => {
  it.each([
    // locale, typed "from", typed "to", shown back, sent (1 July 14:30 EDT is 18:30Z)
    ['en-GB', '1/7/2026 14:30', '25/11/2026 9:05', ['01/07/2026, 14:30', '25/11/2026, 09:05']],
    ['de-DE', '1.7.2026, 14:30', '25.11.2026 9:05', ['01.07.2026, 14:30', '25.11.2026, 09:05']],
    [
      'en-US',
      '7/1/2026, 2:30 PM',
      '11/25/2026 9:05 am',
      ['07/01/2026, 2:30 PM', '11/25/2026, 9:05 AM'],
    ],
  ] as const)(
    '%s: typed, sent as UTC in New York, shown back in its format',
    async (locale, from, to, shown) => {
      const grid = await renderGrid({ locale }).ready();
      const panel = await openPanel(grid.user);
      const fromField = within(panel).getByLabelText<HTMLInputElement>('Inserted from');
      const toField = within(panel).getByLabelText<HTMLInputElement>('Inserted to');
      await grid.user.type(fromField, from);
      await grid.user.type(toField, to);
      await grid.user.tab();
      expect([fromField.value, toField.value]).toEqual(shown);

      await grid.user.click(within(panel).getByRole('button', { name: 'Apply filters' }));
      await waitFor(
        () =>
          expect(grid.bodies.at(-1)?.filters).toStrictEqual({
            // 14:30 EDT (UTC−4) in July; 09:05 EST (UTC−5) in November, "to" to its last millisecond.
            insertFrom: '2026-07-01T18:30:00.000Z',
            insertTo: '2026-11-25T14:05:59.999Z',
          }),
        { timeout: 10_000 },
      );
      // Opened again, the panel shows what was applied, in the person's format.
      const reopened =
        screen.queryByRole('region', { name: 'Filters' }) ?? (await openPanel(grid.user));
      expect(within(reopened).getByLabelText<HTMLInputElement>('Inserted from').value).toBe(
        shown[0],
      );
      await expectNoAxeViolations(`typed dates in ${locale}`);
    },
  );

  it('"-7d" sends the day a week back in New York, kept relative; "today 06:00" a minute of today', async () => {
    const grid = await renderGrid({ locale: 'en-GB' }).ready();
    const panel = await openPanel(grid.user);
    await grid.user.type(within(panel).getByLabelText('Inserted from'), '-7d');
    await grid.user.type(within(panel).getByLabelText('Inserted to'), 'Today 6:00');
    await grid.user.tab();
    expect(within(panel).getByLabelText<HTMLInputElement>('Inserted to').value).toBe('today 06:00');
    // What the token stands for now, under its field.
    expect(within(panel).getByText(/^Now: 29 Oct 2026, 00:00$/)).toBeTruthy();
    await grid.user.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    await waitFor(
      () =>
        expect(grid.bodies.at(-1)?.filters).toStrictEqual({
          // Thursday 29 October 00:00 EDT; today 06:00 EST to its last millisecond.
          insertFrom: '2026-10-29T04:00:00.000Z',
          insertTo: '2026-11-05T11:00:59.999Z',
        }),
      { timeout: 10_000 },
    );
    expect(screen.getByRole('button', { name: 'Remove filter: Inserted from: -7d' })).toBeTruthy();
    await expectNoAxeViolations('a typed relative date applied');
  });

  it('a date it cannot read is named under its field, with what it expects in the locale', async () => {
    const grid = await renderGrid({ locale: 'de-DE' }).ready();
    const panel = await openPanel(grid.user);
    const field = within(panel).getByLabelText<HTMLInputElement>('Requested to');
    await grid.user.type(field, 'next tuesday');
    await grid.user.tab();
    const message =
      'Requested to: “next tuesday” is not a date. Type dd.mm.yyyy, hh:mm, such as 25.11.2026, 14:30, or today, yesterday, -7d, today 06:00';
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const described = (field.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(message);
    expect(field.value).toBe('next tuesday');
    await expectNoAxeViolations('a date it cannot read');
    const sent = grid.bodies.length;
    await grid.user.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    expect(await within(panel).findByRole('link', { name: message })).toBeTruthy();
    expect(grid.bodies).toHaveLength(sent);
  });

  it('"Choose date" opens a calendar walked with the keyboard; Enter picks the day', async () => {
    const grid = await renderGrid({ locale: 'en-GB' }).ready();
    const panel = await openPanel(grid.user);
    const field = within(panel).getByLabelText<HTMLInputElement>('Inserted from');
    await grid.user.type(field, '25/11/2026 14:30');
    await grid.user.click(
      within(panel).getByRole('button', { name: 'Choose date for Inserted from' }),
    );
    const calendar = await screen.findByRole('dialog', { name: 'Calendar, November 2026' });
    // Focus starts on the field's day; a month back and on again, a week down, a day back.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Wednesday, 25 November 2026');
    await grid.user.keyboard('{PageUp}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Sunday, 25 October 2026');
    await grid.user.keyboard('{PageDown}{ArrowDown}{ArrowLeft}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Tuesday, 1 December 2026');
    expect(within(calendar).getByRole('grid', { name: 'December 2026' })).toBeTruthy();
    await expectNoAxeViolations('the calendar open');
    await grid.user.keyboard('{Enter}');
    // The day is picked, the typed time kept, focus back in the field.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(field.value).toBe('01/12/2026, 14:30');
    expect(document.activeElement).toBe(field);
    // The button is no tab stop of its own: Alt+ArrowDown opens it from the field, Escape
    // closes it without picking.
    expect(field.getAttribute('aria-keyshortcuts')).toBe('Alt+ArrowDown');
    await grid.user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await screen.findByRole('dialog', { name: 'Calendar, December 2026' });
    await grid.user.keyboard('{ArrowRight}{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(field.value).toBe('01/12/2026, 14:30');
    expect(document.activeElement).toBe(field);
  });

  it('a day picked for "Inserted to" with no time typed is the whole day', async () => {
    const grid = await renderGrid({ locale: 'en-GB' }).ready();
    const panel = await openPanel(grid.user);
    const field = within(panel).getByLabelText<HTMLInputElement>('Inserted to');
    await grid.user.click(field);
    await grid.user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await screen.findByRole('dialog', { name: 'Calendar, November 2026' });
    // Today, Thursday 5 November in New York: its last minute, as "5/11/2026" typed would be.
    await grid.user.keyboard('{Enter}');
    expect(field.value).toBe('05/11/2026, 23:59');
    await grid.user.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(grid.bodies.at(-1)?.filters).toStrictEqual({
        insertTo: '2026-11-06T04:59:59.999Z',
      }),
    );
  });

  it('a relative date typed with a time keeps its time when a day is picked', async () => {
    const grid = await renderGrid({ locale: 'en-GB' }).ready();
    const panel = await openPanel(grid.user);
    const field = within(panel).getByLabelText<HTMLInputElement>('Inserted from');
    await grid.user.type(field, 'today 06:00');
    await grid.user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await screen.findByRole('dialog', { name: 'Calendar, November 2026' });
    // Today (Thursday 5 November in New York) is where it opens; a day back is picked.
    await grid.user.keyboard('{ArrowLeft}{Enter}');
    expect(field.value).toBe('04/11/2026, 06:00');
  });
});
