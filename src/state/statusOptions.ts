/** How a status looks: its colour family in the stylesheet (`data-tone`). */
export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/**
 * The meaning of one status code, from the host (the contract does not name them).
 *
 * @example
 * ```ts
 * const statusOptions: StatusOption[] = [
 *   { value: 1, label: 'Planned', tone: 'info' },
 *   { value: 4, label: 'Delivered', tone: 'success' },
 *   { value: 9, label: 'Cancelled', tone: 'danger' },
 * ];
 * ```
 */
export interface StatusOption {
  value: number;
  label: string;
  /** Default `neutral`. */
  tone?: StatusTone;
}
