import type { DeliveriesCompleteTableMessages } from '../../grid/messages';
import { firstThree } from '../../shared/text/firstThree';
import { plural } from '../../shared/text/plural';
import { filtersAndSearch } from '../support/filtersAndSearch';
import { errorDeCarga, problemas } from './problems';
import { entregas, numero } from './counting';

// The repeated codes past the three a notice names, counted.
const moreCodes = plural('es', {
  one: ' y {count} más',
  many: ' y {count} más',
  other: ' y {count} más',
});

// What a part of the column settings is called, in brackets after a sentence.
const parteAjustes = {
  order: 'orden',
  hidden: 'ocultas',
  widths: 'anchos',
  pinned: 'fijadas',
} as const;

/** The grid's own strings in Spanish (`messages.table`). */
export const table: DeliveriesCompleteTableMessages = {
  cellFilterOptions: (value) => `Opciones de filtro para ${value}`,
  onlyValue: (value) => `Solo ${value}`,
  excludeValue: (value) => `Excluir ${value}`,
  findHidingFilter: '¿Qué filtro las oculta?',
  checkingFilters: filtersAndSearch(
    'es',
    {
      one: 'Comprobando {count} filtro…',
      many: 'Comprobando {count} de filtros…',
      other: 'Comprobando {count} filtros…',
    },
    {
      one: 'Comprobando {count} filtro y la búsqueda…',
      many: 'Comprobando {count} de filtros y la búsqueda…',
      other: 'Comprobando {count} filtros y la búsqueda…',
    },
    'Comprobando la búsqueda…',
  ),
  removeHidingFilter: (chip) => `Quitar ${chip} (se encontraron entregas)`,
  clearHidingSearch: (search) => `Borrar la búsqueda «${search}» (se encontraron entregas)`,
  noHidingFilter: 'Incluso sin uno solo de estos filtros, sigue sin haber ninguna.',
  hidingFilterChecksFailed: filtersAndSearch(
    'es',
    {
      one: 'No se pudo comprobar {count} filtro.',
      many: 'No se pudieron comprobar {count} de filtros.',
      other: 'No se pudieron comprobar {count} filtros.',
    },
    {
      one: 'No se pudieron comprobar {count} filtro ni la búsqueda.',
      many: 'No se pudieron comprobar {count} de filtros ni la búsqueda.',
      other: 'No se pudieron comprobar {count} filtros ni la búsqueda.',
    },
    'No se pudo comprobar la búsqueda.',
  ),
  hidingFiltersPartlyChecked: (checked, total) =>
    `Se comprobaron los primeros ${checked} de ${total} filtros.`,
  tableLabel: 'Entregas',
  unnamedRow: (position) => `fila ${position} (sin código)`,
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
  emptyPage: 'No hay entregas en esta página',
  toFirstPage: 'Ir a la página 1',
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
    `Varias filas de esta página tienen el mismo código (${firstThree(codes, (code) => `«${code}»`, ', ', moreCodes)}). Cada fila cuenta aquí por sí misma: al seleccionar, contar, exportar y abrir.`,
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
  widenColumn: 'Ensanchar la columna',
  narrowColumn: 'Estrechar la columna',
  columnWidthSaid: (label, width) => `${label} mide ${width} px de ancho.`,
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
