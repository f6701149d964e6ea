/** The oldest Node major the mock server runs on: `requireHostHeader` (Host checks) is 20's. */
export const oldestMockServerNode = 20;

/**
 * Why `deliveries-mock-server` cannot run on this Node (`process.versions.node`), or
 * `undefined` when it can. An older Node would ignore the server's Host-header check silently.
 *
 * @example
 * ```ts
 * unsupportedNode('18.20.4'); // 'needs Node 20 or newer; this is Node 18.20.4.'
 * unsupportedNode('20.20.2'); // undefined
 * ```
 */
export function unsupportedNode(version: string): string | undefined {
  const major = Number.parseInt(version, 10);
  if (Number.isInteger(major) && major >= oldestMockServerNode) return undefined;
  return `needs Node ${oldestMockServerNode} or newer; this is Node ${version}.`;
}
