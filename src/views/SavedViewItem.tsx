import type { ViewListEntry } from './logic/viewList';
import type { DeliveriesSavedViewsMessages } from './messages';
import { RenameViewForm } from './RenameViewForm';
import type { SavedDeliveriesView } from './types';

/** The buttons of a row, marked so focus can be moved to them after a change. */
export type SavedViewAction = 'apply' | 'rename' | 'delete' | 'undo';

interface SavedViewItemProps {
  entry: ViewListEntry;
  views: readonly SavedDeliveriesView[];
  editing: boolean;
  canWrite: boolean;
  messages: DeliveriesSavedViewsMessages;
  onApply(): void;
  onStartRename(): void;
  onRename(name: string): Promise<boolean>;
  onCancelRename(): void;
  onDelete(): void;
  onUndo(): void;
}

/** One saved view: its name applies it, then "Rename" and "Delete"; or "Undo" once deleted. */
export function SavedViewItem({
  entry: { view, deleted },
  views,
  editing,
  canWrite,
  messages,
  ...on
}: SavedViewItemProps) {
  const mark = (action: SavedViewAction) => ({
    'data-view-id': view.id,
    'data-view-action': action,
  });
  const writeDisabled = canWrite ? undefined : true;

  if (deleted) {
    return (
      <li className="dt-views-item" data-state="deleted">
        <span className="dt-views-deleted">{messages.deletedNote(view.name)}</span>
        <button
          type="button"
          className="dt-button"
          aria-label={messages.undoDelete(view.name)}
          aria-disabled={writeDisabled}
          onClick={on.onUndo}
          {...mark('undo')}
        >
          {messages.undo}
        </button>
      </li>
    );
  }

  if (editing) {
    return (
      <li className="dt-views-item">
        <RenameViewForm
          view={view}
          views={views}
          canSave={canWrite}
          messages={messages}
          onRename={on.onRename}
          onCancel={on.onCancelRename}
        />
      </li>
    );
  }

  return (
    <li className="dt-views-item">
      <button
        type="button"
        className="dt-button dt-views-apply"
        aria-label={messages.applyView(view.name)}
        onClick={on.onApply}
        {...mark('apply')}
      >
        <span className="dt-views-name">{view.name}</span>
      </button>
      <button
        type="button"
        className="dt-button"
        aria-label={messages.renameView(view.name)}
        aria-disabled={writeDisabled}
        onClick={on.onStartRename}
        {...mark('rename')}
      >
        {messages.rename}
      </button>
      <button
        type="button"
        className="dt-button"
        aria-label={messages.deleteView(view.name)}
        aria-disabled={writeDisabled}
        onClick={on.onDelete}
        {...mark('delete')}
      >
        {messages.delete}
      </button>
    </li>
  );
}
