import { describe, expect, it } from 'vitest';
import { emptyFilterFormValues } from '@src/filters/logic/emptyFilterFormValues';
import { validateFilterForm } from '@src/filters/logic/validateFilterForm';
import { parseDeliveriesState } from '@src/state/urlState/parseDeliveriesState';
import { serializeDeliveriesState } from '@src/state/urlState/serializeDeliveriesState';
import { defaultQueryState } from '@src/state/queryState';

const tagIssues = (tag: string) =>
  validateFilterForm({ ...emptyFilterFormValues(), tags: [tag] }).map((issue) => issue.message);
const linkWithTag = (tag: string) =>
  serializeDeliveriesState({ ...defaultQueryState, filters: { tags: [tag] } });

describe('the longest tag', () => {
  it('is one default: what a link carries, the filter panel applies', () => {
    const longest = 'x'.repeat(100);
    const { state, problem } = parseDeliveriesState(linkWithTag(longest));
    expect(problem).toBeNull();
    expect(state.filters.tags).toEqual([longest]);
    expect(tagIssues(longest)).toEqual([]);
  });

  it('is refused one character over, by the link and by the panel', () => {
    const tooLong = 'x'.repeat(101);
    const { state, problem } = parseDeliveriesState(linkWithTag(tooLong));
    expect(state.filters.tags ?? []).toEqual([]);
    expect(problem).toMatch(/longer than 100 characters/);
    expect(tagIssues(tooLong)).toEqual([
      `Tags: "${'x'.repeat(23)}…" is longer than 100 characters`,
    ]);
  });
});
