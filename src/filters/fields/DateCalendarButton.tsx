import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useDisclosure } from '../../shared/useDisclosure';
import { useDirection } from '../../shared/useDirection';
import { cx } from '../../shared/cx';
import { dayIn } from '../../state/relativeDates/calendarDays';
import { firstDayOfWeek } from '../../state/relativeDates/firstDayOfWeek';
import { calendarKeyMove, calendarWeeks } from '../logic/calendarMonth';

/** The calendar's words, from the filter messages. */
export interface CalendarWords {
  chooseDate: (fieldLabel: string) => string;
  calendar: (month: string) => string;
  previousMonth: string;
  nextMonth: string;
}

const dayPattern = /^\d{4}-\d{2}-\d{2}/;
const asDate = (day: string) => new Date(`${day}T12:00:00Z`);

interface CalendarProps {
  label: string;
  /** The field's value: its day opens the calendar. */
  value: string;
  locale: string | undefined;
  timeZone: string | undefined;
  words: CalendarWords;
  onPick(day: string): void;
}

/**
 * "Choose date" beside a date field: a small calendar popover. The button is no tab stop of its
 * own (one stop per field): the field opens it with Alt+ArrowDown, as a native date field does,
 * and a pointer with a click. Controlled by the field (`open`).
 */
export function DateCalendarButton({
  open,
  onOpenChange,
  fieldId,
  ...calendar
}: CalendarProps & { open: boolean; onOpenChange(open: boolean): void; fieldId: string }) {
  const disclosure = useDisclosure<HTMLDivElement>({
    open,
    onOpenChange,
    closeOnOutsidePointer: true,
    closeOnFocusOut: true,
  });
  return (
    <div className="dt-calendar-anchor">
      <button
        type="button"
        className="dt-button dt-calendar-toggle"
        aria-label={calendar.words.chooseDate(calendar.label)}
        aria-haspopup="dialog"
        tabIndex={-1}
        {...disclosure.toggleProps}
      >
        <svg
          className="dt-icon"
          viewBox="0 0 16 16"
          width="16"
          height="16"
          aria-hidden="true"
          focusable="false"
        >
          <rect x="2.5" y="3.5" width="11" height="10" rx="1" />
          <path d="M2.5 6.5h11M5.5 2v3M10.5 2v3" />
        </svg>
      </button>
      {disclosure.open && (
        <CalendarPopover
          {...calendar}
          contentProps={disclosure.contentProps}
          onClose={() => {
            // Back to the field, the tab stop the calendar belongs to.
            disclosure.close();
            document.getElementById(fieldId)?.focus();
          }}
          onPick={(day) => {
            calendar.onPick(day);
            disclosure.close();
            document.getElementById(fieldId)?.focus();
          }}
        />
      )}
    </div>
  );
}

/**
 * The month's days as a grid, walked with the arrow keys (mirrored right to left), Home and End,
 * PageUp and PageDown (Shift: a year); Enter or a click picks the day, Escape closes. Mounted
 * on opening, so it starts on the field's day, else today in the grid's zone.
 */
function CalendarPopover({
  value,
  locale,
  timeZone,
  words,
  onPick,
  onClose,
  contentProps,
}: CalendarProps & {
  onClose(): void;
  contentProps: ReturnType<typeof useDisclosure<HTMLDivElement>>['contentProps'];
}) {
  const chosen = dayPattern.exec(value)?.[0];
  const [today] = useState(() => dayIn(Date.now(), timeZone));
  const [focusDay, setFocusDay] = useState(chosen ?? today);
  const gridRef = useRef<HTMLTableElement>(null);
  const moved = useRef(true);
  const direction = useDirection();
  const firstDay = firstDayOfWeek(locale);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${focusDay}"]`)?.focus();
  });

  const monthName = new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(asDate(focusDay));
  const weekdayName = (day: string, width: 'short' | 'long') =>
    new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(asDate(day));
  const fullDate = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
  const weeks = calendarWeeks(focusDay, firstDay);
  const onGridKeys = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const next = calendarKeyMove(event.key, focusDay, {
      direction,
      firstDay,
      shiftKey: event.shiftKey,
    });
    if (!next) return;
    event.preventDefault();
    moved.current = true;
    setFocusDay(next);
  };
  const shiftMonth = (key: 'PageUp' | 'PageDown') => {
    const next = calendarKeyMove(key, focusDay, { direction, firstDay });
    if (next) setFocusDay(next);
  };

  return (
    <div
      role="dialog"
      aria-label={words.calendar(monthName)}
      className="dt-calendar"
      {...contentProps}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return contentProps.onKeyDown(event);
        event.preventDefault();
        // The grid or a host's dialog around it keeps its own Escape for a second press.
        event.stopPropagation();
        onClose();
      }}
    >
      <div className="dt-calendar-head">
        <button type="button" className="dt-button" onClick={() => shiftMonth('PageUp')}>
          <span aria-hidden="true">{direction === 'rtl' ? '›' : '‹'}</span>
          <span className="dt-visually-hidden">{words.previousMonth}</span>
        </button>
        <p className="dt-calendar-month" aria-live="polite">
          {monthName}
        </p>
        <button type="button" className="dt-button" onClick={() => shiftMonth('PageDown')}>
          <span aria-hidden="true">{direction === 'rtl' ? '‹' : '›'}</span>
          <span className="dt-visually-hidden">{words.nextMonth}</span>
        </button>
      </div>
      <table ref={gridRef} role="grid" aria-label={monthName} onKeyDown={onGridKeys}>
        <thead>
          <tr>
            {weeks[0]?.map((day) => (
              <th key={day} scope="col" abbr={weekdayName(day, 'long')}>
                {weekdayName(day, 'short')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => (
                <td key={day} aria-selected={day === chosen}>
                  <button
                    type="button"
                    tabIndex={day === focusDay ? 0 : -1}
                    data-day={day}
                    aria-label={fullDate.format(asDate(day))}
                    aria-current={day === today ? 'date' : undefined}
                    className={cx(
                      'dt-calendar-day',
                      day.slice(0, 7) !== focusDay.slice(0, 7) && 'dt-calendar-outside',
                    )}
                    onClick={() => onPick(day)}
                  >
                    {Number(day.slice(8))}
                  </button>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
