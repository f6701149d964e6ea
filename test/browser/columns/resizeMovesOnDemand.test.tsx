import '@src/theme/styles.css';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { gridRenderer } from '../harness';
import { dataset } from '../table/deliveriesServer';

// The widths' code (with the resize handles' moves), fetched after the first paint, held back.
const gate = await vi.hoisted(async () => (await import('../harness/chunkGate')).chunkGate());
vi.mock('@src/table/columns/textColumnWidths', async (original) => (await gate.opened, original()));

const renderGrid = gridRenderer({ locale: 'en-GB', timeZone: 'UTC' });

describe("a resize handle pressed before its moves' code is there", () => {
  it('takes Enter once the code comes: grabbed, then the arrows resize', async () => {
    const onSettingsChange = vi.fn();
    const { user, ready } = renderGrid({ columnsMenu: { onSettingsChange } }, { serve: dataset });
    await ready();
    const handle = screen.getByRole('separator', { name: 'Resize Customer' });
    handle.focus();
    // Enter is taken (the page does not act on it) and waits for the code.
    const taken: boolean[] = [];
    const hear = (event: KeyboardEvent) => taken.push(event.defaultPrevented);
    window.addEventListener('keydown', hear);
    await user.keyboard('{Enter}');
    window.removeEventListener('keydown', hear);
    expect(taken).toEqual([true]);
    expect(handle.hasAttribute('data-grabbed')).toBe(false);

    gate.open();
    await waitFor(() => expect(handle.hasAttribute('data-grabbed')).toBe(true), {
      timeout: 10_000,
    });
    const before = Math.round(handle.closest('th')!.getBoundingClientRect().width);
    await user.keyboard('{ArrowRight}');
    expect(onSettingsChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        widths: expect.objectContaining({ customerBusinessPartnerName: before + 10 }),
      }),
    );
  });
});
