import '@src/theme/styles.css';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent as real } from 'vitest/browser';
import { generateDeliveries, mockStatuses } from '@src/mocks';
import { renderGrid, saveScreenshot } from '../harness';
import { timeZone } from './filterHost';

const dataset = generateDeliveries(40, 5);

/** Real keys into Chromium's date segments (month first here), from the first segment. */
async function typeDate(input: HTMLElement, keys: string) {
  input.focus();
  await real.keyboard(keys);
}

describe('a date typed without its time', () => {
  it('is refused with what to add, then applied as the whole day once the times are there', async () => {
    const grid = renderGrid(
      { statusOptions: mockStatuses, timeZone, locale: 'en-GB' },
      { serve: dataset },
    );
    await grid.ready();
    await grid.user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = await screen.findByRole('region', { name: 'Filters' });
    const from = within(panel).getByLabelText('Inserted from');
    const to = within(panel).getByLabelText('Inserted to');

    // Only the dates: Chromium hands a script nothing for a datetime-local without its time.
    await typeDate(from, '11012026');
    await typeDate(to, '11302026');
    await real.click(within(panel).getByRole('button', { name: 'Apply filters' }));

    const summary = await within(panel).findByRole('alert');
    const fromMessage =
      'Inserted from needs a real date and a time (00:00 for the start of the day)';
    const toMessage = 'Inserted to needs a real date and a time (23:59 for the end of the day)';
    expect(within(summary).getByRole('link', { name: fromMessage })).toBeTruthy();
    expect(within(summary).getByRole('link', { name: toMessage })).toBeTruthy();
    expect(document.activeElement).toBe(summary);
    for (const [input, message] of [
      [from, fromMessage],
      [to, toMessage],
    ] as const) {
      expect(input.getAttribute('aria-invalid')).toBe('true');
      const described = (input.getAttribute('aria-describedby') ?? '').split(' ');
      expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(message);
    }
    expect(grid.bodies).toHaveLength(1);
    await saveScreenshot('date-without-time-refused', panel);

    // As the message says: 00:00 (12:00 AM) starts the day, 23:59 (11:59 PM) ends it. A four-digit
    // year moves on to the hours by itself (Tab would leave the field).
    await typeDate(from, '110120261200A');
    await typeDate(to, '113020261159P');
    expect([(from as HTMLInputElement).value, (to as HTMLInputElement).value]).toEqual([
      '2026-11-01T00:00',
      '2026-11-30T23:59',
    ]);
    await real.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    await expect
      .poll(() => grid.bodies.at(-1)?.filters)
      .toEqual({
        insertFrom: '2026-10-31T23:00:00.000Z',
        insertTo: '2026-11-30T22:59:59.999Z',
      });
    const chips = within(screen.getByRole('list', { name: 'Active filters' }));
    expect(
      chips
        .getAllByRole('button', { name: /^Remove filter: / })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'Remove filter: Inserted from: 1 Nov 2026, 00:00',
      'Remove filter: Inserted to: 30 Nov 2026, 23:59',
    ]);
  });

  it('in a date condition, is refused with what to add', async () => {
    const grid = renderGrid({ timeZone, locale: 'en-GB' }, { serve: dataset });
    await grid.ready();
    await grid.user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = await screen.findByRole('region', { name: 'Filters' });
    await grid.user.click(within(panel).getByRole('button', { name: 'Add condition' }));
    const row = within(panel).getByRole('group', { name: 'Condition 1' });
    await grid.user.selectOptions(within(row).getByLabelText('Field'), 'Inserted');
    const value = within(row).getByLabelText('Value');

    await typeDate(value, '11012026');
    await real.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    const message = 'Condition 1: enter a real date and a time (00:00 for the start of the day)';
    const summary = await within(panel).findByRole('alert');
    expect(within(summary).getByRole('link', { name: message })).toBeTruthy();
    expect(value.getAttribute('aria-invalid')).toBe('true');
    expect(grid.bodies).toHaveLength(1);
  });
});
