import { memo, useId, useState, type RefObject } from 'react';
import type { DeliveriesTableMessages } from '../../grid/messages';
import type { DeliveriesSearchDraft } from '../../grid/search/searchDraft';
import { useStoreSelector } from '../../shared/useStoreSelector';

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
}: {
  draft: DeliveriesSearchDraft;
  maxLength: number;
  inputRef?: RefObject<HTMLInputElement | null>;
  /** Announced as `aria-keyshortcuts` when the grid's shortcuts are on. */
  keyShortcut?: string | undefined;
  messages: DeliveriesTableMessages;
}) {
  const draft = useStoreSelector(searchDraft, readDraft);
  const [pasteCut, setPasteCut] = useState(false);
  const hintId = useId();

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
        aria-describedby={atLimit ? hintId : undefined}
        placeholder={messages.searchPlaceholder}
        value={draft}
        maxLength={maxLength}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => {
          searchDraft.type(event.target.value);
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
          if (event.key === 'Enter') searchDraft.submit();
        }}
      />
      <p id={hintId} className="dt-search-hint" aria-live="polite">
        {hint}
      </p>
    </div>
  );
});
