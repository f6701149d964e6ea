/** Where a reader puts the sentences on what it left out; a plain `string[]` is one. */
export interface ProblemSink {
  push(problem: string): unknown;
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
 * problems.push('The page “0” is not a page number (1 or more), so the first page is shown.');
 * problems.kept; // [that sentence]
 * problems.uncollected; // 0
 * ```
 */
export class ProblemCollector implements ProblemSink {
  readonly kept: string[] = [];
  uncollected = 0;

  push(problem: string): void {
    if (this.kept.length < mostProblemsKept) this.kept.push(problem);
    else this.uncollected += 1;
  }
}
