import { countIn, plural } from '../../shared/text/plural';

// Counted words more than one of this pack's tables uses.
export const dodavky = plural('cs', {
  one: '{count} dodávka',
  few: '{count} dodávky',
  many: '{count} dodávky',
  other: '{count} dodávek',
});

export const cislo = (count: number) => countIn('cs', count);
