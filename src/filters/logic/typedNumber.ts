import { fromArabicInput } from '../../shared/text/arabicInput';

/** How a locale writes numbers: its ten digits, its decimal sign and its minus sign. */
interface NumberSigns {
  digits: string[];
  decimal: string;
  minus: string;
}

// Marks a locale puts around a sign (Arabic's letter mark before its minus): never typed meaning.
const bidiMarks = /[\u061c\u200e\u200f]/g;
// What the server reads as a number row's value (`12`, `-3.5`).
const serverNumber = /^-?\d+(?:\.\d+)?$/;

const signsByLocale = new Map<string, NumberSigns>();
function signsOf(locale: string | undefined): NumberSigns {
  const key = locale ?? '';
  let signs = signsByLocale.get(key);
  if (!signs) {
    let format: Intl.NumberFormat;
    try {
      format = new Intl.NumberFormat(locale);
    } catch {
      format = new Intl.NumberFormat();
    }
    const part = (value: number, type: Intl.NumberFormatPartTypes) =>
      format
        .formatToParts(value)
        .find((each) => each.type === type)
        ?.value.replace(bidiMarks, '') ?? '';
    signs = {
      digits: Array.from({ length: 10 }, (_, digit) => format.format(digit).replace(bidiMarks, '')),
      decimal: part(1.5, 'decimal'),
      minus: part(-1, 'minusSign'),
    };
    signsByLocale.set(key, signs);
  }
  return signs;
}

/**
 * A number row's value as a person typed it in `locale`, in the form the server reads (`2.5`),
 * or `null` when it is no number. Taken as the locale writes numbers: its decimal sign
 * (`2,5` in German, `2٫5` in Arabic), its digits (`١٢`) and its minus sign, besides `2.5`,
 * `-3`, Latin digits and Arabic-Indic or Persian ones (`۱۲`), which every locale takes. Where `.` is not the locale's decimal sign,
 * a `.` before three digits (`1.000`) could mean a thousand or one: refused, to be typed
 * without it.
 *
 * @example
 * ```ts
 * readTypedNumber('2,5', 'de-DE'); // '2.5'
 * readTypedNumber('١٢', 'ar-SA'); // '12'
 * readTypedNumber('۱۲', 'fa'); // '12': Persian digits
 * readTypedNumber('1.000', 'de-DE'); // null: a thousand, or one?
 * readTypedNumber('2.5', 'en-GB'); // '2.5'
 * ```
 */
export function readTypedNumber(text: string, locale?: string): string | null {
  const { digits, decimal, minus } = signsOf(locale);
  // Arabic-Indic and Persian digits as any keyboard types them, whatever the locale's own.
  const typed = fromArabicInput(text.replace(bidiMarks, '')).trim();
  if (decimal !== '.' && /\.\d{3}(?!\d)/.test(typed)) return null;
  let read = '';
  for (const sign of typed) {
    const digit = digits.indexOf(sign);
    if (digit >= 0) read += String(digit);
    else if (sign === decimal) read += '.';
    else if (sign === minus || sign === '\u2212') read += '-';
    else read += sign;
  }
  return serverNumber.test(read) ? read : null;
}

/**
 * A number row's value from the server's form (`2.5`) as `locale` writes it (`2,5`, `٢٫٥`), for
 * the field that shows it: what {@link readTypedNumber} reads back. Anything else as it is.
 *
 * @example
 * ```ts
 * typedNumberOf('2.5', 'de-DE'); // '2,5'
 * ```
 */
export function typedNumberOf(value: string, locale?: string): string {
  if (!serverNumber.test(value)) return value;
  const { digits, decimal } = signsOf(locale);
  return value.replace(/[\d.]/g, (sign) => (sign === '.' ? decimal : digits[Number(sign)]!));
}
