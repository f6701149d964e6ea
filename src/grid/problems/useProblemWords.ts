import { onDemandModule } from '../../shared/onDemandModule';
import { useOnDemandCode } from '../../shared/useOnDemandCode';
import type * as ProblemWords from './problemWordsCode';

/** The problems' code: their English words and wording, and the full check of column settings. */
export const problemWordsCode = onDemandModule(() => import('./problemWordsCode'));

/** The English words of the problems, and how problems are worded. */
export type ProblemWordsCode = typeof ProblemWords;

/** The English words of every problem, fetched once (tests wait on it too). */
export const loadProblemWords = () => problemWordsCode.load();

/** The English words of the problems while `needed`, once they are there. */
export interface EnglishProblemWords {
  /** The English words and the wording; `undefined` until fetched (or while not needed). */
  english: ProblemWordsCode | undefined;
  /** The fetch failed: say so, with `retry`. */
  failed: boolean;
  retry: () => void;
}

/**
 * The English words of the problems and their wording, fetched once a problem is to be shown:
 * a grid whose state and settings are sound never fetches them.
 *
 * @example
 * ```ts
 * const { english } = useEnglishProblemWords(problems.length > 0);
 * ```
 */
export function useEnglishProblemWords(needed: boolean): EnglishProblemWords {
  const { code, failed, retry } = useOnDemandCode(problemWordsCode, needed);
  return { english: code, failed, retry };
}
