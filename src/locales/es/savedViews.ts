import type { DeliveriesSavedViewsMessages } from '../../views/messages';
import { plural } from '../../shared/text/plural';

/** "Vistas" in Spanish (`messages.savedViews`). */
export const savedViews: DeliveriesSavedViewsMessages = {
  toggle: 'Vistas',
  savedCount: plural('es', {
    one: '{count} vista guardada',
    many: '{count} de vistas guardadas',
    other: '{count} vistas guardadas',
  }),
  saveTitle: 'Guardar la vista actual',
  nameLabel: 'Nombre de la vista',
  saveView: 'Guardar vista',
  loading: 'Cargando vistas guardadas…',
  panelLoadFailed: 'No se pudieron cargar las vistas. Compruebe la conexión.',
  working: 'Guardando cambios…',
  listLabel: 'Vistas guardadas',
  empty: 'Aún no hay vistas guardadas.',
  nameRequired: 'Ponga un nombre a la vista.',
  nameTooLong: (max) => `Como máximo ${max} caracteres.`,
  nameTaken: (name) => `Ya existe una vista «${name}».`,
  replaceView: (name) => `Sustituir «${name}»`,
  applyView: (name) => `Aplicar la vista ${name}`,
  rename: 'Renombrar',
  renameView: (name) => `Renombrar la vista ${name}`,
  newNameLabel: (name) => `Nuevo nombre para ${name}`,
  saveName: 'Guardar nombre',
  cancelRename: 'Cancelar',
  delete: 'Eliminar',
  deleteView: (name) => `Eliminar la vista ${name}`,
  deletedNote: (name) => `«${name}» eliminada.`,
  undo: 'Deshacer',
  undoDelete: (name) => `Deshacer la eliminación de ${name}`,
  saved: (name) => `«${name}» guardada.`,
  replaced: (name) => `«${name}» sustituida.`,
  applied: (name) => `«${name}» aplicada.`,
  renamed: (from, to) => `«${from}» renombrada como «${to}».`,
  deleted: (name) => `«${name}» eliminada.`,
  restored: (name) => `«${name}» restaurada.`,
  loadFailed: (reason) => `No se pudieron cargar las vistas. ${reason}`,
  saveFailed: (name, reason) => `No se pudo guardar «${name}». ${reason}`,
  renameFailed: (name, reason) => `No se pudo renombrar «${name}». ${reason}`,
  deleteFailed: (name, reason) => `No se pudo eliminar «${name}». ${reason}`,
  restoreFailed: (name, reason) => `No se pudo restaurar «${name}». ${reason}`,
  retry: 'Reintentar',
  currentInvalid: 'La vista actual no se puede guardar: sus ajustes no son válidos.',
  storageFull: 'El almacenamiento del navegador para esta página está lleno.',
  storageUnavailable:
    'Este navegador no permite guardar aquí (ventana privada o datos de sitios bloqueados).',
  storageNewerVersion: 'Las vistas proceden de una versión más reciente de esta aplicación.',
  storeNoAnswer: 'El almacenamiento no respondió a tiempo.',
  unknownFailure: 'Vuelva a intentarlo.',
  writeBusy: 'Se está guardando otro cambio. Vuelva a intentarlo después.',
  storageConflict: 'Cambiado en otra pestaña o ventana; la lista muestra el estado más reciente.',
  droppedViews: plural('es', {
    one: '{count} vista guardada no se pudo leer y se omitió.',
    many: '{count} de vistas guardadas no se pudieron leer y se omitieron.',
    other: '{count} vistas guardadas no se pudieron leer y se omitieron.',
  }),
  repairedViewIds: plural('es', {
    one: '{count} vista guardada tenía el mismo identificador que otra y recibió uno propio.',
    many: '{count} de vistas guardadas tenían el mismo identificador que otra y recibieron uno propio.',
    other:
      '{count} vistas guardadas tenían el mismo identificador que otra y recibieron uno propio.',
  }),
  repeatedViewIds: plural('es', {
    one: '{count} vista guardada tiene el mismo identificador que otra; solo se muestra la primera.',
    many: '{count} de vistas guardadas tienen el mismo identificador que otra; solo se muestra la primera.',
    other:
      '{count} vistas guardadas tienen el mismo identificador que otra; solo se muestra la primera.',
  }),
  notSavedAgain: (name, reason) =>
    `No se pudo volver a guardar «${name}» después de que otra pestaña la sobrescribiera. ${reason} Se volverá a intentar con el próximo cambio aquí.`,
  unlistedViews: (max) => `Solo se muestran las ${max} vistas guardadas más recientes.`,
  storeUnreadable: 'No se pueden leer las vistas guardadas. Una vista nueva las sustituirá.',
  storeNewerVersion:
    'Las vistas proceden de una versión más reciente de esta aplicación y aquí ni se muestran ni se cambian.',
  storeUnavailable:
    'Este navegador no permite vistas guardadas aquí (ventana privada o datos de sitios bloqueados).',
  appliedView: (name, changed) => (changed ? `Vista: ${name} (cambiada)` : `Vista: ${name}`),
};
