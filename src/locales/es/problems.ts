import type { DeliveriesLoadFailure } from '../../grid/messages';
import { shortWait } from '../support/shortWait';
import type {
  DeliveriesLinkProblemMessages,
  DeliveriesStatePart,
  DeliveriesStateProblemMessages,
} from '../../state/problems/problem';
import { plural } from '../../shared/text/plural';
import { problemasFiltros, problemasEntradasEnlace, nameOf } from './filterProblems';
import type { DeliveriesProblemList } from '../../state/problems/filterProblem';

// A filter by its id, in this pack's words (as its other problems name it).
const nombre = (field: string) => nameOf(field as DeliveriesProblemList);

const parte: Record<DeliveriesStatePart, [string, string]> = {
  pageNumber: ['No se pudo leer la página', 'se muestra la primera página'],
  pageSize: ['No se pudo leer el tamaño de página', 'se muestran 25 filas por página'],
  quickSearch: ['No se pudo leer la búsqueda', 'se ha omitido'],
  orderBy: ['No se pudo leer el orden', 'la lista no está ordenada'],
  filters: ['No se pudieron leer los filtros', 'no se ha usado ninguno'],
};

const otras = plural('es', {
  one: 'También se omitió {count} parte más.',
  many: 'También se omitieron {count} de partes más.',
  other: 'También se omitieron {count} partes más.',
});

/** The problems in Spanish (`messages.table.problems`). */
export const problemas: DeliveriesStateProblemMessages = {
  settingsUnreadable: () => 'No se pudo leer la configuración, así que no se ha usado.',
  settingsNotSettings: ({ value }) => `${value} no es una configuración, así que no se ha usado.`,
  partUnreadable: ({ part }) => `${parte[part][0]}, así que ${parte[part][1]}.`,
  partUnknown: ({ key }) =>
    `El ajuste ${key} no forma parte del estado de la tabla (pageNumber, pageSize, quickSearch, orderBy, filters), así que se ha omitido.`,
  optionRepeated: ({ option, value }) =>
    `La opción ${option} incluye ${value} más de una vez, así que solo se usa la primera.`,
  optionUnlabelled: ({ option, value }) =>
    `La opción ${option} no da etiqueta a ${value}, así que se muestra su valor en su lugar.`,
  optionItemUnusable: ({ option, value }) =>
    `La opción ${option} incluye ${value}, que no es uno de sus elementos, así que se omite.`,
  pageSizeOptionUnusable: ({ value }) =>
    `El tamaño de página ${value} de paging.pageSizeOptions no es un número entero a partir de 1, así que no se ofrece.`,
  rowCountUnusable: ({ option, value, least, used }) =>
    `La opción ${option} vale ${value}, que no es un número a partir de ${least}, así que se usa ${used}.`,
  exportCountUnusable: ({ option, value, used }) =>
    `La opción ${option} vale ${value}, que no es un número entero a partir de 1, así que se usa ${used}.`,
  refreshNotSeconds: ({ value }) =>
    `La opción refresh.intervalSeconds vale ${value}, que no es un número de segundos, así que las filas no se actualizan solas.`,
  refreshOutOfRange: ({ value }) =>
    `La opción refresh.intervalSeconds vale ${value}, fuera del intervalo de 1 segundo a 24 días, así que se usa el límite más cercano.`,
  pageNotNumber: ({ value }) =>
    `La página ${value} no es un número de página (1 o más), así que se muestra la primera página.`,
  pageSizeOutOfRange: ({ value, max, pageSize }) =>
    `El tamaño de página ${value} no es un número entero de 1 a ${max}, así que se muestran ${pageSize} filas por página.`,
  densityUnusable: ({ value }) =>
    `La densidad ${value} no es «comfortable» ni «compact», así que se ha omitido.`,
  searchNotText: ({ value }) => `La búsqueda ${value} no es texto, así que se ha omitido.`,
  searchTooLong: ({ value, max }) =>
    `La búsqueda ${value} supera los ${max} caracteres, así que se ha omitido.`,
  sortMalformed: ({ value }) =>
    `El orden ${value} no es una columna con «asc» o «desc» (como «insertTime.desc»), así que la lista no está ordenada.`,
  sortNotOffered: ({ key }) =>
    `Esta tabla no ofrece ordenar por ${key}, así que la lista no está ordenada.`,
  moreLeftOut: ({ count }) => otras(count),
  text: ({ text }) => text,
  ...problemasFiltros,
};

/** The problems only a link has, in Spanish (a pack's `linkProblems`). */
export const problemasEnlace: DeliveriesLinkProblemMessages = {
  linkNotText: () => 'La configuración del enlace no es texto.',
  linkNoVersion: ({ value, version }) =>
    `La configuración del enlace ${value} no empieza por una versión como «v${version}», así que no se ha usado.`,
  linkNewer: ({ version, reads }) =>
    `El enlace procede de una versión más reciente de esta página (formato v${version}; esta página lee v${reads}), así que no se ha usado su configuración.`,
  linkOlder: ({ version }) =>
    `El enlace usa el formato v${version}, que esta página ya no lee, así que no se ha usado su configuración.`,
  linkCutShort: () =>
    'El enlace termina en un «*» suelto, como si estuviera cortado; puede faltar su última parte.',
  filterNoValue: ({ field }) =>
    `El filtro ${nombre(field)} no tiene valor en el enlace, así que se ha omitido.`,
  filterNotDate: ({ field, value }) =>
    `${value} no es una fecha (${nombre(field)}), así que se ha omitido.`,
  filterNotNumber: ({ field, value }) =>
    `${value} no es un número (${nombre(field)}), así que se ha omitido.`,
  ...problemasEntradasEnlace,
};

/** A failed request in Spanish, from its kind and status (`messages.table.loadFailed`). */
export function errorDeCarga({ kind, status = 0, retryAfterMs }: DeliveriesLoadFailure): string {
  switch (kind) {
    case 'network':
      return 'No se puede conectar con el servidor. Compruebe la conexión.';
    case 'timeout':
      return 'El servidor no respondió a tiempo.';
    case 'invalid-response':
      return 'El servidor envió las entregas con una forma inesperada.';
    case 'headers':
      return 'No se pudieron preparar las cabeceras de la solicitud.';
    case 'http':
      if (status === 0) return 'El servidor redirigió la solicitud a otro sitio.';
      if (status === 401) return 'No ha iniciado sesión o su sesión ha caducado (401).';
      if (status === 403) return 'No tiene acceso a las entregas (403).';
      if (status === 429)
        return `Demasiadas solicitudes; vuelva a intentarlo ${
          retryAfterMs === undefined ? 'más tarde' : `dentro de ${shortWait(retryAfterMs)}`
        } (429).`;
      if (status >= 500) return `El servidor no pudo responder (${status}).`;
      if (status >= 400) return `El servidor rechazó la solicitud (${status}).`;
      return `El servidor respondió de forma inesperada (${status}).`;
  }
}
