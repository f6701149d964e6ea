import type { DeliveriesLocalePack } from '../grid/locale/localePack';
import { createLocalePack } from './support/createLocalePack';
import { english } from './support/english';
import { translated, type DeliveriesGetText } from './support/getText';

export type { DeliveriesGetText, DeliveriesTextParams } from './support/getText';

/**
 * A locale pack that asks the host's own i18n (i18next, react-intl) first for every message,
 * by key (`table.empty`, `selection.selectedCount`, `table.problems.pageNotNumber`); where
 * `getText` answers `undefined`, the `fallback` pack's text (English unless given).
 *
 * @example
 * ```tsx
 * import i18next from 'i18next';
 * import { getTextPack } from 'deliveries-table/locales/getText';
 * import { de } from 'deliveries-table/locales/de';
 *
 * const pack = getTextPack((key, params) => (i18next.exists(key) ? i18next.t(key, params) : undefined), de);
 * <DeliveriesTable baseUrl="/gateway" localePack={pack} />;
 * ```
 */
export function getTextPack(
  getText: DeliveriesGetText,
  fallback: Pick<DeliveriesLocalePack, 'locale' | 'messages' | 'linkProblems'> = english,
): DeliveriesLocalePack {
  return createLocalePack(
    fallback.locale,
    translated('', fallback.messages, getText),
    translated('linkProblems', fallback.linkProblems, getText),
  );
}
