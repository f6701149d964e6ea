import { useCallback, useContext, useId, useMemo, useRef, useState } from 'react';
import { DeliveriesTableRootContext } from '../filters/rootScope';
import { createSavedView } from './logic/createSavedView';
import { parseDeliveriesView } from './logic/parseDeliveriesView';
import { listEntries } from './logic/viewList';
import { checkViewName } from './logic/viewName';
import { resolveSavedViewsMessages, type DeliveriesSavedViewsMessages } from './messages';
import { SavedViewList } from './SavedViewList';
import { SavedViewsNotes } from './SavedViewsNotes';
import { SaveViewForm } from './SaveViewForm';
import { localStorageViews } from './storage/localStorageViews';
import type { DeliveriesViewStorage } from './storage/viewStorage';
import type { DeliveriesView, SavedDeliveriesView } from './types';
import { useFocusAfterChange } from './useFocusAfterChange';
import { useOutsidePointer } from './useOutsidePointer';
import { useSavedViews } from './useSavedViews';

/**
 * Props of {@link DeliveriesSavedViews}.
 *
 * @example
 * ```ts
 * const props: DeliveriesSavedViewsProps = { current, onApply: (view) => restore(view) };
 * ```
 */
export interface DeliveriesSavedViewsProps {
  /** What "Save view" stores: the grid's query state, column settings and density now. */
  current: DeliveriesView;
  /**
   * Called with the chosen view (a fresh copy, on page 1) and the saved record it came from
   * (for its name or id).
   */
  onApply(view: DeliveriesView, saved: SavedDeliveriesView): void;
  /** Where views live; default {@link localStorageViews}(). Read on mount: key the component to switch. */
  storage?: DeliveriesViewStorage;
  messages?: Partial<DeliveriesSavedViewsMessages>;
  /** Open the popover on first render. */
  defaultOpen?: boolean;
  /** Which edge of the "Views" button the popover lines up with; `end` for a toolbar's end. */
  align?: 'start' | 'end';
  className?: string;
}

let sharedLocalStorage: DeliveriesViewStorage | undefined;
const defaultStorage = () => (sharedLocalStorage ??= localStorageViews());

/**
 * Saved views of the grid: a "Views" button (with their count) opening a popover region with
 * "Save current view" and the views by name, each with "Apply view …", "Rename view …"
 * (inline; Enter keeps, Escape leaves) and "Delete view …" (with "Undo" in its place until the
 * popover closes). Names are trimmed, at most 80 characters and unique ignoring case; saving
 * under a taken name offers "Replace “…”". Escape or a click outside closes the popover
 * (Escape returns focus to "Views"); applying closes it too. A polite status announces each
 * action; a failing store shows an alert, keeping what was typed.
 *
 * @example
 * ```tsx
 * <DeliveriesSavedViews
 *   current={{ state, columns: columnSettings, density }}
 *   onApply={(view) => {
 *     setState(view.state);
 *     setColumnSettings(view.columns);
 *     setDensity(view.density);
 *   }}
 * />
 * ```
 */
export function DeliveriesSavedViews({
  current,
  onApply,
  storage,
  messages: overrides,
  defaultOpen = false,
  align = 'start',
  className,
}: DeliveriesSavedViewsProps) {
  const messages = useMemo(() => resolveSavedViewsMessages(overrides), [overrides]);
  const model = useSavedViews(storage ?? defaultStorage(), messages);
  const { forgetDeleted } = model;
  const insideGrid = useContext(DeliveriesTableRootContext);
  const [open, setOpen] = useState(defaultOpen);
  // The popover's forms and list are built on first open, then kept (a typed name survives).
  const [everOpened, setEverOpened] = useState(defaultOpen);
  const [editingId, setEditingId] = useState<string>();
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const setFocusTarget = useFocusAfterChange(panelRef, nameRef);
  const id = useId();
  const panelId = `${id}-panel`;
  const countId = `${id}-count`;
  const canWrite = model.phase === 'ready' && !model.busy;
  const count = model.views.length;

  const close = useCallback(() => {
    setOpen(false);
    setEditingId(undefined);
    forgetDeleted();
  }, [forgetDeleted]);
  useOutsidePointer(rootRef, open, close);

  const snapshot = () => {
    const view = parseDeliveriesView(current);
    if (!view) model.showAlert(messages.currentInvalid);
    return view;
  };

  return (
    <div
      ref={rootRef}
      className={[insideGrid ? '' : 'deliveries-table', 'dt-views', className]
        .filter(Boolean)
        .join(' ')}
    >
      <button
        ref={toggleRef}
        type="button"
        className="dt-button dt-views-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-describedby={count > 0 ? countId : undefined}
        data-state={open ? 'open' : 'closed'}
        onClick={() => {
          if (open) return close();
          setOpen(true);
          setEverOpened(true);
          setFocusTarget({ action: 'name' });
        }}
      >
        {messages.toggle}
        {/* The number is seen; its words are the button's description, so its name stays "Views". */}
        {count > 0 && (
          <span className="dt-badge" aria-hidden="true">
            {count}
          </span>
        )}
      </button>
      <span id={countId} className="dt-views-count" hidden>
        {messages.savedCount(count)}
      </span>
      <section
        ref={panelRef}
        id={panelId}
        className="dt-views-panel"
        data-align={align}
        aria-label={messages.toggle}
        aria-busy={model.phase === 'loading' || model.busy}
        hidden={!open}
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || event.defaultPrevented) return;
          event.preventDefault();
          close();
          toggleRef.current?.focus();
        }}
      >
        {everOpened && (
          <>
            <SavedViewsNotes model={model} messages={messages} />
            <SaveViewForm
              views={model.views}
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
              views={model.views}
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
                close();
                toggleRef.current?.focus();
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
                const check = checkViewName(saved.name, model.views, saved.id);
                if (!check.ok) {
                  model.showAlert(
                    messages.restoreFailed(saved.name, messages.nameTaken(saved.name)),
                  );
                  return;
                }
                if (await model.restore(saved)) setFocusTarget({ id: saved.id, action: 'apply' });
              }}
            />
          </>
        )}
      </section>
      <p className="dt-visually-hidden" role="status">
        <span key={model.announcement.count}>{model.announcement.text}</span>
      </p>
    </div>
  );
}
