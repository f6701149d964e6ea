import { describe, expect, it } from 'vitest';
import { checkQueryState } from '@src/state/validation/checkQueryState';
import { toDeliveriesRequest } from '@src/state/toDeliveriesRequest';
import { defaultQueryState } from '@src/state/queryState';
import { parseDeliveriesState } from '@src/state/urlState/parseDeliveriesState';
import { serializeDeliveriesState } from '@src/state/urlState/serializeDeliveriesState';

const known = [0, 1, 2, 3, 4, 5, 6];
const notDelivered = { ...defaultQueryState, filters: { excludedStatus: [4] } };

describe('"not Delivered": an exclusion in the state, the other known statuses on the wire', () => {
  it('is sent as every other status the host lists', () => {
    expect(toDeliveriesRequest(notDelivered, { knownStatuses: known }).filters).toEqual({
      status: [0, 1, 2, 3, 5, 6],
    });
  });

  it('cannot be sent without known statuses, nor when it leaves none', () => {
    expect(() => toDeliveriesRequest(notDelivered)).toThrow(RangeError);
    expect(() =>
      toDeliveriesRequest(
        { ...notDelivered, filters: { excludedStatus: known } },
        {
          knownStatuses: known,
        },
      ),
    ).toThrow(RangeError);
  });

  it('stays an exclusion in a link', () => {
    const link = serializeDeliveriesState(notDelivered);
    expect(link).toBe('v1_sx.4');
    expect(parseDeliveriesState(link).state.filters).toEqual({ excludedStatus: [4] });
  });

  it('every door names what it cannot keep', () => {
    const check = (filters: unknown, knownStatuses?: number[]) =>
      checkQueryState({ ...defaultQueryState, filters }, knownStatuses ? { knownStatuses } : {});
    expect(check({ excludedStatus: [4] }, known)).toEqual({ state: notDelivered, problems: [] });
    expect(check({ excludedStatus: [4] }, []).problems).toEqual([
      'The statuses to leave out leave none of statusOptions, so were left out.',
    ]);
    expect(check({ excludedStatus: known }, known).problems).toEqual([
      'The statuses to leave out leave none of statusOptions, so were left out.',
    ]);
    expect(check({ status: [1], excludedStatus: [4] }, known)).toEqual({
      state: { ...defaultQueryState, filters: { status: [1] } },
      problems: ['The statuses to leave out came with statuses to match, so were left out.'],
    });
    expect(check({ excludedStatus: ['x'] }, known).problems).toEqual([
      'The excluded status “x” is not a whole number of 0 or more, so it was left out.',
    ]);
  });
});
