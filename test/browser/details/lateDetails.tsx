import { screen, within } from '@testing-library/react';
import { generateDeliveries } from '@src/mocks/index';
import { gridRenderer } from '../harness';

/**
 * A grid of 20 deliveries with details, 10 rows a page, for the files that hold the details'
 * code back (each its own file: the code must still be on its way when a row is clicked).
 */
export function lateDetailsGrid(seed: number) {
  const dataset = generateDeliveries(20, seed);
  const render = gridRenderer(
    {
      initialState: { pageSize: 10 },
      detail: { render: (delivery) => <p>{delivery.customerBusinessPartnerName}</p> },
    },
    { serve: dataset },
  );
  return { dataset, code: (index: number) => dataset[index]!.code, render };
}

/** The data rows of the page shown, in order. */
export const dataRows = () =>
  within(screen.getByRole('table', { name: 'Deliveries' }))
    .getAllByRole('row')
    .filter((row) => row.hasAttribute('data-index'));
