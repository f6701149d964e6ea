import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import type { DeliveriesColumnSettings } from '@src/index';
import { defaultDeliveryColumns } from '@src/index';
import { generateDeliveries } from '@src/mocks/index';
import { gridRenderer } from '../harness';

// Widths a person sets stay within 48–800 px; the grid may draw a column outside them. A resize
// then goes the way it was asked, or not at all: never snapped to the limit the other way.
const g = { timeout: 10_000 };
const customer = 'customerBusinessPartnerName';
// A person who keeps two columns, Code and Customer: the grid shares a desktop's room among them.
const twoShown: DeliveriesColumnSettings = {
  order: [],
  hidden: defaultDeliveryColumns
    .map((column) => column.id)
    .filter((id) => id !== 'code' && id !== customer),
  widths: {},
};
// A host column with a one-character header, drawn narrower than 48 px.
const withRank = [
  { id: 'rank', header: '#', cell: () => '1', sortKey: false as const },
  ...defaultDeliveryColumns,
];

const renderGrid = gridRenderer(
  { locale: 'en-GB', timeZone: 'UTC' },
  { serve: generateDeliveries(30, 5) },
);
afterAll(() => page.viewport(414, 896));

const widthOf = (name: string) =>
  screen.getByRole('columnheader', { name }).getBoundingClientRect().width;
const settingsSpy = () => vi.fn((_: DeliveriesColumnSettings) => undefined);
type User = ReturnType<typeof renderGrid>['user'];
const openMenu = async (user: User, label: string) => {
  await user.click(screen.getByRole('button', { name: `Column options for ${label}` }));
  return screen.findByRole('menu', {}, g);
};
/** Opens the column's menu, sees `item` unavailable (once the menu has read the width on
 * screen), closes it and opens it again: the menu to pick the other item from. */
async function seeUnavailable(user: User, label: string, item: string) {
  const menu = await openMenu(user, label);
  await waitFor(
    () =>
      expect(within(menu).getByRole('menuitem', { name: item })).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    g,
  );
  await user.keyboard('{Escape}');
  return openMenu(user, label);
}

/** Code and Customer on a 1920 px window: Customer drawn past 800 px. */
async function twoColumnsWide() {
  await page.viewport(1920, 1000);
  const onSettingsChange = settingsSpy();
  const { user } = await renderGrid({
    columnsMenu: { defaultSettings: twoShown, onSettingsChange },
  }).ready();
  expect(widthOf('Customer')).toBeGreaterThan(850);
  return { user, onSettingsChange };
}

const mouse = (type: string, target: Element, init: PointerEventInit) =>
  target.dispatchEvent(
    new PointerEvent(type, { bubbles: true, cancelable: true, pointerType: 'mouse', ...init }),
  );
/** A drag of the handle: pressed at its centre, moved by each offset in turn, let go. */
function drag(handle: Element, offsets: number[]) {
  const rect = handle.getBoundingClientRect();
  const at = (dx: number) => ({
    pointerId: 7,
    clientX: rect.left + rect.width / 2 + dx,
    clientY: rect.top + rect.height / 2,
  });
  mouse('pointerdown', handle, { ...at(0), button: 0, buttons: 1 });
  for (const dx of offsets) mouse('pointermove', handle, { ...at(dx), button: -1, buttons: 1 });
  mouse('pointerup', handle, { ...at(offsets.at(-1) ?? 0), button: 0, buttons: 0 });
}

describe('a column the grid draws wider than 800 px (two columns on a desktop)', () => {
  it('offers no "Widen column"; "Narrow column" brings it to 800 px', async () => {
    const { user, onSettingsChange } = await twoColumnsWide();
    const menu = await seeUnavailable(user, 'Customer', 'Widen column');
    const narrow = within(menu).getByRole('menuitem', { name: 'Narrow column' });
    expect(narrow).not.toHaveAttribute('aria-disabled');
    await user.click(narrow);
    await waitFor(() => expect(widthOf('Customer')).toBe(800), g);
    expect(onSettingsChange.mock.calls.at(-1)![0].widths[customer]).toBe(800);
  });

  it('has a handle whose value is within its range', async () => {
    await page.viewport(1920, 1000);
    await renderGrid({ columnsMenu: { defaultSettings: twoShown } }).ready();
    const handle = screen.getByRole('separator', { name: 'Resize Customer' });
    await waitFor(() => expect(handle).toHaveAttribute('aria-valuenow', '800'), g);
    expect(handle).toHaveAttribute('aria-valuemax', '800');
  });

  it('takes no ArrowRight on the grabbed handle, then ArrowLeft narrows it to 800 px', async () => {
    const { user, onSettingsChange } = await twoColumnsWide();
    screen.getByRole('separator', { name: 'Resize Customer' }).focus();
    await user.keyboard('{Enter}{ArrowRight}{ArrowLeft}{Enter}');
    await waitFor(() => expect(widthOf('Customer')).toBe(800), g);
    // One change, the narrowing: the ArrowRight before it changed nothing.
    expect(onSettingsChange.mock.calls.map(([settings]) => settings.widths[customer])).toEqual([
      800,
    ]);
  });

  it('follows a drag inwards and back out past its start to 800 px', async () => {
    await twoColumnsWide();
    const handle = screen.getByRole('separator', { name: 'Resize Customer' });
    // The moves' code is there: it writes the width on screen.
    await waitFor(() => expect(handle).toHaveAttribute('aria-valuenow', '800'), g);
    drag(handle, [-500, 100]);
    await waitFor(() => expect(widthOf('Customer')).toBe(800), g);
  });
});

describe('a column the grid draws narrower than 48 px (a host column "#")', () => {
  it('follows a drag outwards and back in past its start to 48 px', async () => {
    await page.viewport(1280, 800);
    await renderGrid({ columns: withRank }).ready();
    const handle = screen.getByRole('separator', { name: 'Resize #' });
    await waitFor(() => expect(handle).toHaveAttribute('aria-valuenow', '48'), g);
    drag(handle, [64, -20]);
    await waitFor(() => expect(widthOf('#')).toBe(48), g);
  });

  it('offers no "Narrow column"; "Widen column" widens it', async () => {
    await page.viewport(1280, 800);
    const onSettingsChange = settingsSpy();
    const { user } = await renderGrid({
      columns: withRank,
      columnsMenu: { onSettingsChange },
    }).ready();
    const before = widthOf('#');
    expect(before).toBeLessThan(48);
    const menu = await seeUnavailable(user, '#', 'Narrow column');
    await user.click(within(menu).getByRole('menuitem', { name: 'Widen column' }));
    await waitFor(() => expect(widthOf('#')).toBe(Math.round(before + 50)), g);
    expect(onSettingsChange.mock.calls.at(-1)![0].widths.rank).toBe(Math.round(before + 50));
  });

  it('has a handle whose value is within its range', async () => {
    await page.viewport(1280, 800);
    await renderGrid({ columns: withRank }).ready();
    const handle = screen.getByRole('separator', { name: 'Resize #' });
    await waitFor(() => expect(handle).toHaveAttribute('aria-valuenow', '48'), g);
    expect(handle).toHaveAttribute('aria-valuemin', '48');
  });
});
