import type { DeliveriesView } from '../types';

/**
 * Whether a value is a density the grid has: the one check for views, props and headless calls.
 *
 * @example
 * ```ts
 * isDensity('compact'); // true
 * isDensity('Compact'); // false: left out, and the notice names it
 * ```
 */
export const isDensity = (value: unknown): value is DeliveriesView['density'] =>
  value === 'comfortable' || value === 'compact';
