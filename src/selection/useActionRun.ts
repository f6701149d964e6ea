import { useCallback, useEffect, useRef, useState } from 'react';
import { actionFailureReason, readableMessage } from './logic/actionMessages';

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
  /** The control that started it: focus goes back there when the action's own controls go. */
  origin?: Element | null;
}

/** An action that was not started because another one was running. */
export interface RefusedAction {
  label: string;
  /** The action still running. */
  running: string;
}

/**
 * One action at a time and its status: `run` starts a job, or refuses it while another runs
 * (`refused` says which, and the running one goes on untouched); a failure keeps the job for
 * `retry`, `cancel` aborts it (the outcome says so at once) and `dismiss` forgets the outcome.
 * Unmounting aborts a running job; a job that ends after it was cancelled changes nothing.
 *
 * @example
 * ```ts
 * const { status, run, cancel, retry } = useActionRun();
 * run({ label: 'Hand to courier', work: (signal) => api.handOver(codes, { signal }) });
 * ```
 */
export function useActionRun() {
  const [status, setStatus] = useState<DeliveriesActionStatus>({ phase: 'idle' });
  const [refused, setRefused] = useState<RefusedAction | null>(null);
  const running = useRef<{ controller: AbortController; label: string } | null>(null);
  const lastJob = useRef<ActionJob | null>(null);
  /** The control that started the last job, where focus returns. */
  const origin = useRef<Element | null>(null);

  useEffect(() => () => running.current?.controller.abort(), []);

  /**
   * Starts the job; `false` when another action (or `busyWith`, an export) is still running:
   * nothing is aborted, and `refused` says so.
   */
  const run = useCallback((job: ActionJob, elsewhere?: { busyWith: string }): boolean => {
    const busyWith = running.current?.label ?? elsewhere?.busyWith;
    if (busyWith !== undefined) {
      setRefused({ label: job.label, running: busyWith });
      return false;
    }
    const controller = new AbortController();
    const { label } = job;
    running.current = { controller, label };
    lastJob.current = job;
    // A retry keeps the first origin: the alert's "Retry" is about to go.
    if (job.origin !== undefined) origin.current = job.origin;
    setRefused(null);
    setStatus({ phase: 'running', label });
    const settle = (outcome: DeliveriesActionStatus) => {
      if (running.current?.controller !== controller) return;
      setStatus(controller.signal.aborted ? { phase: 'cancelled', label } : outcome);
      // What was refused while it ran is old news once it ends.
      setRefused(null);
      running.current = null;
    };
    // The host's work may throw synchronously, return anything, or reject with anything.
    new Promise<void | string>((resolve) => resolve(job.work(controller.signal))).then(
      (message) => settle({ phase: 'done', label, message: readableMessage(message) }),
      (error: unknown) => settle({ phase: 'failed', label, reason: actionFailureReason(error) }),
    );
    return true;
  }, []);

  // Cancelled at once, even if the host's work ignores its signal: its ending is dropped.
  const cancel = useCallback(() => {
    const current = running.current;
    if (!current) return;
    running.current = null;
    current.controller.abort();
    setStatus((now) => (now.phase === 'running' ? { phase: 'cancelled', label: now.label } : now));
  }, []);
  const retry = useCallback(() => {
    if (lastJob.current) run(lastJob.current);
  }, [run]);
  const dismiss = useCallback(() => {
    if (running.current) return;
    setStatus({ phase: 'idle' });
    setRefused(null);
  }, []);
  return { status, refused, run, cancel, retry, dismiss, origin };
}
