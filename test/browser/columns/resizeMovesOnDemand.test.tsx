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
  it('take what is still pressed once it comes, and nothing a person let go of', async () => {
    const onSettingsChange = vi.fn();
    const { user, ready } = renderGrid({ columnsMenu: { onSettingsChange } }, { serve: dataset });
    await ready();
    const customer = screen.getByRole('separator', { name: 'Resize Customer' });
    const code = screen.getByRole('separator', { name: 'Resize Code' });
    // A tap on a handle, let go before the code (a review find: a later touch then dragged it).
    const at = customer.getBoundingClientRect();
    touch('pointerdown', customer, { pointerId: 11, button: 0, buttons: 1, clientX: at.x });
    touch('pointerup', customer, { pointerId: 11, button: 0, buttons: 0, clientX: at.x });
    // Enter on a handle, then Tab away (a review find: it was left grabbed out of focus).
    code.focus();
    await user.keyboard('{Enter}');
    await user.tab();
    // Enter on a handle that keeps focus: taken (the page does not act on it), and waits.
    customer.focus();
    const taken: boolean[] = [];
    const hear = (event: KeyboardEvent) => taken.push(event.defaultPrevented);
    window.addEventListener('keydown', hear);
    await user.keyboard('{Enter}');
    window.removeEventListener('keydown', hear);
    expect(taken).toEqual([true]);
    expect(customer.hasAttribute('data-grabbed')).toBe(false);

    gate.open();
    await widthsCode.load();
    await waitFor(() => expect(customer.hasAttribute('data-grabbed')).toBe(true), {
      timeout: 10_000,
    });
    expect(code.hasAttribute('data-grabbed')).toBe(false);
    // A later touch elsewhere is no drag of the handle tapped before.
    const cell = screen.getAllByRole('cell')[0]!;
    touch('pointerdown', cell, { pointerId: 12, button: 0, buttons: 1, clientX: at.x + 200 });
    touch('pointermove', cell, { pointerId: 12, button: -1, buttons: 1, clientX: at.x + 320 });
    touch('pointerup', cell, { pointerId: 12, button: 0, buttons: 0, clientX: at.x + 320 });
    expect(onSettingsChange).not.toHaveBeenCalled();

    const before = Math.round(customer.closest('th')!.getBoundingClientRect().width);
    await user.keyboard('{ArrowRight}');
    expect(onSettingsChange).toHaveBeenCalledTimes(1);
    expect(onSettingsChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        widths: expect.objectContaining({ customerBusinessPartnerName: before + 10 }),
      }),
    );
  });
});
