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

/** The most combining marks kept on one base character (Thai, Hebrew pointing need up to 3). */
export const maxMarksPerCharacter = 3;

// Format characters but the joiners emoji and Indic or Persian words need (bidi controls among
// them), and control characters but white space (made one space below).
const formatCharacters = /(?![\u200C\u200D])\p{Cf}|(?!\s)\p{Cc}/gu;
const markRuns = new RegExp(`(\\p{M}{${maxMarksPerCharacter}})\\p{M}+`, 'gu');

/**
 * A name as it is stored and compared: Unicode-normalised, without format or control
 * characters (bidi controls would reverse the message a name is shown in; joiners stay), at most
 * {@link maxMarksPerCharacter} combining marks per character, trimmed, inner runs of white
 * space made one space.
 *
 * @example
 * ```ts
 * normalizeViewName('  Late   pallets '); // 'Late pallets'
 * normalizeViewName('\u202Egnp.exe'); // 'gnp.exe'
 * ```
 */
export function normalizeViewName(raw: string): string {
  return raw
    .normalize('NFC')
    .replace(formatCharacters, '')
    .replace(markRuns, '$1')
    .trim()
    .replace(/\s+/g, ' ');
}

/**
 * The key two names share when they are the same view name: normalised, compatibility forms
 * folded (`ﬁ`, full-width letters), invisible format characters dropped, lower case. Case does
 * not count, accents do. One key per name makes checking a whole list linear, not quadratic.
 *
 * @example
 * ```ts
 * viewNameKey(' LATE  Pallets') === viewNameKey('late pallets'); // true
 * ```
 */
export function viewNameKey(raw: string): string {
  return normalizeViewName(raw)
    .normalize('NFKC')
    .replace(/\p{Default_Ignorable_Code_Point}/gu, '')
    .toLowerCase()
    .replace(/ς/g, 'σ');
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
  return viewNameKey(a) === viewNameKey(b);
}

/**
 * Why a name cannot be used; `existing` is the listed view that already has it, `name` the
 * name as typed when an older view beyond the list has it (no "Replace": it is not loaded).
 */
export type ViewNameProblem =
  | { kind: 'empty' }
  | { kind: 'tooLong'; max: number }
  | { kind: 'taken'; existing: SavedDeliveriesView }
  | { kind: 'takenUnlisted'; name: string };

/** A usable name, normalised, or why it is not one. */
export type ViewNameCheck = { ok: true; name: string } | { ok: false; problem: ViewNameProblem };

/**
 * Checks a typed name against the saved views: non-empty once trimmed, at most
 * {@link maxViewNameLength} characters, unique ignoring case. `exceptId` is the view being
 * renamed, which may keep its own name (or change its case); `unlisted` holds the name keys
 * (`viewNameKey`) of the views the list leaves out.
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
  unlisted?: ReadonlySet<string>,
): ViewNameCheck {
  const name = normalizeViewName(raw);
  // Nothing a person can see (only fillers such as U+3164) names nothing.
  const key = viewNameKey(name);
  if (key.trim() === '') return { ok: false, problem: { kind: 'empty' } };
  if ([...name].length > maxViewNameLength) {
    return { ok: false, problem: { kind: 'tooLong', max: maxViewNameLength } };
  }
  const existing = views.find((view) => view.id !== exceptId && viewNameKey(view.name) === key);
  if (existing) return { ok: false, problem: { kind: 'taken', existing } };
  if (unlisted?.has(key)) return { ok: false, problem: { kind: 'takenUnlisted', name } };
  return { ok: true, name };
}

/**
 * The names given so far, by key, and for each the last suffix tried: giving names to a whole
 * list costs one key per name (and per suffix skipped), not a comparison with every view.
 *
 * @example
 * ```ts
 * const names = viewNameRegister();
 * names.claim('Late'); // 'Late'
 * names.claim('LATE'); // 'LATE (2)'
 * ```
 */
export function viewNameRegister() {
  const taken = new Set<string>();
  const lastSuffix = new Map<string, number>();
  return {
    /**
     * `name`, or, when a name given before has it (case ignored), the first of `name (2)`,
     * `name (3)` … that none has, cut to fit {@link maxViewNameLength}.
     */
    claim(name: string): string {
      const key = viewNameKey(name);
      let free = name;
      if (taken.has(key)) {
        // Suffixes below the last one given for this name are taken already.
        for (let count = (lastSuffix.get(key) ?? 1) + 1; ; count += 1) {
          const suffix = ` (${count})`;
          const room = maxViewNameLength - suffix.length;
          free = `${[...name].slice(0, room).join('').trimEnd()}${suffix}`;
          if (!taken.has(viewNameKey(free))) {
            lastSuffix.set(key, count);
            break;
          }
        }
      }
      taken.add(viewNameKey(free));
      return free;
    },
  };
}
