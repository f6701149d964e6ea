import { memo, useEffect, useId, useState, type RefObject } from 'react';
import type { DeliveriesTableMessages } from '../../grid/messages';
import { useLatestCallback } from '../../shared/useLatestCallback';

/**
 * The quick search. What a person types stays in the box at once; it is sent after
 * `debounceMs` of quiet (or at once on Enter). A change from outside (the host's state)
 * replaces the text. The box takes at most `maxLength` characters and says so once full; a
 * paste that did not fit is named as cut, so no text is lost without a word. Memoized: a new
 * page of rows does not render it.
 */
export const DeliveriesSearchInput = memo(function DeliveriesSearchInput({
  value,
  onCommit,
  debounceMs,
  maxLength,
  inputRef,
  keyShortcut,
  messages,
}: {
  /** The committed search, from the query state. */
  value: string;
  onCommit: (quickSearch: string) => void;
  debounceMs: number;
  maxLength: number;
  inputRef?: RefObject<HTMLInputElement | null>;
  /** Announced as `aria-keyshortcuts` when the grid's shortcuts are on. */
  keyShortcut?: string | undefined;
  messages: DeliveriesTableMessages;
}) {
  const [draft, setDraft] = useState(value);
  const [committed, setCommitted] = useState(value);
  const [pasteCut, setPasteCut] = useState(false);
  const hintId = useId();

  // The host changed the search (a URL, a reset): show its value unless it only differs in spaces.
  if (value !== committed) {
    setCommitted(value);
    if (value.trim() !== draft.trim()) setDraft(value);
  }

  const commitNow = (text: string) => {
    if (text.trim() !== value.trim()) onCommit(text);
  };
  const commitLater = useLatestCallback(commitNow);

  useEffect(() => {
    if (draft.trim() === committed.trim()) return;
    const timer = setTimeout(() => commitLater(draft), debounceMs);
    return () => clearTimeout(timer);
  }, [draft, committed, debounceMs, commitLater]);

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
          setDraft(event.target.value);
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
          if (event.key === 'Enter') commitNow(draft);
        }}
      />
      <p id={hintId} className="dt-search-hint" aria-live="polite">
        {hint}
      </p>
    </div>
  );
});
