import type { RowColumn } from '../columns';
import { useModelSelector } from '../gridContext';
import { ShowDetailsButton } from './ShowDetailsButton';

/** The "Show details" column, before the row actions column (the last) or last. */
export function withDetailColumn(columns: readonly RowColumn[]): readonly RowColumn[] {
  const column: RowColumn = {
    id: '$detail',
    align: 'start',
    dir: undefined,
    kind: 'detail',
    render: (delivery) => <ShowDetailsButton delivery={delivery} />,
  };
  const actions = columns.at(-1)?.kind === 'actions';
  return actions ? [...columns.slice(0, -1), column, columns.at(-1)!] : [...columns, column];
}

/** The "Show details" column's header cell, named for screen readers only. */
export function DetailHeaderCell() {
  const label = useModelSelector((grid) => grid.messages.showDetails);
  return (
    <th scope="col" className="dt-th" data-kind="detail">
      <span className="dt-visually-hidden">{label}</span>
    </th>
  );
}
