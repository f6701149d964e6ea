import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { DeliveriesSelection } from '@src/index';
import { generateDeliveries, mockStatuses } from '@src/mocks/index';
import { gridRenderer } from '../harness';

/** 120 deliveries, the same on every run: twelve pages of ten. */
export const dataset = generateDeliveries(120, 11);

/** The grid with selection on, ten rows a page, over the strict reference backend. */
export const renderSelectableGrid = gridRenderer(
  {
    selection: {},
    initialState: { pageSize: 10 },
    statusOptions: mockStatuses,
    timeZone: 'UTC',
    locale: 'en-GB',
  },
  { serve: dataset },
);

/** The codes in the rows on screen, in order. */
export function shownCodes(): string[] {
  const table = screen.getByRole('table', { name: 'Deliveries' });
  return within(table)
    .getAllByRole('checkbox')
    .map((box) => box.getAttribute('aria-label') ?? '')
    .filter((name) => name.startsWith('Select DLV'))
    .map((name) => name.slice('Select '.length));
}

export const rowCheckbox = (code: string) =>
  screen.getByRole<HTMLInputElement>('checkbox', { name: `Select ${code}` });
export const pageCheckbox = () =>
  screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select all on this page' });
export const selectionBar = () => screen.getByRole('toolbar', { name: 'Selection' });

/** Waits for the checkboxes (their code arrives on demand) and the first page's rows. */
export async function checkboxesShown() {
  await waitFor(() => expect(shownCodes().length).toBeGreaterThan(0));
  return shownCodes();
}

/** Waits for page `n`'s rows (the page label says it and the checkboxes are there). */
export async function onPage(n: number) {
  await screen.findByText(`Page ${n}`);
  await waitFor(() => expect(rowCheckbox(expectedCodesOf(n)[0]!)).toBeTruthy());
}

/** The codes the reference backend serves on page `n` (ten a page, server order). */
export function expectedCodesOf(n: number): string[] {
  return dataset.slice((n - 1) * 10, n * 10).map((delivery) => delivery.code);
}

/** What a host action received, in order of runs. */
export function recordingAction(label: string) {
  const received: DeliveriesSelection[] = [];
  return {
    received,
    action: {
      label,
      run: async (selection: DeliveriesSelection) => {
        received.push(selection);
      },
    },
  };
}
