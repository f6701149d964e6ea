import { useEffect, useMemo, useRef, useState } from 'react';
import { createActionRunner, type ActionRunnerState } from '../../selection/logic/actionRunner';
import type { DeliveriesBulkAction } from '../../selection/options';
import type { FocusLanding } from '../../shared/focusLanding';
import { landFocus } from '../../shared/focusLanding';
import { DeliveriesTableAnnouncer, DeliveriesTableNotice } from '../DeliveriesTableFeedback';
import { useGridContext, useGridSelector } from '../gridContext';
import { shallowEqual, useStoreSelector } from '../../shared/useStoreSelector';
import { noDeliveriesSelected } from '../../selection/types';
import { sameSelection } from '../../selection/logic/selectionOps';
import { currentRows } from '../../selection/logic/currentRows';
import { hasFieldWord, searchedText } from '../../grid/search/language/hasFieldWord';
import type { DeliveriesSelectionMessages } from '../../selection/messages';
import { ActionStatus } from './ActionStatus';
import { SelectionBar } from './SelectionBar';
import { EndedSelectionNotice } from './EndedSelectionNotice';
import { selectionMessagesOf } from './selectionMessages';
import { useSelectionAnnouncement } from './useSelectionAnnouncement';
import { useSelectionExport } from './useSelectionExport';
import { useHeldTicks } from './useHeldTicks';
import { useRevealAboveSelection } from './revealAboveSelection';

const noActions: readonly DeliveriesBulkAction[] = [];
// Stands for a running action when the selection is cleared: its outcome is still to be said.
const stillToSay = {};
const silent = { text: '', id: 0 };
// Where focus goes once the bar hides: the page checkbox (over the table or the cards), the table.
const afterBar = ['.dt-th .dt-check', '.dt-card-bar .dt-check', '.dt-table'];
const readRunner = (state: ActionRunnerState) => state;
// Never runs anything: stands in for the moment before the model's runner is made.
const idleRunner = createActionRunner();

/**
 * Under the rows: the "Selection" bar while anything is selected, with the running action's
 * progress and how the last one went; the notice that a selection of every match ended, with
 * "Undo"; the export of the selection, and the selection's live region. Without the bar
 * (row actions), an action's progress and outcome show here.
 */
export function SelectionArea() {
  const { grid, options, rootRef, store } = useGridContext();
  // What this area draws of the selection; the bar and the live region read the rest.
  const selection = useGridSelector(
    (model) =>
      model.selection && {
        anything: model.selection.value.kind === 'query' || model.selection.value.codes.length > 0,
        problem: model.selection.problem,
        ended: model.selection.ended,
        undoable: model.selection.endedQuery !== null,
        actions: model.selection.actions,
      },
    shallowEqual,
  );
  useHeldTicks();
  const areaRef = useRef<HTMLDivElement>(null);
  useRevealAboveSelection(rootRef, areaRef);
  const messages = selectionMessagesOf(options.messages?.selection);
  // The model's runner: bulk and row actions, one at a time; this area says how it went.
  const runner = grid.actionRunner ?? idleRunner;
  const { status, refused, elsewhere } = useStoreSelector(runner, readRunner);
  // A failed bulk action's "Retry" hands over what it ran on: offered while that is selected.
  const retryable = useGridSelector((model) => {
    const ranOn = runner.lastSelection();
    return !ranOn || sameSelection(ranOn, model.selection?.value ?? noDeliveriesSelected);
  });

  // Where focus goes when the control holding it goes away: the control that started the
  // action, the bar, the header checkbox, the table.
  const landing = useMemo(
    (): FocusLanding => ({
      within: rootRef,
      order: [runner.origin, '.dt-selection-bar .dt-button', ...afterBar],
    }),
    [rootRef, runner.origin],
  );

  // Read when pressed: the selection as it is then, its ticked rows on the page as shown.
  const chosen = () => {
    const { selection, rows, rowKeys, getRowId } = store.get();
    return currentRows(selection?.value ?? noDeliveriesSelected, rows ?? [], rowKeys, getRowId);
  };
  // Every match of a search the box has moved on from (typed, not yet sent): the search is sent
  // now, which ends that selection, and nothing runs on the old matches. Filter words wait for
  // Enter (or are refused under the box): the selection stands until they apply.
  const searchSentFirst = () => {
    const { search } = store.get();
    const typed = search.draft.get();
    // What the box searches: with the language, its quotes are the language's (`\"` a quote).
    const searched = search.language ? searchedText(typed) : typed;
    if (chosen().kind !== 'query' || searched.trim() === search.quickSearch.trim()) return false;
    if (search.language && hasFieldWord(typed)) return false;
    search.draft.submit();
    return true;
  };
  const barShown = !!selection?.anything;
  const exporting = useSelectionExport({
    runner,
    label: messages.exportSelected,
    landing,
    chosen,
    barShown,
  });
  // An export of every match from the toolbar holds the bar's buttons too.
  const busy = status.phase === 'running' || exporting.exporting || elsewhere !== null;
  // What ended and showed in the bar when the person pressed "Clear selection": heard there, it
  // is drawn under the rows out of any live region. One a host's clearing moves there is said.
  const [heard, setHeard] = useState<readonly object[]>([]);
  const startExport = exporting.start;
  const actionStatus = (shown: boolean, said = false) => (
    <ActionStatus
      status={status}
      refused={refused}
      landing={landing}
      messages={messages}
      shown={shown}
      heard={said}
      onCancel={runner.cancel}
      onRetry={retryable ? runner.retry : undefined}
      onDismiss={runner.dismiss}
    />
  );
  return (
    <div ref={areaRef} className="dt-selection-area">
      {selection?.problem && <DeliveriesTableNotice text={selection.problem} live />}
      {selection?.ended && !barShown && (
        <EndedSelectionNotice
          messages={messages}
          onUndo={selection.undoable ? selection.actions.undoEnd : undefined}
          landing={{ within: rootRef, order: ['.dt-selection-bar .dt-button', ...afterBar] }}
        />
      )}
      {/* Drawn, hidden, before anything is selected: "Select all" on 10,000 rows then only
          fills it in (7.3 ms of work in the click instead of 9.3, test/bench/README.md). */}
      {selection && (
        <SelectionBar
          shown={barShown}
          messages={messages}
          actions={(options.selection || undefined)?.actions ?? noActions}
          busy={busy}
          onRefused={runner.refuse}
          activity={
            <>
              {actionStatus(barShown)}
              {barShown && exporting.progress}
              {exporting.feedback(barShown)}
            </>
          }
          onRun={(action) => {
            if (searchSentFirst()) return;
            const value = chosen();
            runner.run({
              label: action.label,
              work: (signal) => action.run(value, { signal }),
              origin: document.activeElement,
              selection: value,
            });
          }}
          onExport={startExport && (() => searchSentFirst() || startExport())}
          landing={{ within: rootRef, order: afterBar }}
          onCleared={() => {
            setHeard([
              status.phase === 'running' ? stillToSay : (refused ?? status),
              exporting.status,
            ]);
            selection.actions.clear();
          }}
          onAllMatching={() => {
            selection.actions.selectAllMatching();
            landFocus({ within: rootRef, order: ['.dt-selection-bar .dt-button'] });
          }}
        />
      )}
      {/* Without the bar (row actions, or a host that cleared the selection) they show here. */}
      {actionStatus(!barShown, heard.includes(refused ?? status))}
      {!barShown && exporting.progress}
      {exporting.feedback(!barShown, heard.includes(exporting.status))}
      <SelectionAnnouncer messages={messages} />
    </div>
  );
}

/** The selection's polite live region: the only part of this area a tick renders besides the bar. */
function SelectionAnnouncer({ messages }: { messages: DeliveriesSelectionMessages }) {
  const announcement = useSelectionAnnouncement(messages);
  // The region is in the page, empty, a task before its first words: words it is inserted with
  // go unsaid (a change made before this part's chunk came).
  const [inPage, setInPage] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setInPage(true));
    return () => clearTimeout(timer);
  }, []);
  // Called, not rendered: the region is this part's own markup, one render a tick.
  return DeliveriesTableAnnouncer(inPage ? announcement : silent);
}
