import { useRef } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { createAdvancedRow } from '../logic/createAdvancedRow';
import type { FilterFormValues } from '../logic/types';
import { ConditionRow, type ConditionRowsShared } from './ConditionRow';
import { cx } from '../../shared/cx';
import { advancedGrouping, type AdvancedPrecedence } from '../logic/advancedPrecedence';

export interface AdvancedFilterRowsProps extends ConditionRowsShared {
  /** How the server combines the rows: said under them. Default `leftToRight`. */
  precedence?: AdvancedPrecedence | undefined;
  className?: string;
}

/**
 * The advanced rows (`useFieldArray`): "Add condition" appends a complete row and focuses its
 * "Field"; each row is a group named "Condition N" with "Join" (disabled on the first row,
 * whose join the server ignores), "Field", "Operator", "Value" and "Remove condition".
 */
export function AdvancedFilterRows({
  panelId,
  config,
  messages,
  onBadInputChange,
  timeZoneNoteId,
  precedence = 'leftToRight',
  locale,
  timeZone,
  className,
}: AdvancedFilterRowsProps) {
  const { control } = useFormContext<FilterFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'advancedFilters' });
  const addButton = useRef<HTMLButtonElement>(null);
  const rows = useWatch({ control, name: 'advancedFilters' });
  // `A AND B OR C` alone is ambiguous: the sentence says how the server reads it.
  const grouping = advancedGrouping(
    (rows ?? []).map((row) => Number(row.condition)),
    config.joins,
    precedence,
  );
  const groupingId = `${panelId}-grouping`;

  return (
    <fieldset
      className={cx('dt-conditions', className)}
      aria-describedby={grouping ? groupingId : undefined}
    >
      <legend className="dt-label">{messages.conditions}</legend>
      {fields.map((field, index) => (
        <ConditionRow
          key={field.id}
          index={index}
          panelId={panelId}
          config={config}
          messages={messages}
          onBadInputChange={onBadInputChange}
          timeZoneNoteId={timeZoneNoteId}
          locale={locale}
          timeZone={timeZone}
          onRemove={() => {
            remove(index);
            addButton.current?.focus();
          }}
        />
      ))}
      <button
        ref={addButton}
        type="button"
        className="dt-button"
        onClick={() =>
          append(createAdvancedRow(config), {
            focusName: `advancedFilters.${fields.length}.selectedFiled`,
          })
        }
      >
        {messages.addCondition}
      </button>
      {grouping && (
        <p id={groupingId} className="dt-hint">
          {messages.advancedGrouping(precedence, grouping)}
        </p>
      )}
    </fieldset>
  );
}
