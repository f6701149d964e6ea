import type { FilterPanelMessages } from '../../filters/messages';
import type { DeliveriesSavedViewsMessages } from '../../views/messages';
import type { DeliveriesExportMessages } from '../../export/messages';
import type { DeliveriesSelectionMessages } from '../../selection/messages';
import type { DeliveriesCardMessages } from '../cards/cardMessages';
import type { DeliveriesTableMessages } from '../messages';
import type { DeliveriesLinkProblemMessages } from '../../state/problems/problem';

/**
 * Every message of the grid in one language, with the locale whose numbers, dates, plural
 * rules and direction go with it. The packs are entries of their own
 * (`deliveries-table/locales/de`, `…/pl`), loaded only when imported; pass one as `localePack`.
 *
 * @example
 * ```tsx
 * import { de } from 'deliveries-table/locales/de';
 *
 * <DeliveriesTable baseUrl="/gateway" localePack={de} messages={{ table: { empty: 'Nichts da' } }} />;
 * ```
 */
export interface DeliveriesLocalePack {
  /** BCP 47 tag; the grid's `locale` unless the host gives one. */
  locale: string;
  messages: {
    table: DeliveriesTableMessages;
    filters: FilterPanelMessages;
    savedViews: DeliveriesSavedViewsMessages;
    exporting: DeliveriesExportMessages;
    selection: DeliveriesSelectionMessages;
    cards: DeliveriesCardMessages;
  };
  /**
   * The problems only a link has, for a host that shows `readDeliveriesState`'s problems
   * beside its link: `wordProblems(problems, { ...pack.messages.table.problems, ...pack.linkProblems })`.
   */
  linkProblems: DeliveriesLinkProblemMessages;
}
