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
}

/**
 * One action at a time and its status: `run` starts a job (aborting one still running), a
 * failure keeps the job for `retry`, `cancel` aborts it (the outcome says so at once) and
 * `dismiss` forgets the outcome.
 * Unmounting aborts a running job; a job that ends after it was superseded changes nothing.
 *
 * @example
 * ```ts
 * const { status, run, cancel, retry } = useActionRun();
 * run({ label: 'Hand to courier', work: (signal) => api.handOver(codes, { signal }) });
 * ```
 */
export function useActionRun() {
  const [status, setStatus] = useState<DeliveriesActionStatus>({ phase: 'idle' });
  const running = useRef<AbortController | null>(null);
  const lastJob = useRef<ActionJob | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const run = useCallback(async (job: ActionJob) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    lastJob.current = job;
    const update = (next: DeliveriesActionStatus) => {
      if (running.current === controller) setStatus(next);
    };
    const { label } = job;
    update({ phase: 'running', label });
    try {
      const message = await job.work(controller.signal);
      update(
        controller.signal.aborted
          ? { phase: 'cancelled', label }
          : { phase: 'done', label, message: readableMessage(message) },
      );
    } catch (error) {
      update(
        controller.signal.aborted
          ? { phase: 'cancelled', label }
          : { phase: 'failed', label, reason: actionFailureReason(error) },
      );
    } finally {
      if (running.current === controller) running.current = null;
    }
  }, []);

  // Cancelled at once, even if the host's work ignores its signal: its ending is dropped.
  const cancel = useCallback(() => {
    const controller = running.current;
    if (!controller) return;
    running.current = null;
    controller.abort();
    setStatus((now) => (now.phase === 'running' ? { phase: 'cancelled', label: now.label } : now));
  }, []);
  const retry = useCallback(() => {
    if (lastJob.current) void run(lastJob.current);
  }, [run]);
  const dismiss = useCallback(() => {
    if (!running.current) setStatus({ phase: 'idle' });
  }, []);

  return { status, run, cancel, retry, dismiss };
}
