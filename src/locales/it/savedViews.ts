import type { DeliveriesSavedViewsMessages } from '../../views/messages';
import { plural } from '../../shared/text/plural';

/** "Viste" in Italian (`messages.savedViews`). */
export const savedViews: DeliveriesSavedViewsMessages = {
  toggle: 'Viste',
  savedCount: plural('it', {
    one: '{count} vista salvata',
    many: '{count} di viste salvate',
    other: '{count} viste salvate',
  }),
  saveTitle: 'Salva la vista attuale',
  nameLabel: 'Nome della vista',
  saveView: 'Salva vista',
  loading: 'Caricamento delle viste salvate…',
  panelLoadFailed: 'Impossibile caricare le viste. Controlla la connessione.',
  working: 'Salvataggio delle modifiche…',
  listLabel: 'Viste salvate',
  empty: 'Ancora nessuna vista salvata.',
  nameRequired: 'Dai un nome alla vista.',
  nameTooLong: (max) => `Al massimo ${max} caratteri.`,
  nameTaken: (name) => `Esiste già una vista «${name}».`,
  replaceView: (name) => `Sostituisci «${name}»`,
  applyView: (name) => `Applica la vista ${name}`,
  rename: 'Rinomina',
  renameView: (name) => `Rinomina la vista ${name}`,
  newNameLabel: (name) => `Nuovo nome per ${name}`,
  saveName: 'Salva nome',
  cancelRename: 'Annulla',
  delete: 'Elimina',
  deleteView: (name) => `Elimina la vista ${name}`,
  deletedNote: (name) => `«${name}» eliminata.`,
  undo: 'Annulla',
  undoDelete: (name) => `Annulla l’eliminazione di ${name}`,
  saved: (name) => `«${name}» salvata.`,
  replaced: (name) => `«${name}» sostituita.`,
  applied: (name) => `«${name}» applicata.`,
  renamed: (from, to) => `«${from}» rinominata in «${to}».`,
  deleted: (name) => `«${name}» eliminata.`,
  restored: (name) => `«${name}» ripristinata.`,
  loadFailed: (reason) => `Impossibile caricare le viste. ${reason}`,
  saveFailed: (name, reason) => `Impossibile salvare «${name}». ${reason}`,
  renameFailed: (name, reason) => `Impossibile rinominare «${name}». ${reason}`,
  deleteFailed: (name, reason) => `Impossibile eliminare «${name}». ${reason}`,
  restoreFailed: (name, reason) => `Impossibile ripristinare «${name}». ${reason}`,
  retry: 'Riprova',
  currentInvalid: 'Impossibile salvare la vista attuale: le sue impostazioni non sono valide.',
  storageFull: 'Lo spazio del browser per questa pagina è pieno.',
  storageUnavailable:
    'Questo browser non consente di salvare qui (finestra privata o dati dei siti bloccati).',
  storageNewerVersion: 'Le viste provengono da una versione più recente di questa applicazione.',
  storeNoAnswer: 'L’archivio non ha risposto in tempo.',
  unknownFailure: 'Riprova.',
  writeBusy: 'È in corso il salvataggio di un’altra modifica. Riprova dopo.',
  storageConflict:
    'Modificato in un’altra scheda o finestra; l’elenco mostra lo stato più recente.',
  droppedViews: plural('it', {
    one: '{count} vista salvata non era leggibile ed è stata ignorata.',
    many: '{count} di viste salvate non erano leggibili e sono state ignorate.',
    other: '{count} viste salvate non erano leggibili e sono state ignorate.',
  }),
  repairedViewIds: plural('it', {
    one: '{count} vista salvata aveva lo stesso ID di un’altra e ne ha ricevuto uno proprio.',
    many: '{count} di viste salvate avevano lo stesso ID di un’altra e ne hanno ricevuto uno proprio.',
    other:
      '{count} viste salvate avevano lo stesso ID di un’altra e ne hanno ricevuto uno proprio.',
  }),
  repeatedViewIds: plural('it', {
    one: '{count} vista salvata ha lo stesso ID di un’altra; viene mostrata solo la prima.',
    many: '{count} di viste salvate hanno lo stesso ID di un’altra; viene mostrata solo la prima.',
    other: '{count} viste salvate hanno lo stesso ID di un’altra; viene mostrata solo la prima.',
  }),
  notSavedAgain: (name, reason) =>
    `Impossibile salvare di nuovo «${name}» dopo che un’altra scheda l’ha sovrascritta. ${reason} Alla prossima modifica qui verrà ritentato.`,
  unlistedViews: (max) => `Vengono mostrate solo le ultime ${max} viste salvate.`,
  storeUnreadable: 'Le viste salvate non sono leggibili. Una nuova vista salvata le sostituirà.',
  storeNewerVersion:
    'Le viste provengono da una versione più recente di questa applicazione e qui non vengono né mostrate né modificate.',
  storeUnavailable:
    'Questo browser non consente viste salvate qui (finestra privata o dati dei siti bloccati).',
  appliedView: (name, changed) => (changed ? `Vista: ${name} (modificata)` : `Vista: ${name}`),
};
