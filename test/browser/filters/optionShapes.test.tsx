import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FilterOptionLoader } from '@src/filters/logic/types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActiveFilterChips, DeliveriesFilterPanel } from '@src/index';
import { generateDeliveries, mockCouriers } from '@src/mocks/index';
import { renderGrid } from '../harness';

// A host's courier list straight from its own API, where one courier has no name yet
// (`label: null`). Typing in "Couriers" compared every label and threw on that one: the panel
// gave way to "Could not load the filters. Check your connection." and its draft went with it.
const dataset = generateDeliveries(60, 3);
const generous = { timeout: 10_000 };
const dhl = mockCouriers.find((courier) => courier.courierCode === 'DHL')!;

/** The choices of the list `option` is in. */
const choicesBeside = (option: HTMLElement) =>
  within(option.closest<HTMLElement>('[role="listbox"]')!)
    .getAllByRole('option')
    .map((choice) => choice.textContent);

afterEach(() => vi.restoreAllMocks());

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
    await grid.user.type(within(panel).getByRole('combobox', { name: 'Couriers' }), 'DHL');
    await grid.user.click(await screen.findByRole('option', { name: 'DHL' }));
    await grid.user.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(grid.bodies.at(-1)?.filters).toStrictEqual({ courierIds: [dhl.courierId] }),
    );
    // The chip names it as the loader offered it (it said "Courier: 11" before).
    expect(await screen.findByRole('button', { name: 'Remove filter: Courier: DHL' })).toBeTruthy();
  });

  // A host's fetched list where one entry came back `null` (or a bare id): reading its `value`
  // threw, and the panel, the chips and the filter language never drew.
  it('a null in a static list: the rest read by name, the chip named, the null named', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const couriers = [null, 7, { value: dhl.courierId, label: 'DHL' }] as never;
    const grid = await renderGrid(
      { filters: { defaultOpen: true, options: { couriers } } },
      { serve: dataset },
    ).ready();
    // The filter language reads the list by name, as the panel and the chips do.
    await grid.user.click(screen.getByRole('searchbox', { name: 'Search deliveries' }));
    await grid.user.keyboard('courier:DHL{Enter}');
    await waitFor(
      () => expect(grid.bodies.at(-1)?.filters).toStrictEqual({ courierIds: [dhl.courierId] }),
      generous,
    );
    expect(
      await screen.findByRole('button', { name: 'Remove filter: Courier: DHL' }, generous),
    ).toBeTruthy();
    const panel = await screen.findByRole('region', { name: 'Filters' }, generous);
    expect(await within(panel).findByRole('button', { name: 'Remove DHL' }, generous)).toBeTruthy();
    expect(
      await screen.findByText(
        "Some of the grid's settings could not be used: " +
          'The option filters.options.couriers lists “null”, which is no item of it, so it is left out. ' +
          'The option filters.options.couriers lists “7”, which is no item of it, so it is left out.',
        {},
        generous,
      ),
    ).toBeTruthy();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("a loader's answer with a null: the rest offered, read by name and applied", async () => {
    const consoleError = vi.spyOn(console, 'error');
    const couriers = {
      load: async () => [null, { value: dhl.courierId, label: 'DHL' }, { value: 14, label: 'DPD' }],
    };
    const grid = await renderGrid(
      { filters: { defaultOpen: true, options: { couriers: couriers as never } } },
      { serve: dataset },
    ).ready();
    const panel = await screen.findByRole('region', { name: 'Filters' }, generous);
    await grid.user.type(within(panel).getByRole('combobox', { name: 'Couriers' }), 'D');
    const offered = await screen.findByRole('option', { name: 'DPD' }, generous);
    expect(choicesBeside(offered)).toEqual(['DHL', 'DPD']);
    await grid.user.click(offered);
    await grid.user.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    await waitFor(
      () => expect(grid.bodies.at(-1)?.filters).toStrictEqual({ courierIds: [14] }),
      generous,
    );
    // The filter language asks the same loader, and reads its answer the same way.
    await grid.user.click(screen.getByRole('searchbox', { name: 'Search deliveries' }));
    await grid.user.keyboard('courier:DHL{Enter}');
    await waitFor(
      () => expect(grid.bodies.at(-1)?.filters).toStrictEqual({ courierIds: [dhl.courierId] }),
      generous,
    );
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('the panel and the chips on their own, a null in each list: both drawn, the choices named', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const user = userEvent.setup();
    const lists = {
      statusOptions: [{ value: 1, label: 'Open' }, null] as never,
      filterOptions: { couriers: [null, { value: dhl.courierId, label: 'DHL' }] as never },
    };
    const applied = { courierIds: [dhl.courierId], status: [1] };
    const onApply = vi.fn();
    render(
      <>
        <DeliveriesFilterPanel value={{}} onApply={onApply} {...lists} />
        <ActiveFilterChips filters={applied} onChange={() => {}} {...lists} />
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Remove filter: Courier: DHL' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove filter: Status: Open' })).toBeTruthy();
    const panel = await screen.findByRole('region', { name: 'Filters' }, generous);
    await user.click(
      await within(panel).findByRole('button', { name: 'Show Status options' }, generous),
    );
    await user.click(await screen.findByRole('option', { name: 'Open' }, generous));
    await user.click(within(panel).getByRole('button', { name: 'Show Couriers options' }));
    await user.click(await screen.findByRole('option', { name: 'DHL' }, generous));
    await user.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(onApply).toHaveBeenCalledTimes(1), generous);
    expect(onApply.mock.calls[0]![0]).toMatchObject(applied);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
