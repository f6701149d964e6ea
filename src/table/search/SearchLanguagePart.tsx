import {
  forwardRef,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import type { DeliveriesSearchDraft } from '../../grid/search/searchDraft';
import { filterLanguageInput, type FilterLanguageSource } from './filterLanguageInput';
import { suggestFieldNames } from './language/fieldNames';

/** What the box asks of the language's part, which loads on the box's first keystroke. */
export interface SearchLanguageHandle {
  /** The box's text changed. */
  typed(text: string): void;
  /** A key in the box: `true` when the part used it (the suggestion list's keys). */
  keyDown(event: KeyboardEvent<HTMLInputElement>): boolean;
  /** Enter on text holding field words: read it, apply it, or name its problems. */
  submit(text: string): void;
}

/** The box's ARIA the part sets: its list, the active option, its problems. */
export interface SearchLanguageInputProps {
  'aria-controls'?: string | undefined;
  'aria-activedescendant'?: string | undefined;
  'aria-invalid'?: true | undefined;
  problemsId?: string | undefined;
}

/** What the box gives the language's part. */
export interface SearchLanguagePartProps {
  source: FilterLanguageSource;
  draft: DeliveriesSearchDraft;
  baseId: string;
  /** The box no longer holds field words: its text is the search again. */
  release(): void;
  /** A suggestion picked: the box's text becomes `next`, as if typed. */
  change(next: string): void;
  onInputProps(props: SearchLanguageInputProps): void;
  /** Enter was pressed on held text before this part was there. */
  pendingText: string | null;
  /** The box's text when this part came (it may come a few keys after the first). */
  initialText: string;
}

const loadReader = () => import('./language/runFilterQuery');
// The reader's defaults came with the code that failed to load.
const loadFailed = 'The filter language could not be loaded. Check your connection.';
const lastName = /(?:^|\s)([\p{L}_][\p{L}\p{N}_-]*)$/u;
const suggestionsFor = (text: string) => {
  const name = lastName.exec(text)?.[1] ?? '';
  return name.length >= 2 ? suggestFieldNames(name) : [];
};

/**
 * The filter language's suggestion list (a listbox the box controls: ArrowDown and ArrowUp
 * move, Enter completes `courier:`, Escape closes) and its problems under the box; on Enter it
 * loads the reader, applies the filters read over those in force and searches the rest.
 */
export const SearchLanguagePart = forwardRef<SearchLanguageHandle, SearchLanguagePartProps>(
  function SearchLanguagePart(
    { source, draft, baseId, release, change, onInputProps, pendingText, initialText },
    ref,
  ) {
    const messagesOf = () => filterLanguageInput(source).messages;
    const [suggestions, setSuggestions] = useState(() => suggestionsFor(initialText));
    const [active, setActive] = useState(-1);
    const [problems, setProblems] = useState<string[]>([]);
    const [text, setText] = useState(initialText);
    const running = useRef<AbortController | null>(null);
    const listId = `${baseId}-fields`;
    const problemsId = `${baseId}-problems`;
    const optionId = (index: number) => `${listId}-${index}`;

    const typed = (next: string) => {
      running.current?.abort();
      setText(next);
      setProblems([]);
      setActive(-1);
      setSuggestions(suggestionsFor(next));
    };
    const pick = (name: string) => {
      change(text.replace(/[\p{L}_][\p{L}\p{N}_-]*$/u, `${name}:`));
      setSuggestions([]);
    };
    const submit = async (held: string) => {
      const controller = new AbortController();
      running.current?.abort();
      running.current = controller;
      let outcome;
      try {
        const { runFilterQuery } = await loadReader();
        outcome = await runFilterQuery(held, filterLanguageInput(source), controller.signal);
      } catch {
        if (controller.signal.aborted) return;
        setProblems([messagesOf()?.loadFailed ?? loadFailed]);
        return;
      }
      if (controller.signal.aborted) return;
      if ('problems' in outcome) {
        setProblems(outcome.problems);
        return;
      }
      release();
      filterLanguageInput(source).applyFilters(outcome.filters);
      draft.type(outcome.quickSearch);
      draft.submit();
    };

    useImperativeHandle(ref, () => ({
      typed,
      submit: (held) => void submit(held),
      keyDown: (event) => {
        const count = suggestions.length;
        if (count > 0 && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
          const next = active + (event.key === 'ArrowDown' ? 1 : -1);
          setActive(next >= count ? 0 : next < 0 ? count - 1 : next);
        } else if (count > 0 && event.key === 'Escape') {
          setSuggestions([]);
        } else if (event.key === 'Enter' && suggestions[active] !== undefined) {
          pick(suggestions[active]);
        } else return false;
        event.preventDefault();
        event.stopPropagation();
        return true;
      },
    }));

    const listOpen = suggestions.length > 0;
    useEffect(() => {
      onInputProps({
        'aria-controls': listOpen ? listId : undefined,
        'aria-activedescendant': active >= 0 && listOpen ? optionId(active) : undefined,
        'aria-invalid': problems.length > 0 ? true : undefined,
        problemsId: problems.length > 0 ? problemsId : undefined,
      });
      // eslint-disable-next-line react-hooks/exhaustive-deps -- ids are stable
    }, [listOpen, active, problems.length]);
    useEffect(() => {
      if (pendingText !== null) void submit(pendingText);
      // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for an Enter made before the part came
    }, []);

    return (
      <>
        {listOpen && (
          <ul
            id={listId}
            role="listbox"
            aria-label={messagesOf()?.fields ?? 'Filter fields'}
            className="dt-search-fields"
          >
            {suggestions.map((name, index) => (
              <li
                key={name}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                // Keeps focus in the box, where the typing goes on.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(name)}
              >
                {name}:
              </li>
            ))}
          </ul>
        )}
        <div id={problemsId} className="dt-search-hint dt-search-problems" aria-live="polite">
          {problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </div>
      </>
    );
  },
);
