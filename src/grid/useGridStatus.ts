import type { Delivery } from '../api/types';
import type { ColumnSettingsProblem } from '../state/columns/columnSettingsProblem';
import type { DeliveriesViewProblem } from '../state/problems/problem';
import { gridStatusOf } from './gridStatus';
import type { DeliveriesTableMessages } from './messages';
import { useGridProblemTexts } from './problems/useGridProblemTexts';

/**
 * Where the grid stands (phase, body, alert, notices), with the problems left out by the host,
 * an entered view and the column settings put in words first.
 */
export function useGridStatus(
  messages: DeliveriesTableMessages,
  facts: {
    setupProblem: string | null;
    rows: readonly Delivery[] | undefined;
    page: Parameters<typeof gridStatusOf>[0]['page'];
    hostProblem: readonly DeliveriesViewProblem[] | null;
    entered: { source: string; problem: readonly DeliveriesViewProblem[] } | null;
    columnProblems: readonly ColumnSettingsProblem[];
    sentCount: number | undefined;
    repeatedIds: readonly string[];
  },
) {
  const { entered } = facts;
  const problemTexts = useGridProblemTexts(messages, {
    host: facts.hostProblem,
    entered: entered?.problem,
    columns: facts.columnProblems,
  });
  return gridStatusOf(
    {
      setupProblem: facts.setupProblem,
      rows: facts.rows,
      page: facts.page,
      // Shown once their words are there (the English ones are fetched on demand).
      hostProblem: problemTexts.host,
      columnProblem: problemTexts.columns,
      entered:
        entered && problemTexts.entered !== null
          ? { source: entered.source, problem: problemTexts.entered }
          : null,
      problemWordsRetry: problemTexts.retry,
      sentCount: facts.sentCount,
      repeatedIds: facts.repeatedIds,
    },
    messages,
  );
}
