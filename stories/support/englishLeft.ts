import {
  defaultDeliveriesExportMessages,
  defaultDeliveriesTableMessages,
  defaultFilterPanelMessages,
  defaultSavedViewsMessages,
} from '@src/index';
import { mockStatuses } from '@src/mocks/index';
import {
  germanExportMessages,
  germanFilterMessages,
  germanSavedViewsMessages,
  germanTableMessages,
} from './germanMessages';

/** The texts of a message set a person can read: its strings, and its counts at 2 and 5 s. */
function textsOf(messages: object): string[] {
  return Object.values(messages).flatMap((value) => {
    if (typeof value === 'string') return [value];
    if (typeof value !== 'function') return [];
    try {
      return [String((value as (...numbers: number[]) => unknown)(2, 5))];
    } catch {
      return []; // a message about a name, not a number
    }
  });
}

const wordsOf = (texts: readonly string[]) =>
  new Set(texts.flatMap((text) => text.match(/\p{L}{4,}/gu) ?? []));

const germanWords = wordsOf(
  [germanTableMessages, germanFilterMessages, germanSavedViewsMessages, germanExportMessages]
    .flatMap(textsOf)
    .concat(Object.values(germanTableMessages.columnHeaders) as string[]),
);

/** Words of the grid's English defaults and status labels that no German text shares ("Status" does). */
const englishWords = [
  ...wordsOf([
    ...[
      defaultDeliveriesTableMessages,
      defaultFilterPanelMessages,
      defaultSavedViewsMessages,
      defaultDeliveriesExportMessages,
    ].flatMap(textsOf),
    ...(Object.values(defaultDeliveriesTableMessages.columnHeaders) as string[]),
    ...mockStatuses.map((status) => status.label),
  ]),
].filter((word) => !germanWords.has(word));

/** Everything of `root` a person reads or hears: its text and its elements' names and hints. */
function readable(root: HTMLElement): string {
  const named = [root, ...root.querySelectorAll<HTMLElement>('*')].flatMap((element) =>
    ['aria-label', 'placeholder', 'title', 'aria-description', 'aria-valuetext']
      .map((name) => element.getAttribute(name))
      .filter((value): value is string => value !== null),
  );
  return [root.innerText, ...named].join('\n');
}

/**
 * The English words of the grid's own strings that `root` still shows or names, for a story
 * in another language: `[]` when every part is translated.
 *
 * @example
 * ```ts
 * await expect(englishLeftIn(toolbar)).toEqual([]);
 * ```
 */
export function englishLeftIn(root: HTMLElement): string[] {
  const text = readable(root);
  return englishWords.filter((word) => new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, 'u').test(text));
}
