import type { DeliveriesLocalePack } from '@src/grid/locale/localePack';
import { english as englishPack } from '@src/locales/support/english';

/** The English defaults, and outside `messages` the link's own problems (`pack.linkProblems`). */
export const english = { ...englishPack.messages, linkProblems: englishPack.linkProblems };

// Arguments to try, in turn, until the English message reads them without a gap.
const everyParam = {
  ...{ value: '“x”', max: 9, pageSize: 25, part: 'pageSize', key: '“k”', version: 3, reads: 2 },
  ...{ field: 'status', label: 'status', count: 4, text: 'T', kind: 'http', status: 503 },
  message: 'The server could not answer (503).',
  // The filter checks', the link entries' and the export's paging problems.
  ...{ minimum: 1, from: 'insertFrom', fromValue: '“b”', to: 'insertTo', toValue: '“a”' },
  ...{ list: 'courierIds', length: 5000, read: 4100, row: 2, type: '“number”' },
  ...{ expected: '“date”', zoned: false, first: '0001-01-02', last: '9999-12-30' },
  ...{ range: 'inserted', page: 3, earlierPage: 2, repeated: 22, asked: 500, sent: 501 },
  // The host's options the grid uses otherwise.
  ...{ option: 'rows.maxRendered', least: 1, used: 10000 },
};

/** Arguments tried in turn on a message, until it reads them without a gap. */
export const tries: unknown[][] = [
  [everyParam],
  ['Alpha', 'Beta', 'Gamma', 'Delta'],
  [3, 5, 7, 9],
  [['Alpha', 'Beta', 'Gamma', 'Delta']],
  ['order', 'Beta', 'Gamma'],
  ['order', 3, 2],
  ['Alpha', 'Beta', 3, 9],
  ['Alpha', 3, 9],
  ['today'],
  ['couriers', 'Beta'],
  ['Alpha', 'start'],
  ['Alpha', true],
  [3, ['Alpha']],
  ['Alpha', 'noSuchDay', '31/02', { pattern: 'dd/mm/yyyy', example: '25/11/2026' }],
  [3, 'unreadable', 'soon', { pattern: 'dd/mm/yyyy', example: '25/11/2026' }],
  // The filter language's problems: each code's params, and the field names one may type.
  [{ name: 'nope', field: 'Couriers', value: 'Pigeon', example: '25/11/2026' }, 'status, courier'],
];

/** A message's text, or `undefined` when it throws or reads a gap (undefined, NaN, an object). */
export function said(
  message: (...args: unknown[]) => unknown,
  args: unknown[],
): string | undefined {
  try {
    const text = message(...args);
    return typeof text === 'string' && text !== '' && !/undefined|NaN|\[object/.test(text)
      ? text
      : undefined;
  } catch {
    return undefined;
  }
}

/** The first of `tries` the message reads without a gap. */
export function sample(message: (...args: unknown[]) => unknown): unknown[] | undefined {
  return tries.find((args) => said(message, args) !== undefined);
}

/** Every message key of the English defaults (nested groups by `group.name.key`) and its value. */
export function entries(group: string, messages: object): [string, unknown][] {
  return Object.entries(messages).flatMap(([name, value]) =>
    typeof value === 'object' && value !== null
      ? entries(`${group}.${name}`, value)
      : [[`${group}.${name}`, value] as [string, unknown]],
  );
}

/** A pack's message at `group.name.key`, `linkProblems` included. */
export function valueAt(pack: DeliveriesLocalePack, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], {
      ...pack.messages,
      linkProblems: pack.linkProblems,
    });
}
