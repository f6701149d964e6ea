/** Small type guards for reading stored JSON, shared by the saved-view parsers. */
export { isRecord } from '../../state/validation/isRecord';
