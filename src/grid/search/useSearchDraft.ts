import { useEffect, useState } from 'react';
import { useClientLayoutEffect } from '../../shared/useClientLayoutEffect';
import { createSearchDraft, type DeliveriesSearchDraft } from './searchDraft';

/**
 * The quick search's draft and debounce, the model's and a store of their own: it follows the
 * search in force (`committed`), and sends what is typed through `send`.
 */
export function useSearchDraft(
  committed: string,
  debounceMs: number,
  send: (text: string) => void,
): DeliveriesSearchDraft {
  const [draft] = useState(() => createSearchDraft(committed));
  draft.configure({ debounceMs, send });
  draft.follow(committed);
  useClientLayoutEffect(() => draft.notify());
  useEffect(() => () => draft.dispose(), [draft]);
  return draft;
}
