import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';

/**
 * The WAI-ARIA menu button pattern for a short, fixed list of items: the button opens the menu
 * (Enter, Space or ArrowDown on the first item, ArrowUp on the last), arrows move and wrap,
 * Home and End jump, Enter or Space activate, Escape closes and returns focus to the button,
 * Tab or a click elsewhere closes. Items a person cannot use now are still reachable
 * (`aria-disabled`), as the pattern asks. No markup here.
 *
 * @example
 * ```tsx
 * const menu = useMenuButton({ itemCount: 2, isDisabled: (i) => i === 1 && !canExportAll, onActivate });
 * <button {...menu.buttonProps}>Export</button>
 * <ul {...menu.menuProps}><li {...menu.itemProps(0)}>This page</li></ul>
 * ```
 */
export function useMenuButton({
  itemCount,
  isDisabled,
  onActivate,
}: {
  itemCount: number;
  isDisabled: (index: number) => boolean;
  /** Called with the chosen item after the menu has closed. */
  onActivate: (index: number) => void;
}) {
  const buttonId = useId();
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLLIElement | null)[]>([]);
  // The focused item's index while open; null while closed.
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const open = activeIndex !== null;

  useEffect(() => {
    if (activeIndex !== null) itemRefs.current[activeIndex]?.focus();
  }, [activeIndex]);

  const close = useCallback((returnFocus: boolean) => {
    setActiveIndex(null);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  const activate = (index: number) => {
    if (isDisabled(index)) return;
    close(true);
    onActivate(index);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActiveIndex(event.key === 'ArrowDown' ? 0 : itemCount - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (activeIndex === null) return;
    const moves: Record<string, number> = {
      ArrowDown: (activeIndex + 1) % itemCount,
      ArrowUp: (activeIndex - 1 + itemCount) % itemCount,
      Home: 0,
      End: itemCount - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActiveIndex(moves[event.key]!);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      activate(activeIndex);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      // From the button, the browser's own Tab lands after (or, with Shift, before) the menu.
      close(true);
    }
  };

  // Focus leaving the button and the menu (a click or Tab elsewhere) closes it.
  const onRootBlur = (event: FocusEvent<HTMLElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) close(false);
  };

  return {
    open,
    buttonRef,
    onRootBlur,
    buttonProps: {
      ref: buttonRef,
      id: buttonId,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      'aria-controls': menuId,
      onClick: () => (open ? close(true) : setActiveIndex(0)),
      onKeyDown: onButtonKeyDown,
    },
    menuProps: {
      id: menuId,
      role: 'menu',
      'aria-labelledby': buttonId,
      hidden: !open,
      onKeyDown: onMenuKeyDown,
    },
    itemProps: (index: number) => ({
      ref: (element: HTMLLIElement | null) => {
        itemRefs.current[index] = element;
      },
      role: 'menuitem',
      tabIndex: -1,
      'aria-disabled': isDisabled(index) || undefined,
      onClick: () => activate(index),
      // The pointer moves focus as the arrows do, so both agree on the item in hand.
      onPointerMove: () => {
        if (activeIndex !== index) setActiveIndex(index);
      },
    }),
  };
}
