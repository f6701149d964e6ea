import type { FilterPanelMessages } from '../../filters/messages';
import { table } from './table';
import { plural } from '../../shared/text/plural';
import { camposChip, camposFecha } from './fields';
import { palabrasDelDia } from './filterLanguage';

/** The filter panel and chips in Spanish (`messages.filters`). */
// Why a typed date was not read, said under its field.
const dateReasons = {
  unreadable: 'no es una fecha',
  noSuchDay: 'no es un día del calendario',
  noSuchTime: 'no es una hora',
  outOfRange: 'está demasiado lejos (años 0001 a 9999, como mucho -36500d)',
} as const;

export const filters: FilterPanelMessages = {
  unreadableDate: (field, problem, typed, { pattern, example }) =>
    `${field}: «${typed}» ${dateReasons[problem]}. Escriba ${pattern}, por ejemplo ${example}, o hoy, ayer, -7d, hoy 06:00`,
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
  // The default condition rows: fields as the columns are named, operators, joins.
  conditionWords: {
    fields: table.columnHeaders,
    operators: {
      string: {
        contains: 'contiene',
        notContains: 'no contiene',
        equals: 'es igual a',
        notEquals: 'no es igual a',
        startsWith: 'empieza por',
        endsWith: 'termina en',
      },
      date: { before: 'antes de', after: 'después de' },
    },
    joins: { and: 'Y', or: 'O' },
  },
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
  tooManyConditions: (max) => `Condiciones: como máximo ${max}`,
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
