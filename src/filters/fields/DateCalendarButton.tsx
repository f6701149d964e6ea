import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useDisclosure } from '../../shared/useDisclosure';
import { useDirection } from '../../shared/useDirection';
import { cx } from '../../shared/cx';
import { dayIn } from '../../state/relativeDates/calendarDays';
import { firstDayOfWeek } from '../../state/relativeDates/firstDayOfWeek';
import { calendarKeyMove, calendarWeeks } from '../logic/calendarMonth';
import type { CalendarWords } from './DateField';

const dayPattern = /^\d{4}-\d{2}-\d{2}/;
const asDate = (day: string) => new Date(`${day}T12:00:00Z`);

/**
 * "Choose date" beside a date field: a small calendar popover, a grid of the month's days
 * walked with the arrow keys (mirrored right to left), Home and End, PageUp and PageDown
 * (Shift: a year); Enter or a click picks the day, Escape closes with focus back on the button.
 */
export function DateCalendarButton({
  fieldId,
  label,
  value,
  locale,
  timeZone,
  words,
  onPick,
}: {
  fieldId: string;
  label: string;
  /** The field's value: its day opens the calendar. */
  value: string;
  locale: string | undefined;
  timeZone: string | undefined;
  words: CalendarWords;
  onPick(day: string): void;
}) {
  const chosen = dayPattern.exec(value)?.[0];
  const [today, setToday] = useState('');
  const [focusDay, setFocusDay] = useState(chosen ?? '');
  const gridRef = useRef<HTMLTableElement>(null);
  const moved = useRef(false);
  const disclosure = useDisclosure<HTMLDivElement>({
    closeOnOutsidePointer: true,
    closeOnFocusOut: true,
    onOpenChange: (open) => {
      if (!open) return;
      // Opening starts on the field's day, else today in the grid's zone.
      const now = dayIn(Date.now(), timeZone);
      setToday(now);
      setFocusDay(chosen ?? now);
      moved.current = true;
    },
  });
  const direction = useDirection();
  const firstDay = firstDayOfWeek(locale);

  useEffect(() => {
    if (!moved.current || !disclosure.open) return;
    moved.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${focusDay}"]`)?.focus();
  });

  const shown = disclosure.open && focusDay !== '';
  const monthName = shown
    ? new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        asDate(focusDay),
      )
    : '';
  const weekdayName = (day: string, width: 'short' | 'long') =>
    new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(asDate(day));
  const fullDate = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
  const weeks = shown ? calendarWeeks(focusDay, firstDay) : [];
  const moveTo = (day: string) => {
    moved.current = true;
    setFocusDay(day);
  };
  const onGridKeys = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const next = calendarKeyMove(event.key, focusDay, {
      direction,
      firstDay,
      shiftKey: event.shiftKey,
    });
    if (!next) return;
    event.preventDefault();
    moveTo(next);
  };
  const pick = (day: string) => {
    onPick(day);
    disclosure.close({ focusToggle: true });
  };
  const shiftMonth = (months: number) => {
    const next = calendarKeyMove(months < 0 ? 'PageUp' : 'PageDown', focusDay, {
      direction,
      firstDay,
    });
    if (next) setFocusDay(next);
  };

  return (
    <div className="dt-calendar-anchor">
      <button
        type="button"
        className="dt-button dt-calendar-toggle"
        aria-label={words.chooseDate(label)}
        aria-haspopup="dialog"
        {...disclosure.toggleProps}
      >
        <svg className="dt-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <rect x="2.5" y="3.5" width="11" height="10" rx="1" />
          <path d="M2.5 6.5h11M5.5 2v3M10.5 2v3" />
        </svg>
      </button>
      {shown && (
        <div
          role="dialog"
          aria-label={words.calendar(monthName)}
          className="dt-calendar"
          data-field={fieldId}
          {...disclosure.contentProps}
        >
          <div className="dt-calendar-head">
            <button type="button" className="dt-button" onClick={() => shiftMonth(-1)}>
              <span aria-hidden="true">{direction === 'rtl' ? '›' : '‹'}</span>
              <span className="dt-visually-hidden">{words.previousMonth}</span>
            </button>
            <p className="dt-calendar-month" aria-live="polite">
              {monthName}
            </p>
            <button type="button" className="dt-button" onClick={() => shiftMonth(1)}>
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
                        onClick={() => pick(day)}
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
      )}
    </div>
  );
}
