import '@src/theme/styles.css';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { gridRenderer } from '../harness';
import {
  defaultHeader,
  expectedCodes,
  firstPage,
  referenceBackend,
  shownCodes,
} from './deliveriesServer';

const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);
const columnsRegion = () => screen.getByRole('region', { name: 'Columns' });

const renderGrid = gridRenderer({}, referenceBackend);

describe('column settings', () => {
  it('hides, shows and reorders columns by keyboard without asking the server again', async () => {
    const onColumnSettingsChange = vi.fn();
    const { bodies } = await renderGrid({
      columnsMenu: { onSettingsChange: onColumnSettingsChange },
    }).ready();
    expect(headers()).toEqual(defaultHeader);
    expect(shownCodes()).toEqual(expectedCodes(firstPage));

    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(within(columnsRegion()).getByRole('checkbox', { name: 'Tenant' }));
    expect(headers()).toEqual(defaultHeader.filter((name) => name !== 'Tenant'));
    const firstRow = within(screen.getByRole('table')).getAllByRole('row')[1]!;
    expect(within(firstRow).getAllByRole('cell')).toHaveLength(8);

    // Status moves two places earlier, by keyboard; focus stays on its button.
    within(columnsRegion()).getByRole('button', { name: 'Move Status up' }).focus();
    await userEvent.keyboard('{Enter}{Enter}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Move Status up');
    expect(headers()).toEqual([
      'Code',
      'Courier',
      'Warehouse',
      'Customer',
      'Status',
      'DU qty',
      'Pallets',
      'Inserted',
    ]);
    expect(onColumnSettingsChange).toHaveBeenLastCalledWith({
      order: [
        'code',
        'tenantName',
        'courierCode',
        'warehouseName',
        'customerBusinessPartnerName',
        'status',
        'duQty',
        'palletQty',
        'insertTime',
      ],
      hidden: ['tenantName'],
      widths: {},
    });
    // The first column cannot move further up: the button says so and keeps focus.
    const moveCodeUp = within(columnsRegion()).getByRole('button', { name: 'Move Code up' });
    expect(moveCodeUp.getAttribute('aria-disabled')).toBe('true');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Columns' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Columns' }));

    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(within(columnsRegion()).getByRole('button', { name: 'Reset columns' }));
    expect(headers()).toEqual(defaultHeader);
    expect(bodies).toEqual([firstPage]);
  });

  it('keeps the last shown column and says why', async () => {
    await renderGrid({
      columnsMenu: {
        defaultSettings: { order: [], hidden: allHeaderIds.slice(1), widths: {} },
      },
    }).ready();
    expect(headers()).toEqual(['Code']);
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const code = within(columnsRegion()).getByRole('checkbox', { name: 'Code' });
    await userEvent.click(code);
    expect(headers()).toEqual(['Code']);
    expect(code).toHaveProperty('checked', true);
    expect(code.getAttribute('aria-readonly')).toBe('true');
    expect(within(columnsRegion()).getByText('At least one column stays shown.')).toBeTruthy();
  });

  it('resizes a column by keyboard and by dragging its header edge', async () => {
    const onColumnSettingsChange = vi.fn();
    await renderGrid({ columnsMenu: { onSettingsChange: onColumnSettingsChange } }).ready();
    const handle = screen.getByRole('separator', { name: 'Resize Code' });
    const codeHeader = screen.getByRole('columnheader', { name: /Code/ });
    const natural = Math.round(codeHeader.getBoundingClientRect().width);

    handle.focus();
    await waitFor(() => expect(Number(handle.getAttribute('aria-valuenow'))).toBe(natural));
    // Enter grabs the handle; its arrows resize until Enter lets go.
    await userEvent.keyboard('{Enter}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(handle.getAttribute('aria-valuenow')).toBe(String(natural + 30));
    expect(Math.round(codeHeader.getBoundingClientRect().width)).toBe(natural + 30);
    // The other columns kept the widths they had on screen.
    const settings = onColumnSettingsChange.mock.lastCall![0];
    expect(Object.keys(settings.widths)).toHaveLength(9);

    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(Math.round(codeHeader.getBoundingClientRect().width)).toBe(natural - 20);

    const box = handle.getBoundingClientRect();
    const y = box.top + box.height / 2;
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: { clientX: box.left + 2, clientY: y } },
      { target: handle, coords: { clientX: box.left + 62, clientY: y } },
      { keys: '[/MouseLeft]', target: handle, coords: { clientX: box.left + 62, clientY: y } },
    ]);
    expect(Math.round(codeHeader.getBoundingClientRect().width)).toBe(natural + 40);
    // The drag did not sort the column.
    expect(codeHeader.getAttribute('aria-sort')).toBe('none');
  });
});

const allHeaderIds = [
  'code',
  'tenantName',
  'courierCode',
  'warehouseName',
  'customerBusinessPartnerName',
  'duQty',
  'palletQty',
  'status',
  'insertTime',
];
