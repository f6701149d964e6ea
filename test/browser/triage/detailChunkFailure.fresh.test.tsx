import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { generateDeliveries } from '@src/mocks/index';
import { renderGrid } from '../harness';

// The details' chunk cannot be fetched (a deploy replaced it, the network dropped).
vi.mock('@src/table/detail/detailParts', () => {
  throw new TypeError('Failed to fetch dynamically imported module: detailParts.js');
});

const dataset = generateDeliveries(20, 4);

describe('details whose code cannot load', () => {
  it('say that the details could not be loaded, with "Retry"; the rows stay', async () => {
    const grid = await renderGrid(
      { detail: { render: () => null, defaultOpen: dataset[0]!.code } },
      { serve: dataset },
    ).ready();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The details could not be loaded.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Deliveries' })).toBeTruthy();
    void grid;
  });
});
