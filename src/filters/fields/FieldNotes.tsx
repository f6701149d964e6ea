import type { ReactNode } from 'react';

/**
 * The lines under a field: its hint and its inline error, each with the id its input names in
 * `aria-describedby`.
 */
export function FieldNotes({
  hintId,
  hint,
  errorId,
  error,
}: {
  hintId?: string | undefined;
  hint?: ReactNode;
  errorId: string | undefined;
  error?: ReactNode;
}) {
  return (
    <>
      {hint && (
        <p id={hintId} className="dt-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="dt-field-error">
          {error}
        </p>
      )}
    </>
  );
}
