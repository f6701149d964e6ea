import type { DeliveriesSavedViewsMessages } from '../../views/messages';
import { plural } from '../../shared/text/plural';

/** "Vues" in French (`messages.savedViews`). */
export const savedViews: DeliveriesSavedViewsMessages = {
  toggle: 'Vues',
  savedCount: plural('fr', {
    one: '{count} vue enregistrée',
    many: '{count} de vues enregistrées',
    other: '{count} vues enregistrées',
  }),
  saveTitle: 'Enregistrer la vue actuelle',
  nameLabel: 'Nom de la vue',
  saveView: 'Enregistrer la vue',
  loading: 'Chargement des vues enregistrées…',
  panelLoadFailed: 'Les vues n’ont pas pu être chargées. Vérifiez votre connexion.',
  working: 'Enregistrement des modifications…',
  listLabel: 'Vues enregistrées',
  empty: 'Aucune vue enregistrée pour l’instant.',
  nameRequired: 'Donnez un nom à la vue.',
  nameTooLong: (max) => `${max} caractères au plus.`,
  nameTaken: (name) => `Une vue «\u202f${name}\u202f» existe déjà.`,
  replaceView: (name) => `Remplacer «\u202f${name}\u202f»`,
  applyView: (name) => `Appliquer la vue ${name}`,
  rename: 'Renommer',
  renameView: (name) => `Renommer la vue ${name}`,
  newNameLabel: (name) => `Nouveau nom pour ${name}`,
  saveName: 'Enregistrer le nom',
  cancelRename: 'Annuler',
  delete: 'Supprimer',
  deleteView: (name) => `Supprimer la vue ${name}`,
  deletedNote: (name) => `«\u202f${name}\u202f» supprimée.`,
  undo: 'Annuler',
  undoDelete: (name) => `Annuler la suppression de ${name}`,
  saved: (name) => `«\u202f${name}\u202f» enregistrée.`,
  replaced: (name) => `«\u202f${name}\u202f» remplacée.`,
  applied: (name) => `«\u202f${name}\u202f» appliquée.`,
  renamed: (from, to) => `«\u202f${from}\u202f» renommée en «\u202f${to}\u202f».`,
  deleted: (name) => `«\u202f${name}\u202f» supprimée.`,
  restored: (name) => `«\u202f${name}\u202f» restaurée.`,
  loadFailed: (reason) => `Les vues n’ont pas pu être chargées. ${reason}`,
  saveFailed: (name, reason) => `«\u202f${name}\u202f» n’a pas pu être enregistrée. ${reason}`,
  renameFailed: (name, reason) => `«\u202f${name}\u202f» n’a pas pu être renommée. ${reason}`,
  deleteFailed: (name, reason) => `«\u202f${name}\u202f» n’a pas pu être supprimée. ${reason}`,
  restoreFailed: (name, reason) => `«\u202f${name}\u202f» n’a pas pu être restaurée. ${reason}`,
  retry: 'Réessayer',
  currentInvalid:
    'La vue actuelle ne peut pas être enregistrée\u00a0: ses réglages ne sont pas valides.',
  storageFull: 'L’espace de stockage du navigateur pour cette page est plein.',
  storageUnavailable:
    'Ce navigateur n’autorise pas l’enregistrement ici (fenêtre privée ou données de site bloquées).',
  storageNewerVersion: 'Les vues viennent d’une version plus récente de cette application.',
  storeNoAnswer: 'Le stockage n’a pas répondu à temps.',
  unknownFailure: 'Réessayez.',
  writeBusy: 'Une autre modification est en cours d’enregistrement. Réessayez ensuite.',
  storageConflict:
    'Modifié dans un autre onglet ou une autre fenêtre\u202f; la liste montre l’état le plus récent.',
  droppedViews: plural('fr', {
    one: '{count} vue enregistrée était illisible et a été ignorée.',
    many: '{count} de vues enregistrées étaient illisibles et ont été ignorées.',
    other: '{count} vues enregistrées étaient illisibles et ont été ignorées.',
  }),
  repairedViewIds: plural('fr', {
    one: '{count} vue enregistrée avait le même identifiant qu’une autre et en a reçu un propre.',
    many: '{count} de vues enregistrées avaient le même identifiant qu’une autre et en ont reçu un propre.',
    other:
      '{count} vues enregistrées avaient le même identifiant qu’une autre et en ont reçu un propre.',
  }),
  repeatedViewIds: plural('fr', {
    one: '{count} vue enregistrée a le même identifiant qu’une autre\u202f; seule la première est affichée.',
    many: '{count} de vues enregistrées ont le même identifiant qu’une autre\u202f; seule la première est affichée.',
    other:
      '{count} vues enregistrées ont le même identifiant qu’une autre\u202f; seule la première est affichée.',
  }),
  notSavedAgain: (name, reason) =>
    `«\u202f${name}\u202f» n’a pas pu être réenregistrée après qu’un autre onglet l’a écrasée. ${reason} La prochaine modification ici réessaiera.`,
  unlistedViews: (max) => `Seules les ${max} dernières vues enregistrées sont affichées.`,
  storeUnreadable:
    'Les vues enregistrées sont illisibles. Une vue nouvellement enregistrée les remplacera.',
  storeNewerVersion:
    'Les vues viennent d’une version plus récente de cette application\u202f; elles ne sont ni affichées ni modifiées ici.',
  storeUnavailable:
    'Ce navigateur n’autorise pas les vues enregistrées ici (fenêtre privée ou données de site bloquées).',
  appliedView: (name, changed) =>
    changed ? `Vue\u00a0: ${name} (modifiée)` : `Vue\u00a0: ${name}`,
};
