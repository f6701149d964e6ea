import type { DeliveriesProblem } from '../problems/problem';

/** Where a reader puts what it left out; a plain `DeliveriesProblem[]` is one. */
export interface ProblemSink {
  push(problem: DeliveriesProblem): unknown;
}

// More than the summary ever shows, and few enough that a 400 KB link of bad parts costs nothing.
const mostProblemsKept = 20;

/**
 * Keeps the first problems a link gives and only counts the rest, so a link of a million bad
 * parts neither fills memory nor overflows a call.
 *
 * @example
 * ```ts
 * const problems = new ProblemCollector();
 * problems.push({ code: 'linkCutShort', params: {} });
 * problems.kept; // [that problem]
 * problems.uncollected; // 0
 * ```
 */
export class ProblemCollector implements ProblemSink {
  readonly kept: DeliveriesProblem[] = [];
  uncollected = 0;

  push(problem: DeliveriesProblem): void {
    if (this.kept.length < mostProblemsKept) this.kept.push(problem);
    else this.uncollected += 1;
  }
}
