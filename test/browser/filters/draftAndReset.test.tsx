import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { userEvent as realPointer } from 'vitest/browser';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { DeliveriesFilterPanel } from '@src/filters/DeliveriesFilterPanel';
import { mockStatuses } from '@src/mocks';
import { worker } from '../worker';
import {
  applyButton,
  bodyWith,
  expectLoaded,
  panel,
  renderFilterHost,
  serveDeliveries,
  timeZone,
} from './filterHost';

const generous = { timeout: 10_000 };
const unapplied = () => within(panel()).queryByText('Unapplied changes');
const resetButton = () => screen.getByRole('button', { name: 'Reset filters' });

describe('draft and applied filters', () => {
  it('is a region named "Filters" that changes nothing until "Apply filters"', async () => {
    const bodies = serveDeliveries();
    const { user } = await renderFilterHost();
    expect(panel().tagName).toBe('SECTION');
    expect(unapplied()).toBeNull();

    await user.type(screen.getByRole('combobox', { name: 'Status' }), 'deliv{Enter}');
    expect(unapplied()).not.toBeNull();
    expect(bodies).toEqual([]);

    await user.click(applyButton());
    await expectLoaded(1);
    expect(unapplied()).toBeNull();
    expect(bodies).toEqual([bodyWith({ status: [4] })]);
  });

  it('"Reset filters" first returns the draft to the applied filters, then clears it', async () => {
    const bodies = serveDeliveries();
    const { user } = await renderFilterHost({ initialFilters: { status: [4], tags: ['fragile'] } });
    expect(screen.getByRole('button', { name: 'Remove Delivered' })).toBeTruthy();

    await user.type(screen.getByRole('combobox', { name: 'Status' }), 'cancel{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'Tags' }), 'cold{Enter}');
    expect(unapplied()).not.toBeNull();

    await user.click(resetButton());
    expect(unapplied()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Cancelled' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove cold' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Delivered' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove fragile' })).toBeTruthy();
    expect(bodies).toEqual([]);

    await user.click(resetButton());
    expect(screen.queryByRole('button', { name: 'Remove Delivered' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove fragile' })).toBeNull();
    expect(unapplied()).not.toBeNull();
    expect(bodies).toEqual([]);

    await user.click(applyButton());
    await expectLoaded(1);
    expect(bodies).toEqual([bodyWith()]);
  });

  it('keeps the draft untouched when the request fails', async () => {
    worker.use(
      http.post('*/api/deliveries', () => HttpResponse.json({ message: 'Down' }, { status: 503 })),
    );
    const { user } = await renderFilterHost();
    const from = screen.getByLabelText('Inserted from') as HTMLInputElement;
    await user.type(from, '2026-03-01T12:00');
    await user.type(screen.getByRole('textbox', { name: 'Delivery IDs' }), '77{Enter}');
    await user.click(screen.getByRole('button', { name: 'Add condition' }));
    await user.type(
      within(screen.getByRole('group', { name: 'Condition 1' })).getByLabelText('Value'),
      'DLV',
    );

    await user.click(applyButton());
    const outcome = screen.getByRole('status', { name: 'Request outcome' });
    await expect.poll(() => outcome.textContent).toMatch(/^Request 1: failed/);
    // Left, the typed date shows in the panel's locale (en-GB).
    expect(from.value).toBe('01/03/2026, 12:00');
    expect(screen.getByRole('button', { name: 'Remove 77' })).toBeTruthy();
    expect(
      (
        within(screen.getByRole('group', { name: 'Condition 1' })).getByLabelText(
          'Value',
        ) as HTMLInputElement
      ).value,
    ).toBe('DLV');

    // Once the server is back, the same draft applies as it is.
    worker.resetHandlers();
    const bodies = serveDeliveries();
    await user.click(applyButton());
    await expectLoaded(2);
    expect(bodies).toEqual([
      bodyWith({
        insertFrom: '2026-03-01T11:00:00.000Z',
        deliveryIds: [77],
        advancedFilters: [
          {
            selectedFiled: 'code',
            condition: 0,
            operator: 'contains',
            data: 'DLV',
            rowType: 'string',
          },
        ],
      }),
    ]);
  });

  it('shows new applied filters from the host beside the draft, and only when they change', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    const { rerender } = render(
      <DeliveriesFilterPanel
        value={{ status: [1] }}
        onApply={onApply}
        statusOptions={mockStatuses}
        timeZone={timeZone}
      />,
    );
    await user.type(await screen.findByRole('textbox', { name: 'Tags' }), 'draft{Enter}');

    // Same filters in a new object: the draft stays.
    rerender(
      <DeliveriesFilterPanel
        value={{ status: [1] }}
        onApply={onApply}
        statusOptions={mockStatuses}
        timeZone={timeZone}
      />,
    );
    expect(screen.getByRole('button', { name: 'Remove draft' })).toBeTruthy();

    rerender(
      <DeliveriesFilterPanel
        value={{ status: [2], insertFrom: '2026-06-30T22:00:00.000Z' }}
        onApply={onApply}
        statusOptions={mockStatuses}
        timeZone={timeZone}
      />,
    );
    // The fields the person did not touch show the host's filters; the tag they typed stays.
    expect(await screen.findByRole('button', { name: 'Remove Picking' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove draft' })).toBeTruthy();
    // Without a locale, the browser's (en-US here).
    expect((screen.getByLabelText('Inserted from') as HTMLInputElement).value).toBe(
      '07/01/2026, 12:00 AM',
    );
    expect(onApply).not.toHaveBeenCalled();
  });

  it('without a timeZone, names the browser’s zone and applies dates in it', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    render(<DeliveriesFilterPanel onApply={onApply} />);
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(await screen.findByText(`Times in ${browserZone}`)).toBeTruthy();

    await user.type(screen.getByLabelText('Inserted from'), '2026-11-01T00:00');
    await user.click(applyButton());
    // A date-time without an offset is read in the runtime's zone.
    const localMidnight = new Date('2026-11-01T00:00').toISOString();
    expect(onApply).toHaveBeenLastCalledWith({ insertFrom: localMidnight });
  });

  it('works standalone without `value`, and tells onReset', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    const onReset = vi.fn();
    render(<DeliveriesFilterPanel onApply={onApply} onReset={onReset} timeZone="UTC" />);
    expect(await screen.findByText('Times in UTC')).toBeTruthy();

    // Without statusOptions, status codes are typed (0 is a real code).
    await user.type(screen.getByRole('textbox', { name: 'Status' }), '0 3{Enter}');
    await user.click(applyButton());
    expect(onApply).toHaveBeenLastCalledWith({ status: [0, 3] });
    expect(unapplied()).toBeNull();

    await user.click(resetButton());
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Remove 0' })).toBeNull();
    await user.click(applyButton());
    expect(onApply).toHaveBeenLastCalledWith({});
  });

  it('keeps a status picked as a match when statuses to leave out come from the host', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    const panelWith = (value: object) => (
      <DeliveriesFilterPanel
        value={value}
        onApply={onApply}
        statusOptions={mockStatuses}
        timeZone={timeZone}
      />
    );
    const { rerender } = render(panelWith({}));
    await user.type(await screen.findByRole('combobox', { name: 'Status' }), 'deliv{Enter}');
    // A cell's "Exclude …", or the host, leaves out Delayed meanwhile.
    rerender(panelWith({ excludedStatus: [5] }));
    await user.click(applyButton());
    // The Status field holds one or the other: the person's pick, a match, as they see it.
    expect(onApply).toHaveBeenLastCalledWith({ status: [4] });
  });

  it('keeps the refused Apply error summary when the host merely re-renders', async () => {
    const user = userEvent.setup();
    const applied: unknown[] = [];
    render(<EqualValueHost onApply={(f) => applied.push(f)} />);
    const panel = await screen.findByRole('region', { name: 'Filters' }, generous);
    await user.type(within(panel).getByRole('textbox', { name: 'Delivery IDs' }), 'abc');
    await realPointer.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    const summary = await within(panel).findByRole('alert', {}, generous);
    expect(document.activeElement).toBe(summary);
    // Nothing about the filters changes: the host re-renders with an equal value.
    await user.click(screen.getByRole('button', { name: /Host tick/ }));
    await screen.findByRole('button', { name: 'Host tick 1' }, generous);
    // The draft resets when the filters change by value, not by object.
    expect(within(panel).queryByRole('alert')).not.toBeNull();
    expect(applied).toEqual([]);
  });
});

// A host that derives `value` each render (e.g. parsed from its URL): equal by value, new object.
function EqualValueHost({ onApply }: { onApply: (f: unknown) => void }) {
  const [ticks, setTicks] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setTicks((n) => n + 1)}>
        Host tick {ticks}
      </button>
      <DeliveriesFilterPanel
        value={{ courierIds: [11] }}
        onApply={onApply}
        statusOptions={mockStatuses}
        timeZone="UTC"
        locale="en-GB"
      />
    </>
  );
}
