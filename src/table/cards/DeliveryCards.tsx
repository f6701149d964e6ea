import {
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import type { Delivery } from '../../api/types';
import type { DeliveriesGridBody } from '../../grid/gridView';
import { useLatestCallback } from '../../shared/useLatestCallback';
import { changeOf } from '../rowsProps';
import { rowControls, useFocusFollowsDelivery } from '../useFocusFollowsDelivery';
import { useGridParts, useModelSelector, useTableSelector } from '../gridContext';
import { DeliveriesColumnError, DeliveriesTableBodyBoundary } from '../DeliveriesTableBodyBoundary';
import type { DeliveriesTableRowsProps } from '../rowsProps';
import { selectionParts, usesSelectionParts } from '../selection/lazySelection';
import { useOnDemandModule } from '../../shared/onDemandModule';
import { shallowEqual } from '../../shared/useStoreSelector';
import { useCardMessages } from './cardMessages';
import { rovingKeys, useRovingRows } from '../useRovingRows';
import { useDirection } from '../../shared/useDirection';
import { SortBySelect } from './SortBySelect';
import { CellFilterMenusOnDemand } from '../filterHelpOnDemand';
import { cellFilterRow } from '../cellFilters/cellFilterRow';
import { DeliveryCard } from './DeliveryCard';
import { revealAbovePager } from './revealAbovePager';
import { usePagerRoom } from './usePagerRoom';
import { rowName } from '../../grid/rows/rowName';

/** What the cards need of the grid: the inputs of the table's body. */
export type DeliveryCardsProps = Omit<
  DeliveriesTableRowsProps,
  'clickable' | 'onActivate' | 'selectable' | 'onSelect' | 'roving'
> & {
  content: DeliveriesGridBody;
  empty: ReactNode;
  onRowClick?: ((delivery: Delivery) => void) | undefined;
  onRowSelect?: ((delivery: Delivery, options?: { extend?: boolean }) => void) | undefined;
  /** Some fields offer "Only this" (`offersCellFilters`): cards take focus to reach their menus. */
  cellFilters?: boolean;
};

/** Runs `then` after `count` frames. */
const afterFrames = (count: number, then: () => void): void =>
  void requestAnimationFrame(() => (count > 1 ? afterFrames(count - 1, then) : then()));

/** The cards as the body's keys find them (`useRovingRows`). */
const cards = 'li[data-key]';

/**
 * The page as a list of cards, one a delivery: its first column as the title, the others as
 * labelled fields (the headers' words, the cells' formatting), its checkbox, "Show details" and
 * "Actions for …". Above them "Sort by", in place of the headers. One tab stop for the list:
 * the arrow keys move between cards as between rows (the model's navigation, by row key), and
 * ArrowRight and ArrowLeft along a card's controls.
 */
export function DeliveryCards(props: DeliveryCardsProps) {
  const { content } = props;
  const messages = useCardMessages();
  const { headers, pageSize, busy, label, codeOf, tableMessages } = useModelSelector(
    (grid) => ({
      headers: grid.columns.headers,
      pageSize: grid.query.state.pageSize,
      busy: grid.query.isFetching,
      label: grid.messages.tableLabel,
      codeOf: grid.getRowId,
      tableMessages: grid.messages,
    }),
    shallowEqual,
  );
  const selecting = useTableSelector((frame) => usesSelectionParts(frame.options).selecting);
  const selection = useOnDemandModule(selectionParts, selecting);
  // The fields' labels: the headers' words, by column id.
  const labels = useMemo(
    () => new Map(headers.map((header) => [header.column.id, header.label])),
    [headers],
  );
  // Here, not in the list: placeholders drawn while a page loads replace the list, and focus in
  // it, and it comes back to the delivery focused (the model's navigation) with the cards.
  const listRef = useRef<HTMLUListElement>(null);
  const focusAt = (key: string, control: number) => {
    const card = listRef.current?.querySelector<HTMLElement>(`li[data-key="${CSS.escape(key)}"]`);
    const target = rowControls(card)[control] ?? card;
    target?.focus();
    // Scrolled to past cards not drawn yet (cards.css), at their estimated height: once they are
    // drawn, two frames on, the focused one may stand a few pixels past the edge.
    if (target)
      afterFrames(
        2,
        () => document.activeElement === target && target.scrollIntoView({ block: 'nearest' }),
      );
  };
  useFocusFollowsDelivery(listRef, props.rowKeys, props.navigation, focusAt, cards);
  usePagerRoom(useGridParts().rootRef);
  return (
    <>
      <div className="dt-card-bar">
        {selection && <selection.PageCheckbox />}
        <SortBySelect messages={messages} />
      </div>
      <DeliveriesTableBodyBoundary
        resetKeys={[props.deliveries, props.columns]}
        columnCount={0}
        cards
        // The column that broke, or the rows, as the table's body says it.
        describe={(failure) =>
          failure instanceof DeliveriesColumnError
            ? tableMessages.columnFailed(failure.columnLabel, failure.message)
            : tableMessages.rowsFailed(String(failure instanceof Error ? failure.message : failure))
        }
      >
        {content === 'skeleton' ? (
          <ul className="dt-cards" data-state="loading" aria-hidden="true">
            {Array.from({ length: Math.min(pageSize, 4) }, (_, index) => (
              <li key={index} className="dt-card dt-skeleton-card" />
            ))}
          </ul>
        ) : content === 'empty' ? (
          <div className="dt-empty">{props.empty}</div>
        ) : content === 'nothing' ? null : (
          <CardList
            {...props}
            listRef={listRef}
            focusAt={focusAt}
            labels={labels}
            codeOf={codeOf}
            cardName={messages.card}
            unnamedRow={tableMessages.unnamedRow}
            aria={{ label, busy }}
          />
        )}
      </DeliveriesTableBodyBoundary>
    </>
  );
}

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
  cellFilters = false,
  listRef,
  focusAt,
  ...rest
}: DeliveryCardsProps & {
  listRef: RefObject<HTMLUListElement | null>;
  focusAt: (key: string, control: number) => void;
  labels: ReadonlyMap<string, string>;
  codeOf: (delivery: Delivery) => string;
  cardName: (code: string) => string;
  unnamedRow: (position: number) => string;
  aria: { label: string; busy: boolean };
}) {
  const activate = useLatestCallback((delivery: Delivery) => onActivate?.(delivery));
  const select = useLatestCallback((delivery: Delivery, extend: boolean) =>
    onSelect?.(delivery, { extend }),
  );
  const roving =
    onActivate !== undefined ||
    onSelect !== undefined ||
    cellFilters ||
    columns.some((c) => c.kind);
  // The card a pointer is over or focus is in draws its fields' filter menus, as rows do.
  const [menusCard, setMenusCard] = useState<HTMLElement | null>(null);
  const seeCard = (event: SyntheticEvent) =>
    setMenusCard((shown) => cellFilterRow(shown, event, cards));
  const { onFocus } = useRovingRows(
    listRef,
    navigation,
    { rowKeys, columns },
    roving,
    false,
    cards,
  );
  const direction = useDirection();
  // PageDown and PageUp move by the cards a phone shows at once.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) =>
    rovingKeys(navigation, 3, direction, (to) => focusAt(to.key, to.control), cards)(event);
  return (
    <ul
      ref={listRef}
      className="dt-cards"
      role="list"
      aria-label={aria.label}
      aria-busy={aria.busy}
      data-state={refreshing ? 'refreshing' : 'idle'}
      onKeyDown={roving ? onKeyDown : undefined}
      onFocus={(event) => {
        revealAbovePager(event.target);
        if (!roving) return;
        onFocus(event);
        if (cellFilters) seeCard(event);
      }}
      onPointerOver={cellFilters ? seeCard : undefined}
      onPointerMove={cellFilters ? seeCard : undefined}
    >
      {deliveries.map((delivery, index) => {
        const key = rowKeys[index]!;
        return (
          <DeliveryCard
            // By position, as rows are: a new page updates each card's text and keeps its focus.
            key={index}
            delivery={delivery}
            deliveryKey={key}
            index={index}
            name={cardName(rowName(rest.codeOf(delivery), () => index + 1, rest.unnamedRow))}
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
      {cellFilters && menusCard && <CellFilterMenusOnDemand row={menusCard} columns={columns} />}
    </ul>
  );
}
