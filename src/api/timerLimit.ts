/**
 * The longest wait a browser's `setTimeout` keeps (2^31 − 1 ms, about 24.8 days): a longer one
 * wraps round to about 0 ms, so a timeout or refresh past it would fire at once, again and again.
 */
export const maxTimerMs = 2 ** 31 - 1;
