import type { ViewListEntry } from './logic/viewList';
import type { ViewNameCheck } from './logic/viewName';
import type { DeliveriesSavedViewsMessages } from './messages';
import { SavedViewItem } from './SavedViewItem';
import type { SavedDeliveriesView } from './types';

interface SavedViewListProps {
  entries: readonly ViewListEntry[];
  /** The name check against the saved views (those the list leaves out too). */
  checkName: (raw: string, exceptId?: string) => ViewNameCheck;
  /** Shows "No saved views yet." only once the store has answered. */
  loaded: boolean;
  editingId: string | undefined;
  canWrite: boolean;
  messages: DeliveriesSavedViewsMessages;
  onApply(view: SavedDeliveriesView): void;
  onStartRename(view: SavedDeliveriesView): void;
  onRename(view: SavedDeliveriesView, name: string): Promise<boolean>;
  onCancelRename(view: SavedDeliveriesView): void;
  onDelete(view: SavedDeliveriesView): void;
  onUndo(view: SavedDeliveriesView): void;
}

/** The saved views by name, each a row of {@link SavedViewItem}; or why there are none. */
export function SavedViewList({ entries, loaded, messages, ...props }: SavedViewListProps) {
  if (entries.length === 0) {
    return loaded ? <p className="dt-views-empty">{messages.empty}</p> : null;
  }
  return (
    <ul className="dt-views-list" aria-label={messages.listLabel}>
      {entries.map((entry) => {
        const { view } = entry;
        return (
          <SavedViewItem
            key={view.id}
            entry={entry}
            checkName={props.checkName}
            editing={props.editingId === view.id}
            canWrite={props.canWrite}
            messages={messages}
            onApply={() => props.onApply(view)}
            onStartRename={() => props.onStartRename(view)}
            onRename={(name) => props.onRename(view, name)}
            onCancelRename={() => props.onCancelRename(view)}
            onDelete={() => props.onDelete(view)}
            onUndo={() => props.onUndo(view)}
          />
        );
      })}
    </ul>
  );
}
