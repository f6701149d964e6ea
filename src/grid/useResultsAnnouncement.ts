import { useCallback, useState } from 'react';
import { useLastCommitted } from '../shared/useLastCommitted';
import { useClientLayoutEffect } from '../shared/useClientLayoutEffect';
import type { OrderBy } from '../api/types';
import { columnLabelOf } from '../state/columns/columnLabel';
import type { DeliveryColumn } from '../state/columns/deliveryColumn';
import { sortKeyOf } from '../state/columns/sortKey';
import { announcementOf } from './gridView';
import type { DeliveriesRowChanges } from './refresh/rowChanges';
import type { DeliveriesTableMessages } from './messages';

interface Heard {
  /** The request and retry it answered: a new one of either is a new change to announce. */
  changeKey: string;
  /** The request alone, without the retry. */
  requestKey: string;
  /** The refresh's changes it said, so the same ones are not said again. */
  changes: DeliveriesRowChanges | null;
  orderBy: OrderBy | null;
  /** Counts announcements: the live region's content is keyed on it, so equal words speak again. */
  id: number;
  text: string;
}

const sameOrder = (a: OrderBy | null, b: OrderBy | null) =>
  a?.key === b?.key && a?.order === b?.order;

/** What an answer to `changeKey` says after `previous`: `previous` itself when nothing new. */
function nextHeard(
  previous: Heard | null,
  { changeKey, requestKey, changes, orderBy, rowCount, pageNumber, columns, messages }: HeardInputs,
): Heard | null {
  const changed =
    changes && changes !== previous?.changes
      ? messages.rowChanges(changes.added.size, changes.changed.size)
      : '';
  if (previous?.changeKey === changeKey) {
    // A background refresh says only what it changed, and so does the reload of cached rows.
    if (!changed) return previous;
    return { ...previous, changes, id: previous.id + 1, text: changed };
  }
  const sortChanged = previous !== null && !sameOrder(previous.orderBy, orderBy);
  const sortColumn = orderBy && columns.find((column) => sortKeyOf(column) === orderBy.key);
  const sort = !sortChanged
    ? undefined
    : orderBy && {
        columnLabel: sortColumn ? columnLabelOf(sortColumn, messages.columnHeaders) : orderBy.key,
        descending: orderBy.order === 'desc',
      };
  const results = announcementOf({ rowCount, pageNumber, sort }, messages);
  return {
    changeKey,
    requestKey,
    changes,
    orderBy,
    id: (previous?.id ?? 0) + 1,
    text: changed ? `${changed}. ${results}` : results,
  };
}

interface HeardInputs {
  changeKey: string;
  /** The request as JSON (the model's key of it). */
  requestKey: string;
  /** What the last refresh of this request changed, said as "2 new, 1 changed". */
  changes: DeliveriesRowChanges | null;
  orderBy: OrderBy | null;
  rowCount: number;
  pageNumber: number;
  columns: readonly DeliveryColumn[];
  messages: DeliveriesTableMessages;
}

/**
 * The grid's announcement: made once the answer to a person's change is in (a new request, from
 * the cache or the server, or a retry), then held; a background refresh of the same request
 * says nothing. Rows of another request shown at once from the cache while they reload behind
 * (`shown`, not `settled`) are said at once; their reload is a background refresh. `id` changes
 * with every announcement, even of the same words.
 */
export function useResultsAnnouncement({
  requestKey,
  settled,
  shown,
  ...inputs
}: Omit<HeardInputs, 'changeKey'> & {
  /** The request's own rows are in and nothing is fetched for them. */
  settled: boolean;
  /** The request's own rows are shown, maybe reloading behind. */
  shown: boolean;
}) {
  const [retries, setRetries] = useState(0);
  // Worked out in the render that shows the answer, from what was last said: state set after
  // the commit rendered the whole grid again before the rows were painted (2.5 ms of a
  // 1,000-row answer). Not state set while rendering: React 18 then gave the grid's ids
  // another path on the server than in the browser (a hydration mismatch).
  const said = useLastCommitted<Heard | null>(null);
  const changeKey = `${retries} ${requestKey}`;
  const retried = useCallback(() => setRetries((count) => count + 1), []);
  const last = said.read();
  // Another request's rows from the cache: a retry of the same one (Refresh) waits for its answer.
  const early = !settled && shown && last?.requestKey !== requestKey;
  const heard = settled || early ? nextHeard(last, { changeKey, requestKey, ...inputs }) : last;
  useClientLayoutEffect(() => said.write(heard));
  return { text: heard?.text ?? '', id: heard?.id ?? 0, retried };
}
