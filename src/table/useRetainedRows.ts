import { useState } from 'react';
import type { Delivery } from '../api/types';

/**
 * The rows to show: the query's data, else (after a failed load, when react-query drops the
 * placeholder) the last rows that were shown, so an error never blanks the grid.
 */
export function useRetainedRows(data: readonly Delivery[] | undefined, isError: boolean) {
  const [lastShown, setLastShown] = useState(data);
  if (data !== undefined && data !== lastShown) setLastShown(data);
  return data ?? (isError ? lastShown : undefined);
}
