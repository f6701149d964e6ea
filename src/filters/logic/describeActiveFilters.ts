import type { DeliveriesFilterState } from '../../state/queryState';
import { filterFields } from '../../state/filterFields';
import { isRelativeBound } from '../../state/relativeDates/relativeBound';
import { readAndDrawn } from '../../shared/text/isolated';
import type { ActiveFilterChip, DescribeActiveFiltersContext } from './activeFilterChip';
import { datePresetLabel } from './datePresetLabel';
import { presetRangeOf } from './presetRangeOf';
import { wallClockToUtc } from '../../state/zonedTime';
import type { FilterChipField } from '../messages';
import { isOptionLoader, nameFromLoader, usableOption, type FilterOptionSource } from './types';
import { operatorsOf } from '../../state/advancedFilterConfig';

export type { ActiveFilterChip, DescribeActiveFiltersContext } from './activeFilterChip';

/** A list longer than this shows as one chip with its count, not one chip per value. */
export const chipsPerListLimit = 5;

function formatDate(
  value: string,
  bound: 'start' | 'end',
  context: DescribeActiveFiltersContext,
): string {
  if (isRelativeBound(value)) return datePresetLabel(value, context.messages, context.datePresets);
  try {
    const instant = wallClockToUtc(value, context.timeZone, bound);
    return new Intl.DateTimeFormat(context.locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: context.timeZone,
    }).format(new Date(instant));
  } catch {
    return value;
  }
}

function optionLabel(
  source: FilterOptionSource | undefined,
  value: number,
  context: DescribeActiveFiltersContext,
) {
  const unknown = () => context.messages.unknownOption(value);
  // A loader's choice by the name it was offered under (a link's ids, never offered: the id).
  if (isOptionLoader(source)) return nameFromLoader(source, value) ?? unknown();
  const found = source?.find((option) => usableOption(option).value === value);
  return found ? usableOption(found).label : unknown();
}

function omit(
  filters: DeliveriesFilterState,
  key: keyof DeliveriesFilterState,
): DeliveriesFilterState {
  const next = { ...filters };
  delete next[key];
  return next;
}

function withList<K extends keyof DeliveriesFilterState>(
  filters: DeliveriesFilterState,
  key: K,
  list: unknown[],
): DeliveriesFilterState {
  return list.length === 0 ? omit(filters, key) : { ...filters, [key]: list };
}

// "Status: not Delivered", one chip per left-out status, each saying what else it leaves out.
function excludedStatusChips(
  filters: DeliveriesFilterState,
  context: DescribeActiveFiltersContext,
): ActiveFilterChip[] {
  const { messages } = context;
  const excluded = filters.excludedStatus ?? [];
  return excluded.map((status) => ({
    key: `excludedStatus:${status}`,
    field: 'status',
    ...readAndDrawn(context.direction, (value) =>
      messages.filterChip(
        'status',
        messages.notStatus(value(optionLabel(context.statusOptions, status, context))),
      ),
    ),
    note: messages.excludedStatusNote,
    without: withList(
      filters,
      'excludedStatus',
      excluded.filter((other) => other !== status),
    ),
  }));
}

/**
 * The chips of applied filters, in the order of the request: one per date bound, one per
 * chosen value (a list of more than five values is one chip with its count), one per tag and
 * one per advanced row. Each carries the filters without it.
 *
 * @example
 * ```ts
 * describeActiveFilters({ status: [3] }, { messages: defaultFilterPanelMessages, advanced,
 *   statusOptions: [{ value: 3, label: 'Delivered' }] });
 * // [{ key: 'status:3', text: 'Status: Delivered', shown: 'Status: Delivered', without: {} }]
 * ```
 */
export function describeActiveFilters(
  filters: DeliveriesFilterState,
  context: DescribeActiveFiltersContext,
): ActiveFilterChip[] {
  const { messages } = context;
  const chips: ActiveFilterChip[] = [];
  // A preset over both bounds is one chip, "Inserted: Last 7 days".
  const presetRanges = new Set<string>();
  for (const field of filterFields) {
    const key = field.id;
    const range = field.kind === 'dateBound' ? presetRangeOf(filters, field.range) : undefined;
    if (range) {
      if (presetRanges.has(range.id)) continue;
      presetRanges.add(range.id);
      chips.push({
        key: range.id,
        field: `ranges.${range.id}`,
        ...readAndDrawn(context.direction, (value) =>
          messages.filterChip(
            range.labelKey,
            value(formatDate(filters[range.from] ?? '', 'start', context)),
          ),
        ),
        without: omit(omit(filters, range.from), range.to),
      });
      continue;
    }
    if (field.kind === 'advanced') {
      const rows = filters.advancedFilters ?? [];
      rows.forEach((row, index) => {
        const { fields, operators, joins } = context.advanced;
        const join =
          index === 0
            ? undefined
            : (joins.find((j) => j.value === row.condition)?.label ?? String(row.condition));
        const field = fields.find((f) => f.value === row.selectedFiled)?.label ?? row.selectedFiled;
        const operator =
          operatorsOf(operators, row.rowType).find((o) => o.value === row.operator)?.label ??
          row.operator;
        const value = row.rowType === 'date' ? formatDate(row.data, 'start', context) : row.data;
        chips.push({
          key: `advancedFilters:${index}`,
          field: `advancedFilters.${index}.data`,
          ...readAndDrawn(context.direction, (shown) =>
            messages.conditionChip(join, shown(field), operator, shown(value)),
          ),
          without: withList(
            filters,
            key,
            rows.filter((_, i) => i !== index),
          ),
        });
      });
      continue;
    }
    const chipText = (text: string) =>
      readAndDrawn(context.direction, (value) =>
        messages.filterChip(field.labelKey satisfies FilterChipField, value(text)),
      );
    if (field.kind === 'tags') {
      const given = filters.tags ?? [];
      // A chip per tag the request sends: trimmed, blank ones left out, each once.
      const tags = [...new Set(given.map((tag) => tag.trim()).filter(Boolean))];
      if (tags.length > chipsPerListLimit) {
        chips.push({
          key,
          field: key,
          ...chipText(messages.valueCount(tags.length)),
          without: omit(filters, key),
        });
      } else {
        for (const tag of tags) {
          chips.push({
            key: `tags:${tag}`,
            field: key,
            ...chipText(tag),
            without: withList(
              filters,
              key,
              given.filter((t) => t.trim() !== tag),
            ),
          });
        }
      }
    } else if (field.kind === 'status' || field.kind === 'idList') {
      // A chip per id the request sends: each once.
      const ids = [...new Set(filters[field.id] ?? [])];
      const source =
        field.kind === 'status'
          ? context.statusOptions
          : field.optionsKey && context.filterOptions?.[field.optionsKey];
      if (ids.length > chipsPerListLimit) {
        chips.push({
          key,
          field: key,
          ...chipText(messages.valueCount(ids.length)),
          without: omit(filters, key),
        });
      } else {
        for (const id of ids) {
          chips.push({
            key: `${key}:${id}`,
            field: key,
            ...chipText(optionLabel(source, id, context)),
            without: withList(
              filters,
              key,
              ids.filter((other) => other !== id),
            ),
          });
        }
      }
      if (field.kind === 'status') chips.push(...excludedStatusChips(filters, context));
    } else if (field.kind === 'dateBound') {
      const value = filters[field.id];
      if (value && value.trim() !== '') {
        chips.push({
          key,
          field: key,
          ...chipText(formatDate(value, field.edge, context)),
          without: omit(filters, key),
        });
      }
    }
  }
  return chips;
}
