import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { generateDeliveries } from '@src/mocks/index';
import { renderGrid } from '../harness';

// The export's code, held back until the test lets it through: a slow network.
const gate = await vi.hoisted(async () => (await import('../harness/chunkGate')).chunkGate());
vi.mock('@src/export/exportCode', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});

describe('"Export" clicked before its code is there, then left', () => {
  it('does not open later and take focus from the search box the person moved on to', async () => {
    const grid = await renderGrid({}, { serve: generateDeliveries(30, 4) }).ready(15_000, {
      standIns: true,
    });
    const standIn = screen.getByRole('button', { name: 'Export' });
    await grid.user.click(standIn);
    // Nothing happens for a while; the person moves on and starts a search.
    const search = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search deliveries' });
    await grid.user.click(search);
    await grid.user.keyboard('DH');

    gate.open();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export' })).not.toBe(standIn), {
      timeout: 10_000,
    });
    await grid.user.keyboard('L');
    expect(search.value).toBe('DHL');
    expect(document.activeElement).toBe(search);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
