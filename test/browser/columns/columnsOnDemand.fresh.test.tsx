import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { generateDeliveries } from '@src/mocks/index';
import { renderGrid } from '../harness';

// The "Columns" menu's code, held back until the test lets it through: a slow network.
const gate = await vi.hoisted(async () => (await import('../harness/chunkGate')).chunkGate());
vi.mock('@src/table/columns/columnsMenuCode', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});

describe('"Columns" before its code is there', () => {
  it('is drawn at once; a click opens it once the code comes, and a hidden column leaves', async () => {
    const grid = await renderGrid({}, { serve: generateDeliveries(30, 4) }).ready(15_000, {
      standIns: true,
    });
    const standIn = screen.getByRole('button', { name: 'Columns' });
    expect(standIn.getAttribute('aria-expanded')).toBe('false');
    standIn.focus();
    await grid.user.click(standIn);
    expect(screen.queryByRole('region', { name: 'Columns' })).toBeNull();

    gate.open();
    const region = await screen.findByRole('region', { name: 'Columns' }, { timeout: 10_000 });
    const button = screen.getByRole('button', { name: 'Columns' });
    expect(button).not.toBe(standIn);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    // Focus stayed with the button a person pressed, now the real one.
    await waitFor(() => expect(document.activeElement).toBe(button));
    await grid.user.click(within(region).getByRole('checkbox', { name: 'Status' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /^Status/ })).toBeNull());
  });
});
