import { useRef, type RefObject } from 'react';
import type { QueryStateLimits } from '../state/validation/queryStateLimits';
import { useClientLayoutEffect } from '../shared/useClientLayoutEffect';
import { createSavedView } from './logic/createSavedView';
import { parseDeliveriesView } from './logic/parseDeliveriesView';
import { listEntries } from './logic/viewList';
import { unlistedNameKeys } from './logic/readViewListing';
import { checkViewName, type ViewNameCheck } from './logic/viewName';
import type { DeliveriesSavedViewsMessages } from './messages';
import { SavedViewList } from './SavedViewList';
import { SavedViewsNotes } from './SavedViewsNotes';
import { SaveViewForm } from './SaveViewForm';
import type { DeliveriesView, SavedDeliveriesView } from './types';
import type { ViewFocusTarget } from './useFocusAfterChange';
import type { SavedViewsModel } from './useSavedViews';

/** What the popover's content needs from `DeliveriesSavedViews`. */
export interface SavedViewsPanelProps {
  model: SavedViewsModel;
  messages: DeliveriesSavedViewsMessages;
  /** What "Save view" stores. */
  current: DeliveriesView;
  /** What `current` is checked against before it is stored. */
  queryLimits: QueryStateLimits | undefined;
  onApply(view: DeliveriesView, saved: SavedDeliveriesView): void;
  nameRef: RefObject<HTMLInputElement | null>;
  editingId: string | undefined;
  setEditingId(id: string | undefined): void;
  setFocusTarget(target: ViewFocusTarget): void;
  /** Closes the popover and puts focus back on "Views". */
  closeToToggle(): void;
  /** Called once the content is in the document, so pending focus can land in it. */
  onShown(): void;
}

/**
 * The saved views popover's content: store notes, "Save current view" and the list with its
 * apply, rename, delete and undo. Its own chunk, fetched on first open (or on hover or focus of
 * "Views"): most visits never open it.
 */
export function SavedViewsPanel({
  model,
  messages,
  current,
  queryLimits,
  onApply,
  nameRef,
  editingId,
  setEditingId,
  setFocusTarget,
  closeToToggle,
  onShown,
}: SavedViewsPanelProps) {
  useClientLayoutEffect(() => onShown(), [onShown]);
  const canWrite = model.phase === 'ready' && !model.busy;
  // The names of views the list leaves out, keyed once a list when a name is first checked.
  const unlisted = useRef<{ entries: readonly unknown[]; keys: ReadonlySet<string> }>(undefined);
  const checkName = (raw: string, exceptId?: string): ViewNameCheck => {
    const entries = model.unlistedEntries;
    if (unlisted.current?.entries !== entries)
      unlisted.current = { entries, keys: unlistedNameKeys(entries) };
    return checkViewName(raw, model.views, exceptId, unlisted.current.keys);
  };
  const snapshot = () => {
    const view = parseDeliveriesView(current, queryLimits);
    if (!view) model.showAlert(messages.currentInvalid);
    return view;
  };
  return (
    <>
      <SavedViewsNotes model={model} messages={messages} />
      <SaveViewForm
        checkName={checkName}
        canSave={canWrite}
        messages={messages}
        inputRef={nameRef}
        onSave={async (name) => {
          const view = snapshot();
          return !!view && model.save(createSavedView(view, name), messages.saved(name));
        }}
        onReplace={async (existing, name) => {
          const view = snapshot();
          if (!view) return false;
          const replaced = createSavedView(view, name, { id: existing.id });
          const stored = await model.save(replaced, messages.replaced(name));
          // The "Replace" button goes away with its message: focus returns to the name.
          if (stored) setFocusTarget({ action: 'name' });
          return stored;
        }}
      />
      <SavedViewList
        entries={listEntries(model.views, model.deleted)}
        checkName={checkName}
        loaded={model.phase === 'ready'}
        editingId={editingId}
        canWrite={canWrite}
        messages={messages}
        onApply={(saved) => {
          onApply(
            {
              state: { ...saved.state, pageNumber: 1 },
              columns: saved.columns,
              density: saved.density,
            },
            saved,
          );
          model.announce(messages.applied(saved.name));
          closeToToggle();
        }}
        onStartRename={(saved) => canWrite && setEditingId(saved.id)}
        onRename={async (saved, name) => {
          const stored = await model.rename(saved, name);
          if (stored) {
            setEditingId(undefined);
            setFocusTarget({ id: saved.id, action: 'rename' });
          }
          return stored;
        }}
        onCancelRename={(saved) => {
          setEditingId(undefined);
          setFocusTarget({ id: saved.id, action: 'rename' });
        }}
        onDelete={async (saved) => {
          if (!canWrite) return;
          // "Undo" takes the deleted row's place, so focus stays where the person was.
          if (await model.remove(saved)) setFocusTarget({ id: saved.id, action: 'undo' });
        }}
        onUndo={async (saved) => {
          if (!canWrite) return;
          const check = checkName(saved.name, saved.id);
          if (!check.ok) {
            model.showAlert(messages.restoreFailed(saved.name, messages.nameTaken(saved.name)));
            return;
          }
          if (await model.restore(saved)) setFocusTarget({ id: saved.id, action: 'apply' });
        }}
      />
    </>
  );
}
