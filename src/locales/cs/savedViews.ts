import type { DeliveriesSavedViewsMessages } from '../../views/messages';
import { plural } from '../../shared/text/plural';

const pohledy = (count: number, one: string, few: string, other: string) =>
  plural('cs', { one, few, many: few, other })(count);

/** "Pohledy" in Czech (`messages.savedViews`). */
export const savedViews: DeliveriesSavedViewsMessages = {
  toggle: 'Pohledy',
  savedCount: plural('cs', {
    one: '{count} uložený pohled',
    few: '{count} uložené pohledy',
    many: '{count} uloženého pohledu',
    other: '{count} uložených pohledů',
  }),
  saveTitle: 'Uložit aktuální pohled',
  nameLabel: 'Název pohledu',
  saveView: 'Uložit pohled',
  loading: 'Načítání uložených pohledů…',
  panelLoadFailed: 'Pohledy se nepodařilo načíst. Zkontrolujte připojení.',
  working: 'Ukládání změn…',
  listLabel: 'Uložené pohledy',
  empty: 'Zatím žádné uložené pohledy.',
  nameRequired: 'Pojmenujte pohled.',
  nameTooLong: (max) => `Nejvýše ${max} znaků.`,
  nameTaken: (name) => `Pohled „${name}“ už existuje.`,
  replaceView: (name) => `Nahradit „${name}“`,
  applyView: (name) => `Použít pohled ${name}`,
  rename: 'Přejmenovat',
  renameView: (name) => `Přejmenovat pohled ${name}`,
  newNameLabel: (name) => `Nový název pro ${name}`,
  saveName: 'Uložit název',
  cancelRename: 'Zrušit',
  delete: 'Smazat',
  deleteView: (name) => `Smazat pohled ${name}`,
  deletedNote: (name) => `„${name}“ smazán.`,
  undo: 'Vrátit',
  undoDelete: (name) => `Vrátit smazání ${name}`,
  saved: (name) => `„${name}“ uložen.`,
  replaced: (name) => `„${name}“ nahrazen.`,
  applied: (name) => `„${name}“ použit.`,
  renamed: (from, to) => `„${from}“ přejmenován na „${to}“.`,
  deleted: (name) => `„${name}“ smazán.`,
  restored: (name) => `„${name}“ obnoven.`,
  loadFailed: (reason) => `Pohledy se nepodařilo načíst. ${reason}`,
  saveFailed: (name, reason) => `„${name}“ se nepodařilo uložit. ${reason}`,
  renameFailed: (name, reason) => `„${name}“ se nepodařilo přejmenovat. ${reason}`,
  deleteFailed: (name, reason) => `„${name}“ se nepodařilo smazat. ${reason}`,
  restoreFailed: (name, reason) => `„${name}“ se nepodařilo obnovit. ${reason}`,
  retry: 'Zkusit znovu',
  currentInvalid: 'Aktuální pohled nejde uložit: jeho nastavení nejsou platná.',
  storageFull: 'Úložiště prohlížeče pro tuto stránku je plné.',
  storageUnavailable:
    'Tento prohlížeč tu nedovoluje ukládat (anonymní okno nebo blokovaná data webů).',
  storageNewerVersion: 'Pohledy pocházejí z novější verze této aplikace.',
  storeNoAnswer: 'Úložiště neodpovědělo včas.',
  unknownFailure: 'Zkuste to znovu.',
  writeBusy: 'Ukládá se jiná změna. Zkuste to pak znovu.',
  storageConflict: 'Změněno v jiné kartě nebo okně; seznam ukazuje nejnovější stav.',
  droppedViews: (count) =>
    pohledy(
      count,
      `${count} uložený pohled nešel přečíst, proto byl vynechán.`,
      `${count} uložené pohledy nešly přečíst, proto byly vynechány.`,
      `${count} uložených pohledů nešlo přečíst, proto byly vynechány.`,
    ),
  repairedViewIds: (count) =>
    pohledy(
      count,
      `${count} uložený pohled měl stejné ID jako jiný a dostal vlastní.`,
      `${count} uložené pohledy měly stejné ID jako jiné a dostaly vlastní.`,
      `${count} uložených pohledů mělo stejné ID jako jiné a dostalo vlastní.`,
    ),
  repeatedViewIds: (count) =>
    pohledy(
      count,
      `${count} uložený pohled má stejné ID jako jiný; zobrazuje se jen první.`,
      `${count} uložené pohledy mají stejné ID jako jiné; zobrazují se jen první.`,
      `${count} uložených pohledů má stejné ID jako jiné; zobrazují se jen první.`,
    ),
  notSavedAgain: (name, reason) =>
    `„${name}“ se nepodařilo znovu uložit poté, co ho přepsala jiná karta. ${reason} Při další změně zde se to zkusí znovu.`,
  unlistedViews: (max) => `Zobrazuje se jen ${max} naposledy uložených pohledů.`,
  storeUnreadable: 'Uložené pohledy nejdou přečíst. Nově uložený pohled je nahradí.',
  storeNewerVersion:
    'Pohledy pocházejí z novější verze této aplikace a tady se nezobrazují ani nemění.',
  storeUnavailable:
    'Tento prohlížeč tu nedovoluje uložené pohledy (anonymní okno nebo blokovaná data webů).',
  appliedView: (name, changed) => (changed ? `Pohled: ${name} (změněný)` : `Pohled: ${name}`),
};
