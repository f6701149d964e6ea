import { createExternalStore } from '../../shared/externalStore';
import type { DeliveriesSelection } from '../types';
import { actionFailureReason, readableMessage } from './actionMessages';

/** Where the last bulk or row action stands. */
export type DeliveriesActionStatus =
  | { phase: 'idle' }
  | { phase: 'running'; label: string }
  | { phase: 'done'; label: string; message: string | null }
  | { phase: 'cancelled'; label: string }
  | { phase: 'failed'; label: string; reason: string | null };

/** An action ready to run: its label, and its work given the signal that cancels it. */
export interface ActionJob {
  label: string;
  work: (signal: AbortSignal) => Promise<void | string> | void;
  /**
   * The control that started it: focus goes back there when the action's own controls go. A
   * function finds it when focus lands (a row's button, by its delivery, after a refresh
   * moved the rows).
   */
  origin?: Element | null | (() => Element | null);
  /** The selection a bulk action runs on: a failure offers "Retry" while it is still selected. */
  selection?: DeliveriesSelection;
}

/** An action that was not started because another one was running. */
export interface RefusedAction {
  label: string;
  /** The action (or export) still running. */
  running: string;
}

/**
 * What the runner shows: the last action's status, an action it just refused, and an export
 * that runs outside it (`setBusyElsewhere`), by its label.
 */
export interface ActionRunnerState {
  status: DeliveriesActionStatus;
  refused: RefusedAction | null;
  elsewhere: string | null;
}

/**
 * The grid's one runner of bulk and row actions (`grid.actionRunner`): one at a time, a second
 * refused visibly while one runs (never a silent abort), a failure kept for `retry`, `cancel`
 * at once (a late ending changes nothing). In the model, so a headless host and a card layout
 * run actions the way the grid's bar and menus do.
 *
 * @example
 * ```ts
 * grid.actionRunner?.run({ label: 'Print label', work: (signal) => api.print(code, { signal }) });
 * useDeliveriesGridSelector(grid.actionRunner!, (runner) => runner.status.phase);
 * ```
 */
export interface DeliveriesActionRunner {
  get: () => ActionRunnerState;
  subscribe: (listener: () => void) => () => void;
  /** Starts the job; `false` (and `refused` says why) while another action or an export runs. */
  run: (job: ActionJob) => boolean;
  /**
   * Says that `label` (an export, say, which does not run here) was not started, if an action
   * or export runs; `false` when none does and the caller may start it.
   */
  refuse: (label: string) => boolean;
  cancel: () => void;
  /** Runs the last job again (after a failure). */
  retry: () => void;
  /** The selection the last job ran on, if it was a bulk action's (`ActionJob.selection`). */
  lastSelection: () => DeliveriesSelection | undefined;
  /** Forgets the last outcome. */
  dismiss: () => void;
  /** The control that started the last job, where focus returns. */
  origin: { readonly current: Element | null };
  /**
   * While an export runs, by its label (`null` once it ends): actions wait for it. Each export
   * says it with its own `by` (any object), so one ending does not free another.
   */
  setBusyElsewhere: (label: string | null, by?: object) => void;
  /** Cancels a running job: the grid is gone, or hidden by its host. */
  dispose: () => void;
}

export function createActionRunner(): DeliveriesActionRunner {
  const state = createExternalStore<ActionRunnerState>({
    status: { phase: 'idle' },
    refused: null,
    elsewhere: null,
  });
  let running: { controller: AbortController; label: string } | null = null;
  let lastJob: ActionJob | null = null;
  // The exports running outside the runner, by who said so: the first one named is shown.
  const exports = new Map<object, string>();
  const firstExport = (): string | null => exports.values().next().value ?? null;
  let originOf: () => Element | null = () => null;
  const origin = {
    get current() {
      return originOf();
    },
  };
  const show = (status: DeliveriesActionStatus, refused: RefusedAction | null = null) =>
    state.set({ status, refused, elsewhere: firstExport() });

  const refuse = (label: string): boolean => {
    const busyWith = running?.label ?? firstExport();
    if (busyWith === null) return false;
    state.set({ ...state.get(), refused: { label, running: busyWith } });
    return true;
  };

  const run = (job: ActionJob): boolean => {
    if (refuse(job.label)) return false;
    const controller = new AbortController();
    const { label } = job;
    const current = { controller, label };
    running = current;
    lastJob = job;
    // A retry keeps the first origin: the alert's "Retry" is about to go.
    const given = job.origin;
    if (given !== undefined) originOf = typeof given === 'function' ? given : () => given;
    show({ phase: 'running', label });
    const settle = (outcome: DeliveriesActionStatus) => {
      if (running !== current) return;
      running = null;
      // What was refused while it ran is old news once it ends.
      show(controller.signal.aborted ? { phase: 'cancelled', label } : outcome);
    };
    // The host's work may throw synchronously, return anything, or reject with anything.
    new Promise<void | string>((resolve) => resolve(job.work(controller.signal))).then(
      (message) => settle({ phase: 'done', label, message: readableMessage(message) }),
      (error: unknown) => settle({ phase: 'failed', label, reason: actionFailureReason(error) }),
    );
    return true;
  };

  // Cancelled at once, even if the host's work ignores its signal: its ending is dropped.
  const cancel = () => {
    if (!running) return;
    const { controller, label } = running;
    running = null;
    controller.abort();
    show({ phase: 'cancelled', label });
  };

  return {
    get: state.get,
    subscribe: state.subscribe,
    run,
    refuse,
    cancel,
    retry: () => {
      if (lastJob) run(lastJob);
    },
    lastSelection: () => lastJob?.selection,
    dismiss: () => {
      const { status, refused } = state.get();
      // Already idle: nothing to render again (a new selection dismisses on its first tick).
      if (!running && (status.phase !== 'idle' || refused)) show({ phase: 'idle' });
    },
    origin,
    setBusyElsewhere: (label, by = exports) => {
      const was = exports.get(by);
      if (label === null) exports.delete(by);
      else exports.set(by, label);
      const now = state.get();
      // What was refused while that ran is old news once it ends, as after an action's own run.
      const refused = label === null && now.refused?.running === was ? null : now.refused;
      if (refused !== now.refused || now.elsewhere !== firstExport())
        state.set({ ...now, refused, elsewhere: firstExport() });
    },
    // Shown again after a host hid the grid (React's <Activity>), the bar says it was cancelled.
    dispose: cancel,
  };
}

/**
 * Forgets the outcome of an action run on a selection when another selection begins (nothing
 * ticked, then something): it was about other deliveries, and its "Retry" would act on them.
 * A row action's outcome, run with nothing selected, moves into the bar instead. Returns the
 * unsubscribe.
 *
 * @example
 * ```ts
 * const stop = dismissOnNewSelection(runner, store.subscribe, () => store.get().selection?.value);
 * ```
 */
export function dismissOnNewSelection(
  runner: DeliveriesActionRunner,
  subscribe: (listener: () => void) => () => void,
  selected: () => DeliveriesSelection | undefined,
): () => void {
  const anything = () => {
    const value = selected();
    return !!value && (value.kind === 'query' || value.codes.length > 0);
  };
  let before = anything();
  // Whether the last job started while something was selected: a bulk action's.
  let onSelection = false;
  let running = false;
  const stopRunner = runner.subscribe(() => {
    const now = runner.get().status.phase === 'running';
    if (now && !running) onSelection = anything();
    running = now;
  });
  const stopSelection = subscribe(() => {
    const now = anything();
    if (now && !before && onSelection) runner.dismiss();
    before = now;
  });
  return () => {
    stopRunner();
    stopSelection();
  };
}
