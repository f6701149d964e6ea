import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { generateDeliveries } from '@src/mocks/index';
import { renderGrid } from '../harness';

// The "Columns" and "Views" code, each held back until the test lets it through: a slow network.
const gates = await vi.hoisted(async () => {
  const { chunkGate } = await import('../harness/chunkGate');
  return { columns: chunkGate(), views: chunkGate() };
});
vi.mock('@src/table/columns/columnsMenuCode', async (importOriginal) => {
  await gates.columns.opened;
  return importOriginal();
});
vi.mock('@src/views/savedViewsCode', async (importOriginal) => {
  await gates.views.opened;
  return importOriginal();
});

/**
 * Presses the stand-in of `name`, lets its code through, and ends the press on the real button
 * now under the pointer, its click landing there (as a browser may when the code comes
 * mid-press; Chromium sends none); gives the real button.
 */
async function pressAsCodeArrives(name: string, gate: { open: () => void }) {
  const grid = await renderGrid({}, { serve: generateDeliveries(30, 4) }).ready(15_000, {
    standIns: true,
  });
  const standIn = screen.getByRole('button', { name });
  await grid.user.pointer({ keys: '[MouseLeft>]', target: standIn });
  gate.open();
  await waitFor(() => expect(screen.getByRole('button', { name })).not.toBe(standIn), {
    timeout: 10_000,
  });
  const button = screen.getByRole('button', { name });
  fireEvent.pointerUp(button);
  fireEvent.mouseUp(button, { detail: 1 });
  // A pointer's click counts its presses, as a browser's does.
  fireEvent.click(button, { detail: 1 });
  return { grid, button };
}

describe('a toolbar control pressed as its code arrives', () => {
  it('"Columns" opens, and the press\'s click on the real button does not close it', async () => {
    const { grid, button } = await pressAsCodeArrives('Columns', gates.columns);
    await screen.findByRole('region', { name: 'Columns' }, { timeout: 10_000 });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    // The next press is a person's own: it closes it.
    await grid.user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('"Views" opens the same way (one shared stand-in)', async () => {
    const { grid, button } = await pressAsCodeArrives('Views', gates.views);
    await screen.findByRole('button', { name: 'Save view' }, { timeout: 10_000 });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await grid.user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
