import { useContext, useId, useMemo } from 'react';
import { FormProvider, get, type FieldError } from 'react-hook-form';
import { ErrorSummary } from './ErrorSummary';
import { AdvancedFilterRows } from './fields/AdvancedFilterRows';
import { DateField } from './fields/DateField';
import { IdListControl } from './fields/IdListControl';
import { TagsControl } from './fields/TagsControl';
import type { DeliveriesFilterPanelProps } from './filterPanelProps';
import { fieldId, flattenFormErrors } from './formErrors';
import type { FilterOptions } from './logic/types';
import { defaultFilterPanelMessages, type FilterPanelMessages } from './messages';
import { useFilterPanelForm } from './useFilterPanelForm';
import { DeliveriesTableRootContext } from '../shared/rootContext';
import { timeZoneName, useIntlDefaults } from '../state/useIntlDefaults';
import { cx } from '../shared/cx';
import { withDefaults } from '../shared/withDefaults';

/** The panel's form itself; loaded on demand by {@link DeliveriesFilterPanel}. */
export function FilterPanelForm(props: DeliveriesFilterPanelProps) {
  const { statusOptions, filterOptions, classNames = {} } = props;
  const insideGrid = useContext(DeliveriesTableRootContext);
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
  const { register, formState } = form;
  const issues = flattenFormErrors(formState.errors);

  const idOf = (name: string) => fieldId(panelId, name);
  const inputIdOf = (name: string) => idOf(name.replace(/^entry\./, ''));
  const errorOf = (name: string) =>
    (get(formState.errors, name) as FieldError | undefined)?.message;
  const timeZoneNoteId = `${panelId}-time-zone`;
  const fieldClass = classNames.field;

  const dateField = (
    name: 'insertFrom' | 'insertTo' | 'requestedFrom' | 'requestedTo',
    partner: typeof name,
  ) => (
    <DateField
      id={idOf(name)}
      label={messages[name]}
      registration={register(name, { deps: [partner] })}
      onBadInputChange={(bad) => setBadInput(name, bad)}
      error={errorOf(name)}
      describedBy={timeZoneNoteId}
      className={fieldClass}
    />
  );
  const idList = (
    field: 'courierIds' | 'customerIds' | 'unitIds' | 'warehouseIds',
    key: keyof FilterOptions & keyof FilterPanelMessages,
  ) => (
    <IdListControl
      id={idOf(field)}
      field={field}
      label={messages[key]}
      source={filterOptions?.[key] ?? []}
      messages={messages}
      locale={props.locale}
      className={fieldClass}
      chipsClassName={classNames.chips}
    />
  );

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
            {dateField('insertFrom', 'insertTo')}
            {dateField('insertTo', 'insertFrom')}
            {dateField('requestedFrom', 'requestedTo')}
            {dateField('requestedTo', 'requestedFrom')}
            <p id={timeZoneNoteId} className="dt-hint">
              {messages.timeZoneNote(timeZoneName(timeZone))}
            </p>
          </div>
          <div className="dt-filter-fields">
            <IdListControl
              id={idOf('status')}
              field="status"
              label={messages.status}
              source={statusOptions}
              entry={
                statusOptions
                  ? undefined
                  : { name: 'entry.status', minimum: 0, maxIds, hint: messages.idsHint }
              }
              messages={messages}
              locale={props.locale}
              className={fieldClass}
              chipsClassName={classNames.chips}
            />
            <IdListControl
              id={idOf('deliveryIds')}
              field="deliveryIds"
              label={messages.deliveryIds}
              source={filterOptions?.deliveryIds}
              entry={{ name: 'entry.deliveryIds', minimum: 1, maxIds, hint: messages.idsHint }}
              messages={messages}
              locale={props.locale}
              className={fieldClass}
              chipsClassName={classNames.chips}
            />
            {idList('courierIds', 'couriers')}
            {idList('customerIds', 'customers')}
            {idList('unitIds', 'units')}
            {idList('warehouseIds', 'warehouses')}
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
            config={config}
            messages={messages}
            onBadInputChange={setBadInput}
            timeZoneNoteId={timeZoneNoteId}
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
