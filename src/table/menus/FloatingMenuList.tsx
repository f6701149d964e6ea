import { useRef, type ReactNode } from 'react';
import { useClientLayoutEffect } from '../../shared/useClientLayoutEffect';
import { useDirection } from '../../shared/useDirection';
import type { useMenuButton } from '../../shared/useMenuButton';
import { useMenuPlacement } from './useMenuPlacement';

/** A menu button's list, placed in the viewport under its button (see `useMenuPlacement`). */
export function FloatingMenuList({
  menu,
  children,
}: {
  menu: ReturnType<typeof useMenuButton>;
  children: ReactNode;
}) {
  const listRef = useRef<HTMLUListElement | null>(null);
  useMenuPlacement(menu.open, menu.buttonRef, listRef);
  // A row's cell holding the open menu comes over the rows after it (pins.css): marked here, not
  // found by `:has()`, against which every cell of 1,000 rows would be matched.
  const { open, buttonRef } = menu;
  useClientLayoutEffect(() => {
    const cell = open ? buttonRef.current?.closest('td') : null;
    if (!cell) return;
    cell.setAttribute('data-menu-open', '');
    return () => cell.removeAttribute('data-menu-open');
  }, [open, buttonRef]);
  const { ref: menuRef, ...menuProps } = menu.menuProps;
  // The grid's direction, not the cell's: a text cell's dir="auto" follows its value's script.
  const direction = useDirection();
  return (
    <ul
      className="dt-export-menu dt-floating-menu"
      dir={direction}
      {...menuProps}
      ref={(list) => {
        listRef.current = list;
        menuRef.current = list;
      }}
    >
      {children}
    </ul>
  );
}
