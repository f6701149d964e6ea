import { memo, type ReactNode } from 'react';
import type { Delivery } from '../../api/types';
import { cx } from '../../shared/cx';
import type { RowColumn } from '../columns';
import { rowActivation } from '../rowActivation';

/**
 * One delivery as a card: its first column as the title beside its checkbox, "Show details" and
 * "Actions for …", the other columns as labelled fields, then its details when open.
 */
export const DeliveryCard = memo(function DeliveryCard({
  delivery,
  deliveryKey,
  index,
  name,
  columns,
  labels,
  clickable,
  selectable,
  onActivate,
  onSelect,
  roving,
  change,
  open,
  newLabel,
  details,
  className,
  fieldClassName,
}: {
  delivery: Delivery;
  deliveryKey: string;
  /** Its place on the page: what the card's field menus read (cards are keyed by it). */
  index: number;
  name: string;
  columns: readonly RowColumn[];
  labels: ReadonlyMap<string, string>;
  clickable: boolean;
  selectable: boolean;
  onActivate: (delivery: Delivery) => void;
  onSelect: (delivery: Delivery, extend: boolean) => void;
  roving: boolean;
  change: 'new' | 'changed' | undefined;
  open: boolean;
  newLabel: string;
  details: ReactNode;
  className: string | undefined;
  fieldClassName: string | undefined;
}) {
  const data = columns.filter((column) => !column.kind);
  const [title, ...fields] = data;
  const control = (kind: RowColumn['kind']) =>
    columns.find((column) => column.kind === kind)?.render(delivery, deliveryKey);
  return (
    <li
      className={cx('dt-card', className)}
      data-key={deliveryKey}
      data-index={index}
      data-clickable={clickable ? 'true' : undefined}
      data-change={change}
      aria-label={name}
      aria-current={open ? 'true' : undefined}
      tabIndex={roving ? -1 : undefined}
      {...rowActivation(delivery, clickable, selectable, onActivate, onSelect)}
    >
      <div className="dt-card-head">
        {control('select')}
        {title && (
          <span
            className="dt-card-title"
            data-column={title.id}
            data-new={change === 'new' ? newLabel : undefined}
            dir={title.dir}
          >
            {title.render(delivery, deliveryKey)}
          </span>
        )}
        {control('detail')}
        {control('actions')}
      </div>
      <dl className="dt-card-fields">
        {fields.map((column) => (
          <div key={column.id} className={cx('dt-card-field', fieldClassName)}>
            <dt>{labels.get(column.id) ?? column.id}</dt>
            <dd dir={column.dir} data-column={column.id}>
              {column.render(delivery, deliveryKey)}
            </dd>
          </div>
        ))}
      </dl>
      {details}
    </li>
  );
});
