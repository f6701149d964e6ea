import { useEffect, useRef, useState } from 'react';
import type { DeliveriesGridSelection } from '../../grid/useGridSelection';
import type { DeliveriesSelectionMessages } from '../../selection/messages';
import { selectionCountText } from './SelectionBar';

/**
 * What the selection's polite live region says after each change: the count, that a query
 * selection ended, or that nothing is selected. Nothing on the first render: a restored
 * selection is not news.
 */
export function useSelectionAnnouncement(
  selection: DeliveriesGridSelection | null,
  messages: DeliveriesSelectionMessages,
) {
  const [said, setSaid] = useState({ text: '', id: 0 });
  const previous = useRef(selection?.value);
  const value = selection?.value;
  useEffect(() => {
    if (!selection || value === previous.current) return;
    const first = previous.current === undefined;
    previous.current = value;
    if (first) return;
    const empty = value?.kind === 'codes' && value.codes.length === 0;
    const text = selection.ended
      ? messages.queryEnded
      : empty
        ? messages.cleared
        : selectionCountText(selection, messages);
    setSaid((before) => ({ text, id: before.id + 1 }));
  }, [selection, value, messages]);
  return said;
}
