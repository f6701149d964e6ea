import '@src/theme/styles.css';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { widthsCode } from '@src/table/columns/widthsCode';
import { gridRenderer } from '../harness';
import { dataset } from '../table/deliveriesServer';

// The widths' code (with the resize handles' moves), fetched after the first paint, held back.
const gate = await vi.hoisted(async () => (await import('../harness/chunkGate')).chunkGate());
vi.mock('@src/table/columns/textColumnWidths', async (original) => (await gate.opened, original()));

const renderGrid = gridRenderer({ locale: 'en-GB', timeZone: 'UTC' });

describe("a resize handle's press the browser cancelled before the moves' code came", () => {
  it('take nothing from a press the browser cancelled before it came, pressed again elsewhere', async () => {
    const onSettingsChange = vi.fn();
    const { ready } = renderGrid({ columnsMenu: { onSettingsChange } }, { serve: dataset });
    // "Columns" comes with the widths' code, held back here: its stand-in stays.
    await ready(undefined, { standIns: true });
    const customer = screen.getByRole('separator', { name: 'Resize Customer' });
    const pen = (type: string, target: Element, init: PointerEventInit) =>
      target.dispatchEvent(
        new PointerEvent(type, { bubbles: true, cancelable: true, pointerType: 'pen', ...init }),
      );
    const x = customer.getBoundingClientRect().x;
    // Pressed; the browser takes the pen (its end is a cancel the stand-in does not hear).
    pen('pointerdown', customer, { pointerId: 21, button: 0, buttons: 1, clientX: x });
    pen('pointercancel', customer, { pointerId: 21, button: 0, buttons: 0, clientX: x });
    gate.open();
    await widthsCode.load();
    // Put down on a cell and moved, pressed: before, Customer went 100 px wider.
    const cell = screen.getAllByRole('cell')[0]!;
    pen('pointerdown', cell, { pointerId: 21, button: 0, buttons: 1, clientX: x + 200 });
    pen('pointermove', cell, { pointerId: 21, button: -1, buttons: 1, clientX: x + 300 });
    pen('pointerup', cell, { pointerId: 21, button: 0, buttons: 0, clientX: x + 300 });
    expect(onSettingsChange).not.toHaveBeenCalled();
  });
});
