import {
  memo,
  useMemo,
  useRef,
  type ComponentType,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import type { Delivery } from '../../api/types';
import type { DeliveriesGridBody } from '../../grid/gridView';
import type { DeliveriesRowNavigation } from '../../grid/navigation/rowNavigation';
import type { DeliveriesRowChanges } from '../../grid/refresh/rowChanges';
import { cx } from '../../shared/cx';
import { useLatestCallback } from '../../shared/useLatestCallback';
import type { RowColumn } from '../columns';
import { deliveryRowProps } from '../rowActivation';
import { changeOf } from '../rowsProps';
import { rowControls } from '../useFocusFollowsDelivery';
import { useModelSelector } from '../gridContext';
import { useCardMessages } from './cardMessages';
import { rovingKeys, useRovingRows } from '../useRovingRows';
import { SortBySelect } from './SortBySelect';

/** What the cards need of the grid: the same inputs as the table's body. */
export interface DeliveryCardsProps {
  deliveries: readonly Delivery[];
  rowKeys: readonly string[];
  navigation: DeliveriesRowNavigation;
  /** The table's columns, control columns included: the same cells, drawn in a card. */
  columns: readonly RowColumn[];
  content: DeliveriesGridBody;
  refreshing: boolean;
  busy: boolean;
  skeletonRowCount: number;
  empty: ReactNode;
  /** The name of the list, the table's ("Deliveries"). */
  label: string;
  /** "Select all on this page", when the grid selects. */
  pageCheckbox: ComponentType | undefined;
  onRowClick?: ((delivery: Delivery) => void) | undefined;
  onRowSelect?: ((delivery: Delivery, options?: { extend?: boolean }) => void) | undefined;
  changes: DeliveriesRowChanges | null;
  openKey?: string | null | undefined;
  /** The open delivery's details under its card (`detail.placement: 'inline'`). */
  detailRow?: { id: string; content: ReactNode } | undefined;
  newLabel: string;
  rowClassName?: string | undefined;
  cellClassName?: string | undefined;
  /** A delivery's code, its card's name. */
  codeOf: (delivery: Delivery) => string;
}

/**
 * The page as a list of cards, one a delivery: its first column as the title, the others as
 * labelled fields (the headers' words, the cells' formatting), its checkbox, "Show details" and
 * "Actions for …". Above them "Sort by", in place of the headers. One tab stop for the list:
 * the arrow keys move between cards as between rows (the model's navigation, by row key), and
 * ArrowRight and ArrowLeft along a card's controls.
 */
export function DeliveryCards(props: DeliveryCardsProps) {
  const { content, label, busy, pageCheckbox: PageCheckbox } = props;
  const messages = useCardMessages();
  const headers = useModelSelector((grid) => grid.columns.headers);
  // The fields' labels: the headers' words, by column id.
  const labels = useMemo(
    () => new Map(headers.map((header) => [header.column.id, header.label])),
    [headers],
  );
  return (
    <>
      <div className="dt-card-bar">
        {PageCheckbox && (
          <span className="dt-card-page-check">
            <PageCheckbox />
          </span>
        )}
        <SortBySelect messages={messages} />
      </div>
      {content === 'skeleton' ? (
        <ul className="dt-cards" data-state="loading" aria-hidden="true">
          {Array.from({ length: props.skeletonRowCount }, (_, index) => (
            <li key={index} className="dt-card dt-skeleton-card" />
          ))}
        </ul>
      ) : content === 'empty' ? (
        <div className="dt-empty">{props.empty}</div>
      ) : content === 'nothing' ? null : (
        <CardList {...props} labels={labels} cardName={messages.card} aria={{ label, busy }} />
      )}
    </>
  );
}

/** The cards as the body's keys find them (`useRovingRows`). */
const cards = 'li[data-key]';

function CardList({
  deliveries,
  rowKeys,
  navigation,
  columns,
  refreshing,
  onRowClick: onActivate,
  onRowSelect: onSelect,
  changes,
  openKey,
  detailRow,
  cardName,
  aria,
  ...rest
}: DeliveryCardsProps & {
  labels: ReadonlyMap<string, string>;
  cardName: (code: string) => string;
  aria: { label: string; busy: boolean };
}) {
  const listRef = useRef<HTMLUListElement>(null);
  const activate = useLatestCallback((delivery: Delivery) => onActivate?.(delivery));
  const select = useLatestCallback((delivery: Delivery, extend: boolean) =>
    onSelect?.(delivery, { extend }),
  );
  const roving = onActivate !== undefined || onSelect !== undefined || columns.some((c) => c.kind);
  const { onFocus } = useRovingRows(
    listRef,
    navigation,
    { rowKeys, columns },
    roving,
    false,
    cards,
  );
  const focusAt = (key: string, control: number) => {
    const card = listRef.current?.querySelector<HTMLElement>(`li[data-key="${CSS.escape(key)}"]`);
    (rowControls(card)[control] ?? card)?.focus();
  };
  // PageDown and PageUp move by the cards a phone shows at once.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) =>
    rovingKeys(navigation, 3, (to) => focusAt(to.key, to.control), cards)(event);
  return (
    <ul
      ref={listRef}
      className="dt-cards"
      role="list"
      aria-label={aria.label}
      aria-busy={aria.busy}
      data-state={refreshing ? 'refreshing' : 'idle'}
      onKeyDown={roving ? onKeyDown : undefined}
      onFocus={roving ? onFocus : undefined}
    >
      {deliveries.map((delivery, index) => {
        const key = rowKeys[index]!;
        return (
          <DeliveryCard
            // By position, as rows are: a new page updates each card's text and keeps its focus.
            key={index}
            delivery={delivery}
            deliveryKey={key}
            name={cardName(rest.codeOf(delivery))}
            columns={columns}
            labels={rest.labels}
            clickable={onActivate !== undefined}
            selectable={onSelect !== undefined}
            onActivate={activate}
            onSelect={select}
            roving={roving}
            change={changeOf(changes, key)}
            open={openKey === key}
            newLabel={rest.newLabel}
            details={detailRow?.id === key ? detailRow.content : undefined}
            className={rest.rowClassName}
            fieldClassName={rest.cellClassName}
          />
        );
      })}
    </ul>
  );
}

const DeliveryCard = memo(function DeliveryCard({
  delivery,
  deliveryKey,
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
      aria-label={name}
      {...deliveryRowProps(delivery, {
        deliveryKey,
        clickable,
        selectable,
        roving,
        change,
        open,
        onActivate,
        onSelect,
      })}
    >
      <div className="dt-card-head">
        {control('select')}
        {title && (
          <span
            className="dt-card-title"
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
            <dd dir={column.dir}>{column.render(delivery, deliveryKey)}</dd>
          </div>
        ))}
      </dl>
      {details}
    </li>
  );
});
