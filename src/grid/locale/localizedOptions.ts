import { useMemo } from 'react';
import { textSource, type DeliveriesGetText } from '../../shared/text/getText';
import { translated } from '../../shared/text/getText';
import type { DeliveriesMessages, DeliveriesGridOptions } from '../options';
import type { DeliveriesLocalePack } from './localePack';

type Group = Exclude<keyof DeliveriesMessages, 'getText'>;
const groups: readonly Group[] = [
  'table',
  'filters',
  'savedViews',
  'exporting',
  'selection',
  'cards',
];
// Groups inside `messages.table` that merge one by one.
const nested = ['columnHeaders', 'problems'] as const;

function defined(values: object | undefined): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values ?? {}).filter(([, value]) => value !== undefined),
  );
}

// The pack's group (asking getText first), the host's strings over it, and getText for the
// defaults each part merges under it (`withDefaults`).
function group(
  name: string,
  pack: object | undefined,
  host: object | undefined,
  getText: DeliveriesGetText | undefined,
): Record<string | symbol, unknown> {
  const base = pack && getText ? translated(pack, { group: name, getText }) : pack;
  return {
    ...base,
    ...defined(host),
    ...(getText && { [textSource]: { group: name, getText } }),
  };
}

/**
 * The host's `messages` over the `localePack`'s, with its `getText` asked before both: what
 * every part merges over its English defaults. Without a pack or `getText`, the host's own
 * `messages`, untouched.
 *
 * @example
 * ```ts
 * localizedMessages(de, { table: { empty: 'Nichts da' } }).table?.retry; // 'Erneut versuchen'
 * ```
 */
export function localizedMessages(
  pack: DeliveriesLocalePack | undefined,
  messages: DeliveriesMessages | undefined,
): DeliveriesMessages | undefined {
  const getText = messages?.getText;
  if (!pack && !getText) return messages;
  const result: Record<string, unknown> = {};
  for (const name of groups) {
    const packGroup = pack?.messages[name];
    const hostGroup = messages?.[name];
    const merged = group(name, packGroup, hostGroup, getText);
    if (name === 'table') {
      for (const part of nested) {
        merged[part] = group(
          `table.${part}`,
          pack?.messages.table[part],
          messages?.table?.[part],
          getText,
        );
      }
    }
    result[name] = merged;
  }
  return result as DeliveriesMessages;
}

/**
 * The options with their `messages` localized ({@link localizedMessages}) and the pack's
 * locale where the host gave none; the same messages while the pack and messages are.
 *
 * @example
 * ```ts
 * const options = useLocalizedOptions(props); // options.locale: 'de' with localePack={de}
 * ```
 */
export function useLocalizedOptions<T extends DeliveriesGridOptions>(options: T): T {
  const { localePack, messages } = options;
  const localized = useMemo(() => localizedMessages(localePack, messages), [localePack, messages]);
  if (!localePack && localized === messages) return options;
  return { ...options, messages: localized, locale: options.locale ?? localePack?.locale };
}
