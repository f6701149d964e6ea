import type { DeliveriesLoadFailure } from '../../grid/messages';
import { shortWait } from '../support/shortWait';
import type {
  DeliveriesLinkProblemMessages,
  DeliveriesStatePart,
  DeliveriesStateProblemMessages,
} from '../../state/problems/problem';
import { plural } from '../../shared/text/plural';
import { problemyFiltrow, problemyWpisowLinku, nameOf } from './filterProblems';
import type { DeliveriesProblemList } from '../../state/problems/filterProblem';

// A filter by its id, in this pack's words (as its other problems name it).
const nazwa = (field: string) => nameOf(field as DeliveriesProblemList);

const czesc: Record<DeliveriesStatePart, [string, string]> = {
  pageNumber: ['Strony', 'pokazano pierwszą stronę'],
  pageSize: ['Rozmiaru strony', 'pokazano 25 wierszy na stronę'],
  quickSearch: ['Wyszukiwania', 'pominięto je'],
  orderBy: ['Sortowania', 'lista nie jest posortowana'],
  filters: ['Filtrów', 'nie użyto żadnego'],
};

const wiecej = plural('pl', {
  one: 'Pominięto też {count} inną część.',
  few: 'Pominięto też {count} inne części.',
  many: 'Pominięto też {count} innych części.',
  other: 'Pominięto też {count} innej części.',
});

/** The problems in Polish (`messages.table.problems`). */
export const problemy: DeliveriesStateProblemMessages = {
  settingsUnreadable: () => 'Nie udało się odczytać ustawień, więc nie użyto żadnego.',
  settingsNotSettings: ({ value }) => `${value} to nie są ustawienia, więc nie użyto żadnego.`,
  partUnreadable: ({ part }) => `${czesc[part][0]} nie udało się odczytać, więc ${czesc[part][1]}.`,
  partUnknown: ({ key }) =>
    `Ustawienie ${key} nie należy do stanu tabeli (pageNumber, pageSize, quickSearch, orderBy, filters), więc je pominięto.`,
  optionRepeated: ({ option, value }) =>
    `Opcja ${option} wymienia ${value} więcej niż raz, więc użyto tylko pierwszego wpisu.`,
  optionUnlabelled: ({ option, value }) =>
    `Opcja ${option} nie podaje etykiety dla ${value}, więc zamiast niej pokazano wartość.`,
  optionItemUnusable: ({ option, value }) =>
    `Opcja ${option} wymienia ${value}, co nie jest jej pozycją, więc to pominięto.`,
  pageSizeOptionUnusable: ({ value }) =>
    `Rozmiar strony ${value} w paging.pageSizeOptions nie jest liczbą całkowitą od 1, więc nie jest oferowany.`,
  rowCountUnusable: ({ option, value, least, used }) =>
    `Opcja ${option} ma wartość ${value}, która nie jest liczbą od ${least}, więc użyto ${used}.`,
  exportCountUnusable: ({ option, value, used }) =>
    `Opcja ${option} ma wartość ${value}, która nie jest liczbą całkowitą od 1, więc użyto ${used}.`,
  refreshNotSeconds: ({ value }) =>
    `Opcja refresh.intervalSeconds ma wartość ${value}, która nie jest liczbą sekund, więc wiersze nie odświeżają się same.`,
  refreshOutOfRange: ({ value }) =>
    `Opcja refresh.intervalSeconds ma wartość ${value} spoza zakresu od 1 sekundy do 24 dni, więc użyto bliższej granicy.`,
  pageNotNumber: ({ value }) =>
    `Strona ${value} nie jest numerem strony (1 lub więcej), więc pokazano pierwszą stronę.`,
  pageSizeOutOfRange: ({ value, max, pageSize }) =>
    `Rozmiar strony ${value} nie jest liczbą całkowitą od 1 do ${max}, więc pokazano ${pageSize} wierszy na stronę.`,
  densityUnusable: ({ value }) =>
    `Gęstość ${value} nie jest ani „comfortable”, ani „compact”, więc ją pominięto.`,
  searchNotText: ({ value }) => `Wyszukiwanie ${value} nie jest tekstem, więc je pominięto.`,
  searchTooLong: ({ value, max }) =>
    `Wyszukiwanie ${value} jest dłuższe niż ${max} znaków, więc je pominięto.`,
  sortMalformed: ({ value }) =>
    `Sortowanie ${value} nie jest kolumną z „asc” lub „desc” (np. „insertTime.desc”), więc lista nie jest posortowana.`,
  sortNotOffered: ({ key }) =>
    `Ta tabela nie sortuje według ${key}, więc lista nie jest posortowana.`,
  moreLeftOut: ({ count }) => wiecej(count),
  text: ({ text }) => text,
  ...problemyFiltrow,
};

/** The problems only a link has, in Polish (a pack's `linkProblems`). */
export const problemyLinku: DeliveriesLinkProblemMessages = {
  linkNotText: () => 'Ustawienia linku nie są tekstem.',
  linkNoVersion: ({ value, version }) =>
    `Ustawienia linku ${value} nie zaczynają się od wersji, np. „v${version}”, więc nie użyto żadnego.`,
  linkNewer: ({ version, reads }) =>
    `Link pochodzi z nowszej wersji tej strony (format v${version}; ta strona czyta v${reads}), więc nie użyto jego ustawień.`,
  linkOlder: ({ version }) =>
    `Link ma format v${version}, którego ta strona już nie czyta, więc nie użyto jego ustawień.`,
  linkCutShort: () =>
    'Link kończy się pojedynczą „*”, jakby był ucięty; może brakować jego ostatniej części.',
  filterNoValue: ({ field }) => `Filtr ${nazwa(field)} nie ma w linku wartości, więc go pominięto.`,
  filterNotDate: ({ field, value }) =>
    `${value} nie jest datą (${nazwa(field)}), więc to pominięto.`,
  filterNotNumber: ({ field, value }) =>
    `${value} nie jest liczbą (${nazwa(field)}), więc to pominięto.`,
  ...problemyWpisowLinku,
};

/** A failed request in Polish, from its kind and status (`messages.table.loadFailed`). */
export function bladLadowania({ kind, status = 0, retryAfterMs }: DeliveriesLoadFailure): string {
  switch (kind) {
    case 'network':
      return 'Nie można połączyć się z serwerem. Sprawdź połączenie.';
    case 'timeout':
      return 'Serwer nie odpowiedział na czas.';
    case 'invalid-response':
      return 'Serwer przysłał dostawy w nieoczekiwanej postaci.';
    case 'headers':
      return 'Nie udało się przygotować nagłówków żądania.';
    case 'http':
      if (status === 0) return 'Serwer przekierował żądanie do innej witryny.';
      if (status === 401) return 'Nie zalogowano się lub sesja wygasła (401).';
      if (status === 403) return 'Brak dostępu do dostaw (403).';
      if (status === 429)
        return `Zbyt wiele żądań; spróbuj ponownie ${
          retryAfterMs === undefined ? 'później' : `za ${shortWait(retryAfterMs)}`
        } (429).`;
      if (status >= 500) return `Serwer nie mógł odpowiedzieć (${status}).`;
      if (status >= 400) return `Serwer odrzucił żądanie (${status}).`;
      return `Serwer odpowiedział w nieoczekiwany sposób (${status}).`;
  }
}
