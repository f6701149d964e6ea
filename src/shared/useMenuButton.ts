import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useDisclosure } from './useDisclosure';

/**
 * The WAI-ARIA menu button pattern for a short, fixed list of items: the button opens the menu
 * (Enter, Space or ArrowDown on the first item, ArrowUp on the last), arrows move and wrap,
 * Home and End jump, Enter or Space activate, Escape closes and returns focus to the button,
 * Tab or a click elsewhere closes. Items a person cannot use now are still reachable
 * (`aria-disabled`), as the pattern asks. Opening and closing are `useDisclosure`'s; no markup here.
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
  arrowsOpen = true,
  defaultOpen = false,
}: {
  /** Open on first render (a click that came before the code did), the first item focused. */
  defaultOpen?: boolean;
  /** ArrowDown and ArrowUp on the button open the menu; `false` where they move between rows. */
  arrowsOpen?: boolean;
  itemCount: number;
  isDisabled: (index: number) => boolean;
  /** Called with the chosen item after the menu has closed. */
  onActivate: (index: number) => void;
}) {
  const disclosure = useDisclosure<HTMLUListElement>({ closeOnOutsidePointer: true, defaultOpen });
  const { open, close, setOpen } = disclosure;
  const itemRefs = useRef<(HTMLLIElement | null)[]>([]);
  // The focused item's index while open.
  const [activeIndex, setActiveIndex] = useState(0);

  useEffect(() => {
    // The menu is where the button put it: focusing an item must not scroll what holds it.
    if (open) itemRefs.current[activeIndex]?.focus({ preventScroll: true });
  }, [open, activeIndex]);

  const openAt = (index: number) => {
    setActiveIndex(index);
    setOpen(true);
  };

  const activate = (index: number) => {
    if (isDisabled(index)) return;
    close({ focusToggle: true });
    onActivate(index);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (arrowsOpen && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : itemCount - 1);
    }
    disclosure.toggleProps.onKeyDown(event);
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (!open) return;
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
    } else if (event.key === 'Tab') {
      // From the button, the browser's own Tab lands after (or, with Shift, before) the menu.
      close({ focusToggle: true });
    }
    // Escape: the disclosure closes it and puts focus back on the button.
    disclosure.contentProps.onKeyDown(event);
  };

  // Focus landing outside the button and the menu (Tab or a script elsewhere) closes it; none (a
  // window switch) leaves it open, as `useDisclosure` does, and a click outside has its own rule.
  const onRootBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !event.currentTarget.contains(next)) close();
  };

  return {
    open,
    close,
    buttonRef: disclosure.toggleRef,
    onRootBlur,
    buttonProps: {
      ...disclosure.toggleProps,
      'aria-haspopup': 'menu' as const,
      onClick: () => (open ? close({ focusToggle: true }) : openAt(0)),
      onKeyDown: onButtonKeyDown,
    },
    menuProps: {
      ...disclosure.contentProps,
      role: 'menu',
      'aria-labelledby': disclosure.toggleId,
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
      // The pointer moves focus as the arrows do, so both agree on the item in hand; so does
      // focus moved by a screen reader or a script: Enter takes the item focused.
      onPointerMove: () => {
        if (activeIndex !== index) setActiveIndex(index);
      },
      onFocus: () => {
        if (activeIndex !== index) setActiveIndex(index);
      },
    }),
  };
}
