import { useCallback, useContext, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  FormProvider,
  get,
  useForm,
  type FieldError,
  type Path,
  type Resolver,
} from 'react-hook-form';
import type { DeliveryFilters } from '../api/types';
import {
  defaultAdvancedFilterFields,
  defaultAdvancedFilterJoins,
  defaultAdvancedFilterOperators,
} from '../state/advancedFilterConfig';
import { ErrorSummary } from './ErrorSummary';
import { AdvancedFilterRows } from './fields/AdvancedFilterRows';
import { DateField } from './fields/DateField';
import { IdListControl } from './fields/IdListControl';
import { TagsControl } from './fields/TagsControl';
import { fieldId, flattenFormErrors, toResolverResult } from './formErrors';
import type { AdvancedFilterConfig } from './logic/createAdvancedRow';
import { emptyFilterFormValues } from './logic/emptyFilterFormValues';
import { filtersFromFormValues } from './logic/filtersFromFormValues';
import { formValuesFromFilters } from './logic/formValuesFromFilters';
import type { FilterFormValues, FilterOptions } from './logic/types';
import { validateFilterForm } from './logic/validateFilterForm';
import { defaultFilterPanelMessages, type FilterPanelMessages } from './messages';
import { DeliveriesTableRootContext } from '../shared/rootContext';
import type { FilterVocabulary } from './filterVocabulary';
import { timeZoneName, useIntlDefaults } from '../state/useIntlDefaults';
import { cx } from '../shared/cx';
import { withDefaults } from '../shared/withDefaults';

/** Parts of the panel that take an extra class. */
export type FilterPanelPart = 'root' | 'field' | 'chips' | 'actions';

/**
 * Props of {@link DeliveriesFilterPanel}.
 *
 * @example
 * ```tsx
 * const props: DeliveriesFilterPanelProps = {
 *   value: appliedFilters,
 *   onApply: setAppliedFilters,
 *   statusOptions: [{ value: 3, label: 'Delivered', tone: 'success' }],
 *   filterOptions: { couriers: [{ value: 11, label: 'DHL' }] },
 *   timeZone: 'Europe/Berlin',
 * };
 * ```
 */
export interface DeliveriesFilterPanelProps extends FilterVocabulary {
  /** The applied filters. The draft resets to them whenever they change (by value). */
  value?: DeliveryFilters;
  /** Called by "Apply filters" with a valid draft as the contract's `filters` (empty fields left out). */
  onApply(filters: DeliveryFilters): void;
  /** Called after "Reset filters" changed the draft (see {@link DeliveriesFilterPanel}). */
  onReset?(): void;
  /** IANA zone the dates are entered in; default the user's. */
  timeZone?: string;
  /**
   * Locale for matching typed search text against option labels; default the user's. Date
   * inputs show the browser's own `datetime-local` format.
   */
  locale?: string;
  messages?: Partial<FilterPanelMessages>;
  className?: string;
  classNames?: Partial<Record<FilterPanelPart, string>>;
  /** Most ids per list; default 1000. */
  maxIds?: number;
  /** Most tags; default 500. */
  maxTags?: number;
  /** Longest tag in characters; default 50. */
  maxTagLength?: number;
  /** Id of the panel's root; its inputs' ids start with it. */
  id?: string;
}

/** The panel's form itself; loaded on demand by {@link DeliveriesFilterPanel}. */
export function FilterPanelForm(props: DeliveriesFilterPanelProps) {
  const { onApply, onReset, statusOptions, filterOptions, classNames = {} } = props;
  const insideGrid = useContext(DeliveriesTableRootContext);
  const generatedId = useId();
  const panelId = props.id ?? `dt-filters${generatedId.replace(/[^\w-]/g, '')}`;
  const messages = useMemo(
    () => withDefaults(defaultFilterPanelMessages, props.messages),
    [props.messages],
  );
  const { timeZone } = useIntlDefaults(undefined, props.timeZone);
  const { maxIds = 1000, maxTags = 500, maxTagLength = 50 } = props;
  const config: AdvancedFilterConfig = useMemo(
    () => ({
      fields: props.advancedFilterFields ?? defaultAdvancedFilterFields,
      operators: props.advancedFilterOperators ?? defaultAdvancedFilterOperators,
      joins: props.advancedFilterJoins ?? defaultAdvancedFilterJoins,
    }),
    [props.advancedFilterFields, props.advancedFilterOperators, props.advancedFilterJoins],
  );

  const [ownApplied, setOwnApplied] = useState<DeliveryFilters>({});
  const applied = props.value ?? ownApplied;
  const appliedValues = useMemo(
    () => formValuesFromFilters(applied, timeZone),
    [applied, timeZone],
  );

  // Half-typed dates read as '' to scripts; their inputs report them here for validation.
  const badInputs = useRef(new Set<string>());
  const resolver = useCallback<Resolver<FilterFormValues>>(
    (values) =>
      toResolverResult(
        values,
        validateFilterForm(values, {
          timeZone,
          messages,
          maxIds,
          maxTags,
          maxTagLength,
          badInputs: badInputs.current,
        }),
      ),
    [timeZone, messages, maxIds, maxTags, maxTagLength],
  );
  const form = useForm<FilterFormValues>({
    values: appliedValues,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { register, handleSubmit, reset, trigger, formState } = form;
  const issues = flattenFormErrors(formState.errors);

  const summaryRef = useRef<HTMLDivElement>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) summaryRef.current?.focus();
  }, [refusals]);

  const onValid = (values: FilterFormValues) => {
    const filters = filtersFromFormValues(values, timeZone);
    if (props.value === undefined) setOwnApplied(filters);
    // The draft now is the applied state, written as the form shows it.
    reset(formValuesFromFilters(filters, timeZone));
    onApply(filters);
  };
  const onResetClick = () => {
    badInputs.current.clear();
    if (formState.isDirty) reset(appliedValues);
    else reset(emptyFilterFormValues(), { keepDefaultValues: true });
    onReset?.();
  };
  const setBadInput = (name: string, bad: boolean) => {
    const had = badInputs.current.has(name);
    if (bad) badInputs.current.add(name);
    else badInputs.current.delete(name);
    if (had !== bad && formState.isSubmitted) void trigger(name as Path<FilterFormValues>);
  };

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
        <form noValidate onSubmit={handleSubmit(onValid, () => setRefusals((count) => count + 1))}>
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
