import type { DeliveriesLoadFailure } from '../../grid/messages';
import { shortWait } from '../support/shortWait';
import { filterProbleme, linkEintragProbleme, nameOf } from './filterProblems';
import type { DeliveriesProblemList } from '../../state/problems/filterProblem';
import type {
  DeliveriesLinkProblemMessages,
  DeliveriesStatePart,
  DeliveriesStateProblemMessages,
} from '../../state/problems/problem';

// A filter by its id, in this pack's words (as its other problems name it).
const named = (field: string) => nameOf(field as DeliveriesProblemList);

const teil: Record<DeliveriesStatePart, [string, string]> = {
  pageNumber: ['Die Seite', 'wird die erste Seite gezeigt'],
  pageSize: ['Die Seitengröße', 'werden 25 Zeilen pro Seite gezeigt'],
  quickSearch: ['Die Schnellsuche', 'wurde sie ausgelassen'],
  orderBy: ['Die Sortierung', 'ist die Liste nicht sortiert'],
  filters: ['Die Filter', 'wurde keiner verwendet'],
};

/** The problems in German (`messages.table.problems`). */
export const deutscheProbleme: DeliveriesStateProblemMessages = {
  settingsUnreadable: () =>
    'Die Einstellungen konnten nicht gelesen werden, daher wurde keine verwendet.',
  settingsNotSettings: ({ value }) =>
    `${value} sind keine Einstellungen, daher wurde keine verwendet.`,
  partUnreadable: ({ part }) =>
    `${teil[part][0]} konnte nicht gelesen werden, daher ${teil[part][1]}.`,
  partUnknown: ({ key }) =>
    `Die Einstellung ${key} gehört nicht zum Zustand der Tabelle (pageNumber, pageSize, quickSearch, orderBy, filters), daher wurde sie ausgelassen.`,
  optionRepeated: ({ option, value }) =>
    `Die Option ${option} nennt ${value} mehr als einmal, daher wird nur der erste Eintrag verwendet.`,
  optionUnlabelled: ({ option, value }) =>
    `Die Option ${option} gibt ${value} keine Bezeichnung, daher wird an ihrer Stelle der Wert angezeigt.`,
  optionItemUnusable: ({ option, value }) =>
    `Die Option ${option} führt ${value} auf, das keiner ihrer Einträge ist, daher wird es ausgelassen.`,
  pageSizeOptionUnusable: ({ value }) =>
    `Die Seitengröße ${value} in paging.pageSizeOptions ist keine ganze Zahl ab 1, daher wird sie nicht angeboten.`,
  rowCountUnusable: ({ option, value, least, used }) =>
    `Die Option ${option} ist ${value}, keine Zahl ab ${least}, daher wird ${used} verwendet.`,
  exportCountUnusable: ({ option, value, used }) =>
    `Die Option ${option} ist ${value}, keine ganze Zahl ab 1, daher wird ${used} verwendet.`,
  refreshNotSeconds: ({ value }) =>
    `Die Option refresh.intervalSeconds ist ${value}, keine Anzahl Sekunden, daher werden die Zeilen nicht von selbst aktualisiert.`,
  refreshOutOfRange: ({ value }) =>
    `Die Option refresh.intervalSeconds ist ${value}, außerhalb von 1 Sekunde bis 24 Tagen, daher wird die nähere Grenze verwendet.`,
  pageNotNumber: ({ value }) =>
    `Die Seite ${value} ist keine Seitenzahl (1 oder mehr), daher wird die erste Seite gezeigt.`,
  pageSizeOutOfRange: ({ value, max, pageSize }) =>
    `Die Seitengröße ${value} ist keine ganze Zahl von 1 bis ${max}, daher werden ${pageSize} Zeilen pro Seite gezeigt.`,
  densityUnusable: ({ value }) =>
    `Die Dichte ${value} ist weder „comfortable“ noch „compact“ und wurde ausgelassen.`,
  searchNotText: ({ value }) => `Die Schnellsuche ${value} ist kein Text und wurde ausgelassen.`,
  searchTooLong: ({ value, max }) =>
    `Die Schnellsuche ${value} ist länger als ${max} Zeichen und wurde ausgelassen.`,
  sortMalformed: ({ value }) =>
    `Die Sortierung ${value} ist keine Spalte mit „asc“ oder „desc“ (etwa „insertTime.desc“), daher ist die Liste nicht sortiert.`,
  sortNotOffered: ({ key }) =>
    `Nach ${key} kann diese Tabelle nicht sortieren, daher ist die Liste nicht sortiert.`,
  moreLeftOut: ({ count }) =>
    count === 1
      ? 'Ein weiterer Teil wurde ebenfalls ausgelassen.'
      : `${count} weitere Teile wurden ebenfalls ausgelassen.`,
  text: ({ text }) => text,
  ...filterProbleme,
};

/** The problems only a link has, in German (a pack's `linkProblems`). */
export const linkProbleme: DeliveriesLinkProblemMessages = {
  linkNotText: () => 'Die Einstellungen des Links sind kein Text.',
  linkNoVersion: ({ value, version }) =>
    `Die Einstellungen des Links ${value} beginnen nicht mit einer Version wie „v${version}“, daher wurde keine verwendet.`,
  linkNewer: ({ version, reads }) =>
    `Der Link stammt von einer neueren Version dieser Seite (Format v${version}; diese Seite liest v${reads}), daher wurden seine Einstellungen nicht verwendet.`,
  linkOlder: ({ version }) =>
    `Der Link hat das Format v${version}, das diese Seite nicht mehr liest, daher wurden seine Einstellungen nicht verwendet.`,
  linkCutShort: () =>
    'Der Link endet auf ein einzelnes „*“, als wäre er abgeschnitten; sein letzter Teil fehlt vielleicht.',
  filterNoValue: ({ field }) =>
    `Der Filter ${named(field)} hat im Link keinen Wert und wurde ausgelassen.`,
  filterNotDate: ({ field, value }) =>
    `${value} ist kein Datum (${named(field)}) und wurde ausgelassen.`,
  filterNotNumber: ({ field, value }) =>
    `${value} ist keine Zahl (${named(field)}) und wurde ausgelassen.`,
  ...linkEintragProbleme,
};

/** A failed request in German, from its kind and status (`messages.table.loadFailed`). */
export function ladefehler({ kind, status = 0, retryAfterMs }: DeliveriesLoadFailure): string {
  switch (kind) {
    case 'network':
      return 'Der Server ist nicht erreichbar. Bitte Verbindung prüfen.';
    case 'timeout':
      return 'Der Server hat nicht rechtzeitig geantwortet.';
    case 'invalid-response':
      return 'Der Server hat die Lieferungen in einer unerwarteten Form gesendet.';
    case 'headers':
      return 'Die Kopfzeilen der Anfrage konnten nicht vorbereitet werden.';
    case 'http':
      if (status === 0) return 'Der Server hat die Anfrage auf eine andere Website umgeleitet.';
      if (status === 401)
        return 'Sie sind nicht angemeldet oder Ihre Sitzung ist abgelaufen (401).';
      if (status === 403) return 'Sie haben keinen Zugriff auf Lieferungen (403).';
      if (status === 429)
        return `Zu viele Anfragen; bitte ${
          retryAfterMs === undefined ? 'später' : `in ${shortWait(retryAfterMs)}`
        } erneut versuchen (429).`;
      if (status >= 500) return `Der Server konnte nicht antworten (${status}).`;
      if (status >= 400) return `Der Server hat die Anfrage abgelehnt (${status}).`;
      return `Der Server hat unerwartet geantwortet (${status}).`;
  }
}
