import { useEffect, useRef } from 'react';
import type { Delivery } from '../api/types';

/**
 * The rows to show: the query's data, else (after a failed load, when react-query drops the
 * placeholder) the last rows that were shown, so an error never blanks the grid.
 */
export function useRetainedRows(data: readonly Delivery[] | undefined, isError: boolean) {
  // A ref written after commit, not state set while rendering: that would render the whole
  // grid twice for every page that arrives, to keep a value only an error ever reads.
  const lastShown = useRef(data);
  useEffect(() => {
    if (data !== undefined) lastShown.current = data;
  }, [data]);
  // eslint-disable-next-line react-hooks/refs -- the rows last committed, read only on failure
  return data ?? (isError ? lastShown.current : undefined);
}
