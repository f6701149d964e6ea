import { useCallback, useId, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { useControllableState } from './useControllableState';
import { useOutsidePointer } from './useOutsidePointer';

/** Options of {@link useDisclosure}. */
export interface DisclosureOptions {
  /** Controlled: whether it is open now; leave it out to let the hook own it. */
  open?: boolean | undefined;
  /** Uncontrolled: whether it starts open; default closed. */
  defaultOpen?: boolean | undefined;
  /** Hears every change of `open`, in both modes. */
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** A popover closes on a pointer down outside its toggle and content; an inline panel does not. */
  closeOnOutsidePointer?: boolean | undefined;
  /**
   * A popover closes when focus moves (by Tab, say) to anything outside its toggle and content,
   * so it never covers what then has focus; an inline panel does not.
   */
  closeOnFocusOut?: boolean | undefined;
}

/** How {@link useDisclosure}'s `close` leaves focus. */
export interface DisclosureCloseOptions {
  /** Put focus back on the toggle (after Escape or an action inside); default false. */
  focusToggle?: boolean;
}

/**
 * A toggle button that shows and hides some content (a popover, a menu, an inline panel): the
 * open state (controlled or not), stable ids linking the two, the toggle's ARIA and `data-state`,
 * Escape on either closing it with focus back on the toggle, and optionally a pointer down
 * or focus moving outside closing it. Markup and any roles of the content stay with the caller.
 *
 * @example
 * ```tsx
 * const columns = useDisclosure<HTMLDivElement>({
 *   closeOnOutsidePointer: true,
 *   closeOnFocusOut: true,
 * });
 * <button type="button" {...columns.toggleProps}>Columns</button>
 * <div role="region" aria-label="Columns" {...columns.contentProps}>…</div>
 * <button type="button" onClick={() => columns.close({ focusToggle: true })}>Done</button>
 * ```
 */
export function useDisclosure<Content extends HTMLElement = HTMLElement>(
  options: DisclosureOptions = {},
) {
  const [open, setOpen] = useControllableState({
    prop: options.open,
    defaultProp: options.defaultOpen ?? false,
    onChange: options.onOpenChange,
  });
  // Sanitised: `useId`'s colons would need escaping in a CSS selector.
  const baseId = useId().replace(/[^\w-]/g, '');
  const toggleId = `dt-toggle-${baseId}`;
  const contentId = `dt-disclosure-${baseId}`;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<Content>(null);

  const close = useCallback(
    ({ focusToggle = false }: DisclosureCloseOptions = {}) => {
      setOpen(false);
      const toggle = toggleRef.current;
      if (!focusToggle || !toggle) return;
      // Not scrolled to where it is: a pinned column's button, stuck in view, would scroll the
      // columns to where it sits unpinned. Only a button off the page is brought into view.
      toggle.focus({ preventScroll: true });
      const { top, bottom } = toggle.getBoundingClientRect();
      if (top < 0 || bottom > innerHeight) toggle.scrollIntoView({ block: 'nearest' });
    },
    [setOpen],
  );
  const toggle = useCallback(() => setOpen((wasOpen) => !wasOpen), [setOpen]);
  const closeOutside = useCallback(() => close(), [close]);
  useOutsidePointer([toggleRef, contentRef], open && !!options.closeOnOutsidePointer, closeOutside);

  // Only focus landing on a known element outside: none (a window switch, a click on text, a
  // removed button) leaves it open, and the pointer case has its own rule.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (!open || !options.closeOnFocusOut || !(next instanceof Node)) return;
    if (toggleRef.current?.contains(next) || contentRef.current?.contains(next)) return;
    close();
  };

  // A field inside that used Escape itself (a list closing, a rename left) marks it handled.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented || !open) return;
    event.preventDefault();
    // A host's dialog around the grid keeps its own Escape for a second press.
    event.stopPropagation();
    close({ focusToggle: true });
  };

  return {
    open,
    setOpen,
    toggle,
    close,
    toggleRef,
    contentRef,
    toggleId,
    contentId,
    /** Spread on the `<button>` that opens and closes it. */
    toggleProps: {
      ref: toggleRef,
      id: toggleId,
      'aria-expanded': open,
      'aria-controls': contentId,
      'data-state': open ? ('open' as const) : ('closed' as const),
      onClick: toggle,
      onKeyDown,
      onBlur,
    },
    /** Spread on the element shown while open. */
    contentProps: { ref: contentRef, id: contentId, hidden: !open, onKeyDown, onBlur },
  };
}
