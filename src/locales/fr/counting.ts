import { countIn, plural } from '../../shared/text/plural';

// Counted words more than one of this pack's tables uses.
export const livraisons = plural('fr', {
  one: '{count} livraison',
  many: '{count} de livraisons',
  other: '{count} livraisons',
});

export const nombre = (count: number) => countIn('fr', count);
