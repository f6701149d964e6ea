/**
 * Runs in the page before React loads (`context.addInitScript`): a minimal React DevTools hook
 * that counts renders of the grid body in `window.__bodyRenders`. Self-contained, as Playwright
 * sends its source. A render is a commit where the body's fiber holds new props or state: a
 * memo bail-out keeps the props object and a skipped subtree keeps the fiber.
 */
export function installRenderHook() {
  const name = 'DeliveriesTableBody';
  const memoComponentTag = 14;
  const isBody = (fiber) =>
    fiber.elementType?.displayName === name || fiber.type?.displayName === name;
  const seen = [];
  window.__bodyRenders = 0;

  /** The body fibers under `root`, not descending into them (their rows can be thousands). */
  const findBodies = (root) => {
    const found = [];
    const stack = [root];
    while (stack.length > 0) {
      const fiber = stack.pop();
      if (fiber.sibling) stack.push(fiber.sibling);
      if (isBody(fiber)) {
        // memo(…, compare) records new props even when it bails out: its child is what runs.
        found.push(fiber.tag === memoComponentTag ? fiber.child : fiber);
        continue;
      }
      if (fiber.child) stack.push(fiber.child);
    }
    return found.filter(Boolean);
  };

  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject() {
      return 1;
    },
    onCommitFiberRoot(_rendererId, root) {
      findBodies(root.current).forEach((fiber, index) => {
        const last = seen[index];
        if (last?.props === fiber.memoizedProps && last?.state === fiber.memoizedState) return;
        seen[index] = { props: fiber.memoizedProps, state: fiber.memoizedState };
        window.__bodyRenders += 1;
      });
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
}
