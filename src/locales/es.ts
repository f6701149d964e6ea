import type { DeliveriesLocalePack } from '../grid/locale/localePack';
import type { DeliveriesExportMessages } from '../export/messages';
import type { DeliveriesSelectionMessages } from '../selection/messages';
import type { DeliveriesCardMessages } from '../grid/cards/cardMessages';
import { plural } from '../shared/text/plural';
import { createLocalePack } from './support/createLocalePack';
import { errorDeCarga, problemasEnlace } from './es/problems';
import { motivosExportacion } from './es/filterProblems';
import { lenguajeDeFiltros } from './es/filterLanguage';
import { entregas, numero } from './es/counting';
import { table } from './es/table';
import { filters } from './es/filterPanel';
import { savedViews } from './es/savedViews';

// Complete, not Partial: a message the grid gains later fails the type check here until it is
// translated.

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
  codesAlone: plural('es', {
    one: '{count} solo se conoce por su código hasta que se muestre su página: las acciones reciben solo el código y el CSV la omite.',
    many: '{count} solo se conocen por su código hasta que se muestren sus páginas: las acciones reciben solo los códigos y el CSV las omite.',
    other:
      '{count} solo se conocen por su código hasta que se muestren sus páginas: las acciones reciben solo los códigos y el CSV las omite.',
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
