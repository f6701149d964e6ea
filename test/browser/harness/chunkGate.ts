/**
 * A chunk held back until the test lets it through: a slow network after a deploy. Made in
 * `vi.hoisted` so the module's `vi.mock` factory can wait on it.
 *
 * @example
 * ```ts
 * const gate = await vi.hoisted(async () => (await import('../harness/chunkGate')).chunkGate());
 * vi.mock('@src/export/exportCode', async (original) => (await gate.opened, original()));
 * gate.open();
 * ```
 */
export function chunkGate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open: () => open() };
}
