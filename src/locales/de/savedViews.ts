import type { DeliveriesSavedViewsMessages } from '../../views/messages';
import { plural } from '../../shared/text/plural';

/** "Ansichten" in German (`messages.savedViews`). */
export const savedViews: DeliveriesSavedViewsMessages = {
  toggle: 'Ansichten',
  savedCount: plural('de', {
    one: '{count} gespeicherte Ansicht',
    other: '{count} gespeicherte Ansichten',
  }),
  saveTitle: 'Aktuelle Ansicht speichern',
  nameLabel: 'Name der Ansicht',
  saveView: 'Ansicht speichern',
  loading: 'Gespeicherte Ansichten werden geladen …',
  panelLoadFailed: 'Die Ansichten konnten nicht geladen werden. Bitte Verbindung prüfen.',
  working: 'Änderungen werden gespeichert …',
  listLabel: 'Gespeicherte Ansichten',
  empty: 'Noch keine gespeicherten Ansichten.',
  nameRequired: 'Bitte die Ansicht benennen.',
  nameTooLong: (max) => `Höchstens ${max} Zeichen.`,
  nameTaken: (name) => `Eine Ansicht „${name}“ gibt es schon.`,
  replaceView: (name) => `„${name}“ ersetzen`,
  applyView: (name) => `Ansicht ${name} anwenden`,
  rename: 'Umbenennen',
  renameView: (name) => `Ansicht ${name} umbenennen`,
  newNameLabel: (name) => `Neuer Name für ${name}`,
  saveName: 'Name speichern',
  cancelRename: 'Abbrechen',
  delete: 'Löschen',
  deleteView: (name) => `Ansicht ${name} löschen`,
  deletedNote: (name) => `„${name}“ gelöscht.`,
  undo: 'Rückgängig',
  undoDelete: (name) => `Löschen von ${name} rückgängig machen`,
  saved: (name) => `„${name}“ gespeichert.`,
  replaced: (name) => `„${name}“ ersetzt.`,
  applied: (name) => `„${name}“ angewendet.`,
  renamed: (from, to) => `„${from}“ in „${to}“ umbenannt.`,
  deleted: (name) => `„${name}“ gelöscht.`,
  restored: (name) => `„${name}“ wiederhergestellt.`,
  loadFailed: (reason) => `Die Ansichten konnten nicht geladen werden. ${reason}`,
  saveFailed: (name, reason) => `„${name}“ konnte nicht gespeichert werden. ${reason}`,
  renameFailed: (name, reason) => `„${name}“ konnte nicht umbenannt werden. ${reason}`,
  deleteFailed: (name, reason) => `„${name}“ konnte nicht gelöscht werden. ${reason}`,
  restoreFailed: (name, reason) => `„${name}“ konnte nicht wiederhergestellt werden. ${reason}`,
  retry: 'Erneut versuchen',
  currentInvalid:
    'Die aktuelle Ansicht kann nicht gespeichert werden: Ihre Einstellungen sind ungültig.',
  storageFull: 'Der Speicher des Browsers für diese Seite ist voll.',
  storageUnavailable:
    'Dieser Browser erlaubt hier kein Speichern (privates Fenster oder gesperrte Websitedaten).',
  storageNewerVersion: 'Die Ansichten stammen von einer neueren Version dieser Anwendung.',
  storeNoAnswer: 'Der Speicher hat nicht rechtzeitig geantwortet.',
  unknownFailure: 'Bitte erneut versuchen.',
  writeBusy: 'Eine andere Änderung wird noch gespeichert. Bitte danach erneut versuchen.',
  storageConflict:
    'In einem anderen Tab oder Fenster geändert; die Liste zeigt den neuesten Stand.',
  droppedViews: plural('de', {
    one: '{count} gespeicherte Ansicht war nicht lesbar und wurde ausgelassen.',
    other: '{count} gespeicherte Ansichten waren nicht lesbar und wurden ausgelassen.',
  }),
  repairedViewIds: plural('de', {
    one: '{count} gespeicherte Ansicht hatte dieselbe ID wie eine andere und bekam eine eigene.',
    other:
      '{count} gespeicherte Ansichten hatten dieselbe ID wie eine andere und bekamen eine eigene.',
  }),
  repeatedViewIds: plural('de', {
    one: '{count} gespeicherte Ansicht hat dieselbe ID wie eine andere; nur die erste wird gezeigt.',
    other:
      '{count} gespeicherte Ansichten haben dieselbe ID wie eine andere; nur die erste wird gezeigt.',
  }),
  notSavedAgain: (name, reason) =>
    `„${name}“ konnte nicht erneut gespeichert werden, nachdem ein anderer Tab sie überschrieben hat. ${reason} Mit der nächsten Änderung hier wird es erneut versucht.`,
  unlistedViews: (max) => `Nur die ${max} zuletzt gespeicherten Ansichten werden gezeigt.`,
  storeUnreadable:
    'Die gespeicherten Ansichten sind nicht lesbar. Eine neu gespeicherte Ansicht ersetzt sie.',
  storeNewerVersion:
    'Die Ansichten stammen von einer neueren Version dieser Anwendung und werden hier weder gezeigt noch geändert.',
  storeUnavailable:
    'Dieser Browser erlaubt hier keine gespeicherten Ansichten (privates Fenster oder gesperrte Websitedaten).',
  appliedView: (name, changed) => (changed ? `Ansicht: ${name} (geändert)` : `Ansicht: ${name}`),
};
