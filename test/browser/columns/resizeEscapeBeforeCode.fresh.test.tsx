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

// A review find: keys pressed before the moves' code came are taken at once when it comes; the
// second grab's Escape put back the widths from before the first, undoing a resize let go of.
describe("Escape on a second grab pressed before the moves' code is there", () => {
  it('puts back the width the first grab left, not the content width', async () => {
    const onSettingsChange = vi.fn();
    const { user, ready } = renderGrid({ columnsMenu: { onSettingsChange } }, { serve: dataset });
    // "Columns" comes with the widths' code, held back here: its stand-in stays.
    await ready(undefined, { standIns: true });
    const customer = screen.getByRole('separator', { name: 'Resize Customer' });
    const widthOf = () => Math.round(customer.closest('th')!.getBoundingClientRect().width);
    const before = widthOf();
    customer.focus();
    await user.keyboard('{Enter}{ArrowRight}{Enter}{Enter}{ArrowRight}{Escape}');
    expect(onSettingsChange).not.toHaveBeenCalled();

    gate.open();
    await widthsCode.load();
    await waitFor(() => expect(onSettingsChange).toHaveBeenCalledTimes(3), { timeout: 10_000 });
    const widths = onSettingsChange.mock.calls.map(([settings]) => settings.widths);
    expect(widths.map((set) => set.customerBusinessPartnerName)).toEqual([
      before + 10,
      before + 20,
      before + 10,
    ]);
    await waitFor(() => expect(widthOf()).toBe(before + 10));
    expect(customer.hasAttribute('data-grabbed')).toBe(false);
  });
});
