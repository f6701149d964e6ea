import '@src/theme/styles.css';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gridRenderer } from '../harness';
import { dataset } from '../table/deliveriesServer';

// Vite serves every module apart: room for their entries, which the default 250 would drop.
performance.setResourceTimingBufferSize(100_000);
const renderGrid = gridRenderer({ locale: 'en-GB', timeZone: 'UTC' }, { serve: dataset });
const tabOrderFetched = () =>
  performance
    .getEntriesByType('resource')
    .some((entry) => entry.name.includes('/src/table/panelTabOrder.ts'));

describe("the filter panel's Tab order is code of its own", () => {
  it('is fetched on the way to "Filters", not with the grid', async () => {
    // Not `ready()`, which fetches it for the other tests' Tab presses.
    const { user } = renderGrid();
    await screen.findByRole('button', { name: 'Filters' }, { timeout: 10_000 });
    await screen.findAllByRole('row', undefined, { timeout: 10_000 });
    expect(tabOrderFetched()).toBe(false);

    await user.hover(screen.getByRole('button', { name: 'Filters' }));
    await waitFor(() => expect(tabOrderFetched()).toBe(true), { timeout: 10_000 });
  });
});
