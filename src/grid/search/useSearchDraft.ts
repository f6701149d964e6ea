import { useEffect, useState } from 'react';
import { useClientLayoutEffect } from '../../shared/useClientLayoutEffect';
import { createFilterLanguage, type DeliveriesFilterLanguage } from './filterLanguage';
import type { FilterLanguageFacts } from './filterLanguageInput';
import { createSearchDraft, type DeliveriesSearchDraft } from './searchDraft';

/**
 * The quick search's draft and debounce, the model's and a store of their own: it follows the
 * search in force (`committed`), and sends what is typed through `send`. With the filter
 * language on (`facts`), text holding field words is read by the language instead.
 */
export function useSearchDraft(
  committed: string,
  debounceMs: number,
  send: (text: string) => void,
  facts: FilterLanguageFacts | null,
): { draft: DeliveriesSearchDraft; language: DeliveriesFilterLanguage | null } {
  const [draft] = useState(createSearchDraft);
  const [language] = useState(() => createFilterLanguage(draft));
  if (facts) language.configure(facts);
  draft.configure({ debounceMs, send, run: facts ? language.run : undefined });
  draft.follow(committed);
  useClientLayoutEffect(() => draft.notify());
  useEffect(() => draft.mount(), [draft]);
  return { draft, language: facts && language };
}
