import type { DeliveriesLoadFailure } from '../../grid/messages';
import { shortWait } from '../support/shortWait';
import type {
  DeliveriesLinkProblemMessages,
  DeliveriesStatePart,
  DeliveriesStateProblemMessages,
} from '../../state/problems/problem';
import { plural } from '../../shared/text/plural';
import { problemyFiltru, problemyPolozekOdkazu, nameOf } from './filterProblems';
import type { DeliveriesProblemList } from '../../state/problems/filterProblem';

// A filter by its id, in this pack's words (as its other problems name it).
const nazev = (field: string) => nameOf(field as DeliveriesProblemList);

const cast: Record<DeliveriesStatePart, [string, string]> = {
  pageNumber: ['Stránku', 'zobrazuje se první stránka'],
  pageSize: ['Velikost stránky', 'zobrazuje se 25 řádků na stránku'],
  quickSearch: ['Vyhledávání', 'bylo vynecháno'],
  orderBy: ['Řazení', 'seznam není seřazen'],
  filters: ['Filtry', 'nepoužil se žádný'],
};

const dalsi = plural('cs', {
  one: 'Vynechána byla i {count} další část.',
  few: 'Vynechány byly i {count} další části.',
  many: 'Vynecháno bylo i {count} další části.',
  other: 'Vynecháno bylo i {count} dalších částí.',
});

/** The problems in Czech (`messages.table.problems`). */
export const problemy: DeliveriesStateProblemMessages = {
  settingsUnreadable: () => 'Nastavení nešlo přečíst, proto se nepoužilo žádné.',
  settingsNotSettings: ({ value }) => `${value} není nastavení, proto se nepoužilo žádné.`,
  partUnreadable: ({ part }) => `${cast[part][0]} nešlo přečíst, proto ${cast[part][1]}.`,
  partUnknown: ({ key }) =>
    `Nastavení ${key} nepatří ke stavu tabulky (pageNumber, pageSize, quickSearch, orderBy, filters), proto bylo vynecháno.`,
  optionRepeated: ({ option, value }) =>
    `Volba ${option} uvádí ${value} víckrát, proto se použije jen první výskyt.`,
  optionUnlabelled: ({ option, value }) =>
    `Volba ${option} neuvádí pro ${value} popisek, proto se místo něj zobrazí hodnota.`,
  optionItemUnusable: ({ option, value }) =>
    `Volba ${option} uvádí ${value}, což není žádná její položka, proto se vynechává.`,
  pageSizeOptionUnusable: ({ value }) =>
    `Velikost stránky ${value} v paging.pageSizeOptions není celé číslo od 1, proto se nenabízí.`,
  rowCountUnusable: ({ option, value, least, used }) =>
    `Volba ${option} má hodnotu ${value}, což není číslo od ${least}, proto se použije ${used}.`,
  exportCountUnusable: ({ option, value, used }) =>
    `Volba ${option} má hodnotu ${value}, což není celé číslo od 1, proto se použije ${used}.`,
  refreshNotSeconds: ({ value }) =>
    `Volba refresh.intervalSeconds má hodnotu ${value}, což není počet sekund, proto se řádky samy neobnovují.`,
  refreshOutOfRange: ({ value }) =>
    `Volba refresh.intervalSeconds má hodnotu ${value} mimo rozsah od 1 sekundy do 24 dní, proto se použije bližší mez.`,
  pageNotNumber: ({ value }) =>
    `Stránka ${value} není číslo stránky (1 a více), proto se zobrazuje první stránka.`,
  pageSizeOutOfRange: ({ value, max, pageSize }) =>
    `Velikost stránky ${value} není celé číslo od 1 do ${max}, proto se zobrazuje ${pageSize} řádků na stránku.`,
  densityUnusable: ({ value }) =>
    `Hustota ${value} není „comfortable“ ani „compact“, proto byla vynechána.`,
  searchNotText: ({ value }) => `Vyhledávání ${value} není text, proto bylo vynecháno.`,
  searchTooLong: ({ value, max }) =>
    `Vyhledávání ${value} je delší než ${max} znaků, proto bylo vynecháno.`,
  sortMalformed: ({ value }) =>
    `Řazení ${value} není sloupec s „asc“ nebo „desc“ (např. „insertTime.desc“), proto seznam není seřazen.`,
  sortNotOffered: ({ key }) => `Podle ${key} tato tabulka řadit neumí, proto seznam není seřazen.`,
  moreLeftOut: ({ count }) => dalsi(count),
  text: ({ text }) => text,
  ...problemyFiltru,
};

/** The problems only a link has, in Czech (a pack's `linkProblems`). */
export const problemyOdkazu: DeliveriesLinkProblemMessages = {
  linkNotText: () => 'Nastavení odkazu není text.',
  linkNoVersion: ({ value, version }) =>
    `Nastavení odkazu ${value} nezačíná verzí jako „v${version}“, proto se nepoužilo žádné.`,
  linkNewer: ({ version, reads }) =>
    `Odkaz pochází z novější verze této stránky (formát v${version}; tato stránka čte v${reads}), proto se jeho nastavení nepoužilo.`,
  linkOlder: ({ version }) =>
    `Odkaz má formát v${version}, který tato stránka už nečte, proto se jeho nastavení nepoužilo.`,
  linkCutShort: () =>
    'Odkaz končí samotnou „*“, jako by byl useknutý; jeho poslední část možná chybí.',
  filterNoValue: ({ field }) => `Filtr ${nazev(field)} nemá v odkazu hodnotu, proto byl vynechán.`,
  filterNotDate: ({ field, value }) =>
    `${value} není datum (${nazev(field)}), proto bylo vynecháno.`,
  filterNotNumber: ({ field, value }) =>
    `${value} není číslo (${nazev(field)}), proto bylo vynecháno.`,
  ...problemyPolozekOdkazu,
};

/** A failed request in Czech, from its kind and status (`messages.table.loadFailed`). */
export function chybaNacteni({ kind, status = 0, retryAfterMs }: DeliveriesLoadFailure): string {
  switch (kind) {
    case 'network':
      return 'Server není dostupný. Zkontrolujte připojení.';
    case 'timeout':
      return 'Server neodpověděl včas.';
    case 'invalid-response':
      return 'Server poslal dodávky v neočekávané podobě.';
    case 'headers':
      return 'Hlavičky požadavku nešlo připravit.';
    case 'http':
      if (status === 0) return 'Server přesměroval požadavek na jiný web.';
      if (status === 401) return 'Nejste přihlášeni nebo vypršela relace (401).';
      if (status === 403) return 'Nemáte přístup k dodávkám (403).';
      if (status === 429)
        return `Příliš mnoho požadavků; zkuste to znovu ${
          retryAfterMs === undefined ? 'později' : `za ${shortWait(retryAfterMs)}`
        } (429).`;
      if (status >= 500) return `Server nemohl odpovědět (${status}).`;
      if (status >= 400) return `Server požadavek odmítl (${status}).`;
      return `Server odpověděl neočekávaně (${status}).`;
  }
}
