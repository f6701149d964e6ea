import { useMemo } from 'react';
import type { ColumnSettingsProblem } from '../../state/columns/columnSettingsProblem';
import type { DeliveriesViewProblem } from '../../state/problems/problem';
import { summarizeProblemCodes } from '../../state/urlState/linkProblems';
import type { DeliveriesTableMessages } from '../messages';
import { useEnglishProblemWords } from './useProblemWords';
import { wordGridProblems, type GridProblemWords } from './wordGridProblems';

/** The problems the grid shows, in words: `null` for none, or while their words are fetched. */
export interface GridProblemTexts {
  host: string | null;
  entered: string | null;
  columns: string | null;
  /** The English words could not be fetched: fetch them again. `null` otherwise. */
  retry: (() => void) | null;
}

/**
 * What the host's state, an applied view and the column settings left out, in the grid's
 * words: a problem whose words the messages lack (the English defaults carry none) waits for
 * the English words, fetched once, and its notice shows when they are there.
 *
 * @example
 * ```ts
 * const texts = useGridProblemTexts(messages, { host, entered, columns: layout.problems });
 * ```
 */
export function useGridProblemTexts(
  messages: DeliveriesTableMessages,
  lists: {
    host: readonly DeliveriesViewProblem[] | null;
    entered: readonly DeliveriesViewProblem[] | undefined;
    columns: readonly ColumnSettingsProblem[];
  },
): GridProblemTexts {
  const columns = useMemo(
    () =>
      summarizeProblemCodes<DeliveriesViewProblem>(
        lists.columns.map((params) => ({ code: 'columnSettings', params })),
      ),
    [lists.columns],
  );
  const all = [lists.host, lists.entered, columns];
  const own = all.map((list) =>
    wordGridProblems(list, { problems: messages.problems, columns: messages }),
  );
  const needed = own.includes(undefined);
  const { english, failed, retry } = useEnglishProblemWords(needed);
  const words: GridProblemWords | undefined = english && {
    problems: { ...english.problems, ...messages.problems },
    columns: { ...english.columns, ...messages },
  };
  const [host, entered, column] =
    needed && words ? all.map((list) => wordGridProblems(list, words)) : own;
  return {
    host: host ?? null,
    entered: entered ?? null,
    columns: column ?? null,
    retry: failed ? retry : null,
  };
}
