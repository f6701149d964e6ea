import { useEffect, useMemo, useReducer, useState } from 'react';
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
import { finderMemory, type ProbeResult } from './finderMemory';

/**
 * The button "Which filter hides them?"; each press asks again, from scratch. A press and its
 * answers outlast the part mounting again elsewhere (`finderMemory`); focus moves with it
 * (`refocusAcrossLayouts`).
 */
export function HidingFilterHelp() {
  const tableMessages = useModelSelector((grid) => grid.messages);
  const state = useModelSelector((grid) => grid.query.state);
  const [asked, setAsked] = useState(() => finderMemory(state).asked);
  useEffect(() => {
    finderMemory(state).asked = asked;
  }, [state, asked]);
  // The button stays, so focus stays on it while the answers come.
  return (
    <>
      <button
        type="button"
        className="dt-button"
        onClick={() => {
          finderMemory(state).heard = new Map();
          setAsked((count) => count + 1);
        }}
      >
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

  // Answers belong to the requests they came for, kept where the part mounting again finds
  // them: a probe heard is not sent again.
  const { heard } = finderMemory(state);
  const [, hear] = useReducer((count: number) => count + 1, 0);
  const results = probes.map(({ request }) => heard.get(JSON.stringify(request)));
  useEffect(() => {
    const controller = new AbortController();
    probes.forEach(({ request }) => {
      const key = JSON.stringify(request);
      if (heard.has(key)) return;
      client
        .queryDeliveries(request, { signal: controller.signal })
        .then(
          (rows): ProbeResult => (rows.length > 0 ? 'found' : 'none'),
          (): ProbeResult => 'failed',
        )
        .then((result) => {
          if (controller.signal.aborted) return;
          heard.set(key, result);
          hear();
        });
    });
    return () => controller.abort();
  }, [client, probes, heard]);

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
