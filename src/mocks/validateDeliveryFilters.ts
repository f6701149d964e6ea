import {
  deliveryFilterKeys,
  idListFilterKeys,
  type DeliveryFilters,
  type IdListFilterKey,
} from '../api/types';
import {
  isJsonObject,
  rejectUnknownKeys,
  RequestProblem,
  requireIsoInstant,
} from './requestProblem';
import { validateAdvancedFilters, type AdvancedFilterRules } from './validateAdvancedFilters';

const MAX_IDS = 1000;
const MAX_TAGS = 500;
const MAX_TAG_LENGTH = 100;

type IdListKey = IdListFilterKey;
const idListKeys = idListFilterKeys;
const dateRanges = [
  ['insertFrom', 'insertTo'],
  ['requestedFrom', 'requestedTo'],
] as const;

function requireArray(value: unknown, path: string, maxEntries: number): unknown[] {
  if (!Array.isArray(value)) throw new RequestProblem(path, `${path} must be an array.`);
  if (value.length > maxEntries) {
    throw new RequestProblem(path, `${path} must have at most ${maxEntries} entries.`);
  }
  return value;
}

function validateIdList(value: unknown, key: IdListKey): number[] {
  const path = `filters.${key}`;
  // Status 0 is a real code ("Created"); ids start at 1.
  const minimum = key === 'status' ? 0 : 1;
  const rule = key === 'status' ? 'a non-negative integer' : 'a positive integer';
  return requireArray(value, path, MAX_IDS).map((entry, index) => {
    if (typeof entry !== 'number' || !Number.isInteger(entry) || entry < minimum) {
      throw new RequestProblem(`${path}[${index}]`, `${path}[${index}] must be ${rule}.`);
    }
    return entry;
  });
}

function validateTags(value: unknown): string[] {
  return requireArray(value, 'filters.tags', MAX_TAGS).map((tag, index) => {
    const path = `filters.tags[${index}]`;
    if (typeof tag !== 'string' || tag.trim() === '') {
      throw new RequestProblem(path, `${path} must be a non-empty string.`);
    }
    if (tag.length > MAX_TAG_LENGTH) {
      throw new RequestProblem(path, `${path} must be at most ${MAX_TAG_LENGTH} characters.`);
    }
    return tag;
  });
}

/**
 * Checks the `filters` object: only the twelve contract keys, dates as zoned ISO instants with
 * `from` not after `to`, id lists of integers, tags of short non-empty strings, and advanced
 * rows per `rules`. Empty lists and `{}` are accepted: the contract does not forbid them.
 *
 * @example
 * ```ts
 * validateDeliveryFilters({ status: [1, 2], tags: ['fragile'] }, advancedFilterRules());
 * ```
 */
export function validateDeliveryFilters(
  value: unknown,
  rules: AdvancedFilterRules,
): DeliveryFilters {
  if (!isJsonObject(value)) throw new RequestProblem('filters', 'filters must be an object.');
  rejectUnknownKeys(value, deliveryFilterKeys, 'filters');
  const filters: DeliveryFilters = {};
  for (const range of dateRanges) {
    const instants = range.map((key) => {
      const bound = value[key];
      if (bound === undefined) return undefined;
      const instant = requireIsoInstant(bound, `filters.${key}`);
      filters[key] = bound as string;
      return instant;
    });
    const [from, to] = instants;
    if (from !== undefined && to !== undefined && from > to) {
      throw new RequestProblem(
        `filters.${range[0]}`,
        `filters.${range[0]} must not be later than filters.${range[1]}.`,
      );
    }
  }
  for (const key of idListKeys) {
    if (value[key] !== undefined) filters[key] = validateIdList(value[key], key);
  }
  if (value.tags !== undefined) filters.tags = validateTags(value.tags);
  if (value.advancedFilters !== undefined) {
    filters.advancedFilters = validateAdvancedFilters(value.advancedFilters, rules);
  }
  return filters;
}
