import { countIn, plural } from '../../shared/text/plural';

// Counted words more than one of this pack's tables uses.
export const consegne = plural('it', {
  one: '{count} consegna',
  many: '{count} di consegne',
  other: '{count} consegne',
});

export const numero = (count: number) => countIn('it', count);
