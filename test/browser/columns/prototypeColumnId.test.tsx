import '@src/theme/styles.css';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import type { DeliveriesColumnSettings, DeliveryColumn } from '@src/index';
import { defaultDeliveryColumns } from '@src/index';
import { generateDeliveries } from '@src/mocks/index';
import { gridRenderer } from '../harness';
import { expectNoAxeViolations } from '../focus/focusProbe';

const renderGrid = gridRenderer(
  { locale: 'en-GB', timeZone: 'UTC' },
  { serve: generateDeliveries(30, 5) },
);
afterAll(() => page.viewport(414, 896));

// A field beyond the contract whose key an Object's prototype also has (the library already
// keeps such ids out of `columnHeaders`' prototype: see columnLabelOf).
const columns: DeliveryColumn[] = [
  ...defaultDeliveryColumns,
  { id: 'toString', header: 'Region', cell: () => 'North', sortKey: false },
];

describe('a column whose id is also a key of Object.prototype ("toString")', () => {
  it('has a resize handle with a number for its value, and no axe violation', async () => {
    await page.viewport(1280, 800);
    await renderGrid({ columns }).ready();
    const handle = screen.getByRole('separator', { name: 'Resize Region' });
    expect(handle.getAttribute('aria-valuenow')).not.toBe('NaN');
    await expectNoAxeViolations('a grid with a "toString" column');
  });

  it('is resized by the keyboard, as any other column', async () => {
    await page.viewport(1280, 800);
    const onSettingsChange = vi.fn((_: DeliveriesColumnSettings) => undefined);
    const { user } = await renderGrid({ columns, columnsMenu: { onSettingsChange } }).ready();
    screen.getByRole('separator', { name: 'Resize Region' }).focus();
    await user.keyboard('{Enter}{ArrowRight}{Enter}');
    await waitFor(() => expect(onSettingsChange).toHaveBeenCalled(), { timeout: 10_000 });
    expect(typeof onSettingsChange.mock.calls.at(-1)![0].widths.toString).toBe('number');
    expect(
      screen
        .queryAllByRole('status')
        .some((status) => status.textContent?.includes('function toString')),
    ).toBe(false);
  });
});
