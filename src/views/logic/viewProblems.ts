import type { DeliveriesView } from '../types';

// Kept beside the views, not in them: the sentences are for this session and never stored.
const problemsOfView = new WeakMap<DeliveriesView, readonly string[]>();

/**
 * Remembers what reading `view` left out, for whoever applies it.
 *
 * @example
 * ```ts
 * noteViewProblems(view, ['The page size “1000000000” is not a whole number from 1 to 1000, …']);
 * ```
 */
export function noteViewProblems(view: DeliveriesView, problems: readonly string[]): void {
  if (problems.length > 0) problemsOfView.set(view, problems);
}

/**
 * What reading `view` left out (see {@link noteViewProblems}); empty when nothing was.
 *
 * @example
 * ```ts
 * viewProblems(saved); // ['The “inserted from” date “not a date” is not a date, so it was left out.']
 * ```
 */
export function viewProblems(view: DeliveriesView): readonly string[] {
  return problemsOfView.get(view) ?? [];
}

/** The most sentences kept for what reading one view left out; the rest are counted. */
export const maxViewProblems = 20;

/**
 * `problems` cut to {@link maxViewProblems} sentences, the last one counting those cut: a stored
 * view with 10^5 bad parts must not become 10^5 sentences for a person to read.
 *
 * @example
 * ```ts
 * capViewProblems(Array(100).fill('The status “x” …')).at(-1); // '81 more parts of the view were left out.'
 * ```
 */
export function capViewProblems(problems: readonly string[]): string[] {
  if (problems.length <= maxViewProblems) return [...problems];
  const kept = problems.slice(0, maxViewProblems - 1);
  kept.push(`${problems.length - kept.length} more parts of the view were left out.`);
  return kept;
}
