import { useCallback, useState } from 'react';
import { useLastCommitted } from '../shared/useLastCommitted';
import { useClientLayoutEffect } from '../shared/useClientLayoutEffect';
import type { DeliveriesRequest, OrderBy } from '../api/types';
import { columnLabelOf } from '../state/columns/columnLabel';
import type { DeliveryColumn } from '../state/columns/deliveryColumn';
import { sortKeyOf } from '../state/columns/sortKey';
import { announcementOf } from './gridView';
import type { DeliveriesRowChanges } from './refresh/rowChanges';
import type { DeliveriesTableMessages } from './messages';

interface Heard {
  /** The request and retry it answered: a new one of either is a new change to announce. */
  changeKey: string;
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
  { changeKey, changes, orderBy, rowCount, pageNumber, columns, messages }: HeardInputs,
): Heard | null {
  const changed =
    changes && changes !== previous?.changes
      ? messages.rowChanges(changes.added.size, changes.changed.size)
      : '';
  if (previous?.changeKey === changeKey) {
    // A background refresh says only what it changed.
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
    changes,
    orderBy,
    id: (previous?.id ?? 0) + 1,
    text: changed ? `${changed}. ${results}` : results,
  };
}

interface HeardInputs {
  changeKey: string;
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
 * says nothing. `id` changes with every announcement, even of the same words.
 */
export function useResultsAnnouncement({
  request,
  settled,
  ...inputs
}: Omit<HeardInputs, 'changeKey'> & { request: DeliveriesRequest; settled: boolean }) {
  const [retries, setRetries] = useState(0);
  // Worked out in the render that shows the answer, from what was last said: state set after
  // the commit rendered the whole grid again before the rows were painted (2.5 ms of a
  // 1,000-row answer). Not state set while rendering: React 18 then gave the grid's ids
  // another path on the server than in the browser (a hydration mismatch).
  const said = useLastCommitted<Heard | null>(null);
  const changeKey = `${retries} ${JSON.stringify(request)}`;
  const retried = useCallback(() => setRetries((count) => count + 1), []);
  const heard = settled ? nextHeard(said.read(), { changeKey, ...inputs }) : said.read();
  useClientLayoutEffect(() => said.write(heard));
  return { text: heard?.text ?? '', id: heard?.id ?? 0, retried };
}
