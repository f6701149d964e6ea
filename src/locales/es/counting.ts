import { countIn, plural } from '../../shared/text/plural';

// Counted words more than one of this pack's tables uses.
export const entregas = plural('es', {
  one: '{count} entrega',
  many: '{count} de entregas',
  other: '{count} entregas',
});

export const numero = (count: number) => countIn('es', count);
