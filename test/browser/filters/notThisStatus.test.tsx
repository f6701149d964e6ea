import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockStatuses } from '@src/mocks/index';
import { parseDeliveriesState } from '@src/state/urlState/parseDeliveriesState';
import { gridRenderer } from '../harness';
import { expectNoAxeViolations } from '../focus/focusProbe';
import { dataset, expectedCodes, firstPage, shownCodes } from '../table/deliveriesServer';

const statusOptions = mockStatuses.map(({ value, label, tone }) => ({ value, label, tone }));
const renderGrid = gridRenderer({ timeZone: 'UTC', statusOptions }, { serve: dataset });
const notDelivered = { ...firstPage, filters: { status: [0, 1, 2, 3, 5, 6] } };

const panel = () => screen.getByRole('region', { name: 'Filters' });

describe('"Status: not Delivered"', () => {
  it('sends the other statuses, shows the chip with its note and keeps the exclusion in the state', async () => {
    const onStateChange = vi.fn();
    const grid = await renderGrid({ onStateChange }).ready();
    await grid.user.click(screen.getByRole('button', { name: 'Filters' }));
    await screen.findByRole('region', { name: 'Filters' }, { timeout: 10_000 });
    await grid.user.selectOptions(
      within(panel()).getByRole('combobox', { name: 'Status match' }),
      'is not',
    );
    expect(within(panel()).getByText(/statuses it does not list are left out too/)).toBeTruthy();
    const status = within(panel()).getByRole('combobox', { name: 'Status' });
    await grid.user.click(status);
    await grid.user.click(await screen.findByRole('option', { name: 'Delivered' }));
    await grid.user.click(within(panel()).getByRole('button', { name: 'Apply filters' }));

    await waitFor(() => expect(grid.bodies.at(-1)).toStrictEqual(notDelivered), {
      timeout: 10_000,
    });
    await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(notDelivered)), {
      timeout: 10_000,
    });
    const remove = await screen.findByRole(
      'button',
      { name: 'Remove filter: Status: not Delivered' },
      { timeout: 10_000 },
    );
    expect(remove.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      document.getElementById(remove.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe(
      'Sent as the other statuses this grid lists: statuses it does not list are left out too.',
    );
    expect(onStateChange.mock.lastCall?.[0].filters).toEqual({ excludedStatus: [4] });
    await expectNoAxeViolations('a status left out');
  });

  it('opens from a link as the exclusion, the panel showing "is not"', async () => {
    const grid = renderGrid({ initialState: parseDeliveriesState('v1_sx.4').state });
    await screen.findByRole(
      'button',
      { name: 'Remove filter: Status: not Delivered' },
      {
        timeout: 10_000,
      },
    );
    await waitFor(() => expect(grid.bodies.at(-1)).toStrictEqual(notDelivered), {
      timeout: 10_000,
    });
    await grid.user.click(screen.getByRole('button', { name: 'Filters' }));
    await screen.findByRole('region', { name: 'Filters' }, { timeout: 10_000 });
    const mode = within(panel()).getByRole('combobox', { name: 'Status match' });
    expect((mode as HTMLSelectElement).value).toBe('not');
  });

  it('refuses to leave out every status, with a message', async () => {
    const grid = await renderGrid().ready();
    await grid.user.click(screen.getByRole('button', { name: 'Filters' }));
    await screen.findByRole('region', { name: 'Filters' }, { timeout: 10_000 });
    await grid.user.selectOptions(
      within(panel()).getByRole('combobox', { name: 'Status match' }),
      'is not',
    );
    const status = within(panel()).getByRole('combobox', { name: 'Status' });
    for (const { label } of statusOptions) await grid.user.type(status, `${label}{Enter}`);
    expect(within(panel()).getAllByRole('button', { name: /^Remove / })).toHaveLength(7);
    const sent = grid.bodies.length;
    await grid.user.click(within(panel()).getByRole('button', { name: 'Apply filters' }));
    expect(
      (await screen.findAllByText('Status: leaving out every status leaves nothing to show'))
        .length,
    ).toBeGreaterThan(0);
    expect(grid.bodies.length).toBe(sent);
  });

  it('is not offered without statusOptions', async () => {
    const grid = await renderGrid({ statusOptions: [] }).ready();
    await grid.user.click(screen.getByRole('button', { name: 'Filters' }));
    await screen.findByRole('region', { name: 'Filters' }, { timeout: 10_000 });
    expect(within(panel()).queryByRole('combobox', { name: 'Status match' })).toBeNull();
  });
});
