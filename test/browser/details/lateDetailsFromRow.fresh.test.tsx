import { screen, waitFor, within } from '@testing-library/react';
import { page } from 'vitest/browser';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { dataRows, lateDetailsGrid } from './lateDetails';

// The details' code on a slow network: held until the test lets it through.
const gate = await vi.hoisted(async () => (await import('../harness/chunkGate')).chunkGate());
vi.mock('@src/table/detail/detailParts', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});

const { code, render: renderGrid } = lateDetailsGrid(7);
afterAll(() => page.viewport(414, 896));

describe('details whose code comes while focus waits on their row', () => {
  it('take focus to their title once they are there', async () => {
    await page.viewport(1280, 800);
    const grid = await renderGrid().ready();
    await grid.user.click(within(dataRows()[2]!).getByText(code(2)));
    await waitFor(() => expect(dataRows()[2]).toHaveAttribute('aria-current', 'true'));
    expect(document.activeElement).toBe(dataRows()[2]);

    gate.open();
    const panel = await screen.findByRole('complementary', { name: `Delivery ${code(2)}` });
    await waitFor(() => expect(document.activeElement).toBe(within(panel).getByRole('heading')));
  });
});
