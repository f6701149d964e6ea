import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { gridRenderer } from '../harness';
import { expectedCodes, firstPage, serveDeliveries, shownCodes } from './deliveriesServer';

// A review find: a "/" pressed before the shortcuts' code came was heard once it came, even
// after the person had moved on to a field of the host's and typed into it.
const gate = await vi.hoisted(async () => (await import('../harness/chunkGate')).chunkGate());
vi.mock('@src/table/gridShortcutKeys', async (original) => (await gate.opened, original()));

const renderGrid = gridRenderer(
  {},
  {
    wrap: (grid) => (
      <>
        <button type="button">Host button</button>
        <input aria-label="Host note" />
        {grid}
      </>
    ),
  },
);

describe('a shortcut pressed before its code, then the person moved on', () => {
  it('is dropped: focus stays in the field the person went to', async () => {
    serveDeliveries();
    renderGrid();
    await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(firstPage)), {
      timeout: 10_000,
    });
    screen.getByRole('button', { name: 'Host button' }).focus();
    await userEvent.keyboard('/');
    const note = screen.getByRole('textbox', { name: 'Host note' });
    await userEvent.click(note);
    await userEvent.keyboard('hello');

    gate.open();
    // The code is there once the grid's loader has it; the late "/" has had its turn then.
    await (await import('@src/table/drawnGridCode')).drawnGridCode.load();
    await userEvent.keyboard(' world');
    expect(document.activeElement).toBe(note);
    expect(note).toHaveProperty('value', 'hello world');
  });
});
