import type { ReactNode } from 'react';
import type { Delivery } from '../../api/types';
import type { RowColumn } from '../columns';
import { cx } from '../../shared/cx';
import { useModelSelector, useTableSelector } from '../gridContext';
import { RowActionsMenu } from './RowActionsMenu';
import { PageCheckbox, RowCheckbox } from './SelectionCheckboxes';

const control = (
  kind: 'select' | 'actions',
  render: (delivery: Delivery, rowKey: string) => ReactNode,
) => ({
  id: kind === 'select' ? '$select' : '$actions',
  align: 'start' as const,
  dir: undefined,
  kind,
  render,
});

/** The checkbox column first and the row actions column last, around the data columns. */
export function withControlColumns(
  columns: readonly RowColumn[],
  selecting: boolean,
  rowActions: boolean,
): readonly RowColumn[] {
  return [
    ...(selecting ? [control('select', (delivery) => <RowCheckbox delivery={delivery} />)] : []),
    ...columns,
    ...(rowActions
      ? [
          control('actions', (delivery, rowKey) => (
            <RowActionsMenu delivery={delivery} rowKey={rowKey} />
          )),
        ]
      : []),
  ];
}

/** The header cell of a control column: the page checkbox, or the actions column's name. */
export function ControlHeaderCell({ kind }: { kind: 'select' | 'actions' }) {
  const label = useModelSelector((grid) => grid.messages.rowActionsHeader);
  const className = useTableSelector((frame) => frame.options.classNames?.headerCell);
  return (
    <th scope="col" className={cx('dt-th', className)} data-kind={kind}>
      {kind === 'select' ? <PageCheckbox /> : <span className="dt-visually-hidden">{label}</span>}
    </th>
  );
}
