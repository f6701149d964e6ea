import { savedViewsShellMessages } from './shellMessages';

/**
 * Every visible string and accessible name of {@link DeliveriesSavedViews}. Pass some of them as
 * `messages` to translate or reword; the rest keep their English defaults. Names are quoted by
 * the defaults themselves, so a translation chooses its own quotation marks.
 *
 * @example
 * ```tsx
 * <DeliveriesSavedViews
 *   current={current}
 *   onApply={apply}
 *   messages={{ toggle: 'Ansichten', saveView: 'Ansicht speichern', saved: (name) => `„${name}“ gespeichert.` }}
 * />
 * ```
 */
export interface DeliveriesSavedViewsMessages {
  /** The button that opens and closes the saved views; also the name of their region. */
  toggle: string;
  /** Describes the button once the views are loaded ("3 saved views"); the badge shows the number. */
  savedCount: (count: number) => string;
  /** Name of the form that saves the current view (shown as its title). */
  saveTitle: string;
  nameLabel: string;
  saveView: string;
  /** Shown while the store is being read or the popover's code is fetched. */
  loading: string;
  /** The popover's code could not be fetched (shown with `retry`). */
  panelLoadFailed: string;
  /** Shown while a change is being written to the store. */
  working: string;
  /** Accessible name of the list of saved views. */
  listLabel: string;
  empty: string;
  nameRequired: string;
  nameTooLong: (max: number) => string;
  nameTaken: (name: string) => string;
  /** The button offered with `nameTaken` on save: overwrite that view with the current one. */
  replaceView: (name: string) => string;
  /** Accessible name of a view's apply button, whose visible text is the view's name. */
  applyView: (name: string) => string;
  rename: string;
  renameView: (name: string) => string;
  newNameLabel: (name: string) => string;
  saveName: string;
  cancelRename: string;
  delete: string;
  deleteView: (name: string) => string;
  /** What is left in the list where a view was deleted, next to "Undo". */
  deletedNote: (name: string) => string;
  undo: string;
  undoDelete: (name: string) => string;
  /** Polite announcements after each action. */
  saved: (name: string) => string;
  replaced: (name: string) => string;
  applied: (name: string) => string;
  renamed: (from: string, to: string) => string;
  deleted: (name: string) => string;
  restored: (name: string) => string;
  /** Alerts; `reason` is one of the reasons below or the message of the store's error. */
  loadFailed: (reason: string) => string;
  saveFailed: (name: string, reason: string) => string;
  renameFailed: (name: string, reason: string) => string;
  deleteFailed: (name: string, reason: string) => string;
  restoreFailed: (name: string, reason: string) => string;
  retry: string;
  /** The current view cannot be stored (its state is not one a saved view can hold). */
  currentInvalid: string;
  /** Reasons of a store's failure. */
  storageFull: string;
  storageUnavailable: string;
  storageNewerVersion: string;
  /** A host's store did not answer a list or a write within 15 seconds. */
  storeNoAnswer: string;
  unknownFailure: string;
  /** Why a change was refused while another one is still being written. */
  writeBusy: string;
  /** Why a change was refused: the view changed elsewhere since it was listed. */
  storageConflict: string;
  /** Notes above the list when the store held more than it could give. */
  droppedViews: (count: number) => string;
  /** Note when the store gave views an id of their own, as an earlier view had theirs. */
  repairedViewIds: (count: number) => string;
  /** Note when views were left out because an earlier view has their id. */
  repeatedViewIds: (count: number) => string;
  /** Note for a view saved here that another tab wrote over and that could not be saved again. */
  notSavedAgain: (name: string, reason: string) => string;
  /** Note when the store holds more views than a list shows (`max` of them). */
  unlistedViews: (max: number) => string;
  storeUnreadable: string;
  storeNewerVersion: string;
  storeUnavailable: string;
  /** Beside "Views": the saved view applied, and whether it was changed since. */
  appliedView: (name: string, changed: boolean) => string;
}

/**
 * The English defaults.
 *
 * @example
 * ```ts
 * const messages = { ...defaultSavedViewsMessages, toggle: 'Saved views' };
 * ```
 */
export const defaultSavedViewsMessages: DeliveriesSavedViewsMessages = {
  ...savedViewsShellMessages,
  savedCount: (count) => (count === 1 ? '1 saved view' : `${count} saved views`),
  saveTitle: 'Save current view',
  nameLabel: 'View name',
  saveView: 'Save view',
  loading: 'Loading saved views…',
  working: 'Saving changes…',
  listLabel: 'Saved views',
  empty: 'No saved views yet.',
  nameRequired: 'Name the view.',
  nameTooLong: (max) => `Use at most ${max} characters.`,
  nameTaken: (name) => `A view named “${name}” exists.`,
  replaceView: (name) => `Replace “${name}”`,
  applyView: (name) => `Apply view ${name}`,
  rename: 'Rename',
  renameView: (name) => `Rename view ${name}`,
  newNameLabel: (name) => `New name for ${name}`,
  saveName: 'Save name',
  cancelRename: 'Cancel',
  delete: 'Delete',
  deleteView: (name) => `Delete view ${name}`,
  deletedNote: (name) => `Deleted “${name}”.`,
  undo: 'Undo',
  undoDelete: (name) => `Undo deleting ${name}`,
  saved: (name) => `Saved “${name}”.`,
  replaced: (name) => `Replaced “${name}”.`,
  applied: (name) => `Applied “${name}”.`,
  renamed: (from, to) => `Renamed “${from}” to “${to}”.`,
  deleted: (name) => `Deleted “${name}”.`,
  restored: (name) => `Restored “${name}”.`,
  loadFailed: (reason) => `Saved views could not be loaded. ${reason}`,
  saveFailed: (name, reason) => `“${name}” could not be saved. ${reason}`,
  renameFailed: (name, reason) => `“${name}” could not be renamed. ${reason}`,
  deleteFailed: (name, reason) => `“${name}” could not be deleted. ${reason}`,
  restoreFailed: (name, reason) => `“${name}” could not be restored. ${reason}`,
  currentInvalid: 'The current view cannot be saved: its settings are not valid.',
  storageFull: 'The browser’s storage for this site is full.',
  storageUnavailable:
    'This browser does not allow saving here (private browsing or blocked site data).',
  storageNewerVersion: 'The saved views were written by a newer version of this app.',
  storeNoAnswer: 'The store did not answer in time.',
  unknownFailure: 'Try again.',
  writeBusy: 'Another change is still being saved. Try again once it is done.',
  storageConflict: 'It was changed in another tab or window; the list now shows the latest.',
  droppedViews: (count) =>
    count === 1
      ? '1 saved view could not be read and was left out.'
      : `${count} saved views could not be read and were left out.`,
  repairedViewIds: (count) =>
    count === 1
      ? '1 saved view had the same id as another and was given its own.'
      : `${count} saved views had the same id as another and were given their own.`,
  repeatedViewIds: (count) =>
    count === 1
      ? '1 saved view has the same id as another, so only the first is listed.'
      : `${count} saved views have the same id as another, so only the first of each is listed.`,
  notSavedAgain: (name, reason) =>
    `“${name}” could not be saved again after another tab wrote over it. ${reason} It is tried again with your next change here.`,
  unlistedViews: (max) => `Only the latest ${max} saved views are shown.`,
  storeUnreadable: 'The saved views could not be read. Saving a view replaces them.',
  storeNewerVersion:
    'The saved views were written by a newer version of this app, so they are not shown or changed here.',
  storeUnavailable:
    'This browser does not allow saved views here (private browsing or blocked site data).',
  appliedView: (name, changed) => (changed ? `View: ${name} (changed)` : `View: ${name}`),
};
