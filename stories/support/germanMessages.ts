import { de } from '@src/locales/de';

// The `de` pack's groups, for stories that show the German texts one group at a time.

/** The grid's own strings in German (`messages.table`). */
export const germanTableMessages = de.messages.table;
/** The filter panel and chips in German (`messages.filters`). */
export const germanFilterMessages = de.messages.filters;
/** "Ansichten" in German (`messages.savedViews`). */
export const germanSavedViewsMessages = de.messages.savedViews;
/** "Exportieren" in German (`messages.exporting`). */
export const germanExportMessages = de.messages.exporting;
