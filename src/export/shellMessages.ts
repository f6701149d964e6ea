/**
 * What "Export" says before its code is there: the grid draws the button at once and fetches
 * the export's code after its first frame, so these few words live apart from the rest.
 */
export const exportShellMessages: { exportButton: string; menuLoadFailed: string; retry: string } =
  {
    exportButton: 'Export',
    menuLoadFailed: 'Could not load the export. Check your connection.',
    retry: 'Retry',
  };
