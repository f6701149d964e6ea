import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type Path, type Resolver } from 'react-hook-form';
import type { DeliveriesFilterState } from '../state/queryState';
import { advancedVocabulary } from '../state/advancedFilterConfig';
import type { DeliveriesFilterPanelProps } from './filterPanelProps';
import { toResolverResult } from './formErrors';
import type { AdvancedFilterConfig } from './logic/createAdvancedRow';
import { emptyFilterFormValues } from './logic/emptyFilterFormValues';
import { filtersFromFormValues } from './logic/filtersFromFormValues';
import { formValuesFromFilters } from './logic/formValuesFromFilters';
import { withKeptDraft } from './logic/keptDraft';
import { keepUntouchedDates } from './logic/keepUntouchedDates';
import type { FilterFormValues } from './logic/types';
import { validateFilterForm } from './logic/validateFilterForm';
import { readTypedNumber, typedNumberOf } from './logic/typedNumber';
import { defaultQueryStateLimits } from '../state/validation/queryStateLimits';
import type { FilterPanelMessages } from './messages';

/**
 * The panel's draft as a react-hook-form form: starts from the applied filters, validates on
 * "Apply filters", hands valid filters to `onApply`, resets as "Reset filters" says, and moves
 * focus to the error summary after each refused apply. No markup here.
 */
export function useFilterPanelForm(
  props: DeliveriesFilterPanelProps,
  messages: FilterPanelMessages,
  timeZone: string | undefined,
) {
  const {
    onApply,
    onReset,
    maxIds = defaultQueryStateLimits.maxIds,
    maxTags = defaultQueryStateLimits.maxTags,
    maxTagLength = defaultQueryStateLimits.maxTagLength,
  } = props;
  const { advancedFilterFields, advancedFilterOperators, advancedFilterJoins } = props;
  const config: AdvancedFilterConfig = useMemo(
    () =>
      advancedVocabulary(
        { advancedFilterFields, advancedFilterOperators, advancedFilterJoins },
        messages.conditionWords,
      ),
    [advancedFilterFields, advancedFilterOperators, advancedFilterJoins, messages.conditionWords],
  );

  const [ownApplied, setOwnApplied] = useState<DeliveriesFilterState>({});
  const applied = props.value ?? ownApplied;
  const relative = useMemo(
    () => ({
      ...(props.locale !== undefined && { locale: props.locale }),
      ...(props.datePresets !== undefined && { datePresets: props.datePresets }),
    }),
    [props.locale, props.datePresets],
  );
  const appliedValues = useMemo(
    () => formValuesFromFilters(applied, timeZone, relative),
    [applied, timeZone, relative],
  );

  // Date text that is no date, with its words; the fields report it here for validation.
  const badInputs = useRef(new Map<string, string>());
  const advancedPrecedence = props.advancedPrecedence ?? 'leftToRight';
  const knownStatuses = useMemo(
    () => props.statusOptions?.map((option) => option.value),
    [props.statusOptions],
  );
  const resolver = useCallback<Resolver<FilterFormValues>>(
    (values) =>
      toResolverResult(
        values,
        validateFilterForm(values, {
          timeZone,
          ...(props.locale !== undefined && { locale: props.locale }),
          messages,
          maxIds,
          maxTags,
          maxTagLength,
          badInputs: badInputs.current,
          ...(knownStatuses && { knownStatuses }),
          advanced: { precedence: advancedPrecedence, joins: config.joins },
        }),
      ),
    [
      timeZone,
      props.locale,
      messages,
      maxIds,
      maxTags,
      maxTagLength,
      knownStatuses,
      advancedPrecedence,
      config.joins,
    ],
  );
  const form = useForm<FilterFormValues>({
    defaultValues: appliedValues,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { handleSubmit, reset, trigger, formState, getValues, setValue } = form;
  // Read as the form renders, so react-hook-form keeps them for the effect below.
  const { dirtyFields } = formState;
  // Filters applied elsewhere (the search box, a chip, a cell, the host) reach the fields not
  // touched; what the person changed and has not applied stays, still "Unapplied changes"
  // unless it is what now applies, and "Apply filters" sends what the panel shows. Equal
  // filters in a new object (a host's inline `value`) change nothing.
  const formFor = useRef(appliedValues);
  useEffect(() => {
    const before = formFor.current;
    formFor.current = appliedValues;
    if (before === appliedValues || JSON.stringify(before) === JSON.stringify(appliedValues))
      return;
    const draft = withKeptDraft(appliedValues, getValues(), dirtyFields);
    reset(appliedValues);
    // Over the filters in force, kept as defaults: what equals them is no change.
    if (draft) reset(draft, { keepDefaultValues: true });
  }, [appliedValues, dirtyFields, getValues, reset]);

  // A number condition typed in one locale's way is written again in a new locale's (`2,5` in
  // German is `2.5` in English), as a typed date is; text no number could be read from stays.
  const numbersIn = useRef(props.locale);
  useEffect(() => {
    const was = numbersIn.current;
    numbersIn.current = props.locale;
    if (was === props.locale) return;
    getValues('advancedFilters').forEach((row, index) => {
      const read = row.rowType === 'number' ? readTypedNumber(row.data, was) : null;
      const shown = read === null ? row.data : typedNumberOf(read, props.locale);
      if (shown !== row.data)
        setValue(`advancedFilters.${index}.data`, shown, { shouldDirty: true });
    });
  }, [props.locale, getValues, setValue]);

  // The problems shown are worded when found: in a new language, found again in its words.
  const wordedIn = useRef(messages);
  useEffect(() => {
    if (wordedIn.current === messages) return;
    wordedIn.current = messages;
    if (formState.isSubmitted) void trigger();
  }, [messages, formState.isSubmitted, trigger]);

  const summaryRef = useRef<HTMLDivElement>(null);
  const [refusals, setRefusals] = useState(0);
  const summaryFocused = useRef(0);
  // After every render, not on `refusals` alone: the summary may be drawn a render after the
  // refusal (the form's errors and its submit count arrive separately).
  useEffect(() => {
    if (refusals === summaryFocused.current || !summaryRef.current) return;
    summaryFocused.current = refusals;
    summaryRef.current.focus();
  });

  const onValid = (values: FilterFormValues) => {
    const made = filtersFromFormValues(values, timeZone, props.locale);
    const filters = keepUntouchedDates(made, values, appliedValues, applied);
    if (props.value === undefined) setOwnApplied(filters);
    // The draft now is the applied state, written as the form shows it.
    reset(formValuesFromFilters(filters, timeZone, relative));
    onApply(filters);
  };
  const onResetClick = () => {
    badInputs.current.clear();
    if (formState.isDirty) reset(appliedValues);
    else reset(emptyFilterFormValues(), { keepDefaultValues: true });
    onReset?.();
  };
  const setBadInput = (name: string, problem: string | undefined) => {
    const had = badInputs.current.get(name);
    if (problem) badInputs.current.set(name, problem);
    else badInputs.current.delete(name);
    if (had !== problem && formState.isSubmitted) void trigger(name as Path<FilterFormValues>);
  };

  return {
    form,
    config,
    limits: { maxIds, maxTags, maxTagLength },
    summaryRef,
    onSubmit: handleSubmit(onValid, () => setRefusals((count) => count + 1)),
    onResetClick,
    setBadInput,
  };
}
