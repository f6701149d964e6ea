import type { ViewListEntry } from './logic/viewList';
import type { ViewNameCheck } from './logic/viewName';
import type { DeliveriesSavedViewsMessages } from './messages';
import { RenameViewForm } from './RenameViewForm';

/** The buttons of a row, marked so focus can be moved to them after a change. */
export type SavedViewAction = 'apply' | 'rename' | 'delete' | 'undo';

interface SavedViewItemProps {
  entry: ViewListEntry;
  /** The name check against the saved views (those the list leaves out too). */
  checkName: (raw: string, exceptId?: string) => ViewNameCheck;
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
  checkName,
  editing,
  canWrite,
  messages,
  ...on
}: SavedViewItemProps) {
  const mark = (action: SavedViewAction) => ({
    'data-view-id': view.id,
    'data-view-action': action,
  });
  // "Undo", "Rename" and "Delete" change the store: unavailable (still focusable) while it can't.
  const writeButton = (
    action: SavedViewAction,
    name: string,
    text: string,
    onClick: () => void,
  ) => (
    <button
      type="button"
      className="dt-button"
      aria-label={name}
      aria-disabled={canWrite ? undefined : true}
      onClick={onClick}
      {...mark(action)}
    >
      {text}
    </button>
  );

  if (deleted) {
    return (
      <li className="dt-views-item" data-state="deleted">
        <span className="dt-views-deleted">{messages.deletedNote(view.name)}</span>
        {writeButton('undo', messages.undoDelete(view.name), messages.undo, on.onUndo)}
      </li>
    );
  }

  if (editing) {
    return (
      <li className="dt-views-item">
        <RenameViewForm
          view={view}
          checkName={checkName}
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
      {writeButton('rename', messages.renameView(view.name), messages.rename, on.onStartRename)}
      {writeButton('delete', messages.deleteView(view.name), messages.delete, on.onDelete)}
    </li>
  );
}
