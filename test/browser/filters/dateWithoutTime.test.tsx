import '@src/theme/styles.css';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { generateDeliveries, mockStatuses } from '@src/mocks';
import { renderGrid, saveScreenshot } from '../harness';
import { timeZone } from './filterHost';

const dataset = generateDeliveries(40, 5);

describe('a date typed without its time', () => {
  it('is the whole day: "from" its first millisecond, "to" its last', async () => {
    const grid = renderGrid(
      { statusOptions: mockStatuses, timeZone, locale: 'en-GB' },
      { serve: dataset },
    );
    await grid.ready();
    await grid.user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = await screen.findByRole('region', { name: 'Filters' });
    const from = within(panel).getByLabelText<HTMLInputElement>('Inserted from');
    const to = within(panel).getByLabelText<HTMLInputElement>('Inserted to');

    await grid.user.type(from, '1/11/2026');
    await grid.user.type(to, '30.11.2026');
    await grid.user.tab();
    // Left, each shows the day in the person's format.
    expect([from.value, to.value]).toEqual(['01/11/2026', '30/11/2026']);
    await saveScreenshot('date-without-time', panel);
    await grid.user.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    await expect
      .poll(() => grid.bodies.at(-1)?.filters, { timeout: 10_000 })
      .toEqual({
        insertFrom: '2026-10-31T23:00:00.000Z',
        insertTo: '2026-11-30T22:59:59.999Z',
      });
  });

  it('in a date condition, starts the day; a relative date is refused there with what to type', async () => {
    const grid = renderGrid({ timeZone, locale: 'en-GB' }, { serve: dataset });
    await grid.ready();
    await grid.user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = await screen.findByRole('region', { name: 'Filters' });
    await grid.user.click(within(panel).getByRole('button', { name: 'Add condition' }));
    const row = within(panel).getByRole('group', { name: 'Condition 1' });
    await grid.user.selectOptions(within(row).getByLabelText('Field'), 'Inserted');
    const value = within(row).getByLabelText('Value');

    // A condition's value is sent as one instant: a relative date has no place there.
    await grid.user.type(value, '-7d');
    await grid.user.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    const message =
      'Condition 1: “-7d” is not a date. Type dd/mm/yyyy, hh:mm, such as 25/11/2026, 14:30';
    const summary = await within(panel).findByRole('alert');
    expect(within(summary).getByRole('link', { name: message })).toBeTruthy();
    expect(value.getAttribute('aria-invalid')).toBe('true');
    expect(grid.bodies).toHaveLength(1);

    await grid.user.clear(value);
    await grid.user.type(value, '01/11/2026');
    await grid.user.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    await expect
      .poll(() => grid.bodies.at(-1)?.filters?.advancedFilters?.[0]?.data, { timeout: 10_000 })
      .toBe('2026-10-31T23:00:00.000Z');
  });
});
