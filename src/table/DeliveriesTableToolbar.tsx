import type { ReactNode, RefObject } from 'react';
import { cx } from '../shared/cx';
import { DeliveriesSearchInput } from './DeliveriesSearchInput';
import type { DeliveriesTableMessages } from './messages';

/** The row above the grid: quick search, then the host's slots (filters, actions). */
export function DeliveriesTableToolbar({
  quickSearch,
  onQuickSearchChange,
  searchDebounceMs,
  maxSearchLength,
  searchRef,
  keyboardShortcuts,
  messages,
  filtersSlot,
  toolbarEnd,
  className,
}: {
  quickSearch: string;
  onQuickSearchChange: (quickSearch: string) => void;
  searchDebounceMs: number;
  maxSearchLength: number;
  searchRef: RefObject<HTMLInputElement | null>;
  keyboardShortcuts: boolean;
  messages: DeliveriesTableMessages;
  filtersSlot?: ReactNode;
  toolbarEnd?: ReactNode;
  className?: string | undefined;
}) {
  return (
    <div className={cx('dt-toolbar', className)}>
      <DeliveriesSearchInput
        value={quickSearch}
        onCommit={onQuickSearchChange}
        debounceMs={searchDebounceMs}
        maxLength={maxSearchLength}
        inputRef={searchRef}
        keyShortcut={keyboardShortcuts ? '/' : undefined}
        messages={messages}
      />
      {filtersSlot}
      <div className="dt-toolbar-end">{toolbarEnd}</div>
    </div>
  );
}
