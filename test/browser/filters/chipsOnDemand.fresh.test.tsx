import '@src/theme/styles.css';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { generateDeliveries, mockStatuses } from '@src/mocks/index';
import { renderGrid } from '../harness';

// The chips' code, held back until the test lets it through: a slow network after a deploy.
const gate = await vi.hoisted(async () => (await import('../harness/chunkGate')).chunkGate());
vi.mock('@src/filters/chipsCode', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});

const table = () => screen.getByRole('table', { name: 'Deliveries' });

describe('the applied filters before their code is there', () => {
  it('hold their place, so the rows do not move when the chips come', async () => {
    await renderGrid(
      { statusOptions: mockStatuses, initialState: { filters: { status: [4] } } },
      { serve: generateDeliveries(60, 3) },
    ).ready(15_000, { standIns: true });
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
    const rowsTop = table().getBoundingClientRect().top;

    gate.open();
    const chips = await screen.findByRole('list', { name: 'Active filters' }, { timeout: 10_000 });
    expect(chips.textContent).toContain('Status: Delivered');
    expect(Math.abs(table().getBoundingClientRect().top - rowsTop)).toBeLessThanOrEqual(2);
    await waitFor(() => expect(document.querySelector('[data-stand-in]')).toBeNull());
  });
});
