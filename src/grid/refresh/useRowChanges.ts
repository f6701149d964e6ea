import { useEffect, useRef, useState } from 'react';
import type { Delivery } from '../../api/types';
import { onDemandModule, useOnDemandModule } from '../../shared/onDemandModule';
import type { DeliveriesRowChanges } from './rowChanges';

// Comparing pages is `refresh`'s: a grid without it never fetches the code.
const changeRules = onDemandModule(() => import('./rowChanges'));

/**
 * What the last refresh of this request changed on the page, kept until the next one that
 * changes something or another request (a page turn, a sort, a search start afresh, and coming
 * back does not bring the marks back). Marked
 * after the commit that shows the new rows: a refresh that changed nothing renders nothing more.
 * Only with `enabled` (the grid's `refresh`).
 */
export function useRowChanges(
  enabled: boolean,
  requestKey: string,
  rows: readonly Delivery[] | undefined,
  idOf: (delivery: Delivery) => string,
  /** The rows are this request's answer (not the last page's, kept while it loads). */
  settled: boolean,
): DeliveriesRowChanges | null {
  const rules = useOnDemandModule(changeRules, enabled);
  const shown = useRef<{ requestKey: string; rows: readonly Delivery[] } | null>(null);
  const [marked, setMarked] = useState<{ requestKey: string; changes: DeliveriesRowChanges }>();
  useEffect(() => {
    if (!enabled || !rows || !settled) return;
    const last = shown.current;
    const refreshed = last?.requestKey === requestKey;
    // Rows shown before the rules came are what a refresh answered before they came compares to.
    if (refreshed && !rules) return;
    shown.current = { requestKey, rows };
    // Another request's answer is on screen: the marks of the one before are over, also when a
    // person comes back to it (they marked what a refresh changed, not what the page is).
    if (!refreshed) {
      setMarked((before) => (before && before.requestKey !== requestKey ? undefined : before));
      return;
    }
    if (!rules || last.rows === rows) return;
    const changes = rules.rowChangesOf(last.rows, rows, idOf);
    if (changes) setMarked({ requestKey, changes });
  }, [enabled, rules, requestKey, rows, idOf, settled]);
  return marked?.requestKey === requestKey ? marked.changes : null;
}
