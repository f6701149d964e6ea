import { useEffect, useMemo, useState } from 'react';
import { describeActiveFilters } from '../../filters/logic/describeActiveFilters';
import { advancedVocabulary } from '../../state/advancedFilterConfig';
import { hidingFilterProbes } from '../../filters/logic/hidingFilterProbes';
import { defaultFilterPanelMessages } from '../../filters/messages';
import { withDefaults } from '../../shared/withDefaults';
import { defaultHidingFilterMessages } from '../../grid/filters/hidingFilterMessages';
import { buildDeliveriesRequest } from '../../state/deliveriesRequest';
import type { DeliveriesFilterState } from '../../state/queryState';
import { resolveDateBound } from '../../state/relativeDates/resolveDateBound';
import { focusRowsHome } from '../rowsHome';
import { isolated } from '../../shared/text/isolated';
import { useModelSelector, useTableSelector } from '../gridContext';

type ProbeResult = 'found' | 'none' | 'failed';

/** The button "Which filter hides them?"; each press asks again, from scratch. */
export function HidingFilterHelp() {
  const tableMessages = useModelSelector((grid) => grid.messages);
  const [asked, setAsked] = useState(0);
  // The button stays, so focus stays on it while the answers come.
  return (
    <>
      <button type="button" className="dt-button" onClick={() => setAsked((count) => count + 1)}>
        {withDefaults(defaultHidingFilterMessages, tableMessages).findHidingFilter}
      </button>
      {asked > 0 && <HidingFilterFinder key={asked} />}
    </>
  );
}

/**
 * "Which filter hides them?": the search again without each applied filter in turn, and the
 * filters without the quick search (at most nine requests of one row, all cancelled when the
 * search changes or this goes away), then a "Remove Courier: DHL (deliveries found)" or "Clear
 * the search “acme” (deliveries found)" button for each that finds some.
 */
export function HidingFilterFinder() {
  const state = useModelSelector((grid) => grid.query.state);
  const client = useModelSelector((grid) => grid.query.client);
  const applyFilters = useModelSelector((grid) => grid.filters.actions.applyFilters);
  const search = useModelSelector((grid) => grid.actions.search);
  const tableMessages = useModelSelector((grid) => grid.messages);
  const messages = useMemo(
    () => withDefaults(defaultHidingFilterMessages, tableMessages),
    [tableMessages],
  );
  const statusOptions = useModelSelector((grid) => grid.statusOptions);
  const timeZone = useModelSelector((grid) => grid.timeZone);
  const locale = useModelSelector((grid) => grid.locale);
  const direction = useModelSelector((grid) => grid.direction);
  const options = useTableSelector((frame) => frame.options);
  const filtering = options.filters || undefined;

  const { probes, total } = useMemo(() => {
    const panelMessages = withDefaults(defaultFilterPanelMessages, options.messages?.filters);
    const chips = describeActiveFilters(state.filters, {
      messages: panelMessages,
      statusOptions,
      filterOptions: filtering?.options,
      advanced: advancedVocabulary(
        {
          advancedFilterFields: filtering?.advanced?.fields,
          advancedFilterOperators: filtering?.advanced?.operators,
          advancedFilterJoins: filtering?.advanced?.joins,
        },
        panelMessages.conditionWords,
      ),
      ...(timeZone !== undefined && { timeZone }),
      ...(locale !== undefined && { locale }),
      direction,
      ...(filtering?.datePresets && { datePresets: filtering.datePresets }),
    });
    const requestFor = (filters: DeliveriesFilterState) =>
      buildDeliveriesRequest(
        { ...state, filters, pageNumber: 1 },
        {
          pageNumberBase: options.paging?.pageNumberBase ?? 1,
          ...(timeZone !== undefined && { timeZone }),
          ...(locale !== undefined && { locale }),
          ...(filtering?.datePresets && { datePresets: filtering.datePresets }),
          knownStatuses: statusOptions.map((option) => option.value),
          resolveBound: resolveDateBound,
        },
      );
    return hidingFilterProbes(chips, requestFor, state);
  }, [
    state,
    statusOptions,
    filtering,
    options.messages,
    options.paging,
    timeZone,
    locale,
    direction,
  ]);

  // Answers belong to the probes they came for: new probes start with none.
  const [answers, setAnswers] = useState<{
    of: unknown;
    results: readonly (ProbeResult | undefined)[];
  }>({ of: null, results: [] });
  const results = answers.of === probes ? answers.results : [];
  useEffect(() => {
    const controller = new AbortController();
    probes.forEach(({ request }, index) => {
      client
        .queryDeliveries(request, { signal: controller.signal })
        .then(
          (rows): ProbeResult => (rows.length > 0 ? 'found' : 'none'),
          (): ProbeResult => 'failed',
        )
        .then((result) => {
          if (controller.signal.aborted) return;
          setAnswers((before) => {
            const next = before.of === probes ? [...before.results] : [];
            next[index] = result;
            return { of: probes, results: next };
          });
        });
    });
    return () => controller.abort();
  }, [client, probes]);

  const done = probes.every((_, index) => results[index] !== undefined);
  const found = probes.filter((_, index) => results[index] === 'found');
  // The search's probe is counted apart: "2 filters and the search", never "3 filters".
  const failedOf = (search: boolean) =>
    probes.filter((probe, index) => results[index] === 'failed' && 'search' in probe === search)
      .length;
  const filtersProbed = probes.filter((probe) => 'chip' in probe).length;
  const withSearch = filtersProbed < probes.length;
  const [failed, searchFailed] = [failedOf(false), failedOf(true) > 0];
  return (
    <div className="dt-hiding-filters">
      <p role="status">
        {!done
          ? messages.checkingFilters(filtersProbed, withSearch)
          : [
              found.length === 0 && failed === 0 && !searchFailed ? messages.noHidingFilter : '',
              failed > 0 || searchFailed
                ? messages.hidingFilterChecksFailed(failed, searchFailed)
                : '',
              total > filtersProbed
                ? messages.hidingFiltersPartlyChecked(filtersProbed, total)
                : '',
            ]
              .filter(Boolean)
              .join(' ')}
      </p>
      {done && found.length > 0 && (
        <ul className="dt-hiding-filter-list">
          {found.map((probe) => {
            // The rows come in place of this: focus waits for them on the table (over cards, on
            // "Sort by"). Named by the plain words; drawn with the value isolated (see the chips).
            const [key, text, shown, remove] =
              'chip' in probe
                ? [probe.chip.key, probe.chip.text, probe.chip.shown, messages.removeHidingFilter]
                : [
                    'search',
                    probe.search,
                    isolated(probe.search, direction),
                    messages.clearHidingSearch,
                  ];
            return (
              <li key={key}>
                <button
                  type="button"
                  className="dt-button"
                  aria-label={shown === text ? undefined : remove(text)}
                  onClick={(event) => {
                    focusRowsHome(event.currentTarget.closest('.dt-scroll'));
                    if ('chip' in probe) applyFilters(probe.chip.without);
                    else search('');
                  }}
                >
                  {remove(shown)}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
