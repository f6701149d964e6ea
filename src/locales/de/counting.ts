import { countIn, plural } from '../../shared/text/plural';

// Counted words more than one of this pack's tables uses.
export const lieferungen = plural('de', { one: '{count} Lieferung', other: '{count} Lieferungen' });

export const zahl = (count: number) => countIn('de', count);
