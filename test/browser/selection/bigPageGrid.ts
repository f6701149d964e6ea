import { screen } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import type { DeliveriesSelection } from '@src/index';
import { mockStatuses, type MockDelivery } from '@src/mocks/index';
import { gridRenderer } from '../harness';
import { addLibraryStylesheet } from '../theme/themeHelpers';

/** The library's stylesheet for every test of the file: pages of 1,000 are virtualized. */
export function withLibraryStylesheet() {
  let removeStylesheet = () => {};
  beforeEach(() => {
    removeStylesheet = addLibraryStylesheet();
  });
  afterEach(() => removeStylesheet());
}

/**
 * The grid over `warehouse` in pages of 1,000 with a "Hand to courier" selection action,
 * whose every selection lands in `received`.
 */
export function renderBigPageGrid(
  warehouse: readonly MockDelivery[],
  received: DeliveriesSelection[],
) {
  return gridRenderer(
    {
      selection: {
        actions: [{ label: 'Hand to courier', run: async (chosen) => void received.push(chosen) }],
      },
      initialState: { pageSize: 1000 },
      paging: { pageSizeOptions: [25, 1000] },
      statusOptions: mockStatuses,
    },
    { serve: warehouse },
  )();
}

export const pageBox = () =>
  screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select all on this page' });
export const selectionBar = () => screen.getByRole('toolbar', { name: 'Selection' });
