/** Small type guards for reading stored JSON, shared by the saved-view parsers. */
export { isRecord } from '../../state/validation/isRecord';

export const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');
