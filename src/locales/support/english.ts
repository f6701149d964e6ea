import { defaultDeliveriesTableMessages } from '../../grid/messages';
import { defaultFilterPanelMessages } from '../../filters/messages';
import { defaultSavedViewsMessages } from '../../views/messages';
import { defaultDeliveriesExportMessages } from '../../export/messages';
import { defaultDeliveriesSelectionMessages } from '../../selection/messages';
import { defaultDeliveryCardMessages } from '../../grid/cards/cardMessages';
import { defaultFilterLanguageMessages } from '../../grid/search/language/filterLanguageWords';
import { defaultLinkProblemMessages } from '../../state/urlState/linkProblemMessages';
import { defaultStateProblemMessages } from '../../state/problems/problemMessages';
import { defaultColumnSettingsMessages } from '../../state/columns/columnSettingsWords';
import { defaultColumnWidthMessages } from '../../grid/columns/columnWidthWords';

/** The English defaults as a pack's messages: what `getTextPack` falls back to without another. */
export const english = {
  locale: 'en',
  messages: {
    // With the problems' words, which the grid's defaults fetch on demand.
    table: {
      ...defaultDeliveriesTableMessages,
      ...defaultColumnSettingsMessages,
      ...defaultColumnWidthMessages,
      problems: defaultStateProblemMessages,
    },
    filters: defaultFilterPanelMessages,
    savedViews: defaultSavedViewsMessages,
    exporting: defaultDeliveriesExportMessages,
    selection: defaultDeliveriesSelectionMessages,
    cards: defaultDeliveryCardMessages,
    filterLanguage: defaultFilterLanguageMessages,
  },
  linkProblems: defaultLinkProblemMessages,
};
