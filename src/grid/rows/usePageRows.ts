import { useMemo } from 'react';
import type { Delivery } from '../../api/types';
import { pageIdentityOf } from '../../state/identity/pageIdentity';

const noRows: readonly Delivery[] = [];

/**
 * The rows the grid holds of an answer, and each one's key: a server that ignores `pageSize`
 * may send 50,000 rows (the first `maxRendered` are held, and a notice says so), and two rows
 * may share a code (each gets a key unique on the page). A host's `getRowId` that gives a row
 * no id leaves no rows, and `failure` says which and why (the grid's alert).
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
  const { identity, failure } = useMemo(() => {
    try {
      return { identity: pageIdentityOf(shownRows ?? noRows, getRowId), failure: null };
    } catch (error) {
      return { identity: pageIdentityOf(noRows, getRowId), failure: (error as Error).message };
    }
  }, [shownRows, getRowId]);
  const rows = shownRows === undefined || failure !== null ? undefined : identity.rows;
  return { rows, identity, failure };
}
