/**
 * A key that changes when a host's limits (or other options) change in value: their JSON, or
 * the object itself when JSON cannot write it (a getter or a Proxy that throws), so a hook
 * compares it by identity instead of crashing the render.
 *
 * @example
 * ```ts
 * limitsKey({ maxPageSize: 500 }); // '{"maxPageSize":500}'
 * ```
 */
export function limitsKey(limits: unknown): unknown {
  try {
    return JSON.stringify(limits);
  } catch {
    return limits;
  }
}
