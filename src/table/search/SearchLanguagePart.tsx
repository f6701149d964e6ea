import { forwardRef, useImperativeHandle, useMemo, useState, type KeyboardEvent } from 'react';
import type {
  DeliveriesFilterLanguage,
  DeliveriesFilterLanguageState,
} from '../../grid/search/filterLanguage';
import { firstFieldNames, suggestFieldNames } from '../../grid/search/language/fieldNames';
import { filterLanguageWords } from '../../grid/search/language/filterLanguageWords';
import { useClientLayoutEffect } from '../../shared/useClientLayoutEffect';
import { shallowEqual, useStoreSelector } from '../../shared/useStoreSelector';
import { useDeliveriesTableOptions } from '../gridContext';
import type { DeliveriesTableOptions } from '../types';

/** What the box asks of the language's part, which loads on the box's first keystroke. */
export interface SearchLanguageHandle {
  /** The box's text changed. */
  typed(text: string): void;
  /** A key in the box: `true` when the part used it (the suggestion list's keys). */
  keyDown(event: KeyboardEvent<HTMLInputElement>): boolean;
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
  /** The model's filter language: what it read, its problems. */
  language: DeliveriesFilterLanguage;
  baseId: string;
  /** A suggestion picked: the box's text becomes `next`, as if typed. */
  change(next: string): void;
  onInputProps(props: SearchLanguageInputProps): void;
  /** The box's text when this part came (it may come a few keys after the first). */
  initialText: string;
}

const lastName = /(?:^|\s)([\p{L}_][\p{L}\p{N}_-]*)$/u;
const readState = (state: DeliveriesFilterLanguageState) => state;
// The language's words: the host's over its pack's.
const readWords = ({ search, localePack }: DeliveriesTableOptions) =>
  [
    search && typeof search.language === 'object' ? search.language.messages : undefined,
    localePack?.messages.filterLanguage,
  ] as const;

/**
 * The filter language's suggestion list (a listbox the box controls: ArrowDown and ArrowUp
 * move, Enter completes `courier:`, Escape closes) and, under the box, what the model's
 * language says: its problems, worded here, or that its code could not be loaded.
 */
export const SearchLanguagePart = forwardRef<SearchLanguageHandle, SearchLanguagePartProps>(
  function SearchLanguagePart({ language, baseId, change, onInputProps, initialText }, ref) {
    const [given, pack] = useDeliveriesTableOptions(readWords, shallowEqual);
    const words = useMemo(() => filterLanguageWords(given, pack), [given, pack]);
    const suggestionsFor = (text: string) => {
      const name = lastName.exec(text)?.[1] ?? '';
      return name.length >= 2 ? suggestFieldNames(name, words.fieldNames) : [];
    };
    const [suggestions, setSuggestions] = useState(() => suggestionsFor(initialText));
    const [active, setActive] = useState(-1);
    const [text, setText] = useState(initialText);
    const state = useStoreSelector(language, readState);
    const problems = useMemo(() => {
      const names = firstFieldNames(words.fieldNames);
      const said = state.problems.map((problem) =>
        // Each code's words take that code's problem.
        (words.problems[problem.code] as (p: typeof problem, n: string) => string)(problem, names),
      );
      return state.loadFailed ? [words.loadFailed] : said;
    }, [state, words]);
    const listId = `${baseId}-fields`;
    const problemsId = `${baseId}-problems`;
    const optionId = (index: number) => `${listId}-${index}`;

    const typed = (next: string) => {
      setText(next);
      setActive(-1);
      setSuggestions(suggestionsFor(next));
    };
    const pick = (name: string) => {
      change(text.replace(/[\p{L}_][\p{L}\p{N}_-]*$/u, `${name}:`));
      setSuggestions([]);
    };

    useImperativeHandle(ref, () => ({
      typed,
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
    // Before paint: the box is marked invalid in the frame that shows why, never a frame later.
    useClientLayoutEffect(() => {
      onInputProps({
        'aria-controls': listOpen ? listId : undefined,
        'aria-activedescendant': active >= 0 && listOpen ? optionId(active) : undefined,
        'aria-invalid': problems.length > 0 ? true : undefined,
        problemsId: problems.length > 0 ? problemsId : undefined,
      });
      // eslint-disable-next-line react-hooks/exhaustive-deps -- ids are stable
    }, [listOpen, active, problems.length]);

    return (
      <>
        {listOpen && (
          <ul id={listId} role="listbox" aria-label={words.fields} className="dt-search-fields">
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
