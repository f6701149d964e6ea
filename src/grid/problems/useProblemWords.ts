import { useEffect, useState } from 'react';
import { onDemandModule, useHydrated, useOnDemandModule } from '../../shared/onDemandModule';
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
  const hydrated = useHydrated();
  const english = useOnDemandModule(problemWordsCode, needed && hydrated);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!needed || !hydrated) return;
    let current = true;
    problemWordsCode.load().catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [needed, hydrated, attempt]);
  return {
    english,
    failed: needed && failed && !english,
    retry: () => {
      setFailed(false);
      setAttempt((count) => count + 1);
    },
  };
}
