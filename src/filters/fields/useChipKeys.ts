import { useRef, type ComponentPropsWithRef, type KeyboardEvent } from 'react';
import { arrowStep } from '../../shared/direction';
import { useDirection } from '../../shared/useDirection';

/**
 * Keys and clicks of a field's chips, handled in the event itself so the draft changes before
 * the next key arrives: "Remove …", Backspace or Delete on a chip remove it and put focus in the
 * field's input (which always exists); Left and Right move between the chips and back to the
 * input (towards the inline end is next: right to left, ArrowLeft); Backspace in the empty input
 * removes the last chip and the arrow back from its start reaches it.
 *
 * @example
 * ```tsx
 * const chips = useChipKeys({ items: tags, inputId: id, onRemove: removeTag });
 * <button {...chips.chipProps(tag, index)} />
 * <input id={id} onKeyDown={chips.onInputKeyDown} />
 * ```
 */
export function useChipKeys<Item>({
  items,
  inputId,
  onRemove,
}: {
  items: readonly Item[];
  inputId: string;
  onRemove(item: Item): void;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const direction = useDirection();
  const focusInput = () => document.getElementById(inputId)?.focus();
  const remove = (item: Item) => {
    onRemove(item);
    focusInput();
  };

  const chipProps = (item: Item, index: number): ComponentPropsWithRef<'button'> => ({
    ref: (button) => {
      buttons.current[index] = button;
    },
    onClick: () => remove(item),
    onKeyDown: (event) => {
      if (event.key === 'Backspace' || event.key === 'Delete') {
        event.preventDefault();
        remove(item);
      } else if (arrowStep(event.key, direction) === -1) {
        event.preventDefault();
        buttons.current[index - 1]?.focus();
      } else if (arrowStep(event.key, direction) === 1) {
        event.preventDefault();
        if (index + 1 < items.length) buttons.current[index + 1]?.focus();
        else focusInput();
      }
    },
  });

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const last = items.at(-1);
    if (last === undefined) return;
    if (event.key === 'Backspace' && input.value === '') {
      event.preventDefault();
      onRemove(last);
    } else if (
      arrowStep(event.key, direction) === -1 &&
      input.selectionStart === 0 &&
      input.selectionEnd === 0
    ) {
      event.preventDefault();
      buttons.current[items.length - 1]?.focus();
    }
  };

  return { chipProps, onInputKeyDown };
}
