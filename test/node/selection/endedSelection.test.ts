import { describe, expect, it } from 'vitest';
import { defaultQueryState, type DeliveriesQueryState } from '@src/index';
import { createActionRunner } from '@src/selection/logic/actionRunner';
import {
  createSelectionEnding,
  endedSelectionOf,
  stateAfterUndo,
} from '@src/selection/logic/endedSelection';
import { sameMatches } from '@src/selection/logic/selectionOps';

const delivered = {
  kind: 'query' as const,
  request: { quickSearch: 'acme', filters: { status: [4] } },
  excludedCodes: ['DLV-2026-000012'],
  asOf: '2026-11-28T07:00:00.000Z',
};
const shownState: DeliveriesQueryState = {
  ...defaultQueryState,
  pageNumber: 2,
  pageSize: 10,
  quickSearch: ' acme',
  filters: { status: [4] },
};
const before = { quickSearch: ' acme', filters: { status: [4] }, pageNumber: 2, pageSize: 10 };
const shown = { before, request: { quickSearch: 'acme ', filters: { status: [4] } } };

describe('an ended selection of every match', () => {
  it('is kept with the search, filters and page it was made on', () => {
    expect(endedSelectionOf(delivered, shown, sameMatches)).toEqual({
      selection: delivered,
      before,
    });
  });

  it('is not kept when it cannot be undone', () => {
    // Never shown matching: a host's value for other filters.
    const other = { before, request: { quickSearch: 'acme', filters: { status: [6] } } };
    expect(endedSelectionOf(delivered, other, sameMatches)).toBeNull();
    expect(endedSelectionOf(delivered, null, sameMatches)).toBeNull();
    // Not a selection of every match.
    expect(
      endedSelectionOf({ kind: 'codes', codes: [], deliveries: [] }, shown, sameMatches),
    ).toBeNull();
    expect(endedSelectionOf('query', shown, sameMatches)).toBeNull();
  });

  it('undoes to its search, filters and page; to page 1 once the page size changed', () => {
    const ended = endedSelectionOf(delivered, shown, sameMatches)!;
    const sorted: DeliveriesQueryState = {
      ...defaultQueryState,
      pageSize: 10,
      orderBy: { key: 'code', order: 'asc' },
    };
    expect(stateAfterUndo(ended, sorted)).toEqual({
      ...shownState,
      orderBy: { key: 'code', order: 'asc' },
    });
    expect(stateAfterUndo(ended, { ...defaultQueryState, pageSize: 50 })).toEqual({
      ...defaultQueryState,
      pageSize: 50,
      quickSearch: ' acme',
      filters: { status: [4] },
      pageNumber: 1,
    });
  });
});

describe('following the grid, render by render', () => {
  const unfiltered = { before: { ...before, filters: {} }, request: { quickSearch: 'acme' } };

  it('ends a selection once, with what it matched; a restored one waits for its query', () => {
    const ending = createSelectionEnding();
    // Made on the filtered query, then shown on it.
    expect(ending.follow({ raw: delivered, derived: { endsNow: false }, shown }, sameMatches)).toBe(
      null,
    );
    const ends = { raw: delivered, derived: { endsNow: true }, shown: unfiltered };
    expect(ending.follow(ends, sameMatches)).toEqual({ record: { selection: delivered, before } });
    // Said once per value.
    expect(ending.follow(ends, sameMatches)).toBeNull();

    ending.restore({ selection: delivered, before });
    // Until its query is back on screen, it does not end again.
    expect(ending.follow(ends, sameMatches)).toBeNull();
    expect(ending.follow({ raw: delivered, derived: { endsNow: false }, shown }, sameMatches)).toBe(
      null,
    );
    // Back, it may end again, and be undone again.
    expect(ending.follow(ends, sameMatches)).toEqual({ record: { selection: delivered, before } });
  });

  it('lets a restored selection end again once its query is back, though the host applied it late', () => {
    const ending = createSelectionEnding();
    ending.follow({ raw: delivered, derived: { endsNow: false }, shown }, sameMatches);
    const ends = { raw: delivered, derived: { endsNow: true }, shown: unfiltered };
    ending.follow(ends, sameMatches);
    ending.restore({ selection: delivered, before });
    // Its query is back while the host still holds nothing; it applies the selection after.
    const nothing = { kind: 'codes', codes: [] };
    expect(ending.follow({ raw: nothing, derived: { endsNow: false }, shown }, sameMatches)).toBe(
      null,
    );
    expect(ending.follow(ends, sameMatches)).toEqual({ record: { selection: delivered, before } });
  });

  it('cannot undo a selection it never saw matching, nor anything before the rules', () => {
    const ending = createSelectionEnding();
    expect(ending.follow({ raw: delivered, derived: null, shown: unfiltered }, sameMatches)).toBe(
      null,
    );
    expect(
      ending.follow({ raw: delivered, derived: { endsNow: true }, shown: unfiltered }, sameMatches),
    ).toEqual({ record: null });
  });
});

describe('the action runner refusing what does not run through it', () => {
  it('refuses only while an action runs, and says which', () => {
    const runner = createActionRunner();
    expect(runner.refuse('Export selected (CSV)')).toBe(false);
    expect(runner.get().refused).toBeNull();
    runner.run({ label: 'Hand over', work: () => new Promise<void>(() => undefined) });
    expect(runner.refuse('Export selected (CSV)')).toBe(true);
    expect(runner.get().refused).toEqual({ label: 'Export selected (CSV)', running: 'Hand over' });
  });
});
