import { describe, expect, it } from 'vitest';
import { advancedGrouping, joinsOutsidePrecedence } from '@src/filters/logic/advancedPrecedence';
import { defaultAdvancedFilterJoins } from '@src/state/advancedFilterConfig';

const joins = defaultAdvancedFilterJoins;
const AND = 0;
const OR = 1;

describe('the grouping of advanced rows', () => {
  it('left to right: each change of join closes what came before', () => {
    expect(advancedGrouping([AND], joins, 'leftToRight')).toBe('');
    expect(advancedGrouping([AND, AND, OR], joins, 'leftToRight')).toBe('(A AND B) OR C');
    expect(advancedGrouping([AND, OR, AND], joins, 'leftToRight')).toBe('(A OR B) AND C');
    expect(advancedGrouping([AND, AND, AND], joins, 'leftToRight')).toBe('A AND B AND C');
    expect(advancedGrouping([OR, OR, AND, OR], joins, 'leftToRight')).toBe('((A OR B) AND C) OR D');
  });

  it('AND before OR: runs of AND, joined by OR', () => {
    expect(advancedGrouping([AND, OR, AND], joins, 'andBeforeOr')).toBe('A OR (B AND C)');
    expect(advancedGrouping([AND, AND, AND], joins, 'andBeforeOr')).toBe('A AND B AND C');
    expect(advancedGrouping([OR, AND, OR, AND], joins, 'andBeforeOr')).toBe(
      '(A AND B) OR (C AND D)',
    );
  });

  it('names the joins AND before OR cannot place, never the first row’s', () => {
    const withXor = [...joins, { value: 2, label: 'XOR' }];
    expect(joinsOutsidePrecedence([2, AND, 2], withXor, 'andBeforeOr')).toEqual([3]);
    expect(joinsOutsidePrecedence([2, AND, 2], withXor, 'leftToRight')).toEqual([]);
  });
});
