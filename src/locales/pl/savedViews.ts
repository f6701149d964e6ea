import type { DeliveriesSavedViewsMessages } from '../../views/messages';
import { plural } from '../../shared/text/plural';

const widoki = (count: number, one: string, few: string, many: string) =>
  plural('pl', { one, few, many, other: few })(count);

/** "Widoki" in Polish (`messages.savedViews`). */
export const savedViews: DeliveriesSavedViewsMessages = {
  toggle: 'Widoki',
  savedCount: plural('pl', {
    one: '{count} zapisany widok',
    few: '{count} zapisane widoki',
    many: '{count} zapisanych widoków',
    other: '{count} zapisanego widoku',
  }),
  saveTitle: 'Zapisz bieżący widok',
  nameLabel: 'Nazwa widoku',
  saveView: 'Zapisz widok',
  loading: 'Wczytywanie zapisanych widoków…',
  panelLoadFailed: 'Nie udało się wczytać widoków. Sprawdź połączenie.',
  working: 'Zapisywanie zmian…',
  listLabel: 'Zapisane widoki',
  empty: 'Brak zapisanych widoków.',
  nameRequired: 'Nadaj widokowi nazwę.',
  nameTooLong: (max) => `Najwyżej ${max} znaków.`,
  nameTaken: (name) => `Widok „${name}” już istnieje.`,
  replaceView: (name) => `Zastąp „${name}”`,
  applyView: (name) => `Zastosuj widok ${name}`,
  rename: 'Zmień nazwę',
  renameView: (name) => `Zmień nazwę widoku ${name}`,
  newNameLabel: (name) => `Nowa nazwa dla ${name}`,
  saveName: 'Zapisz nazwę',
  cancelRename: 'Anuluj',
  delete: 'Usuń',
  deleteView: (name) => `Usuń widok ${name}`,
  deletedNote: (name) => `Usunięto „${name}”.`,
  undo: 'Cofnij',
  undoDelete: (name) => `Cofnij usunięcie ${name}`,
  saved: (name) => `Zapisano „${name}”.`,
  replaced: (name) => `Zastąpiono „${name}”.`,
  applied: (name) => `Zastosowano „${name}”.`,
  renamed: (from, to) => `Zmieniono nazwę „${from}” na „${to}”.`,
  deleted: (name) => `Usunięto „${name}”.`,
  restored: (name) => `Przywrócono „${name}”.`,
  loadFailed: (reason) => `Nie udało się wczytać widoków. ${reason}`,
  saveFailed: (name, reason) => `Nie udało się zapisać „${name}”. ${reason}`,
  renameFailed: (name, reason) => `Nie udało się zmienić nazwy „${name}”. ${reason}`,
  deleteFailed: (name, reason) => `Nie udało się usunąć „${name}”. ${reason}`,
  restoreFailed: (name, reason) => `Nie udało się przywrócić „${name}”. ${reason}`,
  retry: 'Spróbuj ponownie',
  currentInvalid: 'Nie można zapisać bieżącego widoku: jego ustawienia są nieprawidłowe.',
  storageFull: 'Pamięć przeglądarki dla tej strony jest pełna.',
  storageUnavailable:
    'Ta przeglądarka nie pozwala tu zapisywać (okno prywatne lub zablokowane dane witryn).',
  storageNewerVersion: 'Widoki pochodzą z nowszej wersji tej aplikacji.',
  storeNoAnswer: 'Magazyn nie odpowiedział na czas.',
  unknownFailure: 'Spróbuj ponownie.',
  writeBusy: 'Trwa zapisywanie innej zmiany. Spróbuj ponownie później.',
  storageConflict: 'Zmieniono w innej karcie lub oknie; lista pokazuje najnowszy stan.',
  droppedViews: (count) =>
    widoki(
      count,
      `${count} zapisanego widoku nie dało się odczytać, więc go pominięto.`,
      `${count} zapisanych widoków nie dało się odczytać, więc je pominięto.`,
      `${count} zapisanych widoków nie dało się odczytać, więc je pominięto.`,
    ),
  repairedViewIds: (count) =>
    widoki(
      count,
      `${count} zapisany widok miał ten sam identyfikator co inny i dostał własny.`,
      `${count} zapisane widoki miały ten sam identyfikator co inne i dostały własne.`,
      `${count} zapisanych widoków miało ten sam identyfikator co inne i dostało własne.`,
    ),
  repeatedViewIds: (count) =>
    widoki(
      count,
      `${count} zapisany widok ma ten sam identyfikator co inny; pokazano tylko pierwszy.`,
      `${count} zapisane widoki mają ten sam identyfikator co inne; pokazano tylko pierwsze.`,
      `${count} zapisanych widoków ma ten sam identyfikator co inne; pokazano tylko pierwsze.`,
    ),
  notSavedAgain: (name, reason) =>
    `Nie udało się ponownie zapisać „${name}” po nadpisaniu w innej karcie. ${reason} Przy następnej zmianie tutaj nastąpi kolejna próba.`,
  unlistedViews: (max) => `Pokazano tylko ${max} ostatnio zapisanych widoków.`,
  storeUnreadable: 'Nie można odczytać zapisanych widoków. Nowo zapisany widok je zastąpi.',
  storeNewerVersion:
    'Widoki pochodzą z nowszej wersji tej aplikacji i nie są tu pokazywane ani zmieniane.',
  storeUnavailable:
    'Ta przeglądarka nie pozwala tu na zapisane widoki (okno prywatne lub zablokowane dane witryn).',
  appliedView: (name, changed) => (changed ? `Widok: ${name} (zmieniony)` : `Widok: ${name}`),
};
