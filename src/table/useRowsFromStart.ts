import type { RefObject } from 'react';
import type { DeliveriesGridQuery } from '../grid/query/queryModel';
import { useOnDemandModule } from '../shared/onDemandModule';
import { useClientLayoutEffect } from '../shared/useClientLayoutEffect';
import { drawnGridCode } from './drawnGridCode';

/**
 * Another query's rows show from their first, not from where the last rows were left (the
 * drawn grid's `followShownRequest`). Before paint, as the query changes, and once that code
 * comes: the rows shown then are known before the next page turn.
 */
export function useRowsFromStart(
  scrollRef: RefObject<HTMLElement | null>,
  query: DeliveriesGridQuery,
) {
  const drawn = useOnDemandModule(drawnGridCode, true);
  useClientLayoutEffect(
    () => drawn?.followShownRequest(scrollRef.current, query),
    [drawn, scrollRef, query],
  );
}
