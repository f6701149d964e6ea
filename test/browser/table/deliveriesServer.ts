import { screen, within } from '@testing-library/react';
import type { DeliveriesRequest } from '@src/api/types';
import { generateDeliveries, queryDeliveries, type MockDelivery } from '@src/mocks/index';
import { serveReference, type RenderGridOptions } from '../harness';

/** One dataset for the suite: 120 rows, so 25 a page gives four full pages and a short fifth. */
export const dataset = generateDeliveries(120, 7);

export { defaultHeader } from '../../node/defaultHeader';

/** The request every grid sends first. */
export const firstPage: DeliveriesRequest = { pageNumber: 1, pageSize: 25, quickSearch: '' };

/**
 * Serves the reference backend and records every body it receives.
 *
 * @example
 * ```ts
 * const bodies = serveDeliveries();
 * ```
 */
export function serveDeliveries(
  rows: readonly MockDelivery[] = dataset,
  latencyMs = 10,
): DeliveriesRequest[] {
  return serveReference(rows, { latencyMs });
}

/** `renderGrid`'s options for the same backend: `bodies` records what it receives. */
export const referenceBackend: RenderGridOptions = { serve: dataset, latencyMs: 10 };

/** The codes the reference backend answers a request with: what a person should see. */
export function expectedCodes(
  request: DeliveriesRequest,
  rows: readonly MockDelivery[] = dataset,
): string[] {
  return queryDeliveries(rows, request).map((delivery) => delivery.code);
}

export function deliveriesTable(): HTMLElement {
  return screen.getByRole('table', { name: 'Deliveries' });
}

/** The Code cells of the data rows, as a person sees them (placeholders are hidden from roles). */
export function shownCodes(): string[] {
  const [, ...rows] = within(deliveriesTable()).getAllByRole('row');
  return rows
    .map((row) => within(row).queryAllByRole('cell'))
    .filter((cells) => cells.length > 1) // not the one-cell "No deliveries found" row
    .map((cells) => cells[0]?.textContent ?? '');
}

/** The bodies of one page number. */
export function requestsForPage(
  bodies: readonly DeliveriesRequest[],
  pageNumber: number,
): DeliveriesRequest[] {
  return bodies.filter((body) => body.pageNumber === pageNumber);
}
