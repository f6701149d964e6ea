import type { ColumnSettingsProblem } from '../state/columns/columnSettingsProblem';
import type { DeliveriesViewProblem } from '../state/problems/problem';
import { gridStatusOf } from './gridStatus';
import type { DeliveriesTableMessages } from './messages';
import { useGridProblemTexts } from './problems/useGridProblemTexts';
import { hostOptionProblems } from './problems/hostOptionProblems';
import type { DeliveriesGridOptions } from './options';

type StatusFacts = Parameters<typeof gridStatusOf>[0];

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
  const optionProblems = hostOptionProblems(options);
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
