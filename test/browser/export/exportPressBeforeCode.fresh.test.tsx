import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { generateDeliveries } from '@src/mocks/index';
import { renderGrid } from '../harness';

// The export's code, held back until the test lets it through.
const gate = await vi.hoisted(async () => (await import('../harness/chunkGate')).chunkGate());
vi.mock('@src/export/exportCode', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});

describe('"Export" pressed as its code arrives', () => {
  it('opens the menu: the press was the asking, even if the click lands on the real button', async () => {
    const grid = await renderGrid({}, { serve: generateDeliveries(30, 4) }).ready(15_000, {
      standIns: true,
    });
    const standIn = screen.getByRole('button', { name: 'Export' });
    await grid.user.pointer({ keys: '[MouseLeft>]', target: standIn });
    gate.open();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export' })).not.toBe(standIn), {
      timeout: 10_000,
    });
    await grid.user.pointer({ keys: '[/MouseLeft]' });
    expect(
      await screen.findByRole('menuitem', { name: 'Export this page (CSV)' }, { timeout: 10_000 }),
    ).toBeTruthy();
  });
});
