import '@src/theme/styles.css';
import { screen, within } from '@testing-library/react';
import { page } from 'vitest/browser';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { mockStatuses } from '@src/mocks/index';
import { parseDeliveriesState } from '@src/state/urlState/parseDeliveriesState';
import { gridRenderer } from '../harness';
import { dataset } from '../table/deliveriesServer';

// The filter panel's form on a slow network: held until the test lets it through.
const gate = await vi.hoisted(async () => (await import('../harness/chunkGate')).chunkGate());
vi.mock('@src/filters/FilterPanelForm', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});

const renderGrid = gridRenderer(
  {
    statusOptions: mockStatuses,
    initialState: parseDeliveriesState('v2_st.4').state,
  },
  { serve: dataset },
);
afterAll(() => page.viewport(414, 896));

describe("a chip's field whose form comes after a person moved on", () => {
  it('is not focused: focus stays in the search box, and what they type stays there', async () => {
    await page.viewport(1280, 800);
    const grid = renderGrid();
    const chips = await screen.findByRole('list', { name: 'Active filters' });
    await grid.user.click(
      within(chips).getByRole('button', { name: 'Edit filter: Status: Delivered' }),
    );
    const search = screen.getByRole('searchbox', { name: 'Search deliveries' });
    await grid.user.click(search);
    await grid.user.keyboard('Ber');

    gate.open();
    const panel = await screen.findByRole('region', { name: 'Filters' });
    await within(panel).findByLabelText('Status');
    // The field is focused, if at all, as the form's elements arrive: typing after it shows where.
    await grid.user.keyboard('lin');
    expect(search).toHaveValue('Berlin');
    expect(document.activeElement).toBe(search);
  });
});
