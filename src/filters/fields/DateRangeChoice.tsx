import { useFormContext, useWatch } from 'react-hook-form';
import type { DateRangeField } from '../../state/filterFields';
import {
  builtInDatePresetIds,
  usableDatePresets,
  type DatePreset,
} from '../../state/relativeDates/relativeBound';
import { resolveDateBound } from '../../state/relativeDates/resolveDateBound';
import { utcToWallClock } from '../logic/utcToWallClock';
import { customRangeChoice, type FilterFormValues } from '../logic/types';
import type { FilterPanelMessages } from '../messages';
import { cx } from '../../shared/cx';
import { FieldNotes } from './FieldNotes';

export interface DateRangeChoiceProps {
  id: string;
  range: DateRangeField;
  messages: FilterPanelMessages;
  timeZone: string | undefined;
  locale: string | undefined;
  datePresets: readonly DatePreset[] | undefined;
  /** Ids of text describing every date field (the time-zone note). */
  describedBy?: string;
  /** Told that a preset filled the range's dates (they hold a valid reading again). */
  onDatesFilled(): void;
  className?: string;
}

/**
 * A date range's choice as a labelled native select (one tab stop, the arrow keys and typing
 * pick): any time, a preset, or a custom range. A preset fills the range's dates with what it
 * stands for now and says so under the choice, in the grid's locale and zone; editing a date
 * makes the range custom. The preset itself is what gets applied, so it stays relative.
 */
export function DateRangeChoice({
  id,
  range,
  messages,
  timeZone,
  locale,
  datePresets,
  describedBy,
  onDatesFilled,
  className,
}: DateRangeChoiceProps) {
  const { register, setValue, control } = useFormContext<FilterFormValues>();
  const name = `ranges.${range.id}` as const;
  const choice = useWatch({ control, name });
  const hostPresets = usableDatePresets(datePresets);
  const options = { timeZone, ...(locale && { locale }), datePresets: hostPresets };
  const resolved = (token: string) => ({
    start: resolveDateBound(token, 'start', options),
    end: resolveDateBound(token, 'end', options),
  });
  const isPreset = choice !== '' && choice !== customRangeChoice;
  let hint: string | undefined;
  if (isPreset) {
    try {
      const { start, end } = resolved(choice);
      hint = messages.presetRange(
        new Intl.DateTimeFormat(locale, {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone,
        }).formatRange(new Date(start), new Date(end)),
      );
    } catch {
      hint = undefined;
    }
  }
  const hintId = hint ? `${id}-hint` : undefined;
  const registration = register(name);

  return (
    <div className={cx('dt-field', 'dt-range-choice', className)}>
      <label className="dt-label" htmlFor={id}>
        {messages[range.labelKey]}
      </label>
      <select
        {...registration}
        id={id}
        className="dt-input"
        aria-describedby={cx(hintId, describedBy) || undefined}
        onChange={(event) => {
          const next = event.target.value;
          const fill = (from: string, to: string) => {
            setValue(range.from, from, { shouldDirty: true });
            setValue(range.to, to, { shouldDirty: true });
            onDatesFilled();
          };
          if (next === '') fill('', '');
          else if (next !== customRangeChoice) {
            try {
              const { start, end } = resolved(next);
              fill(utcToWallClock(start, timeZone), utcToWallClock(end, timeZone));
            } catch {
              // A host's preset that cannot say its dates leaves them as they were.
            }
          }
          return registration.onChange(event);
        }}
      >
        <option value="">{messages.anyTime}</option>
        {builtInDatePresetIds.map((preset) => (
          <option key={preset} value={preset}>
            {messages.datePreset(preset)}
          </option>
        ))}
        {hostPresets.map((preset) => (
          <option key={preset.id} value={preset.id}>
            {preset.label}
          </option>
        ))}
        <option value={customRangeChoice}>{messages.customRange}</option>
      </select>
      <FieldNotes hintId={hintId} hint={hint} errorId={undefined} />
    </div>
  );
}
