import { useId } from 'react';
import type { OrderBy } from '../../api/types';
import type { DeliveriesCardMessages } from '../../grid/cards/cardMessages';
import { sortKeyOf } from '../../state/columns/sortKey';
import { columnLabelOf } from '../../state/columns/columnLabel';
import { shallowEqual } from '../../shared/useStoreSelector';
import { useModelSelector } from '../gridContext';

/** A sort as the select's value: `key:order`, or empty for the server's order. */
const valueOf = (orderBy: OrderBy | null) => (orderBy ? `${orderBy.key}:${orderBy.order}` : '');

/**
 * "Sort by": the headers' sort as one select, each sortable column in both directions, through
 * the model's one sorting path (`sorting.actions.sortBy`): the request is the header's.
 */
export function SortBySelect({ messages }: { messages: DeliveriesCardMessages }) {
  const id = useId();
  const { headers, all, columnHeaders, orderBy, sortBy } = useModelSelector(
    (grid) => ({
      headers: grid.columns.headers,
      all: grid.columns.all,
      columnHeaders: grid.messages.columnHeaders,
      orderBy: grid.sorting.orderBy,
      sortBy: grid.sorting.actions.sortBy,
    }),
    shallowEqual,
  );
  const choices = headers.flatMap((header) => {
    const key = header.canSort ? sortKeyOf(header.column) : null;
    if (key === null) return [];
    return (['asc', 'desc'] as const).map((order) => ({
      value: valueOf({ key, order }),
      label: messages.sortOption(header.label, order),
    }));
  });
  const current = valueOf(orderBy);
  // A sort by a column not shown (hidden, a link, a saved view) stays a choice, named by the
  // column's header where the grid knows the column, else by its key.
  if (orderBy && !choices.some((choice) => choice.value === current)) {
    const column = all.find((known) => sortKeyOf(known) === orderBy.key);
    const label = column ? columnLabelOf(column, columnHeaders) : orderBy.key;
    choices.push({ value: current, label: messages.sortOption(label, orderBy.order) });
  }
  return (
    <span className="dt-sort-by">
      <label htmlFor={id}>{messages.sortBy}</label>
      <select
        id={id}
        className="dt-select"
        value={current}
        onChange={(event) => {
          const [key = '', order] = event.target.value.split(/:(?=[^:]*$)/);
          sortBy(key === '' ? null : { key, order: order === 'desc' ? 'desc' : 'asc' });
        }}
      >
        <option value="">{messages.serverOrder}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </span>
  );
}
