import { describe, expect, it } from 'vitest';
import { noticesOf } from '@src/grid/gridView';
import { defaultDeliveriesTableMessages } from '@src/grid/messages';

const facts = {
  hostProblem: null,
  columnProblem: null,
  entered: null,
  retryReason: null,
  error: null,
  shownCount: 10,
  sentCount: 10,
};

describe('the notice of a page that repeats codes', () => {
  it('names the code, or the first three and how many more, and says each row is its own', () => {
    const textOf = (repeatedIds: string[]) =>
      noticesOf({ ...facts, repeatedIds }, defaultDeliveriesTableMessages);
    expect(textOf([])).toEqual([]);
    expect(textOf(['DLV-1'])).toEqual([
      {
        kind: 'repeatedCodes',
        text: 'More than one row on this page has the code “DLV-1”. Each row is its own here: ticked, counted, exported and opened on its own.',
        live: false,
      },
    ]);
    expect(textOf(['DLV-1', 'DLV-2', 'DLV-3', 'DLV-4', 'DLV-5'])[0]!.text).toBe(
      'Codes repeat on this page: “DLV-1”, “DLV-2”, “DLV-3” and 2 more. Each row is its own here: ticked, counted, exported and opened on its own.',
    );
  });
});
