import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import type { DeliveriesColumnSettings } from '@src/index';
import { generateDeliveries } from '@src/mocks/index';
import { pl } from '@src/locales/pl';
import { gridRenderer } from '../harness';
import { expectNoAxeViolations } from '../focus/focusProbe';

const renderGrid = gridRenderer(
  { locale: 'en-GB', timeZone: 'UTC' },
  { serve: generateDeliveries(30, 5) },
);
afterAll(() => page.viewport(414, 896));

const cellOf = (name: string) =>
  screen.getByRole('columnheader', { name }).getBoundingClientRect().width;
async function pick(user: ReturnType<typeof renderGrid>['user'], options: string, item: string) {
  await user.click(screen.getByRole('button', { name: options }));
  const menu = await screen.findByRole('menu', {}, { timeout: 10_000 });
  await user.click(within(menu).getByRole('menuitem', { name: item }));
}

describe("a column's width without a drag (WCAG 2.5.7)", () => {
  it('"Widen column" and "Narrow column" in its header menu change it by 50 px', async () => {
    await page.viewport(1280, 800);
    const changes: DeliveriesColumnSettings[] = [];
    const onSettingsChange = vi.fn((settings: DeliveriesColumnSettings) => changes.push(settings));
    const { user } = await renderGrid({ columnsMenu: { onSettingsChange } }).ready();
    const before = cellOf('Customer');
    await pick(user, 'Column options for Customer', 'Widen column');
    await waitFor(() => expect(cellOf('Customer')).toBeCloseTo(before + 50, 0), {
      timeout: 10_000,
    });
    expect(changes.at(-1)!.widths.customerBusinessPartnerName).toBe(Math.round(before + 50));
    // Said, as a pin or a hide is: focus is on the menu button, not on the handle's value.
    const said = await screen.findByText(`Customer is ${Math.round(before + 50)} px wide.`);
    expect(said.closest('[role="status"]')).not.toBeNull();
    // Focus back on the menu button, as after any item.
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Column options for Customer' }),
    );
    await pick(user, 'Column options for Customer', 'Narrow column');
    await pick(user, 'Column options for Customer', 'Narrow column');
    await waitFor(() => expect(cellOf('Customer')).toBeCloseTo(before - 50, 0), {
      timeout: 10_000,
    });
    await expectNoAxeViolations('a header menu with its width items');
  });

  it('is unavailable at the narrowest width, and worded by a locale pack', async () => {
    await page.viewport(1280, 800);
    const narrowest = { order: [], hidden: [], widths: { tenantName: 48 }, pinned: {} };
    const { user } = renderGrid({
      locale: 'pl-PL',
      messages: pl.messages,
      columnsMenu: { defaultSettings: narrowest },
    });
    // The menus' code comes after the first rows.
    await user.click(
      await screen.findByRole('button', { name: 'Opcje kolumny Najemca' }, { timeout: 10_000 }),
    );
    const menu = await screen.findByRole('menu', {}, { timeout: 10_000 });
    expect(within(menu).getByRole('menuitem', { name: 'Zwęź kolumnę' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Poszerz kolumnę' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});
