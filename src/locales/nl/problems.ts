import type { DeliveriesLoadFailure } from '../../grid/messages';
import { shortWait } from '../support/shortWait';
import type {
  DeliveriesLinkProblemMessages,
  DeliveriesStatePart,
  DeliveriesStateProblemMessages,
} from '../../state/problems/problem';
import { plural } from '../../shared/text/plural';
import { filterProblemen, linkItemProblemen, nameOf } from './filterProblems';
import type { DeliveriesProblemList } from '../../state/problems/filterProblem';

// A filter by its id, in this pack's words (as its other problems name it).
const naam = (field: string) => nameOf(field as DeliveriesProblemList);

const deel: Record<DeliveriesStatePart, [string, string]> = {
  pageNumber: ['De pagina kon niet worden gelezen', 'wordt de eerste pagina getoond'],
  pageSize: ['Het paginaformaat kon niet worden gelezen', 'worden 25 rijen per pagina getoond'],
  quickSearch: ['De zoekopdracht kon niet worden gelezen', 'is die weggelaten'],
  orderBy: ['De sortering kon niet worden gelezen', 'is de lijst niet gesorteerd'],
  filters: ['De filters konden niet worden gelezen', 'is er geen gebruikt'],
};

const meer = plural('nl', {
  one: 'Nog {count} deel is ook weggelaten.',
  other: 'Nog {count} delen zijn ook weggelaten.',
});

/** The problems in Dutch (`messages.table.problems`). */
export const problemen: DeliveriesStateProblemMessages = {
  settingsUnreadable: () => 'De instellingen konden niet worden gelezen, dus er is geen gebruikt.',
  settingsNotSettings: ({ value }) => `${value} zijn geen instellingen, dus er is geen gebruikt.`,
  partUnreadable: ({ part }) => `${deel[part][0]}, dus ${deel[part][1]}.`,
  partUnknown: ({ key }) =>
    `De instelling ${key} hoort niet bij de staat van de tabel (pageNumber, pageSize, quickSearch, orderBy, filters), dus die is weggelaten.`,
  optionRepeated: ({ option, value }) =>
    `De optie ${option} noemt ${value} meer dan eens, dus alleen de eerste wordt gebruikt.`,
  optionUnlabelled: ({ option, value }) =>
    `De optie ${option} geeft ${value} geen label, dus wordt in plaats daarvan de waarde getoond.`,
  optionItemUnusable: ({ option, value }) =>
    `De optie ${option} noemt ${value}, dat geen van haar items is, dus wordt het weggelaten.`,
  pageSizeOptionUnusable: ({ value }) =>
    `De paginagrootte ${value} in paging.pageSizeOptions is geen geheel getal vanaf 1, dus die wordt niet aangeboden.`,
  rowCountUnusable: ({ option, value, least, used }) =>
    `De optie ${option} is ${value}, geen getal vanaf ${least}, dus ${used} wordt gebruikt.`,
  exportCountUnusable: ({ option, value, used }) =>
    `De optie ${option} is ${value}, geen geheel getal vanaf 1, dus ${used} wordt gebruikt.`,
  refreshNotSeconds: ({ value }) =>
    `De optie refresh.intervalSeconds is ${value}, geen aantal seconden, dus de rijen worden niet vanzelf vernieuwd.`,
  refreshOutOfRange: ({ value }) =>
    `De optie refresh.intervalSeconds is ${value}, buiten 1 seconde tot 24 dagen, dus de dichtstbijzijnde grens wordt gebruikt.`,
  pageNotNumber: ({ value }) =>
    `De pagina ${value} is geen paginanummer (1 of hoger), dus de eerste pagina wordt getoond.`,
  pageSizeOutOfRange: ({ value, max, pageSize }) =>
    `Het paginaformaat ${value} is geen geheel getal van 1 tot ${max}, dus er worden ${pageSize} rijen per pagina getoond.`,
  densityUnusable: ({ value }) =>
    `De dichtheid ${value} is geen „comfortable” of „compact”, dus die is weggelaten.`,
  searchNotText: ({ value }) => `De zoekopdracht ${value} is geen tekst, dus die is weggelaten.`,
  searchTooLong: ({ value, max }) =>
    `De zoekopdracht ${value} is langer dan ${max} tekens, dus die is weggelaten.`,
  sortMalformed: ({ value }) =>
    `De sortering ${value} is geen kolom met „asc” of „desc” (zoals „insertTime.desc”), dus de lijst is niet gesorteerd.`,
  sortNotOffered: ({ key }) =>
    `Deze tabel kan niet sorteren op ${key}, dus de lijst is niet gesorteerd.`,
  moreLeftOut: ({ count }) => meer(count),
  text: ({ text }) => text,
  ...filterProblemen,
};

/** The problems only a link has, in Dutch (a pack's `linkProblems`). */
export const linkProblemen: DeliveriesLinkProblemMessages = {
  linkNotText: () => 'De instellingen van de link zijn geen tekst.',
  linkNoVersion: ({ value, version }) =>
    `De instellingen van de link ${value} beginnen niet met een versie zoals „v${version}”, dus er is geen gebruikt.`,
  linkNewer: ({ version, reads }) =>
    `De link komt van een nieuwere versie van deze pagina (formaat v${version}; deze pagina leest v${reads}), dus de instellingen zijn niet gebruikt.`,
  linkOlder: ({ version }) =>
    `De link gebruikt formaat v${version}, dat deze pagina niet meer leest, dus de instellingen zijn niet gebruikt.`,
  linkCutShort: () =>
    'De link eindigt op een losse „*”, alsof hij is afgekapt; het laatste deel ontbreekt misschien.',
  filterNoValue: ({ field }) =>
    `Het filter ${naam(field)} heeft geen waarde in de link, dus het is weggelaten.`,
  filterNotDate: ({ field, value }) =>
    `${value} is geen datum (${naam(field)}), dus het is weggelaten.`,
  filterNotNumber: ({ field, value }) =>
    `${value} is geen getal (${naam(field)}), dus het is weggelaten.`,
  ...linkItemProblemen,
};

/** A failed request in Dutch, from its kind and status (`messages.table.loadFailed`). */
export function laadfout({ kind, status = 0, retryAfterMs }: DeliveriesLoadFailure): string {
  switch (kind) {
    case 'network':
      return 'De server is niet bereikbaar. Controleer de verbinding.';
    case 'timeout':
      return 'De server antwoordde niet op tijd.';
    case 'invalid-response':
      return 'De server stuurde de leveringen in een onverwachte vorm.';
    case 'headers':
      return 'De headers van het verzoek konden niet worden voorbereid.';
    case 'http':
      if (status === 0) return 'De server heeft het verzoek naar een andere site doorgestuurd.';
      if (status === 401) return 'U bent niet aangemeld of uw sessie is verlopen (401).';
      if (status === 403) return 'U hebt geen toegang tot leveringen (403).';
      if (status === 429)
        return `Te veel verzoeken; probeer het ${
          retryAfterMs === undefined ? 'later' : `over ${shortWait(retryAfterMs)}`
        } opnieuw (429).`;
      if (status >= 500) return `De server kon niet antwoorden (${status}).`;
      if (status >= 400) return `De server weigerde het verzoek (${status}).`;
      return `De server antwoordde onverwacht (${status}).`;
  }
}
