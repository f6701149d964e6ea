import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockCouriers, mockStatuses } from '@src/mocks/index';
import { gridRenderer } from '../harness';
import { dataset, firstPage } from '../table/deliveriesServer';

const couriers = mockCouriers.map((courier) => ({
  value: courier.courierId,
  label: courier.courierCode,
}));
const renderGrid = gridRenderer(
  {
    timeZone: 'UTC',
    locale: 'en-GB',
    statusOptions: mockStatuses,
    filters: { options: { couriers } },
  },
  { serve: dataset },
);
const generous = { timeout: 10_000 };
// The condition row the panel's "Add condition" makes, with "DLV" typed as its value.
const codeHoldsDlv = {
  selectedFiled: 'code',
  condition: 0,
  operator: 'contains',
  data: 'DLV',
  rowType: 'string',
} as const;
const panel = () => screen.getByRole('region', { name: 'Filters' });

/** Opens the panel and picks "Delivered" without applying it. */
async function pickDelivered(grid: ReturnType<typeof renderGrid>) {
  await grid.user.click(screen.getByRole('button', { name: /^Filters/ }));
  await screen.findByRole('region', { name: 'Filters' }, generous);
  await grid.user.click(within(panel()).getByRole('combobox', { name: 'Status' }));
  await grid.user.click(await screen.findByRole('option', { name: 'Delivered' }));
  expect(within(panel()).getByRole('button', { name: 'Remove Delivered' })).toBeTruthy();
}

describe("the panel's draft while filters change elsewhere", () => {
  it('keeps a value picked, beside a filter typed into the search box, and applies both', async () => {
    const grid = await renderGrid().ready();
    await pickDelivered(grid);
    await grid.user.click(screen.getByRole('searchbox', { name: 'Search deliveries' }));
    await grid.user.keyboard('courier:DHL{Enter}');
    await screen.findByRole('button', { name: 'Remove filter: Courier: DHL' }, generous);
    // The panel shows what is in force and what was picked, and Apply sends what it shows.
    await within(panel()).findByRole('button', { name: 'Remove DHL' }, generous);
    expect(within(panel()).getByRole('button', { name: 'Remove Delivered' })).toBeTruthy();
    expect(within(panel()).getByText('Unapplied changes')).toBeTruthy();
    await grid.user.click(within(panel()).getByRole('button', { name: 'Apply filters' }));
    await waitFor(
      () =>
        expect(grid.bodies.at(-1)).toStrictEqual({
          ...firstPage,
          filters: { status: [4], courierIds: [11] },
        }),
      generous,
    );
  });

  it('keeps a value picked when another filter is removed by its chip', async () => {
    const grid = await renderGrid({ initialState: { filters: { courierIds: [11] } } }).ready();
    await pickDelivered(grid);
    await grid.user.click(
      await screen.findByRole('button', { name: 'Remove filter: Courier: DHL' }, generous),
    );
    await waitFor(() => expect(grid.bodies.at(-1)).toStrictEqual(firstPage), generous);
    await waitFor(
      () => expect(within(panel()).queryByRole('button', { name: 'Remove DHL' })).toBeNull(),
      generous,
    );
    expect(within(panel()).getByRole('button', { name: 'Remove Delivered' })).toBeTruthy();
    await grid.user.click(within(panel()).getByRole('button', { name: 'Apply filters' }));
    await waitFor(
      () => expect(grid.bodies.at(-1)).toStrictEqual({ ...firstPage, filters: { status: [4] } }),
      generous,
    );
  });

  it('goes back to what is in force on "Reset filters", the filter applied elsewhere kept', async () => {
    const grid = await renderGrid().ready();
    await pickDelivered(grid);
    await grid.user.click(screen.getByRole('searchbox', { name: 'Search deliveries' }));
    await grid.user.keyboard('courier:DHL{Enter}');
    await within(panel()).findByRole('button', { name: 'Remove DHL' }, generous);
    await grid.user.click(within(panel()).getByRole('button', { name: 'Reset filters' }));
    expect(within(panel()).queryByRole('button', { name: 'Remove Delivered' })).toBeNull();
    expect(within(panel()).getByRole('button', { name: 'Remove DHL' })).toBeTruthy();
    expect(within(panel()).queryByText('Unapplied changes')).toBeNull();
  });

  it('is no longer an unapplied change once the same filter is applied elsewhere', async () => {
    const grid = await renderGrid().ready();
    await pickDelivered(grid);
    expect(within(panel()).getByText('Unapplied changes')).toBeTruthy();
    await grid.user.click(screen.getByRole('searchbox', { name: 'Search deliveries' }));
    await grid.user.keyboard('status:delivered{Enter}');
    await screen.findByRole('button', { name: 'Remove filter: Status: Delivered' }, generous);
    await waitFor(
      () => expect(within(panel()).queryByText('Unapplied changes')).toBeNull(),
      generous,
    );
    expect(within(panel()).getByRole('button', { name: 'Remove Delivered' })).toBeTruthy();
  });

  it('keeps a condition row added, with its value, and applies it beside the filter typed', async () => {
    const grid = await renderGrid().ready();
    await grid.user.click(screen.getByRole('button', { name: /^Filters/ }));
    await screen.findByRole('region', { name: 'Filters' }, generous);
    await grid.user.click(within(panel()).getByRole('button', { name: 'Add condition' }));
    const row = await within(panel()).findByRole('group', { name: 'Condition 1' }, generous);
    await grid.user.type(within(row).getByLabelText('Value'), 'DLV');
    await grid.user.click(screen.getByRole('searchbox', { name: 'Search deliveries' }));
    await grid.user.keyboard('courier:DHL{Enter}');
    await screen.findByRole('button', { name: 'Remove filter: Courier: DHL' }, generous);
    await within(panel()).findByRole('button', { name: 'Remove DHL' }, generous);
    expect(within(panel()).queryByRole('group', { name: 'Condition 1' })).not.toBeNull();
    const value = within(panel()).getByLabelText('Value') as HTMLInputElement;
    expect(value.value).toBe('DLV');
    await grid.user.click(within(panel()).getByRole('button', { name: 'Apply filters' }));
    await waitFor(
      () =>
        expect(grid.bodies.at(-1)).toStrictEqual({
          ...firstPage,
          filters: {
            courierIds: [11],
            advancedFilters: [codeHoldsDlv],
          },
        }),
      generous,
    );
  });

  it('keeps a condition row removed when another filter is removed by its chip', async () => {
    const grid = await renderGrid({
      initialState: {
        filters: {
          courierIds: [11],
          advancedFilters: [codeHoldsDlv],
        },
      },
    }).ready();
    await grid.user.click(screen.getByRole('button', { name: /^Filters/ }));
    await screen.findByRole('region', { name: 'Filters' }, generous);
    const row = await within(panel()).findByRole('group', { name: 'Condition 1' }, generous);
    await grid.user.click(within(row).getByRole('button', { name: /Remove condition/ }));
    expect(within(panel()).queryByRole('group', { name: 'Condition 1' })).toBeNull();
    await grid.user.click(
      await screen.findByRole('button', { name: 'Remove filter: Courier: DHL' }, generous),
    );
    await waitFor(
      () => expect(within(panel()).queryByRole('button', { name: 'Remove DHL' })).toBeNull(),
      generous,
    );
    expect(within(panel()).queryByRole('group', { name: 'Condition 1' })).toBeNull();
    expect(within(panel()).getByText('Unapplied changes')).toBeTruthy();
  });
});
