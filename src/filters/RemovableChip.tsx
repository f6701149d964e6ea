import type { ComponentPropsWithRef } from 'react';

/**
 * One chip: its text and a "Remove …" button (named by `removeLabel`), the same in the
 * multi-selects, the tags and the applied filters. `buttonProps` carry the button's handlers.
 */
export function RemovableChip({
  text,
  removeLabel,
  buttonProps,
}: {
  text: string;
  removeLabel: string;
  buttonProps: ComponentPropsWithRef<'button'>;
}) {
  return (
    <li className="dt-chip">
      <span>{text}</span>
      <button type="button" className="dt-chip-remove" aria-label={removeLabel} {...buttonProps}>
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
