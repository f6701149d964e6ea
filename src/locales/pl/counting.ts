import { countIn, plural } from '../../shared/text/plural';

// Counted words more than one of this pack's tables uses.
export const dostawy = plural('pl', {
  one: '{count} dostawa',
  few: '{count} dostawy',
  many: '{count} dostaw',
  other: '{count} dostawy',
});

export const liczba = (count: number) => countIn('pl', count);
