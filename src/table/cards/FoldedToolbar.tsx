import type { useDisclosure } from '../../shared/useDisclosure';
import { useClientLayoutEffect } from '../../shared/useClientLayoutEffect';
import { useCardMessages } from './cardMessages';

/**
 * "More", the button of the toolbar folded into one row on a narrow grid: it shows and hides
 * the rest of the toolbar (views, columns, reset, export, refresh), which the toolbar keeps
 * where it draws it in both layouts (`DeliveriesTableToolbar`), so nothing in it is lost.
 */
export function MoreToggle({ more }: { more: ReturnType<typeof useDisclosure> }) {
  const messages = useCardMessages();
  // Drawn as the grid turns to cards: focus in what folds away (a view's name, an export's
  // Cancel) opens it, so the field stays in view and keeps focus. The panel by its id: its ref
  // is set after this runs.
  useClientLayoutEffect(() => {
    if (document.getElementById(more.contentId)?.contains(document.activeElement))
      more.setOpen(true);
    // Once, as it is drawn.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <button type="button" className="dt-button dt-more-toggle" {...more.toggleProps}>
      {messages.moreTools}
    </button>
  );
}

const openers = new WeakMap<(open: boolean) => void, () => void>();

/**
 * A function that opens "More", one per disclosure (a memoised part given it draws once): an
 * export's failure folded away in it opens it (`DeliveriesExportMenu`'s `onAttention`).
 */
export function opener(setOpen: (open: boolean) => void): () => void {
  let open = openers.get(setOpen);
  if (!open) openers.set(setOpen, (open = () => setOpen(true)));
  return open;
}
