import { describe, expect, it } from 'vitest';
import type { Delivery } from '@src/api/types';
import {
  followTurn,
  landTurn,
  stepDetails,
  type TurnUnderWay,
} from '@src/grid/details/detailsNavigation';

/** A delivery as the details hold it: its code, and when it was inserted. */
const row = (code: string): Delivery => ({
  code,
  tenantName: 'Acme',
  courierCode: 'DHL',
  warehouseName: 'North',
  customerBusinessPartnerName: 'Müller GmbH',
  duQty: 1,
  palletQty: 1,
  status: 1,
  insertTime: `2026-11-0${('ABCDEFGHIJ'.indexOf(code[0]!) % 9) + 1}T08:00:00Z`,
});
const page = (ids: string[], canNextPage = true, canPreviousPage = true) => ({
  ids,
  rows: ids.map(row),
  canNextPage,
  canPreviousPage,
});

describe('stepping through details', () => {
  it('moves within the page, and turns it past either end', () => {
    expect(stepDetails(page(['A', 'B', 'C']), 'A', null, 1)).toEqual({ kind: 'open', id: 'B' });
    expect(stepDetails(page(['A', 'B', 'C']), 'C', null, 1)).toEqual({
      kind: 'turn',
      page: 'next',
      turn: { edge: 'first', queued: 0, from: 'C', fromRow: row('C') },
    });
    expect(stepDetails(page(['A', 'B']), 'A', null, -1)).toEqual({
      kind: 'turn',
      page: 'previous',
      turn: { edge: 'last', queued: 0, from: 'A', fromRow: row('A') },
    });
  });

  it('turns on from the page’s edge row, which a chained turn passes through', () => {
    // Page 2 landed with 3 steps left past its end (J held): the turn starts from its last row,
    // so one more J meanwhile counts from there, not from where the walk began.
    expect(landTurn(page(['C', 'D']), { edge: 'first', queued: 3 })).toEqual({
      kind: 'turn',
      page: 'next',
      turn: { edge: 'first', queued: 1, from: 'D', fromRow: row('D') },
    });
    expect(landTurn(page(['C', 'D'], true, true), { edge: 'last', queued: -3 })).toEqual({
      kind: 'turn',
      page: 'previous',
      turn: { edge: 'last', queued: -1, from: 'C', fromRow: row('C') },
    });
  });

  it('after the open delivery left the page (a refresh), steps from the place it had', () => {
    // It was third (index 2): D moved up into its place.
    const now = page(['A', 'B', 'D', 'E'], false, false);
    expect(stepDetails(now, 'C', null, 1, 2)).toEqual({ kind: 'open', id: 'D' });
    expect(stepDetails(now, 'C', null, -1, 2)).toEqual({ kind: 'open', id: 'B' });
    // It was last, and the page has no next: J stays on the new last, K opens it.
    expect(stepDetails(page(['A', 'B'], false, false), 'C', null, -1, 2)).toEqual({
      kind: 'open',
      id: 'B',
    });
    // Never seen on this page (a link named it): the page's first.
    expect(stepDetails(now, 'C', null, 1)).toEqual({ kind: 'open', id: 'A' });
  });

  it('stays at the ends of the results', () => {
    expect(stepDetails(page(['A', 'B'], false, false), 'B', null, 1)).toEqual({ kind: 'stay' });
    expect(stepDetails(page(['A', 'B'], false, false), 'A', null, -1)).toEqual({ kind: 'stay' });
  });

  it('queues steps pressed during a turn and takes them once the page is in', () => {
    const first = stepDetails(page(['A', 'B']), 'B', null, 1);
    expect(first.kind).toBe('turn');
    const turn = first.kind === 'turn' ? first.turn : null;
    const queued = stepDetails(page(['A', 'B']), 'B', turn, 1);
    expect(queued).toEqual({
      kind: 'queue',
      turn: { edge: 'first', queued: 1, from: 'B', fromRow: row('B') },
    });
    const landed = landTurn(page(['C', 'D', 'E']), { edge: 'first', queued: 1 });
    expect(landed).toEqual({ kind: 'open', id: 'D' });
    // Backwards: K twice from the first row lands one before the last.
    expect(landTurn(page(['X', 'Y', 'Z']), { edge: 'last', queued: -1 })).toEqual({
      kind: 'open',
      id: 'Y',
    });
  });

  it('turns back when the queued steps lead onto the page still shown', () => {
    // J from C (last of page 1) turns; J K K while page 2 loads lead back to C on page 1.
    const shown = page(['A', 'B', 'C']);
    const turning = { edge: 'first' as const, queued: 0, from: 'C', fromRow: row('C') };
    expect(stepDetails(shown, 'C', { ...turning, queued: 1 }, -1)).toEqual({
      kind: 'queue',
      turn: turning,
    });
    const back = stepDetails(shown, 'C', turning, -1);
    expect(back).toEqual({
      kind: 'turn',
      page: 'previous',
      turn: { edge: 'last', queued: 1, from: 'C', fromRow: row('C') },
    });
    // Page 1 comes back from the cache: the details land where the steps led.
    const landed = back.kind === 'turn' ? landTurn(shown, back.turn) : back;
    expect(landed).toEqual({ kind: 'open', id: 'C' });
    const further = stepDetails(shown, 'C', { ...turning, queued: -1 }, -1);
    expect(further.kind === 'turn' && landTurn(shown, further.turn)).toEqual({
      kind: 'open',
      id: 'B',
    });
    // Backwards: K from A (first of page 2) turns; K J J lead back to A, K J J J to B.
    const leaving = { edge: 'last' as const, queued: 0, from: 'A', fromRow: row('A') };
    const forth = stepDetails(shown, 'A', leaving, 1);
    expect(forth).toEqual({
      kind: 'turn',
      page: 'next',
      turn: { edge: 'first', queued: -1, from: 'A', fromRow: row('A') },
    });
    expect(forth.kind === 'turn' && landTurn(shown, forth.turn)).toEqual({ kind: 'open', id: 'A' });
    const past = stepDetails(shown, 'A', { ...leaving, queued: 1 }, 1);
    expect(past.kind === 'turn' && landTurn(shown, past.turn)).toEqual({ kind: 'open', id: 'B' });
    // Not while the rows shown are not the page the turn left (another delivery under its key).
    const twin = {
      ...shown,
      rows: [row('A'), row('B'), { ...row('C'), insertTime: '2025-01-01' }],
    };
    expect(stepDetails(twin, 'C', turning, -1).kind).toBe('queue');
  });

  it('carries steps past a short page into another turn', () => {
    expect(landTurn(page(['C']), { edge: 'first', queued: 2 })).toEqual({
      kind: 'turn',
      page: 'next',
      turn: { edge: 'first', queued: 1, from: 'C', fromRow: row('C') },
    });
    // No further page: the last delivery there is.
    expect(landTurn(page(['C', 'D'], false), { edge: 'first', queued: 5 })).toEqual({
      kind: 'open',
      id: 'D',
    });
  });

  it('turns back from an empty page to the last delivery before it', () => {
    // J from the last row of a full last page, then K twice: one before the last.
    expect(landTurn(page([], false), { edge: 'first', queued: -2 })).toEqual({
      kind: 'turn',
      page: 'previous',
      turn: { edge: 'last', queued: -1 },
    });
    // J three times: no further than the last.
    expect(landTurn(page([], false), { edge: 'first', queued: 2 })).toEqual({
      kind: 'turn',
      page: 'previous',
      turn: { edge: 'last', queued: 0 },
    });
    // No rows at all and no page before: nowhere to go.
    expect(landTurn(page([], false, false), { edge: 'last', queued: 0 })).toEqual({
      kind: 'stay',
    });
  });

  it('counts from the delivery the turn left when the rows moved onto the next page', () => {
    // A delivery came in on top: page 2 starts with B, the one open on page 1.
    expect(
      landTurn(page(['B', 'C', 'D']), { edge: 'first', queued: 0, from: 'B', fromRow: row('B') }),
    ).toEqual({
      kind: 'open',
      id: 'C',
    });
    // Rows moved up (a delivery left): page 1 ends with the one before C, then C.
    expect(
      landTurn(page(['A', 'B', 'C']), { edge: 'last', queued: 0, from: 'C', fromRow: row('C') }),
    ).toEqual({
      kind: 'open',
      id: 'B',
    });
  });

  it('starts at the edge when another delivery has the key the turn left (a repeated code)', () => {
    // Page 2 repeats C's code for another delivery, inserted at another moment: not C moved along.
    const twin = { ...row('C'), insertTime: '2025-01-01T00:00:00Z' };
    const other = { ...page(['P', 'Q', 'R', 'S', 'T', 'C', 'U']) };
    other.rows = other.ids.map((id) => (id === 'C' ? twin : row(id)));
    expect(landTurn(other, { edge: 'first', queued: 0, from: 'C', fromRow: row('C') })).toEqual({
      kind: 'open',
      id: 'P',
    });
    // C itself moved along and repacked meanwhile is still C: the steps count from it.
    const repacked = { ...page(['C', 'D']) };
    repacked.rows = [{ ...row('C'), palletQty: 9 }, row('D')];
    expect(landTurn(repacked, { edge: 'first', queued: 0, from: 'C', fromRow: row('C') })).toEqual({
      kind: 'open',
      id: 'D',
    });
  });
});

describe('a turn under way when another delivery is opened', () => {
  // J from C, the last of page 1; page 2 asked for and not in yet, page 1 still shown.
  const turn = (): TurnUnderWay => ({
    edge: 'first',
    queued: 0,
    from: 'C',
    fromRow: row('C'),
    pageNumber: 2,
    listKey: 'list',
    ask: 1,
    opened: 'C',
  });
  const shown = { page: page(['A', 'B', 'C']), pageNumber: 2, listKey: 'list', ask: 1 };

  it('waits while the details stay on the delivery it left', () => {
    expect(followTurn(turn(), { ...shown, settled: false, open: 'C' })).toBeNull();
  });

  it('ends, going back to the page shown, for a delivery on it', () => {
    expect(followTurn(turn(), { ...shown, settled: false, open: 'A' })).toEqual({
      kind: 'stay',
      back: 'previous',
    });
    // K turned to the previous page: back is the next one.
    expect(
      followTurn({ ...turn(), edge: 'last' }, { ...shown, settled: false, open: 'B' }),
    ).toEqual({ kind: 'stay', back: 'next' });
  });

  it('ends where it is for details closed, or a delivery not on the page shown', () => {
    const stay = { kind: 'stay', back: undefined };
    expect(followTurn(turn(), { ...shown, settled: false, open: null })).toEqual(stay);
    expect(followTurn(turn(), { ...shown, settled: false, open: 'Z' })).toEqual(stay);
    // Its page in already, or the pager asked for another since: no way back is taken.
    expect(followTurn(turn(), { ...shown, settled: true, open: 'A' })).toEqual(stay);
    expect(followTurn(turn(), { ...shown, ask: 2, settled: false, open: 'A' })).toEqual(stay);
  });
});
