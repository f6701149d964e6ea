import { useMemo } from 'react';
import type { ColumnSettingsProblem } from '../../state/columns/columnSettingsProblem';
import type { DeliveriesViewProblem } from '../../state/problems/problem';
import { summarizeProblemCodes } from '../../state/urlState/linkProblems';
import type { DeliveriesTableMessages } from '../messages';
import { useEnglishProblemWords } from './useProblemWords';

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
 * words (the English ones where its messages lack them). Their wording comes with the English
 * words, fetched once the first problem is to be shown: its notice shows when they are there.
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
  const { english, failed, retry } = useEnglishProblemWords(all.some((list) => !!list?.length));
  const words = english && {
    problems: { ...english.problems, ...messages.problems },
    columns: { ...english.columns, ...messages },
  };
  const [host, entered, column] = all.map((list) =>
    english && words ? english.wordGridProblems(list, words) : null,
  );
  return {
    host: host ?? null,
    entered: entered ?? null,
    columns: column ?? null,
    retry: failed ? retry : null,
  };
}
