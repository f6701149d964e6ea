import type { ReactNode } from 'react';

/**
 * The lines under a field: its hint and its inline error, each with the id its input names in
 * `aria-describedby`. With `live`, the error sits in a polite live region that is always there,
 * so an error that a key in the field brings (Enter on "abc") is said, not only drawn.
 */
export function FieldNotes({
  hintId,
  hint,
  errorId,
  error,
  live = false,
}: {
  hintId?: string | undefined;
  hint?: ReactNode;
  errorId: string | undefined;
  error?: ReactNode;
  live?: boolean;
}) {
  const errorLine = error && (
    <p id={errorId} className="dt-field-error">
      {error}
    </p>
  );
  return (
    <>
      {hint && (
        <p id={hintId} className="dt-hint">
          {hint}
        </p>
      )}
      {live ? <div aria-live="polite">{errorLine}</div> : errorLine}
    </>
  );
}
