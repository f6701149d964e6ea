import { useCallback, useContext, useMemo, useRef, useState } from 'react';
import { DeliveriesTableRootContext } from '../shared/rootContext';
import type { QueryStateLimits } from '../state/validation/queryStateLimits';
import { defaultSavedViewsMessages, type DeliveriesSavedViewsMessages } from './messages';
import { SavedViewsPanelLoader, warmSavedViewsPanel } from './lazySavedViewsPanel';
import { localStorageViews } from './storage/localStorageViews';
import type { DeliveriesViewStorage } from './storage/viewStorage';
import type { DeliveriesView, SavedDeliveriesView } from './types';
import { useFocusAfterChange } from './useFocusAfterChange';
import { useSavedViews } from './useSavedViews';
import { cx } from '../shared/cx';
import { useDisclosure } from '../shared/useDisclosure';
import { withDefaults } from '../shared/withDefaults';

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
  /**
   * What a view's state is checked against when saved and when read: your grid's sort keys,
   * advanced vocabulary and limits. Default: the library's (the grid passes its own).
   */
  queryLimits?: QueryStateLimits;
  /**
   * The saved view the grid shows, said beside "Views" ("View: Late pallets", "… (changed)");
   * the grid passes its `view.applied`. Its name is read from the list, so a rename shows.
   */
  applied?: { id: string; name: string; changed: boolean } | null | undefined;
}

let sharedLocalStorage: DeliveriesViewStorage | undefined;
const defaultStorage = () => (sharedLocalStorage ??= localStorageViews());

/**
 * Saved views of the grid: a "Views" button (described by their count; beside it the view
 * applied, "View: Late pallets (changed)", when `applied` is given) opening a popover region with
 * "Save current view" and the views by name, each with "Apply view …", "Rename view …"
 * (inline; Enter keeps, Escape leaves) and "Delete view …" (with "Undo" in its place until the
 * popover closes). Names are trimmed, at most 80 characters and unique ignoring case; saving
 * under a taken name offers "Replace “…”". Escape or a click outside closes the popover
 * (Escape returns focus to "Views"); applying closes it too. A polite status announces each
 * action; a failing store shows an alert, keeping what was typed. The popover's forms and list
 * are a chunk of their own, fetched on hover or focus of "Views" ("Loading saved views…" until
 * then; an alert with "Retry" if it cannot be fetched).
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
  queryLimits,
  applied,
}: DeliveriesSavedViewsProps) {
  const messages = useMemo(() => withDefaults(defaultSavedViewsMessages, overrides), [overrides]);
  const model = useSavedViews(storage ?? defaultStorage(), messages, queryLimits);
  const { forgetDeleted } = model;
  const insideGrid = useContext(DeliveriesTableRootContext);
  // The popover's forms and list are built on first open, then kept (a typed name survives).
  const [everOpened, setEverOpened] = useState(defaultOpen);
  const [editingId, setEditingId] = useState<string>();
  const nameRef = useRef<HTMLInputElement>(null);
  // The content is its own chunk: focus asked for before it arrived lands once it is shown.
  const [panelShown, setPanelShown] = useState(false);
  const showPanel = useCallback(() => setPanelShown(true), []);
  const disclosure = useDisclosure({
    defaultOpen,
    closeOnOutsidePointer: true,
    closeOnFocusOut: true,
    onOpenChange: (open) => {
      if (open) {
        setEverOpened(true);
        setFocusTarget({ action: 'name' });
        return;
      }
      setEditingId(undefined);
      forgetDeleted();
    },
  });
  const { close, contentId: panelId } = disclosure;
  const setFocusTarget = useFocusAfterChange(disclosure.contentRef, nameRef, panelShown);
  const countId = `${panelId}-count`;
  const appliedId = `${panelId}-applied`;
  const count = model.views.length;
  // A view deleted since it was applied is no longer named; a renamed one shows its new name.
  const appliedName =
    applied &&
    (model.views.find((view) => view.id === applied.id)?.name ??
      (model.phase === 'ready' ? undefined : applied.name));
  const closeToToggle = useCallback(() => close({ focusToggle: true }), [close]);

  return (
    <div className={cx(!insideGrid && 'deliveries-table', 'dt-views', className)}>
      <button
        type="button"
        className="dt-button dt-views-toggle"
        {...disclosure.toggleProps}
        aria-describedby={
          [count > 0 && countId, appliedName && appliedId].filter(Boolean).join(' ') || undefined
        }
        // The popover's code is fetched while the pointer or focus is on its way to a click.
        {...warmSavedViewsPanel}
      >
        {messages.toggle}
      </button>
      {/* No badge: in the toolbar a badge counts active filters only. The count is the description. */}
      <span id={countId} className="dt-views-count" hidden>
        {messages.savedCount(count)}
      </span>
      {appliedName && applied && (
        <span
          id={appliedId}
          className="dt-views-applied"
          data-changed={applied.changed || undefined}
          // Cut to fit the toolbar: the whole name on hover.
          title={messages.appliedView(appliedName, applied.changed)}
        >
          {messages.appliedView(appliedName, applied.changed)}
        </span>
      )}
      <section
        className="dt-views-panel"
        data-align={align}
        aria-label={messages.toggle}
        aria-busy={model.phase === 'loading' || model.busy}
        {...disclosure.contentProps}
      >
        {everOpened && (
          <SavedViewsPanelLoader
            model={model}
            messages={messages}
            current={current}
            queryLimits={queryLimits}
            onApply={onApply}
            nameRef={nameRef}
            editingId={editingId}
            setEditingId={setEditingId}
            setFocusTarget={setFocusTarget}
            closeToToggle={closeToToggle}
            onShown={showPanel}
          />
        )}
      </section>
      <p className="dt-visually-hidden" role="status">
        <span key={model.announcement.count}>{model.announcement.text}</span>
      </p>
    </div>
  );
}
