import { useRef, type ReactNode } from 'react';
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
  const { ref: menuRef, ...menuProps } = menu.menuProps;
  return (
    <ul
      className="dt-export-menu dt-floating-menu"
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
