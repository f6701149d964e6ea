import type { SavedDeliveriesView } from '../types';

/**
 * The longest view name, in characters.
 *
 * @example
 * ```ts
 * checkViewName('x'.repeat(maxViewNameLength + 1), []); // { ok: false, problem: { kind: 'tooLong', max: 80 } }
 * ```
 */
export const maxViewNameLength = 80;

/**
 * A name as it is stored and compared: Unicode-normalised, trimmed, inner runs of white space
 * made one space.
 *
 * @example
 * ```ts
 * normalizeViewName('  Late   pallets '); // 'Late pallets'
 * ```
 */
export function normalizeViewName(raw: string): string {
  return raw.normalize('NFC').trim().replace(/\s+/g, ' ');
}

/**
 * Whether two names are the same view name: case does not count, accents do.
 *
 * @example
 * ```ts
 * sameViewName('Late pallets', 'LATE PALLETS'); // true
 * ```
 */
export function sameViewName(a: string, b: string): boolean {
  return (
    normalizeViewName(a).localeCompare(normalizeViewName(b), undefined, {
      sensitivity: 'accent',
    }) === 0
  );
}

/** Why a name cannot be used; `existing` is the view that already has it. */
export type ViewNameProblem =
  | { kind: 'empty' }
  | { kind: 'tooLong'; max: number }
  | { kind: 'taken'; existing: SavedDeliveriesView };

/** A usable name, normalised, or why it is not one. */
export type ViewNameCheck = { ok: true; name: string } | { ok: false; problem: ViewNameProblem };

/**
 * Checks a typed name against the saved views: non-empty once trimmed, at most
 * {@link maxViewNameLength} characters, unique ignoring case. `exceptId` is the view being
 * renamed, which may keep its own name (or change its case).
 *
 * @example
 * ```ts
 * checkViewName(' Late pallets ', views); // { ok: true, name: 'Late pallets' }
 * checkViewName('', views); // { ok: false, problem: { kind: 'empty' } }
 * ```
 */
export function checkViewName(
  raw: string,
  views: readonly SavedDeliveriesView[],
  exceptId?: string,
): ViewNameCheck {
  const name = normalizeViewName(raw);
  if (name === '') return { ok: false, problem: { kind: 'empty' } };
  if ([...name].length > maxViewNameLength) {
    return { ok: false, problem: { kind: 'tooLong', max: maxViewNameLength } };
  }
  const existing = views.find((view) => view.id !== exceptId && sameViewName(view.name, name));
  if (existing) return { ok: false, problem: { kind: 'taken', existing } };
  return { ok: true, name };
}

/**
 * `name`, or, when a view in `views` already has it (case ignored), the first of
 * `name (2)`, `name (3)` … that none has, cut to fit {@link maxViewNameLength}.
 *
 * @example
 * ```ts
 * freeViewName('LATE PALLETS', [latePallets]); // 'LATE PALLETS (2)'
 * ```
 */
export function freeViewName(name: string, views: readonly SavedDeliveriesView[]): string {
  const taken = (candidate: string) => views.some((view) => sameViewName(view.name, candidate));
  if (!taken(name)) return name;
  for (let count = 2; ; count += 1) {
    const suffix = ` (${count})`;
    const room = maxViewNameLength - suffix.length;
    const candidate = `${[...name].slice(0, room).join('').trimEnd()}${suffix}`;
    if (!taken(candidate)) return candidate;
  }
}
