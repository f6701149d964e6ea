import { useState } from 'react';
import type { DeliveriesSelectionMessages } from '../../selection/messages';
import { useGridSelector } from '../gridContext';
import { selectionCountText } from './SelectionBar';
import { useMatchingTerms } from './useMatchingTerms';

/**
 * What the selection's polite live region says after each change: the count, that a query
 * selection ended, or that nothing is selected. Nothing for the first value: a restored
 * selection is not news. Worked out as the part renders (React's pattern for state that
 * follows a value), so a tick renders the region once.
 */
export function useSelectionAnnouncement(messages: DeliveriesSelectionMessages) {
  const selection = useGridSelector((grid) => grid.selection);
  const matching = useMatchingTerms(messages);
  const value = selection?.value;
  const [said, setSaid] = useState({ value, text: '', id: 0 });
  if (selection && value !== said.value) {
    const first = said.value === undefined;
    const empty = value?.kind === 'codes' && value.codes.length === 0;
    const text = first
      ? ''
      : selection.ended
        ? messages.queryEnded
        : empty
          ? messages.cleared
          : selectionCountText(selection, messages, matching);
    setSaid({ value, text, id: first ? said.id : said.id + 1 });
  }
  return said;
}
