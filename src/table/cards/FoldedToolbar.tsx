import type { useDisclosure } from '../../shared/useDisclosure';
import { useCardMessages } from './cardMessages';

/**
 * "More", the button of the toolbar folded into one row on a narrow grid: it shows and hides
 * the rest of the toolbar (views, columns, reset, export, refresh), which the toolbar keeps
 * where it draws it in both layouts (`DeliveriesTableToolbar`), so nothing in it is lost.
 */
export function MoreToggle({
  toggleProps,
}: {
  toggleProps: ReturnType<typeof useDisclosure>['toggleProps'];
}) {
  const messages = useCardMessages();
  return (
    <button type="button" className="dt-button dt-more-toggle" {...toggleProps}>
      {messages.moreTools}
    </button>
  );
}
