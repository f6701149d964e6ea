import { useMultipleSelection } from 'downshift';
import {
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
  type MouseEvent,
  type Ref,
} from 'react';
import { splitTags } from '../logic/splitTags';
import type { FilterPanelMessages } from '../messages';
import { FieldNotes } from './FieldNotes';
import { cx } from '../../shared/cx';
import { RemovableChip } from '../RemovableChip';

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

type DownshiftEvent = { nativeEvent: Event & { preventDownshiftDefault?: boolean } };

/**
 * Free-text tags as chips (downshift `useMultipleSelection`): Enter, a comma or a paste adds
 * the trimmed text; a tag already there is skipped with a note; a tag too long stays in the
 * input with the field's message; Backspace in the empty input removes the last chip.
 */
export function TagsField(props: TagsFieldProps) {
  const { id, label, tags, onTagsChange, text, onTextChange, messages } = props;
  const [notice, setNotice] = useState('');
  const { getSelectedItemProps, getDropdownProps } = useMultipleSelection<string>({
    selectedItems: [...tags],
    itemToKey: (tag) => tag,
    onSelectedItemsChange: ({ selectedItems }) => onTagsChange(selectedItems),
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
    if (added.length > 0) onTagsChange([...tags, ...added]);
    onTextChange(refused.join(', '));
    setNotice(duplicates.length > 0 ? messages.tagAlreadyAdded(duplicates.join(', ')) : '');
    props.onCommitted();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement> & DownshiftEvent) => {
    if ((event.key === 'Enter' && text.trim() !== '') || event.key === ',') {
      event.preventDefault();
      commit(text);
    } else if (event.key === 'Backspace' && text !== '') {
      // Only an empty input hands Backspace to the chips.
      event.nativeEvent.preventDownshiftDefault = true;
    }
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    commit(`${text},${event.clipboardData.getData('text')}`);
  };
  const remove = (tag: string) => (event: MouseEvent<HTMLButtonElement> & DownshiftEvent) => {
    event.nativeEvent.preventDownshiftDefault = true;
    onTagsChange(tags.filter((other) => other !== tag));
    document.getElementById(id)?.focus();
  };

  const hintId = props.hint ? `${id}-hint` : undefined;
  const errorId = props.error ? `${id}-error` : undefined;
  const noticeId = `${id}-notice`;

  return (
    <div className={cx('dt-field', props.className)} data-invalid={props.error ? '' : undefined}>
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
              buttonProps={{
                ...getSelectedItemProps({ selectedItem: tag, index, onClick: remove(tag) }),
                tabIndex: 0,
              }}
            />
          ))}
        </ul>
      )}
      <input
        className="dt-input"
        type="text"
        aria-invalid={props.error ? true : undefined}
        aria-describedby={cx(errorId, hintId, noticeId)}
        {...getDropdownProps({
          id,
          ref: props.inputRef,
          value: text,
          onChange: (event) => {
            setNotice('');
            onTextChange((event.target as HTMLInputElement).value);
          },
          onKeyDown,
          onPaste,
          onBlur: props.onBlur,
        })}
      />
      <p id={noticeId} className="dt-hint" role="status">
        {notice}
      </p>
      <FieldNotes hintId={hintId} hint={props.hint} errorId={errorId} error={props.error} />
    </div>
  );
}
