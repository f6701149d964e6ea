import type { DeliveriesLocalePack } from '../grid/locale/localePack';
import type { DeliveriesCompleteTableMessages } from '../grid/messages';
import type { FilterPanelMessages } from '../filters/messages';
import type { DeliveriesSavedViewsMessages } from '../views/messages';
import type { DeliveriesExportMessages } from '../export/messages';
import type { DeliveriesSelectionMessages } from '../selection/messages';
import type { DeliveriesCardMessages } from '../grid/cards/cardMessages';
import { countIn, plural } from '../shared/text/plural';
import { createLocalePack } from './support/createLocalePack';
import { errorDeCarga, problemas, problemasEnlace } from './es/problems';
import { motivosExportacion } from './es/filterProblems';
import { camposChip, camposFecha } from './es/fields';
import { lenguajeDeFiltros, palabrasDelDia } from './es/filterLanguage';

// Complete, not Partial: a message the grid gains later fails the type check here until it is
// translated.

const entregas = plural('es', {
  one: '{count} entrega',
  many: '{count} de entregas',
  other: '{count} entregas',
});
const numero = (count: number) => countIn('es', count);

// What a part of the column settings is called, in brackets after a sentence.
const parteAjustes = {
  order: 'orden',
  hidden: 'ocultas',
  widths: 'anchos',
  pinned: 'fijadas',
} as const;

/** The grid's own strings in Spanish (`messages.table`). */
const table: DeliveriesCompleteTableMessages = {
  cellFilterOptions: (value) => `Opciones de filtro para ${value}`,
  onlyValue: (value) => `Solo ${value}`,
  excludeValue: (value) => `Excluir ${value}`,
  findHidingFilter: '¿Qué filtro las oculta?',
  checkingFilters: plural('es', {
    one: 'Comprobando {count} filtro…',
    many: 'Comprobando {count} de filtros…',
    other: 'Comprobando {count} filtros…',
  }),
  removeHidingFilter: (chip) => `Quitar ${chip} (se encontraron entregas)`,
  noHidingFilter: 'Incluso sin uno solo de estos filtros, sigue sin haber ninguna.',
  hidingFilterChecksFailed: plural('es', {
    one: 'No se pudo comprobar {count} filtro.',
    many: 'No se pudieron comprobar {count} de filtros.',
    other: 'No se pudieron comprobar {count} filtros.',
  }),
  hidingFiltersPartlyChecked: (checked, total) =>
    `Se comprobaron los primeros ${checked} de ${total} filtros.`,
  tableLabel: 'Entregas',
  columnHeaders: {
    code: 'Número',
    tenantName: 'Inquilino',
    courierCode: 'Transportista',
    warehouseName: 'Almacén',
    customerBusinessPartnerName: 'Cliente',
    duQty: 'Cantidad',
    palletQty: 'Palés',
    status: 'Estado',
    insertTime: 'Creada',
  },
  searchLabel: 'Buscar entregas',
  searchPlaceholder: 'Número, cliente, transportista…',
  searchTooLong: (max) => `La búsqueda admite como máximo ${max} caracteres.`,
  searchPasteCut: (max) =>
    `La búsqueda admite como máximo ${max} caracteres: el texto pegado se ha recortado.`,
  filtersButton: 'Filtros',
  activeFilterCount: plural('es', {
    one: '{count} filtro activo',
    many: '{count} de filtros activos',
    other: '{count} filtros activos',
  }),
  paginationLabel: 'Paginación',
  previousPage: 'Página anterior',
  nextPage: 'Página siguiente',
  rowsPerPage: 'Filas por página',
  pageLabel: (page) => `Página ${page}`,
  rowRange: (first, last) => `Filas ${first}–${last}`,
  noRows: 'Sin filas',
  loading: 'Cargando entregas',
  empty: 'No se encontraron entregas',
  clearFilters: 'Borrar filtros',
  retry: 'Reintentar',
  unknownError: 'No se pudieron cargar las entregas. Vuelva a intentarlo.',
  invalidFilters: 'No se puede leer una fecha de los filtros, así que no se pidió ninguna entrega.',
  resultsAnnouncement: (count, page) =>
    count === 0 ? 'No se encontraron entregas' : `${entregas(count)}, página ${page}`,
  retrying: (reason) => `${reason} Reintentando…`,
  columnsButton: 'Columnas',
  columnsLoadFailed: 'No se pudieron cargar los ajustes de columnas. Compruebe la conexión.',
  moveColumnUp: (label) => `Subir ${label}`,
  moveColumnDown: (label) => `Bajar ${label}`,
  resizeColumn: (label) => `Ancho de ${label}`,
  resetColumns: 'Restablecer columnas',
  lastShownColumn: 'Al menos una columna debe seguir visible.',
  updatedAgo: (seconds) =>
    seconds < 5
      ? 'Actualizado ahora mismo'
      : seconds < 60
        ? `Actualizado hace ${seconds} s`
        : `Actualizado hace ${Math.floor(seconds / 60)} min`,
  rowsCapped: (shown, sent) =>
    `Se muestran las primeras ${numero(shown)} de las ${numero(sent)} filas que envió el servidor.`,
  repeatedCodes: (codes) =>
    `Varias filas de esta página tienen el mismo código (${codes.join(', ')}). Cada fila cuenta aquí por sí misma: al seleccionar, contar, exportar y abrir.`,
  settingsLeftOut: (problem) => `No se pudieron aplicar algunos ajustes de la tabla: ${problem}`,
  columnsLeftOut: (problem) => `No se pudieron aplicar algunos ajustes de columnas: ${problem}`,
  columnSettingsUnreadable: 'No se pudieron leer los ajustes de columnas, así que no se usaron.',
  columnSettingsNotSettings: (value) =>
    `«${value}» no son ajustes de columnas, así que no se usaron.`,
  columnPartUnreadable: (part) =>
    `No se pudo leer una parte de los ajustes de columnas (${parteAjustes[part]}), así que se omitió.`,
  columnPartMalformed: (part, value) =>
    `Una parte de los ajustes de columnas (${parteAjustes[part]}) no tiene la forma esperada («${value}»), así que se omitió.`,
  columnEntryUnreadable: (part) =>
    `No se pudo leer una entrada de los ajustes de columnas (${parteAjustes[part]}), así que se omitió.`,
  columnEntryNotId: (part, value) =>
    `La entrada «${value}» (${parteAjustes[part]}) no es un identificador de columna, así que se omitió.`,
  columnEntriesCapped: (part, count, read) =>
    `De ${numero(count)} entradas (${parteAjustes[part]}) solo se leyeron las primeras ${numero(read)}.`,
  columnUnknown: (id) => `La columna «${id}» no existe en esta tabla, así que se omitió.`,
  columnRepeated: (part, id) =>
    `La columna «${id}» aparece varias veces en los ajustes (${parteAjustes[part]}); se usó una vez.`,
  columnWidthOutOfRange: (id, value, min, max) =>
    `El ancho «${value}» de la columna «${id}» no está entre ${min} y ${max} píxeles, así que se omitió.`,
  columnPinNotSide: (id, value) =>
    `La fijación «${value}» de la columna «${id}» no es ni el inicio ni el final; la columna no está fijada.`,
  columnAllHidden: (id) => `Todas las columnas estaban ocultas, así que se muestra «${id}».`,
  viewLeftOut: (name, problem) =>
    `La vista «${name}» se aplicó sin algunos de sus ajustes: ${problem}`,
  problemWordsLoadFailed:
    'Algunos ajustes no se pudieron usar y no se pudo cargar el texto que indica cuáles. Compruebe la conexión.',
  columnFailed: (label, reason) => `No se puede mostrar la columna «${label}»: ${reason}`,
  rowsFailed: (reason) => `No se pueden mostrar las filas: ${reason}`,
  setupFailed: (reason) => `No se pueden cargar las entregas: ${reason}`,
  rowActionsHeader: 'Acciones',
  columnOptions: (label) => `Opciones de ${label}`,
  sortAscending: 'Orden ascendente',
  sortDescending: 'Orden descendente',
  clearSort: 'Quitar orden',
  pinToStart: 'Fijar al inicio',
  pinToEnd: 'Fijar al final',
  unpin: 'Soltar',
  hideColumn: 'Ocultar columna',
  filterByStatus: 'Filtrar por estado…',
  showDetails: 'Ver detalles',
  showDetailsFor: (code) => `Ver detalles de ${code}`,
  detailsPosition: (code, position, count) => `${code}, ${position} de ${count}`,
  detailsLabel: (code) => `Entrega ${code}`,
  closeDetails: 'Cerrar detalles',
  detailsNotShown: (code) => `${code} no está en esta página.`,
  detailsLoadFailed: 'No se pudieron cargar los detalles.',
  detailsFailed: (reason) => `No se pueden mostrar los detalles: ${reason}`,
  refresh: 'Actualizar',
  rowChanges: (added, changed) =>
    [
      added > 0 &&
        plural('es', { one: '{count} nueva', many: '{count} nuevas', other: '{count} nuevas' })(
          added,
        ),
      changed > 0 &&
        plural('es', {
          one: '{count} cambiada',
          many: '{count} cambiadas',
          other: '{count} cambiadas',
        })(changed),
    ]
      .filter(Boolean)
      .join(', '),
  newRow: 'Nueva',
  selectionLoadFailed: 'No se pudo cargar la selección.',
  unsortedNote: 'Orden del servidor',
  resetView: 'Restablecer vista',
  sortedBy: (label, descending) =>
    `Ordenado por ${label}, ${descending ? 'descendente' : 'ascendente'}.`,
  sortRemoved: 'Orden quitado: orden del servidor.',
  columnMoved: (label, position, count) => `${label} en la posición ${position} de ${count}.`,
  columnPinned: (label, side) => `${label} fijada ${side === 'start' ? 'al inicio' : 'al final'}.`,
  columnUnpinned: (label) => `${label} soltada.`,
  columnHidden: (label) => `${label} oculta. «Columnas» la vuelve a mostrar.`,
  loadFailed: errorDeCarga,
  problems: problemas,
};

/** The filter panel and chips in Spanish (`messages.filters`). */
// Why a typed date was not read, said under its field.
const dateReasons = {
  unreadable: 'no es una fecha',
  noSuchDay: 'no es un día del calendario',
  noSuchTime: 'no es una hora',
  outOfRange: 'está demasiado lejos (años 0001 a 9999, como mucho -36500d)',
} as const;

const filters: FilterPanelMessages = {
  unreadableDate: (field, problem, typed, { pattern, example }) =>
    `${field}: «${typed}» ${dateReasons[problem]}. Escriba ${pattern}, por ejemplo ${example}, o today, yesterday, -7d, today 06:00`,
  conditionUnreadableDate: (row, problem, typed, { pattern, example }) =>
    `Condición ${row}: «${typed}» ${dateReasons[problem]}. Escriba ${pattern}, por ejemplo ${example}`,
  relativeDateNow: (formatted) => `Ahora: ${formatted}`,
  chooseDate: (field) => `Elegir fecha para ${field}`,
  calendar: (month) => `Calendario, ${month}`,
  previousMonth: 'Mes anterior',
  nextMonth: 'Mes siguiente',
  statusMode: 'Coincidencia de estado',
  statusIs: 'es',
  statusIsNot: 'no es',
  notStatus: (statusLabel) => `no ${statusLabel}`,
  excludedStatusNote:
    'Se envía como los demás estados que conoce esta tabla: los estados que no conoce también quedan fuera.',
  excludesEveryStatus: 'Estado: excluir todos los estados no deja nada que mostrar',
  advancedGrouping: (precedence, grouping) =>
    precedence === 'andBeforeOr'
      ? `Y antes que O (A es la condición 1): ${grouping}`
      : `Leído de izquierda a derecha (A es la condición 1): ${grouping}`,
  joinOutsidePrecedence: (rowNumber, joinLabel) =>
    `Condición ${rowNumber}: «${joinLabel}» no tiene cabida cuando Y va antes que O; elija Y u O`,
  region: 'Filtros',
  loadingPanel: 'Cargando filtros…',
  panelLoadFailed: 'No se pudieron cargar los filtros. Compruebe la conexión.',
  chipsLoadFailed: 'No se pudieron cargar los filtros aplicados. Compruebe la conexión.',
  ...camposFecha,
  timeZoneNote: (zone) => `Horas en ${zone}`,
  anyTime: 'Cualquier momento',
  customRange: 'Periodo personalizado',
  datePreset: (preset) =>
    ({
      today: 'Hoy',
      yesterday: 'Ayer',
      last7Days: 'Últimos 7 días',
      last30Days: 'Últimos 30 días',
      thisWeek: 'Esta semana',
      lastWeek: 'Semana pasada',
      thisMonth: 'Este mes',
      lastMonth: 'Mes pasado',
    })[preset],
  presetRange: (range) => `Ahora: ${range}`,
  dayWords: palabrasDelDia,
  status: 'Estado',
  deliveryIds: 'ID de entrega',
  couriers: 'Transportistas',
  customers: 'Clientes',
  units: 'Unidades',
  warehouses: 'Almacenes',
  tags: 'Etiquetas',
  idsHint: 'Elija, escriba o pegue ID; sepárelos con coma o espacio y pulse Intro.',
  tagsHint: 'Intro o una coma añade una etiqueta.',
  showOptions: (field) => `Mostrar opciones: ${field}`,
  optionsList: (field) => `Opciones: ${field}`,
  removeValue: (value) => `Quitar ${value}`,
  unknownOption: (value) => String(value),
  loadingOptions: 'Cargando…',
  noOptions: 'Sin resultados',
  loadFailed: (field) => `No se pudo cargar: ${field}`,
  retry: 'Reintentar',
  tagAlreadyAdded: (tag) => `Ya añadida: ${tag}`,
  conditions: 'Condiciones',
  condition: (row) => `Condición ${row}`,
  addCondition: 'Añadir condición',
  removeCondition: 'Quitar condición',
  join: 'Enlace',
  field: 'Campo',
  operator: 'Operador',
  value: 'Valor',
  apply: 'Aplicar filtros',
  reset: 'Borrar filtros',
  unappliedChanges: 'Cambios sin aplicar',
  errorSummary: plural('es', {
    one: 'Corrija {count} problema para aplicar los filtros',
    many: 'Corrija {count} de problemas para aplicar los filtros',
    other: 'Corrija {count} problemas para aplicar los filtros',
  }),
  invalidDate: (field) => `${field} no es una fecha válida`,
  rangeOrder: (from, to) => `${from} debe ser anterior a ${to}`,
  invalidIds: (field, tokens) =>
    tokens.length === 1
      ? `${field}: ${tokens[0]} no es un entero positivo`
      : `${field}: ${tokens.join(', ')} no son enteros positivos`,
  tooManyIds: (field, max) => `${field}: como máximo ${max} valores`,
  tagTooLong: (tag, max) => `Etiquetas: «${tag.slice(0, 40)}» supera los ${max} caracteres`,
  tooManyTags: (max) => `Etiquetas: como máximo ${max}`,
  conditionNeedsField: (row) => `Condición ${row}: elija un campo`,
  conditionNeedsOperator: (row) => `Condición ${row}: elija un operador`,
  conditionNeedsValue: (row) => `Condición ${row}: escriba un valor`,
  conditionNotNumber: (row) => `Condición ${row}: escriba un número, como 12 o 2,5`,
  conditionInvalidDate: (row) => `Condición ${row}: escriba una fecha válida`,
  activeFilters: 'Filtros activos',
  filterChip: (field, value) => `${camposChip[field]}: ${value}`,
  removeFilter: (chip) => `Quitar filtro: ${chip}`,
  editFilter: (chip) => `Editar filtro: ${chip}`,
  clearAll: 'Quitar todos',
  valueCount: plural('es', {
    one: '{count} valor',
    many: '{count} de valores',
    other: '{count} valores',
  }),
  conditionChip: (join, field, operator, value) =>
    [join, field, operator, value].filter(Boolean).join(' '),
  valuesAdded: (labels) => `Añadido: ${labels.join(', ')}`,
  valueRemoved: (label) => `Quitado: ${label}`,
};

/** "Vistas" in Spanish (`messages.savedViews`). */
const savedViews: DeliveriesSavedViewsMessages = {
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
  unlistedViews: (max) => `Solo se muestran las primeras ${max} vistas guardadas.`,
  storeUnreadable: 'No se pueden leer las vistas guardadas. Una vista nueva las sustituirá.',
  storeNewerVersion:
    'Las vistas proceden de una versión más reciente de esta aplicación y aquí ni se muestran ni se cambian.',
  storeUnavailable:
    'Este navegador no permite vistas guardadas aquí (ventana privada o datos de sitios bloqueados).',
  appliedView: (name, changed) => (changed ? `Vista: ${name} (cambiada)` : `Vista: ${name}`),
};

/** "Exportar" in Spanish (`messages.exporting`). */
const exporting: DeliveriesExportMessages = {
  exportButton: 'Exportar',
  exportPage: 'Exportar esta página (CSV)',
  exportAll: 'Exportar todos los resultados (CSV)',
  progressLabel: 'Exportando entregas',
  progressText: (count) => `${entregas(count)} obtenidas…`,
  cancel: 'Cancelar exportación',
  exported: (count) => `Exportadas: ${entregas(count)}.`,
  exportedCapped: (count) =>
    `Exportadas las primeras: ${entregas(count)}; hay más resultados. Afine los filtros para exportar el resto.`,
  cancelled: 'Exportación cancelada.',
  failed: (reason) => `La exportación falló: ${reason}`,
  unknownError: 'No se pudieron exportar las entregas. Vuelva a intentarlo.',
  menuLoadFailed: 'No se pudo cargar la exportación. Compruebe la conexión.',
  retry: 'Reintentar',
  requestFailed: errorDeCarga,
  ...motivosExportacion,
};

/** Selección, barra de selección, acciones masivas y de fila (`messages.selection`). */
const selection: DeliveriesSelectionMessages = {
  selectRow: (code) => `Seleccionar ${code}`,
  selectPage: 'Seleccionar todo en esta página',
  selectAllMatching: 'Seleccionar todos los resultados',
  toolbarLabel: 'Selección',
  selectedCount: plural('es', {
    one: '{count} seleccionada',
    many: '{count} seleccionadas',
    other: '{count} seleccionadas',
  }),
  allMatching: (excluded, matching) =>
    (matching.length === 0
      ? 'Todas las entregas'
      : `Todas las entregas que coinciden con ${matching.join(', ')}`) +
    (excluded === 0 ? '' : `, ${numero(excluded)} excluidas`),
  searchTerm: (text) => `Búsqueda: «${text}»`,
  clear: 'Borrar selección',
  exportSelected: 'Exportar seleccionadas (CSV)',
  selectedFileName: 'seleccionadas',
  queryEnded: 'La selección de todos los resultados terminó: la búsqueda o los filtros cambiaron.',
  undo: 'Deshacer',
  cleared: 'Nada seleccionado.',
  rowActions: (code) => `Acciones para ${code}`,
  running: (label) => `${label}…`,
  cancel: 'Cancelar',
  doneCue: 'Hecho',
  failedCue: 'Error',
  done: (label) => `${label}: hecho.`,
  cancelled: (label) => `${label}: cancelado.`,
  failed: (label, reason) => `${label} falló: ${reason}`,
  refused: (label, running) => `${label} no se inició: ${running} sigue en curso.`,
  unknownError: 'la acción no indicó el motivo',
  retry: 'Reintentar',
  dismiss: 'Cerrar',
};

/** Las tarjetas de una tabla estrecha (`messages.cards`). */
const cards: DeliveriesCardMessages = {
  card: (code) => `Entrega ${code}`,
  sortBy: 'Ordenar por',
  serverOrder: 'Orden del servidor',
  sortOption: (label, order) => `${label}, ${order === 'asc' ? 'ascendente' : 'descendente'}`,
  moreTools: 'Más',
  closeFilters: 'Cerrar filtros',
};

/**
 * Español: every message of the grid in Spanish, numbers and dates as `es` writes them.
 *
 * @example
 * ```tsx
 * import { es } from 'deliveries-table/locales/es';
 *
 * <DeliveriesTable baseUrl="/gateway" localePack={es} />;
 * ```
 */
export const es: DeliveriesLocalePack = createLocalePack(
  'es',
  { table, filters, savedViews, exporting, selection, cards, filterLanguage: lenguajeDeFiltros },
  problemasEnlace,
  ['«', '»'],
);
