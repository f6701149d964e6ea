import { describe, expect, it } from 'vitest';
import { checkSelection } from '@src/selection/logic/checkSelection';
import { deriveSelection, type SelectionInputs } from '@src/selection/logic/selectionRuntime';
import { noDeliveriesSelected, type DeliveriesSelection } from '@src/selection/types';
import { generateDeliveries } from '@src/mocks/index';
import { revoked } from '../state/hostileValues';

const rows = generateDeliveries(3, 5);
const codeOf = (delivery: { code: string }) => delivery.code;

/** The selection's actions over `rows`, recording what they change and refuse. */
function actionsOn(raw: unknown) {
  const changed: DeliveriesSelection[] = [];
  const refused: string[] = [];
  const inputs: SelectionInputs = {
    rows,
    request: { pageNumber: 1, pageSize: 3, quickSearch: '' },
    idOf: codeOf,
    keyOf: codeOf,
    moreMayMatch: false,
    allMatchingAllowed: true,
    anchor: { current: null },
    change: (next) => changed.push(next),
    refused: null,
    refuse: (problem) => refused.push(problem),
  };
  return { actions: deriveSelection(raw, inputs).actions, changed, refused };
}

describe('selection.actions.set', () => {
  it.each<[string, unknown, string]>([
    ['nothing', null, 'The selection could not be used: it is not an object.'],
    [
      'a query without a request',
      { kind: 'query', request: null, excludedCodes: [], asOf: '2026-11-25T08:00:00.000Z' },
      'The selection could not be used: its request has no quick search text.',
    ],
    ['a revoked Proxy', revoked(), 'The selection could not be used: it could not be read.'],
  ])('refuses %s as the value prop would, changing nothing', (_, value, problem) => {
    const { actions, changed, refused } = actionsOn(noDeliveriesSelected);
    expect(() => actions.set(value as DeliveriesSelection)).not.toThrow();
    expect(changed).toStrictEqual([]);
    expect(refused).toStrictEqual([problem]);
    expect(checkSelection(value, codeOf).problem).toBe(problem);
  });

  it('refuses an update that throws', () => {
    const { actions, changed, refused } = actionsOn(noDeliveriesSelected);
    actions.set(() => {
      throw new Error('The host broke.');
    });
    expect(changed).toStrictEqual([]);
    expect(refused).toStrictEqual(['The selection could not be used: its update failed.']);
  });

  it('takes a sound value, and one its own update made', () => {
    const { actions, changed, refused } = actionsOn(noDeliveriesSelected);
    const ticked = { kind: 'codes' as const, codes: [rows[0]!.code], deliveries: [rows[0]!] };
    actions.set(ticked);
    actions.set((current) => current);
    expect(changed).toStrictEqual([ticked, noDeliveriesSelected]);
    expect(refused).toStrictEqual([]);
  });
});
