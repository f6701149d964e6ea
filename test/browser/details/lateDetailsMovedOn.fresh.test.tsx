import { screen, waitFor, within } from '@testing-library/react';
import { page, userEvent } from 'vitest/browser';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { dataRows, lateDetailsGrid } from './lateDetails';

// The details' code on a slow network: held until the test lets it through.
const gate = await vi.hoisted(async () => (await import('../harness/chunkGate')).chunkGate());
vi.mock('@src/table/detail/detailParts', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});

const { dataset, code, render: renderGrid } = lateDetailsGrid(6);
afterAll(() => page.viewport(414, 896));

describe('details whose code comes after a person moved on', () => {
  it('leave focus where they took it: the next rows, then the search box and what they type', async () => {
    await page.viewport(1280, 800);
    const grid = await renderGrid().ready();
    await grid.user.click(within(dataRows()[3]!).getByText(code(3)));
    await waitFor(() => expect(dataRows()[3]).toHaveAttribute('aria-current', 'true'));
    // On to the next row by keyboard, then to the search box, typing, before the code comes.
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(dataRows()[4]);
    const search = screen.getByRole('searchbox', { name: 'Search deliveries' });
    await grid.user.click(search);
    // A search every code matches: its answer keeps the rows where they were.
    await grid.user.keyboard('DL');

    gate.open();
    const panel = await screen.findByRole('complementary', { name: `Delivery ${code(3)}` });
    expect(within(panel).getByText(dataset[3]!.customerBusinessPartnerName)).toBeTruthy();
    // Each key is a render, which runs the panel's effects first: a focus they took shows here.
    await grid.user.keyboard('V-');
    expect(search).toHaveValue('DLV-');
    expect(document.activeElement).toBe(search);
    // Its answer in, the rows' keys are the rows' again: ArrowDown moves focus, not the details.
    await waitFor(() => expect(grid.bodies.at(-1)?.quickSearch).toBe('DLV-'));
    await waitFor(() => expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'false'));
    dataRows()[4]!.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(dataRows()[5]);
    expect(dataRows()[3]).toHaveAttribute('aria-current', 'true');
  });
});
