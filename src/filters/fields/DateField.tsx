import type { ChangeEvent, FocusEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldNotes } from './FieldNotes';
import { cx } from '../../shared/cx';
import { latestDateTime, leaveDateFieldOnTab } from './dateFieldKeys';

export interface DateFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  /** Told whether the input holds text the browser cannot read as a date (half-typed). */
  onBadInputChange(bad: boolean): void;
  error?: string;
  /** Ids of text describing every date field (the time-zone note). */
  describedBy?: string;
  /** Told of each edit a person makes (a preset's range becomes a custom one). */
  onEdit?(): void;
  className?: string;
}

/**
 * A `datetime-local` input registered with react-hook-form. A half-typed date reads as `''`
 * to scripts, so its `validity.badInput` is reported to be named as "not a valid date". One tab
 * stop: the arrow keys move between its parts (`leaveDateFieldOnTab`).
 */
export function DateField({
  id,
  label,
  registration,
  onBadInputChange,
  error,
  describedBy,
  onEdit,
  className,
}: DateFieldProps) {
  const errorId = error ? `${id}-error` : undefined;
  const report = (event: ChangeEvent<HTMLInputElement> | FocusEvent<HTMLInputElement>) =>
    onBadInputChange(event.target.validity.badInput);
  return (
    <div className={cx('dt-field', className)} data-invalid={error ? '' : undefined}>
      <label className="dt-label" htmlFor={id}>
        {label}
      </label>
      <input
        {...registration}
        id={id}
        className="dt-input"
        type="datetime-local"
        max={latestDateTime}
        onKeyDown={leaveDateFieldOnTab}
        aria-invalid={error ? true : undefined}
        aria-describedby={cx(errorId, describedBy) || undefined}
        onChange={(event) => {
          report(event);
          onEdit?.();
          return registration.onChange(event);
        }}
        onBlur={(event) => {
          report(event);
          return registration.onBlur(event);
        }}
      />
      <FieldNotes errorId={errorId} error={error} />
    </div>
  );
}
