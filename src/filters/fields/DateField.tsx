import { useEffect, useRef, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { FieldNotes } from './FieldNotes';
import { cx } from '../../shared/cx';
import type { FilterFormValues } from '../logic/types';
import { isRelativeBound } from '../../state/relativeDates/relativeBound';
import { dateEntryFormat } from '../../state/typedDates/dateEntryFormat';
import {
  formatTypedDate,
  parseTypedDate,
  type RelativeDayWords,
  type TypedDate,
  type TypedDateProblem,
} from '../../state/typedDates/parseTypedDate';
import type { TypedDateExpected } from '../messages';
import { DateCalendarButton, type CalendarWords } from './DateCalendarButton';

type DatePath =
  'insertFrom' | 'insertTo' | 'requestedFrom' | 'requestedTo' | `advancedFilters.${number}.data`;

export interface DateFieldProps {
  id: string;
  /** The form path the field holds: a wall-clock reading (`2026-11-25T14:30`) or a relative token. */
  name: DatePath;
  label: string;
  /** The grid's locale: the order of day, month and year, and the clock, a person types in. */
  locale: string | undefined;
  /** The other bound of its range, checked again when this one changes (their order). */
  partner?: DatePath | undefined;
  /** A range's "to": a day picked with no time typed is the whole day (its last minute). */
  end?: boolean | undefined;
  /** The grid's zone: the calendar's today. */
  timeZone: string | undefined;
  /** Whether `today`, `yesterday` and `-7d` may be typed (kept relative). */
  relative: boolean;
  /** The person's words for today and yesterday, read besides the English ones. */
  dayWords?: RelativeDayWords | undefined;
  /** Words for text that is no date. */
  describeProblem(problem: TypedDateProblem, typed: string, expected: TypedDateExpected): string;
  /** Told the words for text it cannot read as a date, or `undefined` once it can. */
  onBadInputChange(problem: string | undefined): void;
  /** The moment a relative token stands for now, written for the hint (`Now: …`). */
  describeRelative?: ((token: string) => string | undefined) | undefined;
  /** Words of the calendar; without them there is no calendar. */
  calendar?: CalendarWords | undefined;
  error?: string | undefined;
  /** Ids of text describing every date field (the time-zone note). */
  describedBy?: string;
  /** Told of each edit a person makes (a preset's range becomes a custom one). */
  onEdit?(): void;
  className?: string | undefined;
}

/**
 * A date typed in the person's format: one text input (one tab stop) that reads
 * `25/11/2026 14:30` in en-GB, `25.11.2026, 14:30` in de-DE, `11/25/2026, 2:30 PM` in en-US,
 * ISO 8601 anywhere, and `today`, `yesterday`, `-7d`, `today 06:00` (kept relative). The form
 * holds what it reads; on blur the text is written back in the locale's format, and text it
 * cannot read is named under the field, never dropped.
 */
export function DateField({
  id,
  name,
  partner,
  end,
  label,
  locale,
  timeZone,
  relative,
  dayWords,
  describeProblem,
  onBadInputChange,
  describeRelative,
  calendar,
  error,
  describedBy,
  onEdit,
  className,
}: DateFieldProps) {
  const { control } = useFormContext<FilterFormValues>();
  const {
    field: { ref: inputRef, name: inputName, value: heldValue, onChange, onBlur },
  } = useController({ control, name, ...(partner && { rules: { deps: [partner] } }) });
  const value = typeof heldValue === 'string' ? heldValue : '';
  const format = dateEntryFormat(locale);
  const [text, setText] = useState(() => formatTypedDate(value, format, dayWords));
  // Whether what was typed is named as unreadable (on blur); worded for the field's place now.
  const [named, setNamed] = useState(false);
  const [calendarOpen, setCalendarOpen] = useState(false);
  // The value this field last wrote: another value comes from outside (a preset, a reset).
  const written = useRef(value);
  // What was typed and could not be read, as last reported: said again in a new language's
  // words; forgotten with the text (a value from outside, a day picked, the field gone).
  const reported = useRef<{ typed: string; words: string } | null>(null);
  useEffect(() => {
    if (value === written.current) return;
    written.current = value;
    setText(formatTypedDate(value, format, dayWords));
    setNamed(false);
    reported.current = null;
    onBadInputChange(undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a value from outside is shown
  }, [value]);
  // Text is written in one locale's order and words: read in another's, 03/04/2026 would turn
  // from 4 March into 3 April. What it held is written again in the new one's; text no date
  // could be read from stays as typed.
  const shownIn = useRef({ format, dayWords });
  useEffect(() => {
    const before = shownIn.current;
    shownIn.current = { format, dayWords };
    if (parseTypedDate(text, before.format, before.dayWords).kind === 'problem') return;
    setText(formatTypedDate(value, format, dayWords));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new locale or its words
  }, [format, dayWords?.today, dayWords?.yesterday]);
  const read = (typed: string): TypedDate => {
    const parsed = parseTypedDate(typed, format, dayWords);
    return parsed.kind === 'relative' && !relative
      ? { kind: 'problem', problem: 'unreadable' }
      : parsed;
  };
  const wordsFor = (typed: string) => {
    const parsed = read(typed);
    return parsed.kind === 'problem'
      ? describeProblem(parsed.problem, typed.trim(), format)
      : undefined;
  };
  // What this field cannot read is its own: forgotten when it goes (its advanced row removed or
  // no longer a date), and said again at its new place when a row above it goes.
  useEffect(() => {
    const words = wordsFor(text);
    if (words) {
      reported.current = { typed: text, words };
      onBadInputChange(words);
    }
    return () => {
      reported.current = null;
      onBadInputChange(undefined);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the field's name is its place
  }, [name]);
  useEffect(() => {
    const was = reported.current;
    const words = was && wordsFor(was.typed);
    if (!was || !words || words === was.words) return;
    reported.current = { typed: was.typed, words };
    onBadInputChange(words);
  });
  const commit = (typed: string) => {
    const parsed = read(typed);
    const next = parsed.kind === 'empty' ? '' : parsed.kind === 'problem' ? typed : parsed.value;
    const words = wordsFor(typed);
    reported.current = words ? { typed, words } : null;
    onBadInputChange(words);
    written.current = next;
    onChange(next);
    return { parsed, words };
  };

  const problem = named ? wordsFor(text) : undefined;
  const shownError = error ?? problem;
  const errorId = shownError ? `${id}-error` : undefined;
  const hint = isRelativeBound(value) && !problem ? describeRelative?.(value) : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div
      className={cx('dt-field', 'dt-date-field', className)}
      data-invalid={shownError ? '' : undefined}
    >
      <label className="dt-label" htmlFor={id}>
        {label}
      </label>
      <div className="dt-date-entry">
        <input
          ref={inputRef}
          id={id}
          name={inputName}
          className="dt-input"
          type="text"
          autoComplete="off"
          spellCheck={false}
          placeholder={format.pattern}
          value={text}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={cx(errorId, hintId, describedBy) || undefined}
          aria-keyshortcuts={calendar ? 'Alt+ArrowDown' : undefined}
          onKeyDown={(event) => {
            // As a native date field: Alt+ArrowDown opens the calendar.
            if (calendar && event.altKey && event.key === 'ArrowDown') {
              event.preventDefault();
              setCalendarOpen(true);
            }
          }}
          onChange={(event) => {
            setText(event.target.value);
            onEdit?.();
            const { words } = commit(event.target.value);
            // A problem is named on blur, not while a person is still typing; a fix clears it.
            if (!words) setNamed(false);
          }}
          onBlur={() => {
            const { parsed, words } = commit(text);
            if (parsed.kind === 'date' || parsed.kind === 'relative') {
              setText(formatTypedDate(parsed.value, format, dayWords));
            }
            setNamed(!!words);
            onBlur();
          }}
        />
        {calendar && (
          <DateCalendarButton
            open={calendarOpen}
            onOpenChange={setCalendarOpen}
            fieldId={id}
            label={label}
            value={value}
            locale={locale}
            timeZone={timeZone}
            words={calendar}
            onPick={(day) => {
              // A picked day keeps the time already typed (`…T06:00`, `today 06:00`, to the
              // minute), else starts at midnight, or as a "to" takes the whole day, as a day
              // typed alone does.
              const time =
                /[T ](\d\d:\d\d)(?::[\d.]+)?$/.exec(value)?.[1] ?? (end ? '23:59' : '00:00');
              const next = `${day}T${time}`;
              onEdit?.();
              written.current = next;
              onChange(next);
              setText(formatTypedDate(next, format, dayWords));
              setNamed(false);
              reported.current = null;
              onBadInputChange(undefined);
            }}
          />
        )}
      </div>
      <FieldNotes hintId={hintId} hint={hint} errorId={errorId} error={shownError} />
    </div>
  );
}
