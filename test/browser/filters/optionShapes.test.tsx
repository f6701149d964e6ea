import { screen, waitFor, within } from '@testing-library/react';
import type { FilterOptionLoader } from '@src/filters/logic/types';
import { describe, expect, it } from 'vitest';
import { generateDeliveries, mockCouriers } from '@src/mocks/index';
import { renderGrid } from '../harness';

// A host's courier list straight from its own API, where one courier has no name yet
// (`label: null`). Typing in "Couriers" compared every label and threw on that one: the panel
// gave way to "Could not load the filters. Check your connection." and its draft went with it.
const dataset = generateDeliveries(60, 3);

describe("filter choices as a host's API gives them", () => {
  it('a static choice with no label is offered by its id, the others found, the notice names it', async () => {
    const couriers = [
      ...mockCouriers.map((courier) => ({ value: courier.courierId, label: courier.courierCode })),
      { value: 99, label: null as unknown as string },
    ];
    const grid = await renderGrid(
      { filters: { defaultOpen: true, options: { couriers } } },
      { serve: dataset },
    ).ready();
    const panel = await screen.findByRole('region', { name: 'Filters' });
    const box = await within(panel).findByRole('combobox', { name: 'Couriers' });
    const first = mockCouriers[0]!.courierCode;

    await grid.user.type(box, first.slice(0, 2));
    expect(await screen.findByRole('option', { name: first })).toBeTruthy();
    await grid.user.clear(box);
    await grid.user.type(box, '99');
    await grid.user.click(await screen.findByRole('option', { name: '99' }));
    expect(within(panel).getByRole('button', { name: 'Remove 99' })).toBeTruthy();
    expect(screen.queryByText(/Could not load the filters/)).toBeNull();
    expect(
      await screen.findByText(
        "Some of the grid's settings could not be used: The option filters.options.couriers " +
          'gives “99” no label, so its value is shown in its place.',
      ),
    ).toBeTruthy();
  });

  it("a loader's ids given as text apply as the numbers they name, its chip by their names", async () => {
    // Its API's JSON passed through: `{ value: '11', label: 'DHL' }`. Picked, "DHL" was refused
    // on Apply ("11 is not a positive whole number"), a chip a person could not mend.
    const couriers = {
      load: async (search: string) =>
        mockCouriers
          .filter((courier) => courier.courierCode.includes(search.toUpperCase()))
          .map((courier) => ({ value: String(courier.courierId), label: courier.courierCode })),
    } as unknown as FilterOptionLoader;
    const grid = await renderGrid(
      { filters: { defaultOpen: true, options: { couriers } } },
      { serve: dataset },
    ).ready();
    const panel = await screen.findByRole('region', { name: 'Filters' });
    const dhl = mockCouriers.find((courier) => courier.courierCode === 'DHL')!;
    await grid.user.type(within(panel).getByRole('combobox', { name: 'Couriers' }), 'DHL');
    await grid.user.click(await screen.findByRole('option', { name: 'DHL' }));
    await grid.user.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(grid.bodies.at(-1)?.filters).toStrictEqual({ courierIds: [dhl.courierId] }),
    );
    // The chip names it as the loader offered it (it said "Courier: 11" before).
    expect(await screen.findByRole('button', { name: 'Remove filter: Courier: DHL' })).toBeTruthy();
  });
});
