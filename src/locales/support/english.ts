import { defaultDeliveriesTableMessages } from '../../grid/messages';
import { defaultFilterPanelMessages } from '../../filters/messages';
import { defaultSavedViewsMessages } from '../../views/messages';
import { defaultDeliveriesExportMessages } from '../../export/messages';
import { defaultDeliveriesSelectionMessages } from '../../selection/messages';
import { defaultDeliveryCardMessages } from '../../grid/cards/cardMessages';
import { defaultFilterLanguageMessages } from '../../grid/search/language/filterLanguageWords';
import { defaultLinkProblemMessages } from '../../state/urlState/linkProblemMessages';

/** The English defaults as a pack's messages: what `getTextPack` falls back to without another. */
export const english = {
  locale: 'en',
  messages: {
    table: defaultDeliveriesTableMessages,
    filters: defaultFilterPanelMessages,
    savedViews: defaultSavedViewsMessages,
    exporting: defaultDeliveriesExportMessages,
    selection: defaultDeliveriesSelectionMessages,
    cards: defaultDeliveryCardMessages,
    filterLanguage: defaultFilterLanguageMessages,
  },
  linkProblems: defaultLinkProblemMessages,
};
