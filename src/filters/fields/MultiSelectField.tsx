import { useState, type KeyboardEvent, type Ref } from 'react';
import type { FilterPanelMessages } from '../messages';
import type { FilterOption, FilterOptionSource } from '../logic/types';
import { useFilterOptions } from './useFilterOptions';
import { FieldNotes } from './FieldNotes';
import { FieldAnnouncement, useFieldAnnouncement } from './FieldAnnouncement';
import { idEntryHandlers, type IdEntry } from './idEntryHandlers';
import { useOptionList } from './useOptionList';
import { SelectedOptionChips } from './SelectedOptionChips';
import { useChipKeys } from './useChipKeys';
import { cx } from '../../shared/cx';

export interface MultiSelectFieldProps {
  /** The input's id; the label, list and messages derive theirs from it. */
  id: string;
  label: string;
  selected: readonly number[];
  onSelectedChange(ids: number[]): void;
  source?: FilterOptionSource;
  entry?: IdEntry;
  hint?: string;
  error?: string;
  onBlur?(): void;
  inputRef?: Ref<HTMLInputElement>;
  messages: FilterPanelMessages;
  /** Locale of case-insensitive label matching. */
  locale?: string;
  className?: string;
  chipsClassName?: string;
}

/**
 * A multi-select over ids: a combobox for searching and picking options (static or loaded), the chosen values as chips with "Remove …" buttons, and optionally typed or pasted
 * ids. Keyboard: arrows open and move through the list, Enter picks, Backspace in the empty
 * input removes the last chip, Left arrow moves into the chips.
 */
export function MultiSelectField(props: MultiSelectFieldProps) {
  const { id, label, selected, onSelectedChange, source, entry, messages, inputRef } = props;
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState(false);
  const inputValue = entry ? entry.text : search;
  const setInputValue = entry ? entry.onTextChange : setSearch;
  const { options, status, labelOf, retry } = useFilterOptions(
    source,
    inputValue,
    opened,
    props.locale,
  );

  const selectedItems: FilterOption[] = selected.map((value) => ({
    value,
    label: labelOf(value) ?? messages.unknownOption(value),
  }));
  const items = options.filter((option) => !selected.includes(option.value));
  const announcement = useFieldAnnouncement();

  // Every change of the draft happens in the event that caused it, so keys typed next land on
  // the text as it is then.
  const pick = (item: FilterOption) => {
    onSelectedChange([...selected, item.value]);
    setInputValue('');
    announcement.say(messages.valuesAdded([item.label]));
  };
  const chips = useChipKeys({
    items: selectedItems,
    inputId: id,
    onRemove: (item) => {
      onSelectedChange(selected.filter((value) => value !== item.value));
      announcement.say(messages.valueRemoved(item.label));
    },
  });
  const list = useOptionList({
    id,
    hasList: source !== undefined,
    count: items.length,
    firstHighlighted: entry ? -1 : 0,
    onOpen: () => setOpened(true),
  });
  const { isOpen } = list;
  const retryLoading = () => {
    retry();
    document.getElementById(id)?.focus();
    list.open();
  };

  const highlighted = items[list.highlighted];
  const entryKeys = idEntryHandlers({
    entry,
    selected,
    onSelectedChange: (ids) => {
      onSelectedChange(ids);
      const added = ids.filter((value) => !selected.includes(value));
      if (added.length > 0) announcement.say(messages.valuesAdded(added.map(String)));
    },
    picking: highlighted !== undefined,
  });
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // An Enter (or arrow) that ends an input method's composition is the input method's.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    if (event.key === 'Enter' && highlighted) {
      // Stays open on the same spot so several values can be picked in a row.
      event.preventDefault();
      pick(highlighted);
      return;
    }
    entryKeys.onKeyDown(event);
    if (event.defaultPrevented || list.onKeyDown(event)) return;
    // While the list is open, arrows and Backspace belong to the input.
    if (!isOpen) chips.onInputKeyDown(event);
  };
  const hintId = props.hint ? `${id}-hint` : undefined;
  const errorId = props.error ? `${id}-error` : undefined;
  const statusId = `${id}-status`;
  const loadFailed = status === 'error';

  return (
    <div className={cx('dt-field', props.className)} data-invalid={props.error ? '' : undefined}>
      <label className="dt-label" htmlFor={id}>
        {label}
      </label>
      <SelectedOptionChips
        items={selectedItems}
        chipProps={chips.chipProps}
        messages={messages}
        className={props.chipsClassName}
      />
      <div className="dt-combobox">
        <input
          className="dt-input"
          aria-invalid={props.error ? true : undefined}
          aria-describedby={cx(errorId, hintId, statusId)}
          inputMode={entry && !source ? 'numeric' : undefined}
          {...list.inputProps}
          ref={inputRef}
          value={inputValue}
          onChange={(event) => {
            setInputValue(event.target.value);
            list.open();
          }}
          onKeyDown={onKeyDown}
          onPaste={entryKeys.onPaste}
          onBlur={() => {
            // Leaving the field never picks whatever happened to be highlighted. A search whose
            // options failed to load keeps its text: "Retry" (Tab reaches it) asks for it again.
            if (isOpen) {
              list.close();
              if (!entry && !loadFailed) setSearch('');
            }
            props.onBlur?.();
          }}
        />
        {source && (
          <button
            type="button"
            className="dt-combobox-toggle"
            aria-label={messages.showOptions(label)}
            {...list.toggleProps}
          >
            <span aria-hidden="true">▾</span>
          </button>
        )}
        {source && (
          <ul
            className="dt-menu"
            {...list.listProps}
            aria-label={messages.optionsList(label)}
            hidden={!isOpen || items.length === 0}
          >
            {isOpen &&
              items.map((item, index) => (
                <li
                  key={item.value}
                  className="dt-option"
                  data-highlighted={list.highlighted === index ? '' : undefined}
                  {...list.optionProps(index)}
                  // Chosen values are the chips; the highlight is aria-activedescendant's.
                  aria-selected={false}
                  onClick={() => pick(item)}
                >
                  {item.label}
                </li>
              ))}
          </ul>
        )}
      </div>
      <div id={statusId} className="dt-hint" role="status">
        {status === 'loading' && messages.loadingOptions}
        {isOpen && status === 'ready' && items.length === 0 && !entry && messages.noOptions}
      </div>
      {loadFailed && (
        <p className="dt-field-error" role="alert">
          {messages.loadFailed(label)}{' '}
          <button type="button" className="dt-button" onClick={retryLoading}>
            {messages.retry}
          </button>
        </p>
      )}
      <FieldNotes hintId={hintId} hint={props.hint} errorId={errorId} error={props.error} live />
      <FieldAnnouncement text={announcement.text} />
    </div>
  );
}
