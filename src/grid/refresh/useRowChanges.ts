import { useEffect, useRef, useState } from 'react';
import type { Delivery } from '../../api/types';
import { onDemandModule, useOnDemandModule } from '../../shared/onDemandModule';
import type { DeliveriesRowChanges } from './rowChanges';

// Comparing pages is `refresh`'s: a grid without it never fetches the code.
const changeRules = onDemandModule(() => import('./rowChanges'));

/** The page last shown: the request it answered, its rows, and when that answer came. */
interface ShownPage {
  requestKey: string;
  rows: readonly Delivery[];
  answeredAt: number;
}

/**
 * What the last refresh of this request changed on the page, kept until the next refresh (one
 * that changed nothing clears them: they marked what that refresh changed, not what the page
 * is) or another request (a page turn, a sort, a search start afresh, and coming back does not
 * bring the marks back). Marked after the commit that shows the new rows. Only with `enabled`
 * (the grid's `refresh`).
 */
export function useRowChanges(
  enabled: boolean,
  requestKey: string,
  rows: readonly Delivery[] | undefined,
  idOf: (delivery: Delivery) => string,
  /** The rows are this request's answer (not the last page's, kept while it loads). */
  settled: boolean,
  /** When the shown answer came (the query's `dataUpdatedAt`): a refresh of equal rows moves it. */
  answeredAt = 0,
): DeliveriesRowChanges | null {
  const rules = useOnDemandModule(changeRules, enabled);
  const shown = useRef<ShownPage | null>(null);
  const [marked, setMarked] = useState<{ requestKey: string; changes: DeliveriesRowChanges }>();
  useEffect(() => {
    if (!enabled || !rows || !settled) return;
    const last = shown.current;
    const refreshed = last?.requestKey === requestKey;
    // Rows shown before the rules came are what a refresh answered before they came compares to.
    if (refreshed && !rules) return;
    shown.current = { requestKey, rows, answeredAt };
    // Another request's answer is on screen: the marks of the one before are over, also when a
    // person comes back to it (they marked what a refresh changed, not what the page is).
    if (!refreshed) {
      setMarked((before) => (before && before.requestKey !== requestKey ? undefined : before));
      return;
    }
    if (!rules || (last.rows === rows && last.answeredAt === answeredAt)) return;
    const changes = last.rows === rows ? null : rules.rowChangesOf(last.rows, rows, idOf);
    // A refresh that changed nothing ends the last one's marks (with none, React renders nothing).
    setMarked(changes ? { requestKey, changes } : undefined);
  }, [enabled, rules, requestKey, rows, idOf, settled, answeredAt]);
  return marked?.requestKey === requestKey ? marked.changes : null;
}
