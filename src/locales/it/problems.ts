import type { DeliveriesLoadFailure } from '../../grid/messages';
import { shortWait } from '../support/shortWait';
import type {
  DeliveriesLinkProblemMessages,
  DeliveriesStatePart,
  DeliveriesStateProblemMessages,
} from '../../state/problems/problem';
import { plural } from '../../shared/text/plural';
import { problemiFiltri, problemiVociLink, nameOf } from './filterProblems';
import type { DeliveriesProblemList } from '../../state/problems/filterProblem';

// A filter by its id, in this pack's words (as its other problems name it).
const nome = (field: string) => nameOf(field as DeliveriesProblemList);

const parte: Record<DeliveriesStatePart, [string, string]> = {
  pageNumber: ['Impossibile leggere la pagina', 'viene mostrata la prima pagina'],
  pageSize: [
    'Impossibile leggere la dimensione della pagina',
    'vengono mostrate 25 righe per pagina',
  ],
  quickSearch: ['Impossibile leggere la ricerca', 'è stata ignorata'],
  orderBy: ['Impossibile leggere l’ordinamento', 'l’elenco non è ordinato'],
  filters: ['Impossibile leggere i filtri', 'non ne è stato usato nessuno'],
};

const altre = plural('it', {
  one: 'È stata ignorata anche {count} altra parte.',
  many: 'Sono state ignorate anche altre {count} di parti.',
  other: 'Sono state ignorate anche altre {count} parti.',
});

/** The problems in Italian (`messages.table.problems`). */
export const problemi: DeliveriesStateProblemMessages = {
  settingsUnreadable: () => 'Impossibile leggere le impostazioni: non ne è stata usata nessuna.',
  settingsNotSettings: ({ value }) =>
    `${value} non è un insieme di impostazioni: non ne è stata usata nessuna.`,
  partUnreadable: ({ part }) => `${parte[part][0]}: ${parte[part][1]}.`,
  partUnknown: ({ key }) =>
    `L’impostazione ${key} non fa parte dello stato della griglia (pageNumber, pageSize, quickSearch, orderBy, filters): è stata omessa.`,
  optionRepeated: ({ option, value }) =>
    `L’opzione ${option} elenca ${value} più di una volta: viene usata solo la prima.`,
  optionUnlabelled: ({ option, value }) =>
    `L’opzione ${option} non dà un’etichetta a ${value}: al suo posto viene mostrato il valore.`,
  optionItemUnusable: ({ option, value }) =>
    `L’opzione ${option} elenca ${value}, che non è uno dei suoi elementi: viene quindi omesso.`,
  pageSizeOptionUnusable: ({ value }) =>
    `La dimensione di pagina ${value} in paging.pageSizeOptions non è un numero intero da 1 in su: non viene proposta.`,
  rowCountUnusable: ({ option, value, least, used }) =>
    `L’opzione ${option} vale ${value}, che non è un numero da ${least} in su: viene usato ${used}.`,
  exportCountUnusable: ({ option, value, used }) =>
    `L’opzione ${option} vale ${value}, che non è un numero intero da 1 in su: viene usato ${used}.`,
  refreshNotSeconds: ({ value }) =>
    `L’opzione refresh.intervalSeconds vale ${value}, che non è un numero di secondi: le righe non si aggiornano da sole.`,
  refreshOutOfRange: ({ value }) =>
    `L’opzione refresh.intervalSeconds vale ${value}, fuori dall’intervallo da 1 secondo a 24 giorni: viene usato il limite più vicino.`,
  pageNotNumber: ({ value }) =>
    `La pagina ${value} non è un numero di pagina (1 o più): viene mostrata la prima pagina.`,
  pageSizeOutOfRange: ({ value, max, pageSize }) =>
    `La dimensione della pagina ${value} non è un numero intero da 1 a ${max}: vengono mostrate ${pageSize} righe per pagina.`,
  densityUnusable: ({ value }) =>
    `La densità ${value} non è «comfortable» né «compact»: è stata ignorata.`,
  searchNotText: ({ value }) => `La ricerca ${value} non è testo: è stata ignorata.`,
  searchTooLong: ({ value, max }) =>
    `La ricerca ${value} supera i ${max} caratteri: è stata ignorata.`,
  sortMalformed: ({ value }) =>
    `L’ordinamento ${value} non è una colonna con «asc» o «desc» (come «insertTime.desc»): l’elenco non è ordinato.`,
  sortNotOffered: ({ key }) =>
    `Questa tabella non consente di ordinare per ${key}: l’elenco non è ordinato.`,
  moreLeftOut: ({ count }) => altre(count),
  text: ({ text }) => text,
  ...problemiFiltri,
};

/** The problems only a link has, in Italian (a pack's `linkProblems`). */
export const problemiLink: DeliveriesLinkProblemMessages = {
  linkNotText: () => 'Le impostazioni del link non sono testo.',
  linkNoVersion: ({ value, version }) =>
    `Le impostazioni del link ${value} non iniziano con una versione come «v${version}»: non ne è stata usata nessuna.`,
  linkNewer: ({ version, reads }) =>
    `Il link proviene da una versione più recente di questa pagina (formato v${version}; questa pagina legge v${reads}): le sue impostazioni non sono state usate.`,
  linkOlder: ({ version }) =>
    `Il link usa il formato v${version}, che questa pagina non legge più: le sue impostazioni non sono state usate.`,
  linkCutShort: () =>
    'Il link termina con un «*» isolato, come se fosse troncato; potrebbe mancarne l’ultima parte.',
  filterNoValue: ({ field }) =>
    `Il filtro ${nome(field)} non ha un valore nel link: è stato ignorato.`,
  filterNotDate: ({ field, value }) =>
    `${value} non è una data (${nome(field)}): è stato ignorato.`,
  filterNotNumber: ({ field, value }) =>
    `${value} non è un numero (${nome(field)}): è stato ignorato.`,
  ...problemiVociLink,
};

/** A failed request in Italian, from its kind and status (`messages.table.loadFailed`). */
export function erroreCaricamento({
  kind,
  status = 0,
  retryAfterMs,
}: DeliveriesLoadFailure): string {
  switch (kind) {
    case 'network':
      return 'Impossibile raggiungere il server. Controlla la connessione.';
    case 'timeout':
      return 'Il server non ha risposto in tempo.';
    case 'invalid-response':
      return 'Il server ha inviato le consegne in una forma inattesa.';
    case 'headers':
      return 'Impossibile preparare le intestazioni della richiesta.';
    case 'http':
      if (status === 0) return 'Il server ha reindirizzato la richiesta a un altro sito.';
      if (status === 401) return 'Non hai effettuato l’accesso o la sessione è scaduta (401).';
      if (status === 403) return 'Non hai accesso alle consegne (403).';
      if (status === 429)
        return `Troppe richieste; riprova ${
          retryAfterMs === undefined ? 'più tardi' : `tra ${shortWait(retryAfterMs)}`
        } (429).`;
      if (status >= 500) return `Il server non ha potuto rispondere (${status}).`;
      if (status >= 400) return `Il server ha rifiutato la richiesta (${status}).`;
      return `Il server ha risposto in modo inatteso (${status}).`;
  }
}
