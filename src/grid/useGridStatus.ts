import { onDemandModule, useHydrated, useOnDemandModule } from '../shared/onDemandModule';
import type { ColumnSettingsProblem } from '../state/columns/columnSettingsProblem';
import type { DeliveriesViewProblem } from '../state/problems/problem';
import { gridStatusOf } from './gridStatus';
import type { DeliveriesTableMessages } from './messages';
import { useGridProblemTexts } from './problems/useGridProblemTexts';
import type { DeliveriesGridOptions } from './options';

type StatusFacts = Parameters<typeof gridStatusOf>[0];

// Each option is made usable where it is read; saying so can come a frame later, so the check
// is fetched after the first paint, out of the first load.
const optionsCheck = onDemandModule(() => import('./problems/hostOptionProblems'));

/**
 * Where the grid stands (phase, body, alert, notices), once the problems the host's state and
 * options, an entered view and the column settings left out are put in words.
 */
export function useGridStatus(
  messages: DeliveriesTableMessages,
  checked: {
    hostProblem: readonly DeliveriesViewProblem[] | null;
    entered: { source: string; problem: readonly DeliveriesViewProblem[] } | null;
  },
  columnProblems: readonly ColumnSettingsProblem[],
  options: DeliveriesGridOptions,
  facts: Omit<StatusFacts, 'hostProblem' | 'columnProblem' | 'entered' | 'problemWordsRetry'>,
) {
  const { entered } = checked;
  // The host's options the grid uses otherwise than given, named after its state's problems.
  const optionProblems =
    useOnDemandModule(optionsCheck, useHydrated())?.hostOptionProblems(options) ?? [];
  const texts = useGridProblemTexts(messages, {
    host: optionProblems.length
      ? [...(checked.hostProblem ?? []), ...optionProblems]
      : checked.hostProblem,
    entered: entered?.problem,
    columns: columnProblems,
  });
  return gridStatusOf(
    {
      ...facts,
      // Shown once their words are there (the English ones are fetched on demand).
      hostProblem: texts.host,
      columnProblem: texts.columns,
      entered:
        entered && texts.entered !== null
          ? { source: entered.source, problem: texts.entered }
          : null,
      problemWordsRetry: texts.retry,
    },
    messages,
  );
}
