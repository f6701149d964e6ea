import { useRef, useState } from 'react';
import type { DeliveriesSearchDraft } from '../../grid/search/searchDraft';
import type { FilterLanguageInput } from './filterLanguageInput';
import { suggestFieldNames } from './language/fieldNames';
import { hasFieldWord } from './language/hasFieldWord';

const loadLanguage = () => import('./language/runFilterQuery');

/**
 * The search box's filter language, apart from its markup: text holding a field word
 * (`status:`) is held in the box rather than searched as typed; Enter reads it (the reader loads
 * on first use), applies the filters it names and searches the rest, or names each word it
 * cannot read. While a field name is typed, the names it may become are suggested.
 */
export function useFilterLanguage(
  draft: DeliveriesSearchDraft,
  input: FilterLanguageInput | undefined,
) {
  const [held, setHeld] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [active, setActive] = useState(-1);
  const running = useRef<AbortController | null>(null);

  const type = (text: string) => {
    running.current?.abort();
    setProblems([]);
    const lastWord = /(?:^|\s)([\p{L}_][\p{L}\p{N}_-]*)$/u.exec(text)?.[1] ?? '';
    setSuggestions(input && lastWord.length >= 2 ? suggestFieldNames(lastWord) : []);
    setActive(-1);
    if (input && hasFieldWord(text)) {
      // Field words are read on Enter, not searched as text after the debounce.
      draft.hold();
      setHeld(text);
      return;
    }
    setHeld(null);
    draft.type(text);
  };

  const pick = (name: string) => {
    const text = (held ?? draft.get()).replace(/[\p{L}_][\p{L}\p{N}_-]*$/u, `${name}:`);
    type(text);
    setSuggestions([]);
  };

  const submit = async () => {
    if (held === null || !input) {
      draft.submit();
      return;
    }
    const controller = new AbortController();
    running.current?.abort();
    running.current = controller;
    let outcome;
    try {
      const { runFilterQuery } = await loadLanguage();
      outcome = await runFilterQuery(held, input, controller.signal);
    } catch {
      if (controller.signal.aborted) return;
      // The defaults come with the code that failed to load: only the host's words are here.
      setProblems([input.messages?.loadFailed ?? 'The filter language could not be loaded.']);
      return;
    }
    if (controller.signal.aborted) return;
    if ('problems' in outcome) {
      setProblems(outcome.problems);
      return;
    }
    setHeld(null);
    input.applyFilters(outcome.filters);
    draft.type(outcome.quickSearch);
    draft.submit();
  };

  return {
    /** The text the box shows while it holds field words, else `null` (the draft's). */
    held,
    problems,
    suggestions,
    active,
    setActive,
    type,
    pick,
    submit,
    closeSuggestions: () => setSuggestions([]),
  };
}
