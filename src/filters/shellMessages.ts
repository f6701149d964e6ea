/**
 * What the grid's filtering says before the panel's or the chips' code is there: the grid
 * fetches both on demand, so these few words live apart from the rest of `messages.filters`.
 */
export const filterShellMessages: {
  loadingPanel: string;
  panelLoadFailed: string;
  chipsLoadFailed: string;
  retry: string;
} = {
  loadingPanel: 'Loading filters…',
  panelLoadFailed: 'Could not load the filters. Check your connection.',
  chipsLoadFailed: 'Could not load the applied filters. Check your connection.',
  retry: 'Retry',
};
