import { countIn, plural } from '../../shared/text/plural';

// Counted words more than one of this pack's tables uses.
export const leveringen = plural('nl', { one: '{count} levering', other: '{count} leveringen' });

export const getal = (count: number) => countIn('nl', count);
