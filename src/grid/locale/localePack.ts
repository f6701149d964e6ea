import type { FilterPanelMessages } from '../../filters/messages';
import type { DeliveriesSavedViewsMessages } from '../../views/messages';
import type { DeliveriesExportMessages } from '../../export/messages';
import type { DeliveriesSelectionMessages } from '../../selection/messages';
import type { DeliveriesLinkProblemMessages } from '../../state/problems/problem';
import type { DeliveriesCardMessages } from '../cards/cardMessages';
import type { DeliveriesFilterLanguageMessages } from '../search/filterLanguageMessages';
import type { DeliveriesCompleteTableMessages, DeliveriesTableMessageOverrides } from '../messages';

/**
 * Every message of the grid in one language, with the locale whose numbers, dates, plural
 * rules and direction go with it. The packs are entries of their own
 * (`deliveries-table/locales/de`, `…/pl`), loaded only when imported; pass one as
 * `localePack`. A host's own i18n becomes one with `getTextPack` (`deliveries-table/locales/getText`).
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
    table: DeliveriesCompleteTableMessages;
    filters: FilterPanelMessages;
    savedViews: DeliveriesSavedViewsMessages;
    exporting: DeliveriesExportMessages;
    selection: DeliveriesSelectionMessages;
    cards: DeliveriesCardMessages;
    /** The search box's filter language; the host's `search.language.messages` go over them. */
    filterLanguage: DeliveriesFilterLanguageMessages;
  };
  /**
   * The problems only a link has, for a host that shows `readDeliveriesState`'s problems
   * beside its link: `wordProblems(problems, { ...pack.messages.table.problems, ...pack.linkProblems })`.
   */
  linkProblems: DeliveriesLinkProblemMessages;
  /**
   * The pack's messages with the host's `messages` over them, string by string. Made by the
   * pack (`createLocalePack`), so a grid without one carries no merging code.
   */
  localize: (messages: DeliveriesMessages | undefined) => DeliveriesMessages;
}

/**
 * Every visible string and accessible name, one part per feature; each part keeps its English
 * defaults for what it does not name.
 *
 * @example
 * ```tsx
 * <DeliveriesTable
 *   baseUrl="/gateway"
 *   messages={{ table: { tableLabel: 'Lieferungen' }, filters: { apply: 'Anwenden' } }}
 * />
 * ```
 */
export interface DeliveriesMessages {
  /** The grid: headers, search, paging, states, columns menu. */
  table?: DeliveriesTableMessageOverrides;
  /** The filter panel and the chips. */
  filters?: Partial<FilterPanelMessages>;
  /** The "Views" menu. */
  savedViews?: Partial<DeliveriesSavedViewsMessages>;
  /** The "Export" menu. */
  exporting?: Partial<DeliveriesExportMessages>;
  /** Selection, the "Selection" bar, bulk and row actions. */
  selection?: Partial<DeliveriesSelectionMessages>;
  /** The card layout of a narrow grid: "Sort by", the cards' names, the folded toolbar. */
  cards?: Partial<DeliveriesCardMessages>;
}
