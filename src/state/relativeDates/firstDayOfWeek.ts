/**
 * Regions whose week starts on Sunday, Saturday or Friday (CLDR's `weekData`, release 46); every
 * other region starts on Monday, as ISO 8601 does. Used only where the runtime lacks
 * `Intl.Locale` week info (Firefox before 145, older Safari and Node).
 */
const sundayRegions = new Set(
  'AG AS BD BR BS BT BW BZ CA CN CO DM DO ET GT GU HK HN ID IL IN JM JP KE KH KR LA MH MM MO MT MX MZ NI NP PA PE PH PK PR PT PY SA SG SV TH TT TW UM US VE VI WS YE ZA ZW'.split(
    ' ',
  ),
);
const saturdayRegions = new Set('AE AF BH DJ DZ EG IQ IR JO KW LY OM QA SD SY'.split(' '));

interface WeekInfo {
  firstDay?: number;
}
type LocaleWithWeekInfo = Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };

/**
 * The first day of the week of a region when the runtime cannot say: 7 (Sunday), 6 (Saturday),
 * 5 (Friday, the Maldives) or 1 (Monday, the rest of the world and an unknown region).
 *
 * @example
 * ```ts
 * firstDayOfRegion('US'); // 7
 * firstDayOfRegion('DE'); // 1
 * ```
 */
export function firstDayOfRegion(region: string | undefined): number {
  if (region === undefined) return 1;
  if (sundayRegions.has(region)) return 7;
  if (saturdayRegions.has(region)) return 6;
  return region === 'MV' ? 5 : 1;
}

/**
 * The first day of the week in `locale`, 1 (Monday) to 7 (Sunday): `Intl.Locale`'s week info
 * (`getWeekInfo()`, or the older `weekInfo`) where the runtime has it, which also honours a
 * `-u-fw-` extension (`en-US-u-fw-mon`); else {@link firstDayOfRegion} of the locale's likely
 * region (`en` → `US`, `de` → `DE`).
 *
 * @example
 * ```ts
 * firstDayOfWeek('en-GB'); // 1
 * firstDayOfWeek('en-US'); // 7
 * ```
 */
export function firstDayOfWeek(locale: string | undefined): number {
  let intlLocale: LocaleWithWeekInfo;
  try {
    intlLocale = new Intl.Locale(
      locale ?? new Intl.DateTimeFormat().resolvedOptions().locale,
    ) as LocaleWithWeekInfo;
  } catch {
    return 1;
  }
  try {
    const firstDay = (intlLocale.getWeekInfo?.() ?? intlLocale.weekInfo)?.firstDay;
    if (typeof firstDay === 'number' && firstDay >= 1 && firstDay <= 7) return firstDay;
  } catch {
    // A runtime whose week info throws counts as one without it.
  }
  return firstDayOfRegion(intlLocale.maximize().region);
}
