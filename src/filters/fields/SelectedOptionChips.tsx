import type { ComponentPropsWithRef } from 'react';
import type { FilterOption } from '../logic/types';
import type { FilterPanelMessages } from '../messages';
import { cx } from '../../shared/cx';
import { RemovableChip } from '../RemovableChip';

/** A multi-select's chosen values as chips, each with its "Remove …" button (a tab stop). */
export function SelectedOptionChips({
  items,
  chipProps,
  messages,
  className,
}: {
  items: readonly FilterOption[];
  /** The remove button's keys and click, from `useChipKeys`. */
  chipProps(item: FilterOption, index: number): ComponentPropsWithRef<'button'>;
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
          buttonProps={chipProps(item, index)}
        />
      ))}
    </ul>
  );
}
