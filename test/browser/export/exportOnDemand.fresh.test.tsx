import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { generateDeliveries } from '@src/mocks/index';
import { renderGrid } from '../harness';

// The export's code, held back until the test lets it through: a slow network after a deploy.
const gate = await vi.hoisted(async () => (await import('../harness/chunkGate')).chunkGate());
vi.mock('@src/export/exportCode', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});

describe('"Export" before its code is there', () => {
  it('is drawn at once; a click opens the menu once the code comes, focus on its first item', async () => {
    const grid = await renderGrid({}, { serve: generateDeliveries(30, 4) }).ready(15_000, {
      standIns: true,
    });
    const standIn = screen.getByRole('button', { name: 'Export' });
    expect(standIn.getAttribute('aria-expanded')).toBe('false');
    await grid.user.click(standIn);
    // Nothing opens yet, and nothing was asked of the server for it.
    expect(screen.queryByRole('menu')).toBeNull();
    expect(grid.bodies).toHaveLength(1);

    gate.open();
    const item = await screen.findByRole(
      'menuitem',
      { name: 'Export this page (CSV)' },
      {
        timeout: 10_000,
      },
    );
    await waitFor(() => expect(document.activeElement).toBe(item));
    await grid.user.keyboard('{Escape}');
    const button = screen.getByRole('button', { name: 'Export' });
    expect(button).not.toBe(standIn);
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
