import '@src/theme/styles.css';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { gridRenderer, saveScreenshot } from '../harness';
import { dataset, expectedCodes, firstPage, shownCodes } from '../table/deliveriesServer';
import { expectNoAxeViolations, focused } from './focusProbe';

const renderGrid = gridRenderer({ locale: 'en-GB', timeZone: 'Europe/Berlin' });
const widthOf = (element: Element) => Math.round(element.getBoundingClientRect().width);

/**
 * A grid whose column settings the host holds: `echo` takes the last change asked for (through
 * `keep`, the host's own rule), `apply` any widths of the host's.
 */
async function hostHeldCustomer(keep = (widths: Record<string, number>) => widths) {
  const onSettingsChange = vi.fn();
  const settingsOf = (widths: Record<string, number>) => ({
    columnsMenu: { settings: { order: [], hidden: [], widths }, onSettingsChange },
  });
  const { user, ready, rerenderGrid } = renderGrid(settingsOf({}), { serve: dataset });
  await ready();
  const handle = screen.getByRole('separator', { name: 'Resize Customer' });
  const cell = handle.closest('th')!;
  const apply = (widths: Record<string, number>) => rerenderGrid(settingsOf(widths));
  const echo = () => apply(keep(onSettingsChange.mock.lastCall![0].widths));
  handle.focus();
  return { user, handle, cell, before: widthOf(cell), onSettingsChange, apply, echo };
}

describe('a column resize handle', () => {
  it('reports the real width from the first layout, before any focus', async () => {
    const { ready } = renderGrid({}, { serve: dataset });
    await ready();
    for (const name of ['Code', 'Customer', 'Inserted']) {
      const handle = screen.getByRole('separator', { name: `Resize ${name}` });
      const cell = handle.closest('th')!;
      expect(document.activeElement).not.toBe(handle);
      await waitFor(() => expect(Number(handle.getAttribute('aria-valuenow'))).toBe(widthOf(cell)));
      expect(widthOf(cell)).toBeGreaterThan(48);
    }
    await expectNoAxeViolations('rows shown, handles at rest');
  });

  it('leaves Alt+ArrowRight and Alt+ArrowLeft to the page-turn shortcut; grabbed, a plain arrow resizes', async () => {
    const onSettingsChange = vi.fn();
    const { user, ready, bodies } = renderGrid(
      { columnsMenu: { onSettingsChange } },
      { serve: dataset },
    );
    await ready();
    const handle = screen.getByRole('separator', { name: 'Resize Customer' });
    const cell = handle.closest('th')!;
    handle.focus();

    await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
    await waitFor(() =>
      expect(shownCodes()).toEqual(expectedCodes({ ...firstPage, pageNumber: 2 })),
    );
    expect(bodies.at(-1)?.pageNumber).toBe(2);
    expect(screen.getByText('Page 2')).toBeTruthy();
    expect(focused()).toEqual({ role: 'separator', name: 'Resize Customer' });
    await user.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(firstPage)));
    // No width was set by either: the column still sizes to its content.
    expect(onSettingsChange).not.toHaveBeenCalled();
    // The value follows the cell as a new page lays it out.
    await waitFor(() => expect(Number(handle.getAttribute('aria-valuenow'))).toBe(widthOf(cell)));

    const before = widthOf(cell);
    await user.keyboard('{Enter}{ArrowRight}');
    expect(onSettingsChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        widths: expect.objectContaining({ customerBusinessPartnerName: before + 10 }),
      }),
    );
    await waitFor(() => expect(Number(handle.getAttribute('aria-valuenow'))).toBe(before + 10));
    await saveScreenshot('resize-handle-after-arrow');
  });

  it('keeps the grabbed handle in view as the column widens past the grid', async () => {
    const { user, ready } = renderGrid({}, { serve: dataset });
    await ready();
    const handle = screen.getByRole('separator', { name: 'Resize Customer' });
    handle.focus();
    await user.keyboard('{Enter}');
    // 50 px a press, up to the widest a column goes: Customer's edge ends past the grid's.
    for (let press = 0; press < 16; press += 1) await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await waitFor(() => expect(handle.getAttribute('aria-valuenow')).toBe('800'));
    const area = screen.getByRole('table').parentElement!.getBoundingClientRect();
    await waitFor(() => {
      const { left, right } = handle.getBoundingClientRect();
      expect(left).toBeGreaterThanOrEqual(area.left);
      expect(right).toBeLessThanOrEqual(area.right);
    });
    expect(document.activeElement).toBe(handle);
  });

  it('puts a column sizing to its content, and the others, back to content on Escape', async () => {
    const onSettingsChange = vi.fn();
    const { user, ready } = renderGrid({ columnsMenu: { onSettingsChange } }, { serve: dataset });
    await ready();
    const handle = screen.getByRole('separator', { name: 'Resize Customer' });
    const cell = handle.closest('th')!;
    const code = screen.getByRole('columnheader', { name: 'Code' });
    const before = { customer: widthOf(cell), code: widthOf(code) };
    handle.focus();
    // Grabbed and let go with Escape, nothing changed: the host hears nothing.
    await user.keyboard('{Enter}{Escape}');
    expect(onSettingsChange).not.toHaveBeenCalled();
    expect(handle).not.toHaveAttribute('data-grabbed');
    await user.keyboard('{Enter}{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(widthOf(cell)).toBe(before.customer + 20));
    // The first resize held every other column at its width on screen.
    expect(onSettingsChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        widths: expect.objectContaining({
          code: before.code,
          customerBusinessPartnerName: before.customer + 20,
        }),
      }),
    );

    await user.keyboard('{Escape}');
    expect(onSettingsChange).toHaveBeenLastCalledWith(expect.objectContaining({ widths: {} }));
    await waitFor(() => expect(widthOf(cell)).toBe(before.customer));
    expect(widthOf(code)).toBe(before.code);
    expect(handle).not.toHaveAttribute('data-grabbed');
    expect(document.activeElement).toBe(handle);

    // A width set before the grab is the one Escape goes back to.
    await user.keyboard('{Enter}{ArrowLeft}{Enter}');
    const set = before.customer - 10;
    await waitFor(() => expect(widthOf(cell)).toBe(set));
    await user.keyboard('{Enter}{Shift>}{ArrowRight}{/Shift}{Escape}');
    expect(onSettingsChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        widths: expect.objectContaining({ customerBusinessPartnerName: set }),
      }),
    );
    await waitFor(() => expect(widthOf(cell)).toBe(set));
    await expectNoAxeViolations('a grab put back with Escape');
  });

  it('on Escape goes back to widths a host applied during the grab (a view, Back), not past them', async () => {
    const { user, handle, cell, before, onSettingsChange, apply, echo } = await hostHeldCustomer();
    await user.keyboard('{Enter}{ArrowRight}');
    echo();
    await waitFor(() => expect(widthOf(cell)).toBe(before + 10));
    // Still grabbed, the host applies a saved view's widths (on Back, by a shortcut of its own).
    const view = { customerBusinessPartnerName: 300, code: 200 };
    apply(view);
    await waitFor(() => expect(widthOf(cell)).toBe(300));
    const told = onSettingsChange.mock.calls.length;
    await user.keyboard('{ArrowRight}');
    echo();
    await waitFor(() => expect(widthOf(cell)).toBe(310));

    // Escape takes back the move made since the view: the view's widths, not the grab's start.
    await user.keyboard('{Escape}');
    expect(handle).not.toHaveAttribute('data-grabbed');
    expect(onSettingsChange).toHaveBeenCalledTimes(told + 2);
    expect(onSettingsChange).toHaveBeenLastCalledWith(expect.objectContaining({ widths: view }));
    echo();
    await waitFor(() => expect(widthOf(cell)).toBe(300));

    // A view applied after a grab with no move since: Escape only lets go, the host hears nothing.
    await user.keyboard('{Enter}');
    apply({ customerBusinessPartnerName: 250 });
    await waitFor(() => expect(widthOf(cell)).toBe(250));
    await user.keyboard('{Escape}');
    expect(handle).not.toHaveAttribute('data-grabbed');
    expect(onSettingsChange).toHaveBeenCalledTimes(told + 2);
    expect(widthOf(cell)).toBe(250);
  });

  it('puts the widths back on Escape where the host keeps a width other than the one asked', async () => {
    // The host holds every width to at most 5 px over the customer column's start.
    let cap = Infinity;
    const capped = (widths: Record<string, number>) =>
      Object.fromEntries(Object.entries(widths).map(([id, px]) => [id, Math.min(px, cap)]));
    const { user, cell, before, onSettingsChange, echo } = await hostHeldCustomer(capped);
    cap = before + 5;
    await user.keyboard('{Enter}{ArrowRight}');
    echo();
    await waitFor(() => expect(widthOf(cell)).toBe(before + 5));
    await user.keyboard('{ArrowRight}');
    echo();
    await user.keyboard('{Escape}');
    expect(onSettingsChange).toHaveBeenLastCalledWith(expect.objectContaining({ widths: {} }));
    echo();
    await waitFor(() => expect(widthOf(cell)).toBe(before));
  });
});
