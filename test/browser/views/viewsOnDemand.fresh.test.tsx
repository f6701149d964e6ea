import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { generateDeliveries } from '@src/mocks/index';
import { renderGrid } from '../harness';

// The saved views' code, held back until the test lets it through.
const gate = await vi.hoisted(async () => (await import('../harness/chunkGate')).chunkGate());
vi.mock('@src/views/savedViewsCode', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});

describe('"Views" before its code is there', () => {
  it('keeps the focus a person put on it when the real button takes its place', async () => {
    const grid = await renderGrid({}, { serve: generateDeliveries(30, 4) }).ready(15_000, {
      standIns: true,
    });
    const standIn = screen.getByRole('button', { name: 'Views' });
    standIn.focus();
    gate.open();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Views' })).not.toBe(standIn), {
      timeout: 10_000,
    });
    const views = screen.getByRole('button', { name: 'Views' });
    expect(document.activeElement).toBe(views);
    // It works as "Views" does: Enter opens the popover.
    await grid.user.keyboard('{Enter}');
    expect(views.getAttribute('aria-expanded')).toBe('true');
    await screen.findByRole('button', { name: 'Save view' }, { timeout: 10_000 });
  });
});
