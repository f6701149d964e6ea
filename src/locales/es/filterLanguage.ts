import type { DeliveriesFilterLanguageMessages } from '../../grid/search/filterLanguageMessages';
import type { RelativeDayWords } from '../../state/typedDates/parseTypedDate';

/** El lenguaje de filtros del cuadro de búsqueda en español (`search.language.messages`). */
export const lenguajeDeFiltros: DeliveriesFilterLanguageMessages = {
  problems: {
    unknownField: ({ name }, fieldNames) => `«${name}:» no es un filtro. Filtros: ${fieldNames}.`,
    noValue: ({ field }) => `${field}: indique un valor después de los dos puntos.`,
    badValue: ({ field, value }) => `${field}: «${value}» no es uno de sus valores.`,
    noMatch: ({ field, value }) => `${field}: ninguna opción se llama «${value}».`,
    loadFailed: ({ field, value }) =>
      `${field}: no se pudieron cargar las opciones para encontrar «${value}».`,
    badDate: ({ field, value, example }) =>
      `${field}: «${value}» no es una fecha. Escriba un ajuste (last7Days), una fecha como ${example}, hoy, ayer, -7d o desde..hasta.`,
    unclosedQuote: () => 'Unas comillas (") no están cerradas.',
    refused: ({ why }) => `${why}.`,
  },
  loadFailed: 'No se pudo cargar el lenguaje de filtros. Compruebe su conexión.',
  fields: 'Campos de filtro',
  fieldNames: {
    status: 'estado',
    deliveryIds: 'entrega, entregas, id',
    courierIds: 'transportista, transportistas',
    customerIds: 'cliente, clientes',
    unitIds: 'unidad, unidades',
    warehouseIds: 'almacén, almacenes',
    inserted: 'creada, creación',
    requested: 'solicitada',
    tags: 'etiqueta, etiquetas',
  },
};

/** The words for today and yesterday typed into a date field or after `inserted:` (`messages.filters.dayWords`). */
export const palabrasDelDia: RelativeDayWords = { today: 'hoy', yesterday: 'ayer' };
