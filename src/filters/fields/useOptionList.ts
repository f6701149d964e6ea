import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useClientLayoutEffect } from '../../shared/useClientLayoutEffect';

/**
 * The list of a combobox whose input holds focus throughout (WAI-ARIA's "list autocomplete"
 * pattern): open or closed, which option is highlighted (`aria-activedescendant`), and the keys
 * that move it. Typing opens it; ArrowDown and ArrowUp open it or move round it, Home, End,
 * PageUp and PageDown move within it, Escape and Enter close it (Enter on a highlighted option
 * is the field's to pick); leaving the input, or a tap or click outside, closes it. It is
 * expanded while it shows options. No markup here: the field spreads `inputProps`,
 * `toggleProps`, `listProps` and `optionProps`; a field without options is a plain text box.
 *
 * @example
 * ```tsx
 * const list = useOptionList({ id: 'couriers', hasList: true, count, firstHighlighted: 0, onOpen });
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
  /** The input's id: the list's, the toggle's and the options' ids derive from it. */
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
  const toggleId = `${id}-toggle-button`;
  const optionId = (index: number) => `${id}-item-${index}`;
  const shown = Math.min(highlighted, count - 1);
  const expanded = isOpen && count > 0;
  // A highlight the pointer moved is where the pointer is: only the keys' scroll the list.
  const byPointer = useRef(false);

  // Highlighted from the first option on, also while the options are still on their way.
  const open = (at = firstHighlighted) => {
    if (!hasList) return;
    if (!isOpen) onOpen();
    setOpen(true);
    highlight(at);
  };
  const close = () => {
    setOpen(false);
    setHighlighted(-1);
  };
  const highlight = (index: number, pointer = false) => {
    byPointer.current = pointer;
    setHighlighted(index);
  };

  // Opened at the foot of a scrolling box (the filter panel's), the list is shown in it.
  useClientLayoutEffect(() => {
    const list = document.getElementById(listId);
    if (expanded && list) revealInBox(list, list, document.getElementById(id));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the ids follow `id`
  }, [expanded, id]);

  // The highlighted option in the list's view (the list scrolls, not the page), once drawn.
  useClientLayoutEffect(() => {
    const list = document.getElementById(listId);
    const option = document.getElementById(optionId(shown));
    if (!expanded || byPointer.current || !list || !option) return;
    const top = option.offsetTop;
    const bottom = top + option.offsetHeight;
    if (top < list.scrollTop) list.scrollTop = top;
    else if (bottom > list.scrollTop + list.clientHeight)
      list.scrollTop = bottom - list.clientHeight;
    revealInBox(list, option, document.getElementById(id));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the ids follow `id`
  }, [expanded, shown, id]);

  // A tap or click outside closes the list: iOS moves no focus on a tap, so no blur says it.
  useEffect(() => {
    if (!isOpen) return;
    let scrolled = false;
    const onMove = () => (scrolled = true);
    const onEnd = (event: Event) => {
      const outside = [id, toggleId, listId].every(
        (part) => !document.getElementById(part)?.contains(event.target as Node),
      );
      if (outside && !scrolled) close();
      scrolled = false;
    };
    document.addEventListener('touchmove', onMove, { passive: true });
    document.addEventListener('touchend', onEnd);
    document.addEventListener('mouseup', onEnd);
    return () => {
      document.removeEventListener('touchmove', onMove);
      document.removeEventListener('touchend', onEnd);
      document.removeEventListener('mouseup', onEnd);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the ids follow `id`
  }, [isOpen, id]);

  const around = (step: number) => (count === 0 ? -1 : (((shown + step) % count) + count) % count);
  const within = (step: number) => Math.max(0, Math.min(count - 1, shown + step));

  /** The list's keys; true when the key was the list's (its default then prevented). */
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): boolean => {
    const keys: Record<string, (() => void) | undefined> = {
      ArrowDown: () =>
        isOpen ? highlight(shown < 0 ? 0 : around(1)) : open(event.altKey ? -1 : undefined),
      ArrowUp: () =>
        isOpen
          ? event.altKey
            ? close()
            : highlight(shown < 0 ? count - 1 : around(-1))
          : open(count - 1),
      ...(expanded && {
        Home: () => highlight(0),
        End: () => highlight(count - 1),
        PageUp: () => highlight(within(-10)),
        PageDown: () => highlight(within(10)),
        Escape: close,
      }),
      // Open, Enter never submits the form around it, options shown or not.
      ...(isOpen && { Enter: close }),
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
    inputProps: hasList
      ? {
          id,
          role: 'combobox',
          'aria-autocomplete': 'list' as const,
          'aria-controls': listId,
          'aria-expanded': expanded,
          'aria-activedescendant': expanded && shown >= 0 ? optionId(shown) : undefined,
          autoComplete: 'off',
          onClick: () => (isOpen ? close() : open()),
        }
      : { id, autoComplete: 'off' },
    /** The button beside the input: it opens or closes the list, focus staying in the input. */
    toggleProps: {
      id: toggleId,
      tabIndex: -1,
      'aria-controls': listId,
      'aria-expanded': expanded,
      onMouseDown: (event: { preventDefault(): void }) => event.preventDefault(),
      onClick: () => {
        document.getElementById(id)?.focus();
        if (isOpen) close();
        else open();
      },
    },
    listProps: { id: listId, role: 'listbox', onMouseLeave: () => highlight(-1, true) },
    optionProps: (index: number) => ({
      id: optionId(index),
      role: 'option',
      onMouseMove: () => index !== shown && highlight(index, true),
      // A press on an option keeps focus in the input.
      onMouseDown: (event: { preventDefault(): void }) => event.preventDefault(),
    }),
  };
}

/**
 * Scrolls the box the list stands in (its nearest scrolling ancestor, the filter panel's; never
 * the page) so `target` is not cut off at its foot, as far as `input` stays in view. The list is
 * drawn over the panel's sticky "Apply filters" bar, so the box's own foot is the line.
 */
function revealInBox(list: HTMLElement, target: Element, input: HTMLElement | null) {
  let box = list.parentElement;
  while (box && !/auto|scroll/.test(getComputedStyle(box).overflowY)) box = box.parentElement;
  if (!box || !input) return;
  const { top, bottom } = box.getBoundingClientRect();
  const below = target.getBoundingClientRect().bottom - bottom;
  if (below > 0) box.scrollTop += Math.min(below, input.getBoundingClientRect().top - top);
}
