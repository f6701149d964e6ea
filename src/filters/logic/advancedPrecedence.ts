import type { AdvancedFilterJoin } from '../../state/advancedFilterConfig';

/**
 * How the server combines advanced rows: strictly in order (`leftToRight`, what the reference
 * backend does: `A AND B OR C` is `(A AND B) OR C`) or AND before OR (`A OR B AND C` is
 * `A OR (B AND C)`). The contract does not say; the host tells the grid.
 */
export type AdvancedPrecedence = 'leftToRight' | 'andBeforeOr';

/** Whether a join is AND or OR: its `kind`, else its label; `undefined` for any other join. */
export function joinKindOf(join: AdvancedFilterJoin | undefined): 'and' | 'or' | undefined {
  if (!join) return undefined;
  if (join.kind) return join.kind;
  const label = typeof join.label === 'string' ? join.label.trim().toUpperCase() : '';
  return label === 'AND' ? 'and' : label === 'OR' ? 'or' : undefined;
}

/** The letter that stands for a condition in the sentence: A for Condition 1, … Z, then 27… */
const letterOf = (index: number) => (index < 26 ? String.fromCharCode(65 + index) : `${index + 1}`);

/**
 * The rows' grouping as the server reads them, with conditions as letters: under
 * `leftToRight` `(A AND B) OR C`, under `andBeforeOr` `A OR (B AND C)`. `''` for under two rows.
 *
 * @example
 * ```ts
 * advancedGrouping([0, 0, 1], defaultAdvancedFilterJoins, 'leftToRight'); // '(A AND B) OR C'
 * advancedGrouping([0, 1, 0], defaultAdvancedFilterJoins, 'andBeforeOr'); // 'A OR (B AND C)'
 * ```
 */
export function advancedGrouping(
  conditions: readonly number[],
  joins: readonly AdvancedFilterJoin[],
  precedence: AdvancedPrecedence,
): string {
  if (conditions.length < 2) return '';
  const joinOf = (code: number | undefined) => joins.find((join) => join.value === code);
  const labelOf = (code: number | undefined) => joinOf(code)?.label ?? String(code);
  if (precedence === 'andBeforeOr') {
    // Runs of AND rows, joined by OR.
    const groups: string[][] = [[letterOf(0)]];
    conditions.slice(1).forEach((code, offset) => {
      if (joinKindOf(joinOf(code)) === 'or') groups.push([letterOf(offset + 1)]);
      else groups.at(-1)!.push(labelOf(code), letterOf(offset + 1));
    });
    const orLabel = joins.find((join) => joinKindOf(join) === 'or')?.label ?? 'OR';
    return groups
      .map((group) =>
        group.length > 1 && groups.length > 1 ? `(${group.join(' ')})` : group.join(' '),
      )
      .join(` ${orLabel} `);
  }
  let expression = letterOf(0);
  let last: number | undefined;
  conditions.slice(1).forEach((code, offset) => {
    // A change of join closes what came before: it is read first.
    if (last !== undefined && last !== code) expression = `(${expression})`;
    expression = `${expression} ${labelOf(code)} ${letterOf(offset + 1)}`;
    last = code;
  });
  return expression;
}

/**
 * The rows (their numbers from 1) whose join the precedence cannot place: under `andBeforeOr`,
 * a join that is neither AND nor OR. The first row's join is never read.
 *
 * @example
 * ```ts
 * joinsOutsidePrecedence([0, 2], [...defaultAdvancedFilterJoins, { value: 2, label: 'XOR' }], 'andBeforeOr'); // [2]
 * ```
 */
export function joinsOutsidePrecedence(
  conditions: readonly number[],
  joins: readonly AdvancedFilterJoin[],
  precedence: AdvancedPrecedence,
): number[] {
  if (precedence === 'leftToRight') return [];
  return conditions.flatMap((code, index) =>
    index > 0 && joinKindOf(joins.find((join) => join.value === code)) === undefined
      ? [index + 1]
      : [],
  );
}
