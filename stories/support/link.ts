import { writeSearchParam } from '@src/state/urlState/searchParam';

/** Puts `?deliveries=` of this frame's address to `value` (removed for `null`), as a link would. */
export function openLink(value: string | null): void {
  const { pathname, search, hash } = window.location;
  const url = `${pathname}${writeSearchParam(search, 'deliveries', value)}${hash}`;
  window.history.replaceState(window.history.state, '', url);
}

/**
 * Starts a story from a bare link (or from `link`); the cleanup it returns puts this frame's
 * address back as it was. Return it from the story's `beforeEach`.
 *
 * @example
 * ```ts
 * beforeEach: () => startFromLink('v1_ps.10'),
 * ```
 */
export function startFromLink(link: string | null = null): () => void {
  const { href } = window.location;
  const entryState: unknown = window.history.state;
  openLink(link);
  return () => window.history.replaceState(entryState, '', href);
}
