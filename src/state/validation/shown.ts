import { quote } from '../urlState/linkProblems';

/**
 * Any value as a person reads it in a problem: text and numbers as they are, anything else as
 * JSON, in quotes and cut to a readable length.
 *
 * @example
 * ```ts
 * shown('acme'); // '“acme”'
 * shown({ a: 1 }); // '“{"a":1}”'
 * ```
 */
export function shown(value: unknown): string {
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number' || typeof value === 'boolean') return quote(String(value));
  try {
    return quote(JSON.stringify(value) ?? String(value));
  } catch {
    // A cycle or a BigInt: its kind is all that can be said.
    return quote(typeof value);
  }
}
