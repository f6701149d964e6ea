import type { DeliveriesSavedViewsMessages } from '../../views/messages';
import { plural } from '../../shared/text/plural';

/** "Weergaven" in Dutch (`messages.savedViews`). */
export const savedViews: DeliveriesSavedViewsMessages = {
  toggle: 'Weergaven',
  savedCount: plural('nl', {
    one: '{count} opgeslagen weergave',
    other: '{count} opgeslagen weergaven',
  }),
  saveTitle: 'Huidige weergave opslaan',
  nameLabel: 'Naam van de weergave',
  saveView: 'Weergave opslaan',
  loading: 'Opgeslagen weergaven worden geladen…',
  panelLoadFailed: 'De weergaven konden niet worden geladen. Controleer de verbinding.',
  working: 'Wijzigingen worden opgeslagen…',
  listLabel: 'Opgeslagen weergaven',
  empty: 'Nog geen opgeslagen weergaven.',
  nameRequired: 'Geef de weergave een naam.',
  nameTooLong: (max) => `Hoogstens ${max} tekens.`,
  nameTaken: (name) => `Er bestaat al een weergave „${name}”.`,
  replaceView: (name) => `„${name}” vervangen`,
  applyView: (name) => `Weergave ${name} toepassen`,
  rename: 'Naam wijzigen',
  renameView: (name) => `Naam van weergave ${name} wijzigen`,
  newNameLabel: (name) => `Nieuwe naam voor ${name}`,
  saveName: 'Naam opslaan',
  cancelRename: 'Annuleren',
  delete: 'Verwijderen',
  deleteView: (name) => `Weergave ${name} verwijderen`,
  deletedNote: (name) => `„${name}” verwijderd.`,
  undo: 'Ongedaan maken',
  undoDelete: (name) => `Verwijderen van ${name} ongedaan maken`,
  saved: (name) => `„${name}” opgeslagen.`,
  replaced: (name) => `„${name}” vervangen.`,
  applied: (name) => `„${name}” toegepast.`,
  renamed: (from, to) => `„${from}” hernoemd naar „${to}”.`,
  deleted: (name) => `„${name}” verwijderd.`,
  restored: (name) => `„${name}” hersteld.`,
  loadFailed: (reason) => `De weergaven konden niet worden geladen. ${reason}`,
  saveFailed: (name, reason) => `„${name}” kon niet worden opgeslagen. ${reason}`,
  renameFailed: (name, reason) => `De naam van „${name}” kon niet worden gewijzigd. ${reason}`,
  deleteFailed: (name, reason) => `„${name}” kon niet worden verwijderd. ${reason}`,
  restoreFailed: (name, reason) => `„${name}” kon niet worden hersteld. ${reason}`,
  retry: 'Opnieuw proberen',
  currentInvalid: 'De huidige weergave kan niet worden opgeslagen: de instellingen zijn ongeldig.',
  storageFull: 'De opslag van de browser voor deze pagina is vol.',
  storageUnavailable:
    'Deze browser staat hier geen opslag toe (privévenster of geblokkeerde sitegegevens).',
  storageNewerVersion: 'De weergaven komen van een nieuwere versie van deze toepassing.',
  storeNoAnswer: 'De opslag antwoordde niet op tijd.',
  unknownFailure: 'Probeer het opnieuw.',
  writeBusy: 'Er wordt nog een andere wijziging opgeslagen. Probeer het daarna opnieuw.',
  storageConflict: 'Gewijzigd in een ander tabblad of venster; de lijst toont de nieuwste stand.',
  droppedViews: plural('nl', {
    one: '{count} opgeslagen weergave was onleesbaar en is weggelaten.',
    other: '{count} opgeslagen weergaven waren onleesbaar en zijn weggelaten.',
  }),
  repairedViewIds: plural('nl', {
    one: '{count} opgeslagen weergave had dezelfde ID als een andere en kreeg een eigen.',
    other: '{count} opgeslagen weergaven hadden dezelfde ID als een andere en kregen een eigen.',
  }),
  repeatedViewIds: plural('nl', {
    one: '{count} opgeslagen weergave heeft dezelfde ID als een andere; alleen de eerste wordt getoond.',
    other:
      '{count} opgeslagen weergaven hebben dezelfde ID als een andere; alleen de eerste wordt getoond.',
  }),
  notSavedAgain: (name, reason) =>
    `„${name}” kon niet opnieuw worden opgeslagen nadat een ander tabblad hem overschreef. ${reason} Bij de volgende wijziging hier wordt het opnieuw geprobeerd.`,
  unlistedViews: (max) => `Alleen de laatste ${max} opgeslagen weergaven worden getoond.`,
  storeUnreadable:
    'De opgeslagen weergaven zijn onleesbaar. Een nieuw opgeslagen weergave vervangt ze.',
  storeNewerVersion:
    'De weergaven komen van een nieuwere versie van deze toepassing en worden hier niet getoond of gewijzigd.',
  storeUnavailable:
    'Deze browser staat hier geen opgeslagen weergaven toe (privévenster of geblokkeerde sitegegevens).',
  appliedView: (name, changed) => (changed ? `Weergave: ${name} (gewijzigd)` : `Weergave: ${name}`),
};
