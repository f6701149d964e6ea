import type { ComponentPropsWithRef } from 'react';

/**
 * One chip: its text and a "Remove …" button (named by `removeLabel`), the same in the
 * multi-selects, the tags and the applied filters. `buttonProps` carry the button's handlers.
 * With `edit`, the text is a button too (an applied filter's, which opens its field), named
 * by its `label` and carrying its other props.
 */
export function RemovableChip({
  text,
  removeLabel,
  buttonProps,
  edit,
}: {
  text: string;
  removeLabel: string;
  buttonProps: ComponentPropsWithRef<'button'>;
  edit?: ({ label: string } & ComponentPropsWithRef<'button'>) | undefined;
}) {
  return (
    <li className="dt-chip">
      {edit ? (
        <button type="button" className="dt-chip-edit" aria-label={edit.label} {...editProps(edit)}>
          {text}
        </button>
      ) : (
        <span>{text}</span>
      )}
      <button type="button" className="dt-chip-remove" aria-label={removeLabel} {...buttonProps}>
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

function editProps({
  label: _label,
  ...props
}: { label: string } & ComponentPropsWithRef<'button'>) {
  return props;
}
