import { useState, type ClipboardEvent, type KeyboardEvent, type Ref } from 'react';
import { splitTags } from '../logic/splitTags';
import type { FilterPanelMessages } from '../messages';
import { FieldAnnouncement, useFieldAnnouncement } from './FieldAnnouncement';
import { FieldNotes } from './FieldNotes';
import { useChipKeys } from './useChipKeys';
import { cx } from '../../shared/cx';
import { pastedInto } from './pastedInto';
import { RemovableChip } from '../RemovableChip';
import { isComma } from '../../shared/text/arabicInput';

export interface TagsFieldProps {
  id: string;
  label: string;
  tags: readonly string[];
  onTagsChange(tags: string[]): void;
  /** Text typed but not yet a chip; part of the draft. */
  text: string;
  onTextChange(text: string): void;
  /** After typed text became chips, so the field's message can be refreshed. */
  onCommitted(): void;
  maxTags: number;
  maxTagLength: number;
  hint?: string;
  error?: string;
  onBlur?(): void;
  inputRef?: Ref<HTMLInputElement>;
  messages: FilterPanelMessages;
  className?: string;
  chipsClassName?: string;
}

/**
 * Free-text tags as chips: Enter, a comma or a paste adds
 * the trimmed text; a tag already there is skipped with a note; a tag too long stays in the
 * input with the field's message; chips take the keys of `useChipKeys`. What was added or
 * removed is said in the field's live region.
 */
export function TagsField(props: TagsFieldProps) {
  const { id, label, tags, onTagsChange, text, onTextChange, messages } = props;
  const { inputRef, onBlur, hint, error } = props;
  const [notice, setNotice] = useState('');
  const announcement = useFieldAnnouncement();
  const chips = useChipKeys({
    items: tags,
    inputId: id,
    onRemove: (tag) => {
      onTagsChange(tags.filter((other) => other !== tag));
      announcement.say(messages.valueRemoved(tag));
    },
  });

  const commit = (typed: string) => {
    const added: string[] = [];
    const duplicates: string[] = [];
    const refused: string[] = [];
    for (const tag of splitTags(typed)) {
      if (tags.includes(tag) || added.includes(tag)) duplicates.push(tag);
      else if (tag.length > props.maxTagLength || tags.length + added.length >= props.maxTags)
        refused.push(tag);
      else added.push(tag);
    }
    if (added.length > 0) {
      onTagsChange([...tags, ...added]);
      announcement.say(messages.valuesAdded(added));
    }
    onTextChange(refused.join(', '));
    setNotice(duplicates.length > 0 ? messages.tagAlreadyAdded(duplicates.join(', ')) : '');
    props.onCommitted();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === 'Enter' && text.trim() !== '') || isComma(event.key)) {
      event.preventDefault();
      commit(text);
    } else {
      chips.onInputKeyDown(event);
    }
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    commit(pastedInto(event.currentTarget, event.clipboardData.getData('text'), ','));
  };

  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const noticeId = `${id}-notice`;

  return (
    <div className={cx('dt-field', props.className)} data-invalid={error ? '' : undefined}>
      <label className="dt-label" htmlFor={id}>
        {label}
      </label>
      {tags.length > 0 && (
        <ul className={cx('dt-chips', props.chipsClassName)}>
          {tags.map((tag, index) => (
            <RemovableChip
              key={tag}
              text={tag}
              removeLabel={messages.removeValue(tag)}
              buttonProps={chips.chipProps(tag, index)}
            />
          ))}
        </ul>
      )}
      <input
        className="dt-input"
        type="text"
        aria-invalid={error ? true : undefined}
        aria-describedby={cx(errorId, hintId, noticeId)}
        id={id}
        ref={inputRef}
        value={text}
        onChange={(event) => {
          setNotice('');
          onTextChange(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        onBlur={onBlur}
      />
      <p id={noticeId} className="dt-hint" role="status">
        {notice}
      </p>
      <FieldNotes hintId={hintId} hint={hint} errorId={errorId} error={error} live />
      <FieldAnnouncement text={announcement.text} />
    </div>
  );
}
