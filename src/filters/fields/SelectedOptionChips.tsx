import type { MouseEvent } from 'react';
import type { UseMultipleSelectionReturnValue } from 'downshift';
import type { FilterOption } from '../logic/types';
import type { FilterPanelMessages } from '../messages';
import { cx } from '../../shared/cx';
import type { DownshiftEvent } from './idEntryHandlers';
import { RemovableChip } from '../RemovableChip';

/** A multi-select's chosen values as chips, each with its "Remove …" button. */
export function SelectedOptionChips({
  items,
  getSelectedItemProps,
  onRemove,
  messages,
  className,
}: {
  items: readonly FilterOption[];
  getSelectedItemProps: UseMultipleSelectionReturnValue<FilterOption>['getSelectedItemProps'];
  onRemove(item: FilterOption): (event: MouseEvent<HTMLButtonElement> & DownshiftEvent) => void;
  messages: FilterPanelMessages;
  className: string | undefined;
}) {
  if (items.length === 0) return null;
  return (
    <ul className={cx('dt-chips', className)}>
      {items.map((item, index) => (
        <RemovableChip
          key={item.value}
          text={item.label}
          removeLabel={messages.removeValue(item.label)}
          buttonProps={{
            ...getSelectedItemProps({ selectedItem: item, index, onClick: onRemove(item) }),
            // Every chip's button is a tab stop; arrows still move between chips.
            tabIndex: 0,
          }}
        />
      ))}
    </ul>
  );
}
