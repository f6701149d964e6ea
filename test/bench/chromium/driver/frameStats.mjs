import { median, percentile } from './stats.mjs';

/** The refresh interval assumed: headless Chromium runs rAF at 60 Hz. */
export const refreshMs = 1000 / 60;

/**
 * Figures of one run's rAF timestamps. An interval spanning n refreshes skipped n − 1 frames:
 * dropped = Σ (round(interval / refresh) − 1) over intervals where that is positive.
 */
export function frameStats(times) {
  const intervals = times.slice(1).map((time, index) => time - times[index]);
  const skipped = (interval) => Math.max(0, Math.round(interval / refreshMs) - 1);
  return {
    frames: times.length,
    medianMs: median(intervals),
    p95Ms: percentile(intervals, 95),
    longestMs: Math.max(...intervals),
    dropped: intervals.reduce((sum, interval) => sum + skipped(interval), 0),
  };
}

/** Runs of one page → medians of the frame figures, the worst frame and every check's count. */
export function acrossRuns(runs) {
  const medianOf = (key) => median(runs.map((run) => run[key]));
  const checks = runs.flatMap((run) => run.checks);
  const counts = checks.map((check) => check.rowsInView);
  return {
    idleMedianMs: medianOf('idleMedianMs'),
    frames: medianOf('frames'),
    medianMs: medianOf('medianMs'),
    p95Ms: medianOf('p95Ms'),
    longestMs: Math.max(...runs.map((run) => run.longestMs)),
    dropped: medianOf('dropped'),
    droppedPerRun: runs.map((run) => run.dropped),
    checksInAllRuns: checks.length,
    blank: counts.filter((count) => count === 0).length,
    rowsInView: { min: Math.min(...counts), max: Math.max(...counts) },
    runs,
  };
}
