import { useCombobox } from 'downshift';
import { useState, type ChangeEvent, type KeyboardEvent, type Ref } from 'react';
import type { FilterPanelMessages } from '../messages';
import type { FilterOption, FilterOptionSource } from '../logic/types';
import { useFilterOptions } from './useFilterOptions';
import { FieldNotes } from './FieldNotes';
import { FieldAnnouncement, useFieldAnnouncement } from './FieldAnnouncement';
import {
  idEntryHandlers,
  skipDownshift,
  type DownshiftEvent,
  type IdEntry,
} from './idEntryHandlers';
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
 * A multi-select over ids: a downshift combobox for searching and picking options (static or
 * loaded), the chosen values as chips with "Remove …" buttons, and optionally typed or pasted
 * ids. Keyboard: arrows open and move through the list, Enter picks, Backspace in the empty
 * input removes the last chip, Left arrow moves into the chips.
 */
export function MultiSelectField(props: MultiSelectFieldProps) {
  const { id, label, selected, onSelectedChange, source, entry, messages } = props;
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

  // Every change of the draft happens in the event that caused it: downshift reports its own
  // changes from an effect, a render late, and keys typed meanwhile landed on stale text.
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

  const combobox = useCombobox<FilterOption>({
    id,
    inputId: id,
    items,
    itemToString: (item) => item?.label ?? '',
    itemToKey: (item) => item?.value,
    inputValue,
    selectedItem: null,
    defaultHighlightedIndex: entry ? -1 : 0,
    stateReducer: (state, { changes, type }) =>
      // Leaving the field never picks whatever happened to be highlighted.
      type === useCombobox.stateChangeTypes.InputBlur
        ? { ...changes, selectedItem: null, inputValue: state.inputValue }
        : changes,
    onIsOpenChange: ({ isOpen }) => {
      if (isOpen) setOpened(true);
    },
    onStateChange: ({ type }) => {
      if (type === useCombobox.stateChangeTypes.InputBlur && !entry) setSearch('');
    },
  });
  const {
    isOpen,
    highlightedIndex,
    getLabelProps,
    getMenuProps,
    getInputProps,
    getItemProps,
    getToggleButtonProps,
  } = combobox;
  const retryLoading = () => {
    retry();
    document.getElementById(id)?.focus();
    combobox.openMenu();
  };

  const highlighted = isOpen ? items[highlightedIndex] : undefined;
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
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement> & DownshiftEvent) => {
    if (event.key === 'Enter' && highlighted) {
      // Stays open on the same spot so several values can be picked in a row.
      event.preventDefault();
      skipDownshift(event);
      pick(highlighted);
      return;
    }
    entryKeys.onKeyDown(event);
    // While the list is open, arrows and Backspace belong to the input.
    if (!isOpen && !event.nativeEvent.preventDownshiftDefault) chips.onInputKeyDown(event);
  };
  const hintId = props.hint ? `${id}-hint` : undefined;
  const errorId = props.error ? `${id}-error` : undefined;
  const statusId = `${id}-status`;
  const loadFailed = status === 'error';

  return (
    <div className={cx('dt-field', props.className)} data-invalid={props.error ? '' : undefined}>
      <label className="dt-label" {...getLabelProps()}>
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
          {...getInputProps({
            ref: props.inputRef,
            onChange: (event: ChangeEvent<HTMLInputElement>) => setInputValue(event.target.value),
            onKeyDown,
            onPaste: entryKeys.onPaste,
            onBlur: props.onBlur,
          })}
        />
        {source && (
          <button
            type="button"
            className="dt-combobox-toggle"
            aria-label={messages.showOptions(label)}
            {...getToggleButtonProps()}
          >
            <span aria-hidden="true">▾</span>
          </button>
        )}
        <ul
          className="dt-menu"
          {...getMenuProps({ 'aria-label': messages.optionsList(label) })}
          hidden={!isOpen || items.length === 0}
        >
          {isOpen &&
            items.map((item, index) => (
              <li
                key={item.value}
                className="dt-option"
                data-highlighted={highlightedIndex === index ? '' : undefined}
                {...getItemProps({
                  item,
                  index,
                  onClick: (event: DownshiftEvent) => {
                    skipDownshift(event);
                    pick(item);
                  },
                  // Chosen values are the chips; the highlight is aria-activedescendant's.
                  'aria-selected': false,
                })}
              >
                {item.label}
              </li>
            ))}
        </ul>
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
