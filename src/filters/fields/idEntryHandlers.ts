import type { ClipboardEvent, KeyboardEvent } from 'react';
import { pastedInto } from './pastedInto';
import { parseIdList } from '../logic/parseIdList';
import { isComma } from '../../shared/text/arabicInput';

/** Typing and pasting ids straight into the field ("Delivery IDs"). */
export interface IdEntry {
  /** Text typed but not yet turned into chips; part of the draft. */
  text: string;
  onTextChange(text: string): void;
  /** The lowest valid id (0 for status codes, 1 for ids). */
  minimum: number;
  maxIds: number;
  /** After typed text became chips, so the field's message can be refreshed. */
  onCommitted(): void;
}

/**
 * Turns typed or pasted text into chosen ids: on Enter (unless an option is being picked), on a
 * comma, and on paste. Invalid words and ids beyond `maxIds` stay in the input, where the
 * field's message explains them.
 */
export function idEntryHandlers({
  entry,
  selected,
  onSelectedChange,
  picking,
}: {
  entry: IdEntry | undefined;
  selected: readonly number[];
  onSelectedChange(ids: number[]): void;
  /** Whether Enter now picks the highlighted option instead. */
  picking: boolean;
}) {
  const commit = (text: string) => {
    if (!entry) return;
    const { ids, invalid } = parseIdList(text, entry.minimum);
    const fresh = ids.filter((value) => !selected.includes(value));
    const room = Math.max(0, entry.maxIds - selected.length);
    const kept = [...invalid, ...fresh.slice(room).map(String)];
    if (fresh.length > 0 && room > 0) onSelectedChange([...selected, ...fresh.slice(0, room)]);
    entry.onTextChange(kept.join(' '));
    entry.onCommitted();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!entry) return;
    if ((event.key === 'Enter' && !picking && entry.text.trim() !== '') || isComma(event.key)) {
      event.preventDefault();
      commit(entry.text);
    }
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    if (!entry) return;
    event.preventDefault();
    commit(pastedInto(event.currentTarget, event.clipboardData.getData('text'), ' '));
  };
  return { onKeyDown, onPaste };
}
