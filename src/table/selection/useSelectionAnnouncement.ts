import { useState } from 'react';
import type { DeliveriesSelectionMessages } from '../../selection/messages';
import type { MergedSelection } from '../../grid/store/gridStore';
import { useGridSelector } from '../gridContext';
import { selectionCountText } from './SelectionBar';
import { useMatchingTerms } from './useMatchingTerms';

/**
 * What the selection's polite live region says after each change: the count, that a query
 * selection ended, or that nothing is selected. Nothing while the selection is the one the grid
 * started with: a restored selection is not news. A change made before this part's chunk came
 * (a tick as the rows arrived) is said once it is there. Worked out as the part renders
 * (React's pattern for state that follows a value), so a tick renders the region once.
 */
export function useSelectionAnnouncement(messages: DeliveriesSelectionMessages) {
  const selection = useGridSelector((grid) => grid.selection) as MergedSelection | null;
  const matching = useMatchingTerms(messages);
  const value = selection?.value;
  const [said, setSaid] = useState<{ value: unknown; text: string; id: number }>({
    value: undefined,
    text: '',
    id: 0,
  });
  if (selection && value !== said.value) {
    const empty = value?.kind === 'codes' && value.codes.length === 0;
    const text = selection.untouched
      ? ''
      : selection.ended
        ? messages.queryEnded
        : empty
          ? messages.cleared
          : selectionCountText(selection, messages, matching);
    setSaid({ value, text, id: said.id + 1 });
  }
  return said;
}
