import {
  builtInDatePresetIds,
  type BuiltInDatePresetId,
  type DatePreset,
} from '../../state/relativeDates/relativeBound';
import type { FilterPanelMessages } from '../messages';

/**
 * What a relative date bound reads: a built-in preset's name from the messages, a host's
 * preset's own label, or the token as written when it names neither.
 *
 * @example
 * ```ts
 * datePresetLabel('last7Days', defaultFilterPanelMessages); // 'Last 7 days'
 * ```
 */
export function datePresetLabel(
  token: string,
  messages: Pick<FilterPanelMessages, 'datePreset'>,
  datePresets: readonly DatePreset[] = [],
): string {
  const id = token.trim();
  if ((builtInDatePresetIds as readonly string[]).includes(id)) {
    return messages.datePreset(id as BuiltInDatePresetId);
  }
  return datePresets.find((preset) => preset.id === id)?.label ?? id;
}
