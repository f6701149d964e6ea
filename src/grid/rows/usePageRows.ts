import { useMemo } from 'react';
import type { Delivery } from '../../api/types';
import { pageIdentityOf } from '../../state/identity/pageIdentity';

const noRows: readonly Delivery[] = [];

/**
 * The rows the grid holds of an answer, and each one's key: a server that ignores `pageSize`
 * may send 50,000 rows (the first `maxRendered` are held, and a notice says so), and two rows
 * may share a code (each gets a key unique on the page).
 */
export function usePageRows(
  sentRows: readonly Delivery[] | undefined,
  maxRendered: number,
  getRowId: (delivery: Delivery) => string,
) {
  const shownRows = useMemo(
    () =>
      sentRows !== undefined && sentRows.length > maxRendered
        ? sentRows.slice(0, Math.max(0, maxRendered))
        : sentRows,
    [sentRows, maxRendered],
  );
  const identity = useMemo(
    () => pageIdentityOf(shownRows ?? noRows, getRowId),
    [shownRows, getRowId],
  );
  return { rows: shownRows === undefined ? undefined : identity.rows, identity };
}
