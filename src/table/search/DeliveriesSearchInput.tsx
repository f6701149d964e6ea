import { memo, useId, useState, type RefObject } from 'react';
import type { DeliveriesTableMessages } from '../../grid/messages';
import type { DeliveriesSearchDraft } from '../../grid/search/searchDraft';
import { useStoreSelector } from '../../shared/useStoreSelector';
import type { FilterLanguageInput } from './filterLanguageInput';
import { useFilterLanguage } from './useFilterLanguage';

const readDraft = (text: string) => text;

/**
 * The quick search's box over the model's draft (`grid.search.draft`): what a person types
 * stays in the box at once and is sent after the debounce of quiet (or at once on Enter); a
 * change from outside (the host's state) replaces the text. The box takes at most `maxLength`
 * characters and says so once full; a paste that did not fit is named as cut, so no text is
 * lost without a word. A keystroke renders this box only.
 */
export const DeliveriesSearchInput = memo(function DeliveriesSearchInput({
  draft: searchDraft,
  maxLength,
  inputRef,
  keyShortcut,
  messages,
  language,
}: {
  draft: DeliveriesSearchDraft;
  maxLength: number;
  inputRef?: RefObject<HTMLInputElement | null>;
  /** Announced as `aria-keyshortcuts` when the grid's shortcuts are on. */
  keyShortcut?: string | undefined;
  messages: DeliveriesTableMessages;
  /** The filter language's lists and filters; `undefined` for plain search. */
  language?: FilterLanguageInput | undefined;
}) {
  const committedDraft = useStoreSelector(searchDraft, readDraft);
  const [pasteCut, setPasteCut] = useState(false);
  const hintId = useId();
  const listId = `${hintId}-fields`;
  const words = useFilterLanguage(searchDraft, language);
  const draft = words.held ?? committedDraft;
  const optionId = (index: number) => `${listId}-${index}`;
  const listOpen = words.suggestions.length > 0;

  const atLimit = draft.length >= maxLength;
  const hint = atLimit
    ? pasteCut
      ? messages.searchPasteCut(maxLength)
      : messages.searchTooLong(maxLength)
    : null;

  return (
    <div className="dt-search">
      <svg
        className="dt-icon dt-search-icon"
        viewBox="0 0 16 16"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="7" cy="7" r="4.5" />
        <path d="m10.5 10.5 3 3" />
      </svg>
      <input
        ref={inputRef}
        type="search"
        className="dt-search-input"
        aria-label={messages.searchLabel}
        aria-keyshortcuts={keyShortcut}
        aria-describedby={atLimit || words.problems.length > 0 ? hintId : undefined}
        aria-invalid={words.problems.length > 0 ? true : undefined}
        aria-autocomplete={language ? 'list' : undefined}
        aria-controls={listOpen ? listId : undefined}
        aria-activedescendant={words.active >= 0 ? optionId(words.active) : undefined}
        placeholder={messages.searchPlaceholder}
        value={draft}
        maxLength={maxLength}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => {
          words.type(event.target.value);
          if (event.target.value.length < maxLength) setPasteCut(false);
        }}
        onPaste={(event) => {
          // The browser keeps what fits of a paste (maxLength); the rest is reported, not hidden.
          const input = event.currentTarget;
          const selected = (input.selectionEnd ?? 0) - (input.selectionStart ?? 0);
          // A one-line box drops line breaks from a paste.
          const pasted = event.clipboardData.getData('text').replace(/[\r\n]/g, '').length;
          setPasteCut(input.value.length - selected + pasted > maxLength);
        }}
        onKeyDown={(event) => {
          const count = words.suggestions.length;
          if (count > 0 && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
            event.preventDefault();
            const step = event.key === 'ArrowDown' ? 1 : -1;
            const next = words.active + step;
            words.setActive(next >= count ? 0 : next < 0 ? count - 1 : next);
          } else if (event.key === 'Escape' && count > 0) {
            event.preventDefault();
            event.stopPropagation();
            words.closeSuggestions();
          } else if (event.key === 'Enter') {
            const picked = words.suggestions[words.active];
            if (picked !== undefined) {
              event.preventDefault();
              words.pick(picked);
            } else void words.submit();
          }
        }}
        onBlur={words.closeSuggestions}
      />
      {listOpen && (
        <ul
          id={listId}
          role="listbox"
          aria-label={messages.searchFields}
          className="dt-search-fields"
        >
          {words.suggestions.map((name, index) => (
            <li
              key={name}
              id={optionId(index)}
              role="option"
              aria-selected={index === words.active}
              // Keeps focus in the box, where the typing goes on.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => words.pick(name)}
            >
              {name}:
            </li>
          ))}
        </ul>
      )}
      <div id={hintId} className="dt-search-hint" aria-live="polite">
        {words.problems.length > 0
          ? words.problems.map((problem) => <p key={problem}>{problem}</p>)
          : hint}
      </div>
    </div>
  );
});
