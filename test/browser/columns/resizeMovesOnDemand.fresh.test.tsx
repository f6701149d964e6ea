import '@src/theme/styles.css';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { widthsCode } from '@src/table/columns/widthsCode';
import { gridRenderer } from '../harness';
import { dataset } from '../table/deliveriesServer';

// The widths' code (with the resize handles' moves), fetched after the first paint, held back.
const gate = await vi.hoisted(async () => (await import('../harness/chunkGate')).chunkGate());
vi.mock('@src/table/columns/textColumnWidths', async (original) => (await gate.opened, original()));

const renderGrid = gridRenderer({ locale: 'en-GB', timeZone: 'UTC' });
const touch = (type: string, target: Element, init: PointerEventInit) =>
  target.dispatchEvent(
    new PointerEvent(type, { bubbles: true, cancelable: true, pointerType: 'touch', ...init }),
  );

describe("resize handles pressed before their moves' code is there", () => {
  it('take them as pressed once it comes, and nothing a person let go of or left', async () => {
    const onSettingsChange = vi.fn();
    const { user, ready } = renderGrid({ columnsMenu: { onSettingsChange } }, { serve: dataset });
    // "Columns" comes with the widths' code, held back here: its stand-in stays.
    await ready(undefined, { standIns: true });
    const handle = (name: string) => screen.getByRole('separator', { name: `Resize ${name}` });
    const widthOf = (name: string) =>
      Math.round(handle(name).closest('th')!.getBoundingClientRect().width);
    const customer = handle('Customer');
    const [customerBefore, quantityBefore] = [widthOf('Customer'), widthOf('DU qty')];
    // A tap on a handle, let go before the code (a review find: a later touch then dragged it).
    const at = customer.getBoundingClientRect();
    touch('pointerdown', customer, { pointerId: 11, button: 0, buttons: 1, clientX: at.x });
    touch('pointerup', customer, { pointerId: 11, button: 0, buttons: 0, clientX: at.x });
    // A whole drag of another handle before the code: taken whole once it comes.
    const quantity = handle('DU qty');
    const from = quantity.getBoundingClientRect().x;
    touch('pointerdown', quantity, { pointerId: 13, button: 0, buttons: 1, clientX: from });
    touch('pointermove', quantity, { pointerId: 13, button: -1, buttons: 1, clientX: from + 30 });
    touch('pointerup', quantity, { pointerId: 13, button: 0, buttons: 0, clientX: from + 30 });
    // Enter on a handle, then Tab away (a review find: it was left grabbed out of focus).
    handle('Code').focus();
    await user.keyboard('{Enter}');
    await user.tab();
    // Enter and an arrow on a handle that keeps focus: taken (not the header's), and waiting.
    customer.focus();
    const taken: boolean[] = [];
    const hear = (event: KeyboardEvent) => taken.push(event.defaultPrevented);
    window.addEventListener('keydown', hear);
    await user.keyboard('{Enter}{ArrowRight}');
    window.removeEventListener('keydown', hear);
    expect(taken).toEqual([true, true]);
    expect(document.activeElement).toBe(customer);
    expect(onSettingsChange).not.toHaveBeenCalled();

    gate.open();
    await widthsCode.load();
    await waitFor(() => expect(customer.hasAttribute('data-grabbed')).toBe(true), {
      timeout: 10_000,
    });
    expect(handle('Code').hasAttribute('data-grabbed')).toBe(false);
    const widthsSet = () =>
      onSettingsChange.mock.calls.map(([settings]) => settings.widths as Record<string, number>);
    await waitFor(() => expect(widthsSet()).toHaveLength(2), { timeout: 10_000 });
    expect(widthsSet().some((widths) => widths.duQty === quantityBefore + 30)).toBe(true);
    expect(
      widthsSet().some((widths) => widths.customerBusinessPartnerName === customerBefore + 10),
    ).toBe(true);

    // A later touch elsewhere is no drag of the handle tapped before.
    const cell = screen.getAllByRole('cell')[0]!;
    touch('pointerdown', cell, { pointerId: 12, button: 0, buttons: 1, clientX: at.x + 200 });
    touch('pointermove', cell, { pointerId: 12, button: -1, buttons: 1, clientX: at.x + 320 });
    touch('pointerup', cell, { pointerId: 12, button: 0, buttons: 0, clientX: at.x + 320 });
    await user.keyboard('{ArrowRight}');
    expect(onSettingsChange).toHaveBeenCalledTimes(3);
    expect(widthsSet().at(-1)).toEqual(
      expect.objectContaining({ customerBusinessPartnerName: customerBefore + 20 }),
    );
  });
});
