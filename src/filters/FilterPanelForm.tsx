import { useContext, useEffect, useId, useMemo } from 'react';
import { FormProvider, get, type FieldError } from 'react-hook-form';
import { ErrorSummary } from './ErrorSummary';
import { AdvancedFilterRows } from './fields/AdvancedFilterRows';
import { DateField } from './fields/DateField';
import { IdListControl } from './fields/IdListControl';
import { TagsControl } from './fields/TagsControl';
import type { DeliveriesFilterPanelProps } from './filterPanelProps';
import { fieldId, flattenFormErrors } from './formErrors';
import { defaultFilterPanelMessages } from './messages';
import { useFilterPanelForm } from './useFilterPanelForm';
import { DeliveriesTableRootContext } from '../shared/rootContext';
import { timeZoneName, useIntlDefaults } from '../state/useIntlDefaults';
import { cx } from '../shared/cx';
import {
  dateBoundFields,
  dateRangeFields,
  type DateBoundField,
  type DateRangeField,
  type IdListField,
} from '../state/filterFields';
import { idListFields } from '../state/idListFields';
import { DateRangeChoice } from './fields/DateRangeChoice';
import { customRangeChoice } from './logic/types';
import { withDefaults } from '../shared/withDefaults';
import { StatusModeSelect } from './fields/StatusModeSelect';
import { resolveDateBound } from '../state/relativeDates/resolveDateBound';
import { warmFiltersCode } from '../state/filtersCode/filtersCode';
import { withUsableVocabulary } from './logic/withUsableVocabulary';

// Only statuses and delivery ids are typed (the registry's `typed`).
type EntryName = `entry.${'status' | 'deliveryIds'}`;

/** The panel's form itself; loaded on demand by {@link DeliveriesFilterPanel}. */
export function FilterPanelForm(props: DeliveriesFilterPanelProps) {
  // A `null` in a host's fetched list is no item of it: left out, not read.
  return <PanelForm {...withUsableVocabulary(props)} />;
}

function PanelForm(props: DeliveriesFilterPanelProps) {
  const { statusOptions, filterOptions, classNames = {} } = props;
  const insideGrid = useContext(DeliveriesTableRootContext);
  // A filter applied here is asked for at once: the grid's filters' code comes with the panel.
  useEffect(warmFiltersCode, []);
  const generatedId = useId();
  const panelId = props.id ?? `dt-filters${generatedId.replace(/[^\w-]/g, '')}`;
  const messages = useMemo(
    () => withDefaults(defaultFilterPanelMessages, props.messages),
    [props.messages],
  );
  const { timeZone } = useIntlDefaults(undefined, props.timeZone);
  const { form, config, limits, summaryRef, onSubmit, onResetClick, setBadInput } =
    useFilterPanelForm(props, messages, timeZone);
  const { maxIds, maxTags, maxTagLength } = limits;
  const { formState } = form;
  const issues = flattenFormErrors(formState.errors);

  const idOf = (name: string) => fieldId(panelId, name);
  const inputIdOf = (name: string) => idOf(name.replace(/^entry\./, ''));
  const errorOf = (name: string) =>
    (get(formState.errors, name) as FieldError | undefined)?.message;
  const timeZoneNoteId = `${panelId}-time-zone`;
  const fieldClass = classNames.field;

  const relativeNow = (edge: 'start' | 'end') => (token: string) => {
    try {
      const instant = resolveDateBound(token, edge, {
        timeZone,
        ...(props.locale && { locale: props.locale }),
      });
      return messages.relativeDateNow(
        new Intl.DateTimeFormat(props.locale, {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone,
        }).format(new Date(instant)),
      );
    } catch {
      return undefined;
    }
  };
  const dateField = ({ id, partner, labelKey, range, edge }: DateBoundField) => (
    <DateField
      key={id}
      id={idOf(id)}
      name={id}
      partner={partner}
      end={edge === 'end'}
      label={messages[labelKey]}
      locale={props.locale}
      timeZone={timeZone}
      relative
      dayWords={messages.dayWords}
      describeProblem={(problem, typed, expected) =>
        messages.unreadableDate(messages[labelKey], problem, typed, expected)
      }
      describeRelative={relativeNow(edge)}
      calendar={messages}
      onBadInputChange={(problem) => setBadInput(id, problem)}
      onEdit={() => {
        if (form.getValues(`ranges.${range}`) !== customRangeChoice) {
          form.setValue(`ranges.${range}`, customRangeChoice, { shouldDirty: true });
        }
      }}
      error={errorOf(id)}
      describedBy={timeZoneNoteId}
      className={fieldClass}
    />
  );
  const dateRange = (range: DateRangeField) => (
    <div key={range.id} className="dt-date-range">
      <DateRangeChoice
        id={idOf(`ranges.${range.id}`)}
        range={range}
        messages={messages}
        timeZone={timeZone}
        locale={props.locale}
        datePresets={props.datePresets}
        describedBy={timeZoneNoteId}
        onDatesFilled={() => {
          setBadInput(range.from, undefined);
          setBadInput(range.to, undefined);
        }}
        className={fieldClass}
      />
      {dateBoundFields.filter((field) => field.range === range.id).map(dateField)}
    </div>
  );
  const idList = ({ id, kind, labelKey, optionsKey, minimum, typed }: IdListField) => {
    const source = kind === 'status' ? statusOptions : optionsKey && filterOptions?.[optionsKey];
    // Statuses without options, and delivery ids, can be typed; other lists are picked only.
    const canType = typed && (kind !== 'status' || !statusOptions);
    const control = (
      <IdListControl
        key={id}
        id={idOf(id)}
        field={id}
        label={messages[labelKey]}
        source={typed ? source : (source ?? [])}
        entry={
          canType
            ? { name: `entry.${id}` as EntryName, minimum, maxIds, hint: messages.idsHint }
            : undefined
        }
        messages={messages}
        locale={props.locale}
        className={fieldClass}
        chipsClassName={classNames.chips}
      />
    );
    // "is not" sends the other known statuses: without `statusOptions` there are none to send.
    if (kind !== 'status' || !statusOptions?.length) return control;
    return (
      <div key={id} className="dt-status-field">
        {control}
        {/* After Status, which stays seven Tab presses from "Filters". */}
        <StatusModeSelect id={idOf('statusMode')} messages={messages} className={fieldClass} />
      </div>
    );
  };

  return (
    <section
      id={panelId}
      aria-label={messages.region}
      className={cx(
        !insideGrid && 'deliveries-table',
        'dt-filter-panel',
        props.className,
        classNames.root,
      )}
      data-state={formState.isDirty ? 'dirty' : 'clean'}
    >
      <FormProvider {...form}>
        <form noValidate onSubmit={onSubmit}>
          {issues.length > 0 && formState.isSubmitted && (
            <ErrorSummary
              containerRef={summaryRef}
              heading={messages.errorSummary(issues.length)}
              issues={issues}
              inputIdOf={inputIdOf}
              onPick={(name) => document.getElementById(inputIdOf(name))?.focus()}
            />
          )}
          <div className="dt-filter-dates">
            {dateRangeFields.map(dateRange)}
            <p id={timeZoneNoteId} className="dt-hint">
              {messages.timeZoneNote(timeZoneName(timeZone))}
            </p>
          </div>
          <div className="dt-filter-fields">
            {idListFields.map(idList)}
            <TagsControl
              id={idOf('tags')}
              messages={messages}
              maxTags={maxTags}
              maxTagLength={maxTagLength}
              className={fieldClass}
              chipsClassName={classNames.chips}
            />
          </div>
          <AdvancedFilterRows
            panelId={panelId}
            precedence={props.advancedPrecedence}
            config={config}
            messages={messages}
            onBadInputChange={setBadInput}
            timeZoneNoteId={timeZoneNoteId}
            locale={props.locale}
            timeZone={timeZone}
          />
          <div className={cx('dt-actions', classNames.actions)}>
            <button type="submit" className="dt-button dt-button-primary">
              {messages.apply}
            </button>
            <button type="button" className="dt-button" onClick={onResetClick}>
              {messages.reset}
            </button>
            <p className="dt-dirty" role="status">
              {formState.isDirty ? messages.unappliedChanges : ''}
            </p>
          </div>
        </form>
      </FormProvider>
    </section>
  );
}
