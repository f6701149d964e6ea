import type { ViewNameProblem } from './logic/viewName';
import type { DeliveriesSavedViewsMessages } from './messages';

/**
 * The inline message for a name that cannot be used.
 *
 * @example
 * ```ts
 * viewNameError({ kind: 'empty' }, messages); // 'Name the view.'
 * ```
 */
export function viewNameError(
  problem: ViewNameProblem,
  messages: Pick<DeliveriesSavedViewsMessages, 'nameRequired' | 'nameTooLong' | 'nameTaken'>,
): string {
  if (problem.kind === 'empty') return messages.nameRequired;
  if (problem.kind === 'tooLong') return messages.nameTooLong(problem.max);
  return messages.nameTaken(problem.kind === 'taken' ? problem.existing.name : problem.name);
}
