import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  applyButton,
  bodyWith,
  expectLoaded,
  panel,
  renderFilterHost,
  serveDeliveries,
} from './filterHost';

describe('each field alone reaches the server as the contract says', () => {
  it('dates: entered in Europe/Berlin, sent as UTC, "to" inclusive', async () => {
    const bodies = serveDeliveries();
    const { user } = await renderFilterHost();
    expect(within(panel()).getByText('Times in Europe/Berlin')).toBeTruthy();

    await user.type(screen.getByLabelText('Inserted from'), '2026-11-01T00:00');
    await user.type(screen.getByLabelText('Inserted to'), '2026-11-30T23:59');
    await user.click(applyButton());
    await expectLoaded(1);
    expect(bodies).toEqual([
      bodyWith({ insertFrom: '2026-10-31T23:00:00.000Z', insertTo: '2026-11-30T22:59:59.999Z' }),
    ]);

    await user.clear(screen.getByLabelText('Inserted from'));
    await user.clear(screen.getByLabelText('Inserted to'));
    await user.type(screen.getByLabelText('Requested from'), '2026-07-01T08:00');
    await user.type(screen.getByLabelText('Requested to'), '2026-07-01T08:00');
    await user.click(applyButton());
    await expectLoaded(2);
    expect(bodies[1]).toEqual(
      bodyWith({
        requestedFrom: '2026-07-01T06:00:00.000Z',
        requestedTo: '2026-07-01T06:00:59.999Z',
      }),
    );
  });

  it('Status: picked by mouse and by keyboard, removable as chips', async () => {
    const bodies = serveDeliveries();
    const { user } = await renderFilterHost();
    const status = screen.getByRole('combobox', { name: 'Status' });

    await user.click(status);
    await user.click(screen.getByRole('option', { name: 'Delivered' }));
    await user.type(status, 'dela');
    await user.keyboard('{Enter}');
    await user.type(status, 'conf{Enter}');
    await user.click(screen.getByRole('button', { name: 'Remove Confirmed' }));
    expect(screen.queryByRole('button', { name: 'Remove Confirmed' })).toBeNull();
    expect(document.activeElement).toBe(status);

    await user.click(applyButton());
    await expectLoaded(1);
    expect(bodies).toEqual([bodyWith({ status: [4, 5] })]);
  });

  it('Delivery IDs: a paste of many ids becomes one chip each', async () => {
    const bodies = serveDeliveries();
    const { user } = await renderFilterHost();
    const ids = screen.getByRole('textbox', { name: 'Delivery IDs' });

    await user.click(ids);
    await user.paste('101, 102 103\n104');
    for (const id of ['101', '102', '103', '104']) {
      expect(screen.getByRole('button', { name: `Remove ${id}` })).toBeTruthy();
    }
    expect((ids as HTMLInputElement).value).toBe('');
    await user.type(ids, '7,105 102{Enter}');
    expect(screen.getByRole('button', { name: 'Remove 7' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Remove 102' })).toHaveLength(1);

    await user.click(applyButton());
    await expectLoaded(1);
    expect(bodies).toEqual([bodyWith({ deliveryIds: [7, 101, 102, 103, 104, 105] })]);
  });

  it('Delivery IDs: invalid tokens stay in the input and are named, nothing dropped', async () => {
    serveDeliveries();
    const { user } = await renderFilterHost();
    const ids = screen.getByRole('textbox', { name: 'Delivery IDs' });

    await user.click(ids);
    await user.paste('101, -4; abc 1.5');
    expect(screen.getByRole('button', { name: 'Remove 101' })).toBeTruthy();
    expect((ids as HTMLInputElement).value).toBe('-4 abc 1.5');
    expect(
      within(panel()).getByText('Delivery IDs: -4, abc, 1.5 are not positive whole numbers'),
    ).toBeTruthy();
    expect(ids.getAttribute('aria-invalid')).toBe('true');
  });

  it('Delivery IDs: typed ids not yet committed are applied too', async () => {
    const bodies = serveDeliveries();
    const { user } = await renderFilterHost();
    await user.type(screen.getByRole('textbox', { name: 'Delivery IDs' }), '42 43');
    await user.click(applyButton());
    await expectLoaded(1);
    expect(bodies).toEqual([bodyWith({ deliveryIds: [42, 43] })]);
  });

  it('Delivery IDs: picked from host options', async () => {
    const bodies = serveDeliveries();
    const { user } = await renderFilterHost({
      panelProps: {
        filterOptions: {
          deliveryIds: [
            { value: 9001, label: 'DLV-9001' },
            { value: 9002, label: 'DLV-9002' },
          ],
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Show Delivery IDs options' }));
    await user.click(screen.getByRole('option', { name: 'DLV-9002' }));
    expect(screen.getByRole('button', { name: 'Remove DLV-9002' })).toBeTruthy();
    await user.click(applyButton());
    await expectLoaded(1);
    expect(bodies).toEqual([bodyWith({ deliveryIds: [9002] })]);
  });

  it.each([
    ['Couriers', 'dh', 'DHL', { courierIds: [11] }],
    ['Customers', 'muller', 'Müller Logistik GmbH', { customerIds: [1002] }],
    ['Units', 'retu', 'Returns', { unitIds: [3] }],
    ['Warehouses', 'hamb', 'Hamburg Hafen', { warehouseIds: [102] }],
  ])(
    '%s: searched, picked with Enter, sent as ids',
    async (label, search, optionLabel, filters) => {
      const bodies = serveDeliveries();
      const { user } = await renderFilterHost();
      const combobox = screen.getByRole('combobox', { name: label });
      await user.type(combobox, search);
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toContain(
        optionLabel,
      );
      await user.keyboard('{Enter}');
      expect(screen.getByRole('button', { name: `Remove ${optionLabel}` })).toBeTruthy();
      await user.click(applyButton());
      await expectLoaded(1);
      expect(bodies).toEqual([bodyWith(filters)]);
    },
  );

  it('Tags: Enter, comma and paste add; duplicates ignored; Backspace removes the last', async () => {
    const bodies = serveDeliveries();
    const { user } = await renderFilterHost();
    const tags = screen.getByRole('textbox', { name: 'Tags' });

    await user.type(tags, '  fragile {Enter}cold chain,');
    await user.paste('oversize, express');
    expect(
      ['fragile', 'cold chain', 'oversize', 'express'].map(
        (tag) => screen.queryByRole('button', { name: `Remove ${tag}` }) !== null,
      ),
    ).toEqual([true, true, true, true]);

    await user.type(tags, 'fragile{Enter}');
    expect(within(panel()).getByText('Already added: fragile')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Remove fragile' })).toHaveLength(1);

    await user.keyboard('{Backspace}');
    expect(screen.queryByRole('button', { name: 'Remove express' })).toBeNull();

    await user.click(applyButton());
    await expectLoaded(1);
    expect(bodies).toEqual([bodyWith({ tags: ['cold chain', 'fragile', 'oversize'] })]);
  });

  it('all fields together make one complete filters object', async () => {
    const bodies = serveDeliveries();
    const { user } = await renderFilterHost();
    const pick = async (label: string, option: string) => {
      await user.click(screen.getByRole('button', { name: `Show ${label} options` }));
      await user.click(screen.getByRole('option', { name: option }));
      await user.keyboard('{Escape}');
    };

    await user.type(screen.getByLabelText('Inserted from'), '2026-01-01T00:00');
    await user.type(screen.getByLabelText('Inserted to'), '2026-01-31T23:59');
    await user.type(screen.getByLabelText('Requested from'), '2026-02-01T00:00');
    await user.type(screen.getByLabelText('Requested to'), '2026-02-28T23:59');
    await pick('Status', 'In transit');
    await user.type(screen.getByRole('textbox', { name: 'Delivery IDs' }), '12 13{Enter}');
    await pick('Couriers', 'UPS');
    await pick('Customers', 'Acme GmbH');
    await pick('Units', 'Inbound');
    await pick('Warehouses', 'Berlin Nord');
    await user.type(screen.getByRole('textbox', { name: 'Tags' }), 'fragile{Enter}');
    await user.click(screen.getByRole('button', { name: 'Add condition' }));
    const row = screen.getByRole('group', { name: 'Condition 1' });
    await user.selectOptions(within(row).getByLabelText('Field'), 'Pallets');
    await user.selectOptions(within(row).getByLabelText('Operator'), '≥');
    await user.type(within(row).getByLabelText('Value'), '2');

    await user.click(applyButton());
    await expectLoaded(1);
    expect(bodies).toEqual([
      bodyWith({
        insertFrom: '2025-12-31T23:00:00.000Z',
        insertTo: '2026-01-31T22:59:59.999Z',
        requestedFrom: '2026-01-31T23:00:00.000Z',
        requestedTo: '2026-02-28T22:59:59.999Z',
        status: [3],
        deliveryIds: [12, 13],
        courierIds: [12],
        customerIds: [1001],
        unitIds: [1],
        warehouseIds: [101],
        tags: ['fragile'],
        advancedFilters: [
          {
            selectedFiled: 'palletQty',
            condition: 0,
            operator: 'greaterThanOrEqual',
            data: '2',
            rowType: 'number',
          },
        ],
      }),
    ]);
  });
});
