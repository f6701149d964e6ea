import { get, useFormContext, useWatch, type FieldError } from 'react-hook-form';
import { fieldId } from '../formErrors';
import { changeAdvancedRowField } from '../logic/changeAdvancedRowField';
import type { AdvancedFilterConfig } from '../logic/createAdvancedRow';
import type { FilterFormValues } from '../logic/types';
import type { FilterPanelMessages } from '../messages';
import { DateField } from './DateField';
import { FieldNotes } from './FieldNotes';
import { operatorsOf } from '../../state/advancedFilterConfig';

/** What each condition row shares with the list of rows. */
export interface ConditionRowsShared {
  panelId: string;
  config: AdvancedFilterConfig;
  messages: FilterPanelMessages;
  onBadInputChange(name: string, problem: string | undefined): void;
  /** Id of the time-zone note, for date values. */
  timeZoneNoteId: string;
  /** The grid's locale and zone, for dates typed in the person's format. */
  locale: string | undefined;
  timeZone: string | undefined;
}

interface ConditionRowProps extends ConditionRowsShared {
  index: number;
  onRemove(): void;
}

/**
 * One advanced row, a group named "Condition N": "Join" (disabled on the first row, whose join
 * the server ignores), "Field", "Operator", "Value" and "Remove condition".
 */
export function ConditionRow({
  index,
  panelId,
  config,
  messages,
  onBadInputChange,
  timeZoneNoteId,
  locale,
  timeZone,
  onRemove,
}: ConditionRowProps) {
  const { register, control, getValues, setValue, formState } = useFormContext<FilterFormValues>();
  const base = `advancedFilters.${index}` as const;
  const rowType = useWatch({ control, name: `${base}.rowType` });
  const condition = useWatch({ control, name: `${base}.condition` });
  const idOf = (part: string) => fieldId(panelId, `${base}.${part}`);
  const errorOf = (part: string) =>
    (get(formState.errors, `${base}.${part}`) as FieldError | undefined)?.message;
  const described = (part: string) => (errorOf(part) ? `${idOf(part)}-error` : undefined);
  const operators = operatorsOf(config.operators, rowType);
  const fieldRegistration = register(`${base}.selectedFiled`);
  const dataRegistration = register(`${base}.data`);
  const titleId = idOf('title');

  const errorText = (part: string) => (
    <FieldNotes errorId={`${idOf(part)}-error`} error={errorOf(part)} />
  );

  return (
    <div role="group" aria-labelledby={titleId} className="dt-condition">
      <span id={titleId} className="dt-condition-title">
        {messages.condition(index + 1)}
      </span>
      <div className="dt-field">
        <label className="dt-label" htmlFor={idOf('condition')}>
          {messages.join}
        </label>
        {index === 0 ? (
          // The server ignores the first row's join: shown, not editable.
          <select id={idOf('condition')} className="dt-input" disabled value={String(condition)}>
            {config.joins.map((join) => (
              <option key={join.value} value={String(join.value)}>
                {join.label}
              </option>
            ))}
          </select>
        ) : (
          <select
            id={idOf('condition')}
            className="dt-input"
            aria-invalid={errorOf('condition') ? true : undefined}
            aria-describedby={described('condition')}
            {...register(`${base}.condition`, { valueAsNumber: true })}
          >
            {config.joins.map((join) => (
              <option key={join.value} value={String(join.value)}>
                {join.label}
              </option>
            ))}
          </select>
        )}
        {errorText('condition')}
      </div>
      <div className="dt-field">
        <label className="dt-label" htmlFor={idOf('selectedFiled')}>
          {messages.field}
        </label>
        <select
          id={idOf('selectedFiled')}
          className="dt-input"
          aria-invalid={errorOf('selectedFiled') ? true : undefined}
          aria-describedby={described('selectedFiled')}
          {...fieldRegistration}
          onChange={(event) => {
            const next = changeAdvancedRowField(
              getValues(base),
              event.target.value,
              config,
              locale,
            );
            setValue(base, next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
          }}
        >
          {config.fields.map((field) => (
            <option key={field.value} value={field.value}>
              {field.label}
            </option>
          ))}
        </select>
        {errorText('selectedFiled')}
      </div>
      <div className="dt-field">
        <label className="dt-label" htmlFor={idOf('operator')}>
          {messages.operator}
        </label>
        {/* Keyed by row type: a new type brings new options, and the remount shows the form's value. */}
        <select
          key={rowType}
          id={idOf('operator')}
          className="dt-input"
          aria-invalid={errorOf('operator') ? true : undefined}
          aria-describedby={described('operator')}
          {...register(`${base}.operator`)}
        >
          {operators.map((operator) => (
            <option key={operator.value} value={operator.value}>
              {operator.label}
            </option>
          ))}
        </select>
        {errorText('operator')}
      </div>
      {rowType === 'date' ? (
        <DateField
          key={rowType}
          id={idOf('data')}
          name={`${base}.data`}
          label={messages.value}
          locale={locale}
          timeZone={timeZone}
          relative={false}
          describeProblem={(problem, typed, expected) =>
            messages.conditionUnreadableDate(index + 1, problem, typed, expected)
          }
          calendar={messages}
          onBadInputChange={(problem) => onBadInputChange(`${base}.data`, problem)}
          error={errorOf('data')}
          describedBy={timeZoneNoteId}
        />
      ) : (
        <div className="dt-field" key={rowType}>
          <label className="dt-label" htmlFor={idOf('data')}>
            {messages.value}
          </label>
          <input
            id={idOf('data')}
            className="dt-input"
            type="text"
            inputMode={rowType === 'number' ? 'decimal' : undefined}
            aria-invalid={errorOf('data') ? true : undefined}
            aria-describedby={described('data')}
            {...dataRegistration}
          />
          {errorText('data')}
        </div>
      )}
      <button type="button" className="dt-button dt-condition-remove" onClick={onRemove}>
        {messages.removeCondition}
      </button>
    </div>
  );
}
