import { useId, type ComponentPropsWithRef } from 'react';

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
  note,
}: {
  text: string;
  /** Said with both buttons and shown as the chip's tooltip: what the chip does beyond its text. */
  note?: string | undefined;
  removeLabel: string;
  buttonProps: ComponentPropsWithRef<'button'>;
  edit?: ({ label: string } & ComponentPropsWithRef<'button'>) | undefined;
}) {
  const noteId = useId();
  const describedBy = note ? noteId : undefined;
  return (
    <li className="dt-chip" title={note}>
      {edit ? (
        <button
          type="button"
          className="dt-chip-edit"
          aria-label={edit.label}
          aria-describedby={describedBy}
          dir="auto"
          {...editProps(edit)}
        >
          {text}
        </button>
      ) : (
        // In the text's own direction: a Latin name's final "." stays at its end in Arabic.
        <span dir="auto">{text}</span>
      )}
      {note && (
        <span id={noteId} hidden>
          {note}
        </span>
      )}
      <button
        type="button"
        className="dt-chip-remove"
        aria-label={removeLabel}
        aria-describedby={describedBy}
        {...buttonProps}
      >
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
