import { englishCount } from '../englishCount';
import { quote } from '../urlState/linkProblems';
import { isListSafely, unreadable } from './readPart';

// This many short values are shown as JSON; anything more is described by its kind.
const mostPartsShown = 10;
const longestPartShown = 40;

/**
 * Any value as a person reads it in a problem: text and numbers as they are, a short list or
 * object of short values as JSON, anything else by its kind ("a list of 10,000,000 items",
 * "an object"), in quotes and cut to a readable length. Reads no more of the value than it
 * shows, runs none of its code (no `toJSON`, no getters) and never throws.
 *
 * @example
 * ```ts
 * shown('acme'); // '“acme”'
 * shown({ key: 'code', order: 'up' }); // '“{"key":"code","order":"up"}”'
 * shown(new Array(1e7)); // '“a list of 10,000,000 items”'
 * ```
 */
export function shown(value: unknown): string {
  return quote(described(value));
}

/**
 * {@link shown} without the quotes, for a message that chooses its own: the whole text, not
 * yet cut (`quote` cuts it).
 *
 * @example
 * ```ts
 * described(1e9); // '1000000000'
 * described(['a', 1]); // '["a",1]'
 * ```
 */
export function described(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null) return describeObject(value);
  if (typeof value === 'function') return 'a function';
  // Numbers, booleans, bigints, symbols, undefined, null: String never throws on them.
  return String(value);
}

function describeObject(value: object): string {
  const list = isListSafely(value);
  if (list === unreadable) return 'an object that cannot be read';
  try {
    if (list) {
      const length = (value as unknown[]).length;
      const items =
        length <= mostPartsShown
          ? plainValues(
              value,
              Array.from({ length }, (_, index) => String(index)),
            )
          : undefined;
      if (items) return JSON.stringify(items);
      return `a list of ${englishCount(length)} ${length === 1 ? 'item' : 'items'}`;
    }
    const keys = Object.keys(value);
    const values = keys.length <= mostPartsShown ? plainValues(value, keys) : undefined;
    if (values)
      return JSON.stringify(Object.fromEntries(keys.map((key, index) => [key, values[index]])));
    return 'an object';
  } catch {
    return 'an object that cannot be read';
  }
}

// Own data slots only, each a short primitive: no getter runs and JSON stays a line.
function plainValues(value: object, keys: readonly string[]): unknown[] | undefined {
  const values: unknown[] = [];
  for (const key of keys) {
    const slot = Object.getOwnPropertyDescriptor(value, key);
    if (!slot || !('value' in slot) || !isShortPrimitive(slot.value)) return undefined;
    values.push(slot.value);
  }
  return values;
}

function isShortPrimitive(value: unknown): boolean {
  if (typeof value === 'string') return value.length <= longestPartShown;
  return value === null || typeof value === 'number' || typeof value === 'boolean';
}
