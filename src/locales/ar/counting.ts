import { countIn, plural } from '../../shared/text/plural';

// Counted words more than one of this pack's tables uses.
export const shipments = plural('ar', {
  zero: 'لا توجد شحنات',
  one: 'شحنة واحدة',
  two: 'شحنتان',
  few: '{count} شحنات',
  many: '{count} شحنة',
  other: '{count} شحنة',
});

export const number = (count: number) => countIn('ar', count);
