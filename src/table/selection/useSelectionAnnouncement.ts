import { useEffect, useState } from 'react';
import type { DeliveriesSelectionMessages } from '../../selection/messages';
import type { MergedSelection } from '../../grid/store/gridStore';
import { useGridParts, useGridSelector } from '../gridContext';
import { selectionCountText } from './SelectionBar';
import { useMatchingTerms } from './useMatchingTerms';
import { sameSelection } from '../../selection/logic/selectionOps';

// The selection each grid's region last spoke for, kept past the region's unmount.
const lastSaid = new WeakMap<object, unknown>();

/**
 * What the selection's polite live region says after each change: the count, that a query
 * selection ended, or that nothing is selected. Nothing while the selection is the one the grid
 * started with: a restored selection is not news, nor are the same rows ticked with their
 * deliveries filled in. A change made before this part's chunk came
 * (a tick as the rows arrived) is said once it is there. Worked out as the part renders
 * (React's pattern for state that follows a value), so a tick renders the region once. A region
 * mounted again (`selection` off and on) starts from what the last one said, not from news.
 */
export function useSelectionAnnouncement(messages: DeliveriesSelectionMessages) {
  const selection = useGridSelector((grid) => grid.selection) as MergedSelection | null;
  const matching = useMatchingTerms(messages);
  const value = selection?.value;
  const { store } = useGridParts();
  const [said, setSaid] = useState<{ value: unknown; text: string; id: number }>(() => ({
    value: lastSaid.get(store),
    text: '',
    id: 0,
  }));
  useEffect(() => {
    lastSaid.set(store, said.value);
  }, [store, said.value]);
  if (selection && value !== said.value) {
    const empty = value?.kind === 'codes' && value.codes.length === 0;
    const text = selection.untouched
      ? ''
      : selection.ended
        ? messages.queryEnded
        : empty
          ? messages.cleared
          : selectionCountText(selection, messages, matching);
    // The same rows ticked (their deliveries taken from a page, a refresh's versions): no news.
    const same = !!value && !!said.value && sameSelection(said.value as typeof value, value);
    setSaid(same ? { ...said, value } : { value, text, id: said.id + 1 });
  }
  return said;
}
