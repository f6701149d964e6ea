/**
 * Runs `forget` once focus that left `element` has left it by a person's hand: still in the
 * document a moment later (a click beside the grid), nothing should bring focus back to it.
 * Removed, it went with its part, and focus is brought back to its counterpart instead.
 *
 * @example
 * ```ts
 * onBlur={(event) => whenLeftByHand(event.target, () => (lastFocused.current = null))}
 * ```
 */
export function whenLeftByHand(element: EventTarget, forget: () => void): void {
  queueMicrotask(() => {
    if (element instanceof Node && element.isConnected) forget();
  });
}
