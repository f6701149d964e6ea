/** How the reader words what it could not use: short, specific sentences for a person. */
import { overridesShown } from '../../shared/overridesShown';
import type { DeliveriesStateProblem } from '../problems/problem';

const longestQuote = 40;
const mostProblemsTold = 3;

/**
 * A piece of the link in quotes, cut to a readable length.
 *
 * @example
 * ```ts
 * quote('2026-02-30'); // '“2026-02-30”'
 * ```
 */
export function quote(text: string): string {
  return `“${cutText(text)}”`;
}

/**
 * A text cut to a readable length (40 characters, then “…”), for a sentence that names it; a
 * direction override in it shown as `[RLO]` or `[LRO]`, as the cells draw it, not obeyed (a
 * link's text would draw the rest of the sentence backwards).
 *
 * @example
 * ```ts
 * cutText('DLV-2026-000123'); // 'DLV-2026-000123'
 * cutText('L'.repeat(100_000)); // its first 40 characters, then '…'
 * cutText('\u202EACME'); // '[RLO]ACME'
 * ```
 */
export function cutText(text: string): string {
  // Cut before spreading: a 50 MB search costs no more than a short one.
  const characters = [...text.slice(0, longestQuote * 2 + 1)];
  return overridesShown(
    characters.length > longestQuote ? `${characters.slice(0, longestQuote).join('')}…` : text,
  );
}

/**
 * One text for every problem met: the first three sentences, then how many more there were
 * (`uncollected`: those counted but never kept as sentences). `null` when there were none.
 *
 * @example
 * ```ts
 * summarizeProblems(['The page “0” is not a page number (1 or more), so the first page is shown.']);
 * // 'The page “0” is not a page number (1 or more), so the first page is shown.'
 * summarizeProblems([]); // null
 * ```
 */
export function summarizeProblems(problems: readonly string[], uncollected = 0): string | null {
  if (problems.length === 0) return null;
  const told = problems.slice(0, mostProblemsTold);
  const untold = problems.length - told.length + uncollected;
  if (untold > 0) {
    told.push(`${untold} more ${untold === 1 ? 'part was' : 'parts were'} left out too.`);
  }
  return told.join(' ');
}

/**
 * {@link summarizeProblems} as codes: the first three problems, then how many more there
 * were. `null` when there were none.
 *
 * @example
 * ```ts
 * summarizeProblemCodes([a, b, c, d]); // [a, b, c, { code: 'moreLeftOut', params: { count: 1 } }]
 * ```
 */
export function summarizeProblemCodes<P extends { code: string }>(
  problems: readonly P[],
  uncollected = 0,
): (P | DeliveriesStateProblem)[] | null {
  if (problems.length === 0) return null;
  const told: (P | DeliveriesStateProblem)[] = problems.slice(0, mostProblemsTold);
  const untold = problems.length - told.length + uncollected;
  if (untold > 0) told.push({ code: 'moreLeftOut', params: { count: untold } });
  return told;
}
