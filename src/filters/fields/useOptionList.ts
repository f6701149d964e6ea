import { useState, type KeyboardEvent } from 'react';

/**
 * The list of a combobox whose input holds focus throughout (WAI-ARIA's "list autocomplete"
 * pattern): open or closed, which option is highlighted (`aria-activedescendant`), and the keys
 * that move it. Typing opens it; ArrowDown and ArrowUp open it or move round it, Home, End,
 * PageUp and PageDown move within it, Escape and Enter close it (Enter on a highlighted option
 * is the field's to pick); leaving the input closes it. No markup here: the field spreads
 * `inputProps`, `toggleProps`, `listProps` and `optionProps`.
 *
 * @example
 * ```tsx
 * const list = useOptionList({ id: 'couriers', count: items.length, firstHighlighted: 0, onOpen });
 * <input {...list.inputProps} onKeyDown={(event) => list.onKeyDown(event)} />
 * ```
 */
export function useOptionList({
  id,
  hasList,
  count,
  firstHighlighted,
  onOpen,
}: {
  /** The input's id: the list's and the options' ids derive from it. */
  id: string;
  /** Whether there are options at all: a field of typed ids alone never opens a list. */
  hasList: boolean;
  /** How many options the list shows now. */
  count: number;
  /** The option highlighted when the list opens or the text changes: 0, or -1 for none. */
  firstHighlighted: number;
  onOpen(): void;
}) {
  const [isOpen, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState(-1);
  const listId = `${id}-menu`;
  const optionId = (index: number) => `${id}-item-${index}`;
  const shown = Math.min(highlighted, count - 1);

  // Highlighted from the first option on, also while the options are still on their way.
  const open = (at = firstHighlighted) => {
    if (!hasList) return;
    if (!isOpen) onOpen();
    setOpen(true);
    setHighlighted(at);
  };
  const close = () => {
    setOpen(false);
    setHighlighted(-1);
  };
  // Moved by a key: the option comes into the list's view, as it would under a pointer.
  const moveTo = (index: number) => {
    setHighlighted(index);
    document.getElementById(optionId(index))?.scrollIntoView?.({ block: 'nearest' });
  };
  const around = (step: number) => (count === 0 ? -1 : (((shown + step) % count) + count) % count);
  const within = (step: number) => Math.max(0, Math.min(count - 1, shown + step));

  /** The list's keys; true when the key was the list's (its default then prevented). */
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): boolean => {
    const keys: Record<string, (() => void) | undefined> = {
      ArrowDown: () =>
        isOpen ? moveTo(shown < 0 ? 0 : around(1)) : open(event.altKey ? -1 : undefined),
      ArrowUp: () =>
        isOpen
          ? event.altKey
            ? close()
            : moveTo(shown < 0 ? count - 1 : around(-1))
          : open(count - 1),
      ...(isOpen && {
        Home: () => moveTo(0),
        End: () => moveTo(count - 1),
        PageUp: () => moveTo(within(-10)),
        PageDown: () => moveTo(within(10)),
        Escape: close,
        Enter: close,
      }),
    };
    const act = hasList ? keys[event.key] : undefined;
    if (!act) return false;
    event.preventDefault();
    act();
    return true;
  };

  return {
    isOpen,
    highlighted: isOpen ? shown : -1,
    open,
    close,
    onKeyDown,
    inputProps: {
      id,
      role: 'combobox',
      'aria-autocomplete': 'list' as const,
      'aria-controls': listId,
      'aria-expanded': isOpen,
      'aria-activedescendant': isOpen && shown >= 0 ? optionId(shown) : undefined,
      autoComplete: 'off',
      onClick: () => (isOpen ? close() : open()),
    },
    /** The button beside the input: it opens or closes the list, focus staying in the input. */
    toggleProps: {
      tabIndex: -1,
      'aria-controls': listId,
      'aria-expanded': isOpen,
      onMouseDown: (event: { preventDefault(): void }) => event.preventDefault(),
      onClick: () => {
        document.getElementById(id)?.focus();
        if (isOpen) close();
        else open();
      },
    },
    listProps: { id: listId, role: 'listbox', onMouseLeave: () => setHighlighted(-1) },
    optionProps: (index: number) => ({
      id: optionId(index),
      role: 'option',
      onMouseMove: () => index !== shown && setHighlighted(index),
      // A press on an option keeps focus in the input.
      onMouseDown: (event: { preventDefault(): void }) => event.preventDefault(),
    }),
  };
}
