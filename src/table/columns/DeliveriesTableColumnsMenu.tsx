import { memo, useState } from 'react';
import { arrangeColumns } from '../../state/arrangeColumns';
import { setColumnShown } from '../../state/setColumnShown';
import { canMove, listedColumns, moveListedColumn } from '../../state/columns/listedColumns';
import { defaultColumnSettings, type DeliveriesColumnSettings } from '../../state/columnSettings';
import { useDisclosure } from '../../shared/useDisclosure';
import { columnLabelOf } from '../../state/columns/columnLabel';
import type { DeliveriesTableMessages } from '../../grid/messages';
import type { DeliveryColumn } from '../../state/columns/deliveryColumn';

/**
 * "Columns": a popover region listing every column with a checkbox to show or hide it and
 * buttons to move it earlier or later (each move said in a polite status), and "Reset columns".
 * Escape, a click elsewhere or focus moving out closes it; focus goes back to the toggle on Escape. Memoized: a new page of rows does not render it.
 */
export const DeliveriesTableColumnsMenu = memo(function DeliveriesTableColumnsMenu({
  columns,
  settings,
  onChange,
  messages,
  defaultOpen = false,
}: {
  /** Open from the start: a press on the stand-in before this code came. */
  defaultOpen?: boolean;
  columns: readonly DeliveryColumn[];
  settings: DeliveriesColumnSettings;
  onChange: (settings: DeliveriesColumnSettings) => void;
  messages: DeliveriesTableMessages;
}) {
  const disclosure = useDisclosure<HTMLDivElement>({
    closeOnOutsidePointer: true,
    // Tabbing on to the headers must not leave the popover covering them.
    closeOnFocusOut: true,
    defaultOpen,
  });
  // Each move is said, the same words again included: keyed on a count.
  const [moved, setMoved] = useState({ count: 0, text: '' });
  const { open, contentId: id } = disclosure;

  const ordered = listedColumns(columns, settings);
  const shownIds = new Set(arrangeColumns(columns, settings).map((column) => column.id));

  return (
    <div className="dt-columns">
      <button type="button" className="dt-button dt-columns-toggle" {...disclosure.toggleProps}>
        {messages.columnsButton}
      </button>
      <div
        role="region"
        aria-label={messages.columnsButton}
        className="dt-columns-panel"
        {...disclosure.contentProps}
      >
        {/* Built when opened: nothing of it is drawn or kept while closed. */}
        {open && (
          <>
            <ul className="dt-columns-list">
              {ordered.map((column, index) => {
                const label = columnLabelOf(column, messages.columnHeaders);
                const shown = shownIds.has(column.id);
                const onlyShown = shown && shownIds.size === 1;
                const move = (by: -1 | 1) => {
                  onChange(moveListedColumn(columns, settings, column.id, by));
                  setMoved(({ count }) => ({
                    count: count + 1,
                    text: messages.columnMoved(label, index + 1 + by, ordered.length),
                  }));
                };
                return (
                  <li key={column.id} className="dt-columns-item">
                    <label className="dt-columns-check">
                      <input
                        type="checkbox"
                        checked={shown}
                        // Read-only rather than disabled: it stays in the tab order with its reason.
                        aria-readonly={onlyShown || undefined}
                        aria-describedby={onlyShown ? `${id}-last` : undefined}
                        onChange={(event) => {
                          if (onlyShown) return;
                          onChange(
                            setColumnShown(columns, settings, column.id, event.target.checked),
                          );
                        }}
                      />
                      <span dir="auto">{label}</span>
                    </label>
                    <MoveColumnButton
                      name={messages.moveColumnUp(label)}
                      atEnd={!canMove(columns, settings, column.id, -1)}
                      arrow="m3 10 5-5 5 5"
                      onMove={() => move(-1)}
                    />
                    <MoveColumnButton
                      name={messages.moveColumnDown(label)}
                      atEnd={!canMove(columns, settings, column.id, 1)}
                      arrow="m3 6 5 5 5-5"
                      onMove={() => move(1)}
                    />
                  </li>
                );
              })}
            </ul>
            <p id={`${id}-last`} className="dt-columns-note">
              {shownIds.size === 1 ? messages.lastShownColumn : null}
            </p>
            <button
              type="button"
              className="dt-button"
              onClick={() => onChange(defaultColumnSettings)}
            >
              {messages.resetColumns}
            </button>
          </>
        )}
      </div>
      <p className="dt-visually-hidden" role="status">
        <span key={moved.count}>{moved.text}</span>
      </p>
    </div>
  );
});

/** "Move X up" or "down": aria-disabled, not disabled, at an end, so focus stays on it. */
function MoveColumnButton({
  name,
  atEnd,
  arrow,
  onMove,
}: {
  name: string;
  atEnd: boolean;
  /** The arrow's SVG path. */
  arrow: string;
  onMove: () => void;
}) {
  return (
    <button
      type="button"
      className="dt-button dt-icon-button"
      aria-label={name}
      aria-disabled={atEnd || undefined}
      onClick={() => !atEnd && onMove()}
    >
      <svg
        className="dt-icon"
        viewBox="0 0 16 16"
        width="16"
        height="16"
        aria-hidden="true"
        focusable="false"
      >
        <path d={arrow} />
      </svg>
    </button>
  );
}
