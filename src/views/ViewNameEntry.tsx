import type { ReactNode, Ref } from 'react';

/**
 * A view name's text box and its submit button, as saving and renaming both show them; a
 * problem's message (its `problemId`) describes the box while there is one.
 */
export function ViewNameEntry({
  inputRef,
  id,
  label,
  value,
  problemId,
  onChange,
  canSave,
  submitLabel,
  children,
}: {
  inputRef: Ref<HTMLInputElement>;
  id?: string | undefined;
  /** The box's name when no `<label>` points at it. */
  label?: string | undefined;
  value: string;
  /** The id of the shown problem, or `undefined` while the name is fine. */
  problemId: string | undefined;
  onChange: (text: string) => void;
  canSave: boolean;
  submitLabel: string;
  /** Further buttons after the submit button ("Cancel"). */
  children?: ReactNode;
}) {
  return (
    <div className="dt-views-row">
      <input
        ref={inputRef}
        id={id}
        className="dt-input"
        type="text"
        autoComplete="off"
        aria-label={label}
        value={value}
        aria-invalid={problemId ? true : undefined}
        aria-describedby={problemId}
        onChange={(event) => onChange(event.target.value)}
      />
      <button
        type="submit"
        className="dt-button dt-button-primary"
        aria-disabled={canSave ? undefined : true}
      >
        {submitLabel}
      </button>
      {children}
    </div>
  );
}
