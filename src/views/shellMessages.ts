/**
 * What "Views" says before its code is there: the grid draws the button at once and fetches
 * the saved views' code after its first frame, so these few words live apart from the rest.
 */
export const savedViewsShellMessages: { toggle: string; panelLoadFailed: string; retry: string } = {
  toggle: 'Views',
  panelLoadFailed: 'Could not load saved views. Check your connection.',
  retry: 'Retry',
};
