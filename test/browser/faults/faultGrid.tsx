import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import { expect } from 'vitest';
import type { DeliveriesRequest } from '@src/api/types';
import { generateDeliveries, queryDeliveries, type MockDelivery } from '@src/mocks/index';
import { gridRenderer, serveReference as serveHarnessReference } from '../harness';
import { worker } from '../worker';
import { shownCodes } from '../table/deliveriesServer';

export { deliveriesTable, shownCodes } from '../table/deliveriesServer';

/** The suite's dataset: 1,000 rows, so the search and filter below leave four pages (34 rows). */
export const dataset = generateDeliveries(1000, 7);

/** What the person has in hand when a fault strikes: a search, an applied tag, a draft tag. */
export const searchText = 'hafen';
export const appliedTag = 'cold-chain';
export const draftTag = 'fragile';
const pageSize = 10;

/** The body the grid sends for `pageNumber` with the person's search and filter. */
export function inputRequest(pageNumber: number): DeliveriesRequest {
  return { pageNumber, pageSize, quickSearch: searchText, filters: { tags: [appliedTag] } };
}

export const plainFirstPage: DeliveriesRequest = { pageNumber: 1, pageSize, quickSearch: '' };

/** The codes the reference backend answers `request` with: what a person should see. */
export function expectedCodes(
  request: DeliveriesRequest,
  rows: readonly MockDelivery[] = dataset,
): string[] {
  return queryDeliveries(rows, request).map((delivery) => delivery.code);
}

// Generous waits: they only run long when something is wrong, and a loaded CI machine is slow.
export async function expectRowsFor(request: DeliveriesRequest, rows = dataset, timeout = 15_000) {
  await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(request, rows)), { timeout });
}

/** The reference backend (strict validation, short latency), recording every body it gets. */
export function serveReference(rows: readonly MockDelivery[] = dataset): DeliveriesRequest[] {
  return serveHarnessReference(rows, { latencyMs: 5 });
}

/** Puts `handler` in front of the reference backend; returns the bodies it receives. */
export function installFault(
  makeHandler: (options: { onRequest: (body: unknown) => void }) => HttpHandler,
): DeliveriesRequest[] {
  const bodies: DeliveriesRequest[] = [];
  worker.use(makeHandler({ onRequest: (body) => bodies.push(body as DeliveriesRequest) }));
  return bodies;
}

/**
 * Renders the grid in a QueryClient of its own (returned, for cache checks): 10 rows a page, no
 * look-ahead (every request is one a person caused), a 20 ms search debounce.
 */
export const renderGrid = gridRenderer({
  initialState: { pageSize },
  search: { debounceMs: 20 },
  timeZone: 'Europe/Berlin',
  locale: 'en-GB',
});

export const searchbox = () =>
  screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search deliveries' });
export const nextPage = () => screen.getByRole('button', { name: 'Next page' });
/** "Filters", described by "1 filter active" while a filter is applied. */
export const filtersToggle = () => screen.getByRole('button', { name: /^Filters/ });
const filtersPanel = () => screen.getByRole('region', { name: 'Filters' });
/** The panel may load on demand, so the first opening waits for it. */
export const findFiltersPanel = () => screen.findByRole('region', { name: 'Filters' });

/**
 * The person's work before the fault: applies a pasted tag through the panel, pastes a search,
 * then adds a second tag in the panel without applying it (the panel stays open). Page 1 of
 * that is shown.
 */
export async function prepareInput(user: UserEvent) {
  await expectRowsFor(plainFirstPage);
  await user.click(filtersToggle());
  await user.click(within(await findFiltersPanel()).getByLabelText('Tags'));
  await user.paste(appliedTag);
  await user.click(within(filtersPanel()).getByRole('button', { name: 'Apply filters' }));
  await user.click(searchbox());
  await user.paste(searchText);
  // Other rows than the filter alone gives, so seeing them means the search was answered.
  expect(expectedCodes(inputRequest(1))).not.toEqual(
    expectedCodes({ ...inputRequest(1), quickSearch: '' }),
  );
  await expectRowsFor(inputRequest(1));
  // Three full pages and a short fourth, so "Next page" has somewhere to go.
  expect(expectedCodes({ ...inputRequest(1), pageSize: 1000 })).toHaveLength(34);
  await user.click(filtersToggle());
  await user.click(within(await findFiltersPanel()).getByLabelText('Tags'));
  await user.paste(draftTag);
}

/** Everything `prepareInput` left is still there, on page `pageNumber`. */
export function expectInputIntact(pageNumber = 2) {
  expect(searchbox().value).toBe(searchText);
  expect(screen.getByText(`Page ${pageNumber}`)).toBeTruthy();
  const toggle = filtersToggle();
  expect(document.getElementById(toggle.getAttribute('aria-describedby')!)?.textContent).toBe(
    '1 filter active',
  );
  const chips = screen.getByRole('list', { name: 'Active filters' });
  expect(
    within(chips)
      .getAllByRole('button', { name: /^Remove filter: / })
      .map((chip) => chip.getAttribute('aria-label')),
  ).toEqual([`Remove filter: Tag: ${appliedTag}`]);
  // The open panel still holds the applied tag and the unapplied draft one.
  const panel = filtersPanel();
  expect(within(panel).getByRole('button', { name: `Remove ${appliedTag}` })).toBeTruthy();
  expect(within(panel).getByRole('button', { name: `Remove ${draftTag}` })).toBeTruthy();
}

/** The alert's sentence (its text without the "Retry" button): after two retries, 0.9 s apart. */
export async function findAlertMessage(timeout = 15_000): Promise<string> {
  const alert = await screen.findByRole('alert', {}, { timeout });
  return alert.querySelector('p')?.textContent ?? alert.textContent ?? '';
}
