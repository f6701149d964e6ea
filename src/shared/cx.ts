/**
 * Joins class names, or the ids of an `aria-describedby` list, skipping empty ones.
 *
 * @example
 * ```tsx
 * <div className={cx('dt-field', invalid && 'dt-field-invalid', props.className)} />;
 * <input aria-describedby={cx(errorId, hintId) || undefined} />; // absent when both are
 * ```
 */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
