import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { DeliveriesRequest } from '@src/api/types';
import { mockStatuses } from '@src/mocks/index';
import {
  useDeliveriesUrlState,
  type UseDeliveriesUrlStateOptions,
} from '@src/state/urlState/useDeliveriesUrlState';
import { readSearchParam, writeSearchParam } from '@src/state/urlState/searchParam';
import { DeliveriesTable } from '@src/table/DeliveriesTable';
import { expectedCodes, shownCodes } from '../table/deliveriesServer';

export const statusOptions = mockStatuses.map(({ value, label, tone }) => ({ value, label, tone }));

/** A host page as the URL state docs page shows it: the grid's state in `?deliveries=`, problems told. */
export function UrlStateGrid({ url }: { url?: UseDeliveriesUrlStateOptions }) {
  const { state, onStateChange, problem } = useDeliveriesUrlState(url);
  return (
    <>
      {problem && <p role="alert">This link's filters could not be read: {problem}</p>}
      <DeliveriesTable
        baseUrl=""
        statusOptions={statusOptions}
        timeZone="Europe/Berlin"
        locale="en-GB"
        paging={{ prefetchNextPage: false }}
        search={{ debounceMs: 20 }}
        state={state}
        onStateChange={onStateChange}
      />
    </>
  );
}

/**
 * Remembers the page's address and history entry state; the returned function puts them back
 * (the test runner's own search parameters included).
 */
export function rememberAddress(): () => void {
  const { href } = window.location;
  const entryState: unknown = window.history.state;
  return () => window.history.replaceState(entryState, '', href);
}

/** Sets `?deliveries=` (and any other parameters and hash) as a link opened would. */
export function openLink(
  deliveries: string | null,
  extra: { params?: string; hash?: string } = {},
): void {
  const { pathname, search } = window.location;
  const withExtra = !extra.params
    ? search
    : search
      ? `${search}&${extra.params}`
      : `?${extra.params}`;
  const url = `${pathname}${writeSearchParam(withExtra, 'deliveries', deliveries)}${extra.hash ?? ''}`;
  window.history.replaceState(window.history.state, '', url);
}

/** The `deliveries` parameter of the page's address, decoded. */
export const deliveriesParam = () => readSearchParam(window.location.search, 'deliveries');

/** Waits until the grid shows exactly the rows the reference backend answers `request` with. */
export async function expectRowsFor(request: DeliveriesRequest): Promise<void> {
  const codes = expectedCodes(request);
  expect(codes.length).toBeGreaterThan(0);
  await waitFor(() => expect(shownCodes()).toEqual(codes));
}
