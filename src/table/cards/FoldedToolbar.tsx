import { useDisclosure } from '../../shared/useDisclosure';
import type { DeliveriesToolbarParts } from '../types';
import { useCardMessages } from './cardMessages';

/**
 * The toolbar in one row on a narrow grid: the search, "Filters" and "More", a disclosure that
 * holds the rest (views, columns, reset, export, refresh) under the row. They stay mounted while
 * it is closed, so an open "Views" draft or a running export is not lost.
 */
export function FoldedToolbar({ parts }: { parts: DeliveriesToolbarParts }) {
  const messages = useCardMessages();
  const more = useDisclosure<HTMLDivElement>({
    closeOnOutsidePointer: true,
    closeOnFocusOut: true,
  });
  return (
    <>
      {parts.search}
      {parts.filters}
      <div className="dt-more">
        <button type="button" className="dt-button dt-more-toggle" {...more.toggleProps}>
          {messages.moreTools}
        </button>
        <div
          className="dt-more-panel"
          role="group"
          aria-label={messages.moreTools}
          {...more.contentProps}
        >
          {parts.savedViews}
          {parts.columns}
          {parts.reset}
          {parts.exporting}
          {parts.refresh}
          {parts.updatedAgo}
        </div>
      </div>
    </>
  );
}
