/**
 * A live server for the catalogue, from `STORYBOOK_DELIVERIES_BASE_URL` at start or build
 * time. When it is set, stories that show data talk to it and install no mock handlers;
 * stories about faults still mock the failure they show.
 */
export const liveBaseUrl: string | undefined =
  import.meta.env.STORYBOOK_DELIVERIES_BASE_URL?.trim() || undefined;

/** What every story passes as `baseUrl`: the live server, else `''` (the page's own origin, answered by MSW). */
export const storyBaseUrl = liveBaseUrl ?? '';
