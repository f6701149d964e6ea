import { onDemandModule } from '../../shared/onDemandModule';
import { useOnDemandCode } from '../../shared/useOnDemandCode';
import type { GridProblemWords } from './wordGridProblems';

const problemWordsCode = onDemandModule(() => import('./problemWordsCode'));

/** The English words of every problem, fetched once (tests wait on it too). */
export const loadProblemWords = () => problemWordsCode.load();

/** The English words of the problems while `needed`, once they are there. */
export interface EnglishProblemWords {
  /** The English words; `undefined` until fetched (or while not needed). */
  english: GridProblemWords | undefined;
  /** The fetch failed: say so, with `retry`. */
  failed: boolean;
  retry: () => void;
}

/**
 * The English words of the problems, fetched once a problem whose words the grid's messages
 * lack is to be shown: a grid whose state and settings are sound never fetches them.
 *
 * @example
 * ```ts
 * const { english } = useEnglishProblemWords(wordGridProblems(problems, messages) === undefined);
 * ```
 */
export function useEnglishProblemWords(needed: boolean): EnglishProblemWords {
  const { code, failed, retry } = useOnDemandCode(problemWordsCode, needed);
  return { english: code, failed, retry };
}
