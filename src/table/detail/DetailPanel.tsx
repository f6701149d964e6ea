import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
} from 'react';
import type { Delivery } from '../../api/types';
import { type FocusLanding, landFocus } from '../../shared/focusLanding';
import { isTextEntry } from '../../shared/isTextEntry';
import { wrapTabWithin } from '../../shared/tabbables';
import { useClientLayoutEffect } from '../../shared/useClientLayoutEffect';
import { useGridContext } from '../gridContext';
import { DetailContent } from './DetailContent';
import { titleKeepingCode } from './detailTitle';
import { useDetailsAnnouncement } from './useDetailsAnnouncement';
import { useFollowOpenDelivery } from './useFollowOpenDelivery';
import { overridesShown } from '../../shared/overridesShown';
import { rowNameIn } from '../../grid/rows/rowName';
import { rowsHomeOrder } from '../rowsHome';

const noRows: readonly Delivery[] = [];

// Below this the panel is a sheet over the rows (a dialog), as the filter panel leaves its place.
const sheetQuery = '(max-width: 63.99rem)';
const subscribeToWidth = (onChange: () => void) => {
  const query = matchMedia(sheetQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

// Grids (by their root ref) whose details were just moved by a key from inside them: the
// next delivery's details take focus, though an inline panel moved to another row meanwhile.
const movedByKeys = new WeakSet<object>();

/**
 * The open delivery's details beside the rows: a `complementary` region named "Delivery DLV-…"
 * (under the rows where the columns would not fit beside it, a dialog over the rows on narrow
 * screens; a `region` when `inline`, under its row) with the host's `detail.render`, "Close
 * details". ArrowDown or J and ArrowUp or K open the next or previous delivery, turning the
 * page at either end (the look-ahead makes the next one instant), each move said politely
 * ("DLV-…, 3 of 25"); Escape closes it with focus back on the delivery's row.
 */
export function DetailPanel({ inline = false }: { inline?: boolean }) {
  const { grid, options, scrollRef, tableRef, rootRef, cards, store } = useGridContext();
  const { messages, details } = grid;
  const open = details?.openId ?? '';
  const rows = grid.rows ?? noRows;
  const index = details?.index ?? -1;
  const delivery = details?.delivery;
  useFollowOpenDelivery(grid);
  // Named by its id: a second row with a code is the delivery with that code too.
  const named = overridesShown(delivery ? rowNameIn(grid, delivery) : open);
  const narrow = useSyncExternalStore(
    subscribeToWidth,
    () => matchMedia(sheetQuery).matches,
    () => false,
  );
  // A narrow grid's cards have no room beside them either.
  const sheet = (narrow || cards) && !inline;
  // The delivery shown, not only its key: a next page may send another one under the key of
  // the row before (a code it repeats), whose details are a move and a new part of the host's.
  // Its insert time is the last one seen while it is off the page (a refresh took it away).
  const insertedAt = delivery && (Date.parse(delivery.insertTime) || delivery.insertTime);
  const [lastInsertedAt, setLastInsertedAt] = useState(insertedAt);
  if (insertedAt !== undefined && insertedAt !== lastInsertedAt) setLastInsertedAt(insertedAt);
  const shownDelivery = `${open} ${insertedAt ?? lastInsertedAt}`;
  const announcement = useDetailsAnnouncement(
    shownDelivery,
    index >= 0 ? messages.detailsPosition(named, index + 1, rows.length) : '',
  );
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const focusTitle = useCallback(() => titleRef.current?.focus({ preventScroll: true }), []);
  const bodyRef = useRef<HTMLDivElement>(null);
  // The host's part going with focus inside (another delivery's comes, or the notice of one not
  // on the page): the title takes it, unless the panel goes too.
  const onContentGone = useCallback(() => {
    if (bodyRef.current?.contains(document.activeElement))
      landFocus({ within: titleRef, order: [titleRef] });
  }, []);
  // The delivery's row or card, else (not on this page: a link opened it) the body's tab stop,
  // else (no rows, or none to focus) the table or the cards' "Sort by".
  const homeOf = (key: string): FocusLanding => {
    const row = cards ? 'li[data-key' : 'tbody tr[data-key';
    const first = [`${row}="${CSS.escape(key)}"]`, `${row}][tabindex="0"]`, `${row}][tabindex]`];
    return { within: scrollRef, order: [...first, ...rowsHomeOrder] };
  };
  // Where focus lands if the panel goes with focus inside, as of its last render.
  const home = useRef<FocusLanding | null>(null);
  useClientLayoutEffect(() => {
    home.current = homeOf(open);
  });
  // Focus inside as it goes: the delivery's row, or the body's tab stop, takes it (the host
  // closed the details), until the panel of the delivery opened instead takes it.
  useClientLayoutEffect(
    () => () => {
      const next = store.get().details?.openId;
      // Closed (by the host too): no move is waiting.
      if (next == null) movedByKeys.delete(rootRef);
      const region = titleRef.current?.closest('.dt-detail');
      if (!region?.contains(document.activeElement)) return;
      if (next != null) movedByKeys.add(rootRef);
      if (home.current) landFocus(home.current);
    },
    [rootRef, store],
  );

  // The open delivery's row, or its card where the grid shows cards (no table then).
  const openRow = () =>
    cards
      ? scrollRef.current?.querySelector<HTMLElement>(
          `.dt-cards > li[data-key="${CSS.escape(open)}"]`,
        )
      : tableRef.current?.querySelector<HTMLElement>(`tbody tr[data-index="${index}"]`);
  // Focus comes along from the row or card it was opened from, not from wherever a person went
  // while its code came (the search box, another row); a link opening it on load takes none.
  // After a key's move, only while focus is still lost or with the rows, where it landed.
  useEffect(() => {
    const active = document.activeElement;
    const lost = !active || active === document.body || scrollRef.current?.contains(active);
    if ((movedByKeys.delete(rootRef) && lost) || openRow()?.contains(active)) focusTitle();
    // Once, as the panel comes: its moves keep the focus inside.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rootRef]);
  // A move this panel shows itself (beside the rows it stays) spends the mark; another row a
  // person opens from itself (its button, Enter on it) takes focus in, as the first one did.
  useEffect(() => {
    movedByKeys.delete(rootRef);
    if (openRow()?.contains(document.activeElement)) focusTitle();
    // `openRow` reads the open key and the layout; this runs once a delivery is opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, rootRef]);

  // The open delivery's row in view, on a virtualized page too: scroll to where it will be
  // drawn, then to the row itself once it is (a few frames at most). A body drawn later (the
  // virtualized one's code on a slow network) starts the tries again, a few times at most, and
  // not once the person has scrolled away from where the tries left the rows.
  useEffect(() => {
    const scroller = scrollRef.current;
    if (index < 0 || !scroller) return;
    let frame = 0;
    let tries = 0;
    let rounds = 0;
    let placed = Number.NaN;
    const bodyDrawn = new MutationObserver(() => {
      if (tries < 30) return;
      if (rounds++ >= 3 || !(Math.abs(scroller.scrollTop - placed) <= 1))
        return bodyDrawn.disconnect();
      tries = 0;
      reveal();
    });
    const reveal = () => {
      const row = openRow();
      if (row) {
        bodyDrawn.disconnect();
        return row.scrollIntoView({ block: 'nearest' });
      }
      // A virtualized body scrolls what scrolls it (its box, the window) to the row; else the
      // box goes as far down as the row is in the page.
      const body = tableRef.current?.tBodies[0];
      const asked = new CustomEvent('dt-reveal-row', { detail: index, cancelable: true });
      if (rows.length > 0 && body?.dispatchEvent(asked) !== false)
        scroller.scrollTop = (scroller.scrollHeight * index) / rows.length;
      placed = scroller.scrollTop;
      if ((tries += 1) < 30) frame = requestAnimationFrame(reveal);
    };
    bodyDrawn.observe(scroller, { childList: true, subtree: true });
    reveal();
    return () => {
      cancelAnimationFrame(frame);
      bodyDrawn.disconnect();
    };
    // `openRow` reads the layout and the open key, which change with these.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [index, rows.length, tableRef, scrollRef, cards, open]);

  const close = () => {
    movedByKeys.delete(rootRef);
    details?.actions.close();
    const row = openRow();
    if (row) row.focus();
    else landFocus(homeOf(open));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.defaultPrevented) return;
    // The sheet covers the pager and rows below it: Tab goes round inside it, as in a dialog.
    if (sheet && event.key === 'Tab') return void wrapTabWithin(event.currentTarget, event);
    // Keys a person types into a field of the host's details are theirs, not the panel's.
    if (isTextEntry(event.nativeEvent)) return;
    // Ctrl+K, Cmd+J and the like are the browser's or the host's shortcuts, not a move.
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const step = { ArrowDown: 1, j: 1, ArrowUp: -1, k: -1 }[event.key] as 1 | -1 | undefined;
    if (event.key === 'Escape') close();
    else if (step) {
      movedByKeys.add(rootRef);
      if (step === 1) details?.actions.next();
      else details?.actions.previous();
    } else return;
    event.preventDefault();
  };

  // Under its row it is a region of the table's; beside the rows, complementary to them. One
  // element in both places: the width crossing keeps the host's fields and their focus.
  const Region = inline ? 'section' : 'div';
  return (
    <Region
      className="dt-detail"
      role={sheet ? 'dialog' : inline ? undefined : 'complementary'}
      aria-labelledby={titleId}
      aria-modal={sheet ? true : undefined}
      data-sheet={sheet ? '' : undefined}
      onKeyDown={onKeyDown}
    >
      <div className="dt-detail-header">
        <h2 id={titleId} ref={titleRef} className="dt-detail-title" tabIndex={-1}>
          {titleKeepingCode(messages.detailsLabel(named), named)}
        </h2>
        <button type="button" className="dt-button" onClick={close}>
          {messages.closeDetails}
        </button>
      </div>
      <p className="dt-visually-hidden" role="status">
        {announcement}
      </p>
      <div className="dt-detail-body" ref={bodyRef}>
        {delivery && options.detail ? (
          <DetailContent
            key={shownDelivery}
            describe={messages.detailsFailed}
            keepFocus={focusTitle}
            onGone={onContentGone}
          >
            {() => options.detail!.render(delivery)}
          </DetailContent>
        ) : (
          <p className="dt-notice">{messages.detailsNotShown(named)}</p>
        )}
      </div>
    </Region>
  );
}
