'use client';

import type { DehydratedState } from '@tanstack/react-query';
import {
  defaultQueryState,
  historyEntryFor,
  parseDeliveriesState,
  serializeDeliveriesState,
  type DeliveriesQueryState,
} from 'deliveries-table';
import { useSearchParams } from 'next/navigation';
import { useMemo } from 'react';
import { DeliveriesGrid } from '../DeliveriesGrid';
import { deliveriesParam } from '../gridSettings';

const bareLink = serializeDeliveriesState(defaultQueryState);

/**
 * The grid's state in the link: read with useSearchParams (on the server too, so the HTML is the
 * link's page), written with the history API, which Next.js keeps in step with useSearchParams
 * without a request to the server (router.push would wait for one per sort).
 */
export function LinkedDeliveries(props: { baseUrl: string; prefetched: DehydratedState }) {
  const text = useSearchParams().get(deliveriesParam);
  const { state, problem } = useMemo(() => parseDeliveriesState(text), [text]);
  const writeLink = (next: DeliveriesQueryState) => {
    const url = new URL(window.location.href); // the other parameters and the hash kept
    const written = serializeDeliveriesState(next);
    if (written === bareLink) url.searchParams.delete(deliveriesParam);
    else url.searchParams.set(deliveriesParam, written);
    // A new page is a history entry (Back turns it back); a new search, sort or filter replaces it.
    if (historyEntryFor(state, next, 'auto') === 'push') window.history.pushState(null, '', url);
    else window.history.replaceState(null, '', url);
  };
  return (
    <>
      {problem && <p role="status">{problem}</p>}
      <DeliveriesGrid {...props} state={state} onStateChange={writeLink} />
    </>
  );
}
