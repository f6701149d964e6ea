import type {
  DeliveriesFilterProblemMessages,
  DeliveriesLinkEntryProblemMessages,
} from '../../state/problems/filterProblemMessages';
import type { DeliveriesExportPagingMessages } from '../../export/messages';
import { problemWords } from '../support/problemWords';
import { camposChip } from './fields';

// A filter as a problem names it, before a colon: no case to agree with.
const { nameOf, rangeNameOf, n, values, deliveries, unknownMore, viewMore, outside } = problemWords(
  'es',
  {
    chips: camposChip,
    own: {
      excludedStatus: 'Estado (excluido)',
      advancedFilters: 'Condiciones',
    },
    values: { one: '{count} valor', many: '{count} de valores', other: '{count} valores' },
    deliveries: { one: '{count} entrega', many: '{count} de entregas', other: '{count} entregas' },
    unknownMore: {
      one: 'También se omitió {count} filtro desconocido más.',
      many: 'También se omitieron {count} de filtros desconocidos más.',
      other: 'También se omitieron {count} filtros desconocidos más.',
    },
    viewMore: {
      one: 'Se omitió {count} parte más de la vista.',
      many: 'Se omitieron {count} de partes más de la vista.',
      other: 'Se omitieron {count} partes más de la vista.',
    },
    zoned: 'no es un instante de los años 0001 a 9999',
    day: 'no es un día del {first} al {last}',
  },
);

/** A filter as this pack's problems name it, by its id (the link's problems too). */
export { nameOf };

/** The problems of a state's filters in Spanish (part of `messages.table.problems`). */
export const problemasFiltros: DeliveriesFilterProblemMessages = {
  filtersNotFilters: ({ value }) => `${value} no son filtros, así que no se usó ninguno.`,
  filterUnreadable: ({ field }) =>
    `${nameOf(field)}: no se pudo leer el filtro, así que se omitió.`,
  advancedUnreadable: () => 'No se pudieron leer las condiciones, así que no se usó ninguna.',
  filterUnknown: ({ key }) => `Esta tabla no conoce el filtro ${key}, así que se omitió.`,
  dateNotPreset: ({ field, value }) =>
    `${nameOf(field)}: ${value} no es una fecha ni un periodo que esta tabla conozca (como «last7Days»), así que se omitió.`,
  dateNotDate: ({ field, value }) =>
    `${nameOf(field)}: ${value} no es una fecha, así que se omitió.`,
  dateOutOfRange: (params) =>
    `${nameOf(params.field)}: ${params.value} ${outside(params)}, así que se omitió.`,
  excludedWithStatus: () =>
    'Los estados que excluir llegaron junto con estados que incluir, así que se omitieron.',
  excludedEveryStatus: () =>
    'Los estados que excluir excluyen todos los estados de statusOptions, así que se omitieron.',
  rangeReversed: ({ from, fromValue, to, toValue }) =>
    `${nameOf(from)} ${fromValue} es posterior a ${nameOf(to)} ${toValue}, así que se omitieron ambos.`,
  idNotWhole: ({ field, value, minimum }) =>
    `${nameOf(field)}: ${value} no es un número entero de ${minimum} o más, así que se omitió.`,
  tagNotText: ({ field, value }) => `${nameOf(field)}: ${value} no es texto, así que se omitió.`,
  tagTooLong: ({ field, value, max }) =>
    `${nameOf(field)}: ${value} tiene más de ${max} caracteres, así que se omitió.`,
  filterValueUnreadable: ({ field }) =>
    `${nameOf(field)}: no se pudo leer un valor, así que se omitió.`,
  filterNotList: ({ field, value }) =>
    `${nameOf(field)}: ${value} no es una lista, así que se omitió.`,
  listTooLong: ({ list, count, max }) =>
    `${nameOf(list)}: hay ${values(count)}, más de los ${n(max)} que acepta el servidor, así que solo se conservaron los ${n(max)} primeros.`,
  listUnread: ({ list, length, read }) =>
    `${nameOf(list)}: de ${values(length)}, esta tabla solo leyó los ${n(read)} primeros.`,
  advancedNotList: ({ value }) =>
    `Las condiciones ${value} no son una lista, así que no se usó ninguna.`,
  rowUnreadable: ({ row }) => `No se pudo leer la condición ${row}, así que se omitió.`,
  rowIncomplete: ({ row }) =>
    `A la condición ${row} le faltan partes (unión, campo, tipo, operador y valor), así que se omitió.`,
  rowUnknownJoin: ({ row, value }) =>
    `La condición ${row} tiene la unión ${value}, que esta tabla no conoce, así que se omitió.`,
  rowUnknownField: ({ row, value }) =>
    `La condición ${row} prueba el campo ${value}, que esta tabla no ofrece, así que se omitió.`,
  rowWrongType: ({ row, value, type, expected }) =>
    `La condición ${row} trata el campo ${value} como ${type}, no como ${expected}, así que se omitió.`,
  rowUnknownOperator: ({ row, value, type }) =>
    `La condición ${row} tiene el operador ${value}, que no existe para campos de tipo ${type}, así que se omitió.`,
  rowNoValue: ({ row }) =>
    `La condición ${row} no tiene valor con el que comparar, así que se omitió.`,
  rowNotNumber: ({ row, value }) =>
    `La condición ${row} compara con ${value}, que no es un número, así que se omitió.`,
  rowDateNotDate: ({ row, value }) =>
    `La condición ${row} compara con una fecha: ${value} no es una fecha, así que se omitió.`,
  rowDateOutOfRange: (params) =>
    `La condición ${params.row} compara con una fecha: ${params.value} ${outside(params)}, así que se omitió.`,
  filtersUnknownMore: ({ count }) => unknownMore(count),
  viewMoreLeftOut: ({ count }) => viewMore(count),
};

/** The problems of a link's own entries in Spanish (part of a pack's `linkProblems`). */
export const problemasEntradasEnlace: DeliveriesLinkEntryProblemMessages = {
  linkEntryTwice: ({ key }) => `${key} aparece dos veces en el enlace; se usó el primero.`,
  linkEntryUnknown: ({ value }) => `Esta página no puede leer ${value}, así que se omitió.`,
  linkEntryNoValue: ({ key }) => `${key} no tiene valor en el enlace, así que se omitió.`,
  linkOpenDeliveryNotId: ({ value, max }) =>
    `La entrega abierta ${value} no es un ID de 1 a ${max} caracteres, así que no se abrieron detalles.`,
  linkRangeTwice: ({ range }) =>
    `El periodo «${rangeNameOf(range)}» aparece dos veces en el enlace; se usó el primero.`,
  linkRangeNotPreset: ({ range, value }) =>
    `Periodo «${rangeNameOf(range)}»: ${value} no es un periodo predefinido (como «last7Days»), así que se omitió.`,
  linkRowJoinNotNumber: ({ row, value }) =>
    `La condición ${row} tiene la unión ${value}, que no es un número, así que se omitió.`,
  linkRowNotDate: ({ row, value }) =>
    `La condición ${row} compara con ${value}, que no es una fecha, así que se omitió.`,
};

/** Why an export's paging failed, in Spanish (part of `messages.exporting`). */
export const motivosExportacion: DeliveriesExportPagingMessages = {
  pagingRepeatedPage: ({ page, earlierPage, repeated, count }) =>
    repeated === count
      ? `El servidor envió para la página ${page} las mismas ${deliveries(count)} que para la página ${earlierPage}, así que parece ignorar pageNumber; la exportación se detuvo.`
      : `El servidor volvió a enviar ${n(repeated)} de las ${deliveries(count)} de la página ${page} (enviadas primero en la página ${earlierPage}), así que no pagina según pageNumber y pageSize; la exportación se detuvo.`,
  pagingOverlappingPages: ({ page, earlierPage, repeated, count }) =>
    `La página ${page} repitió ${n(repeated)} de sus ${deliveries(count)} de la página ${earlierPage}: las páginas del servidor se solapan, como cuando se añaden entregas durante la exportación; la exportación se detuvo para no escribirlas dos veces.`,
  pagingShortPage: ({ page, count, asked }) =>
    `La página ${page} tenía ${deliveries(count)} de las ${n(asked)} pedidas, pero la página ${page + 1} tenía más: el servidor omitió entregas; la exportación se detuvo para no escribir un archivo incompleto.`,
  pagingIgnoredPageSize: ({ sent, asked }) =>
    `El servidor envió ${deliveries(sent)} para una página de ${n(asked)}, así que la exportación no puede recorrerlas por páginas.`,
  pagingEmptyFirstPage:
    'El servidor no envió entregas para la página 1 pero sí para la página 2: revise pageNumberBase (el número que el servidor da a su primera página).',
};
