import type { FilterPanelMessages } from '../../filters/messages';
import { table } from './table';
import { plural } from '../../shared/text/plural';
import { polaDat, polaStitku } from './fields';
import { slovaDnu } from './filterLanguage';

/** The filter panel and chips in Czech (`messages.filters`). */
// Why a typed date was not read, said under its field.
const dateReasons = {
  unreadable: 'není datum',
  noSuchDay: 'není den v kalendáři',
  noSuchTime: 'není čas',
  outOfRange: 'je příliš daleko (roky 0001 až 9999, nejvýše -36500d)',
} as const;

export const filters: FilterPanelMessages = {
  unreadableDate: (field, problem, typed, { pattern, example }) =>
    `${field}: „${typed}“ ${dateReasons[problem]}. Zadejte ${pattern}, například ${example}, nebo dnes, včera, -7d, dnes 06:00`,
  conditionUnreadableDate: (row, problem, typed, { pattern, example }) =>
    `Podmínka ${row}: „${typed}“ ${dateReasons[problem]}. Zadejte ${pattern}, například ${example}`,
  relativeDateNow: (formatted) => `Nyní: ${formatted}`,
  chooseDate: (field) => `Vybrat datum pro ${field}`,
  calendar: (month) => `Kalendář, ${month}`,
  previousMonth: 'Předchozí měsíc',
  nextMonth: 'Další měsíc',
  statusMode: 'Shoda stavu',
  statusIs: 'je',
  statusIsNot: 'není',
  notStatus: (statusLabel) => `ne ${statusLabel}`,
  excludedStatusNote:
    'Odesláno jako ostatní stavy, které tabulka zná: stavy, které nezná, jsou také vynechány.',
  excludesEveryStatus: 'Stav: vynecháním všech stavů nezbude nic k zobrazení',
  advancedGrouping: (precedence, grouping) =>
    precedence === 'andBeforeOr'
      ? `A se vyhodnocuje před NEBO (písmeno A je podmínka 1): ${grouping}`
      : `Čteno zleva doprava (písmeno A je podmínka 1): ${grouping}`,
  joinOutsidePrecedence: (rowNumber, joinLabel) =>
    `Podmínka ${rowNumber}: „${joinLabel}“ nemá místo, když A předchází NEBO; zvolte A, nebo NEBO`,
  region: 'Filtry',
  loadingPanel: 'Načítání filtrů…',
  panelLoadFailed: 'Filtry se nepodařilo načíst. Zkontrolujte připojení.',
  chipsLoadFailed: 'Použité filtry se nepodařilo načíst. Zkontrolujte připojení.',
  ...polaDat,
  timeZoneNote: (zone) => `Časy v pásmu ${zone}`,
  anyTime: 'Kdykoli',
  customRange: 'Vlastní rozsah',
  datePreset: (preset) =>
    ({
      today: 'Dnes',
      yesterday: 'Včera',
      last7Days: 'Posledních 7 dní',
      last30Days: 'Posledních 30 dní',
      thisWeek: 'Tento týden',
      lastWeek: 'Minulý týden',
      thisMonth: 'Tento měsíc',
      lastMonth: 'Minulý měsíc',
    })[preset],
  presetRange: (range) => `Nyní: ${range}`,
  dayWords: slovaDnu,
  status: 'Stav',
  deliveryIds: 'ID dodávek',
  couriers: 'Kurýři',
  customers: 'Zákazníci',
  units: 'Jednotky',
  warehouses: 'Sklady',
  tags: 'Štítky',
  idsHint: 'Vyberte, napište nebo vložte ID; oddělte čárkou nebo mezerou, pak stiskněte Enter.',
  tagsHint: 'Enter nebo čárka přidá štítek.',
  showOptions: (field) => `Zobrazit možnosti: ${field}`,
  optionsList: (field) => `Možnosti: ${field}`,
  removeValue: (value) => `Odebrat ${value}`,
  unknownOption: (value) => String(value),
  loadingOptions: 'Načítání…',
  noOptions: 'Žádné výsledky',
  loadFailed: (field) => `Nepodařilo se načíst: ${field}`,
  retry: 'Zkusit znovu',
  tagAlreadyAdded: (tag) => `Už přidáno: ${tag}`,
  conditions: 'Podmínky',
  condition: (row) => `Podmínka ${row}`,
  addCondition: 'Přidat podmínku',
  removeCondition: 'Odebrat podmínku',
  join: 'Spojení',
  field: 'Pole',
  operator: 'Operátor',
  // The default condition rows: fields as the columns are named, operators, joins.
  conditionWords: {
    fields: table.columnHeaders,
    operators: {
      string: {
        contains: 'obsahuje',
        notContains: 'neobsahuje',
        equals: 'rovná se',
        notEquals: 'nerovná se',
        startsWith: 'začíná na',
        endsWith: 'končí na',
      },
      date: { before: 'před', after: 'po' },
    },
    joins: { and: 'A', or: 'NEBO' },
  },
  value: 'Hodnota',
  apply: 'Použít filtry',
  reset: 'Zrušit filtry',
  unappliedChanges: 'Nepoužité změny',
  errorSummary: plural('cs', {
    one: 'Opravte {count} problém, aby šlo filtry použít',
    few: 'Opravte {count} problémy, aby šlo filtry použít',
    many: 'Opravte {count} problému, aby šlo filtry použít',
    other: 'Opravte {count} problémů, aby šlo filtry použít',
  }),
  invalidDate: (field) => `${field}: není platné datum`,
  rangeOrder: (from, to) => `${from} musí být před ${to}`,
  invalidIds: (field, tokens) =>
    tokens.length === 1
      ? `${field}: ${tokens[0]} není kladné celé číslo`
      : `${field}: ${tokens.join(', ')} nejsou kladná celá čísla`,
  tooManyIds: (field, max) => `${field}: nejvýše ${max} hodnot`,
  tagTooLong: (tag, max) => `Štítky: „${tag.slice(0, 40)}“ je delší než ${max} znaků`,
  tooManyTags: (max) => `Štítky: nejvýše ${max}`,
  tooManyConditions: (max) => `Podmínky: nejvýše ${max}`,
  conditionNeedsField: (row) => `Podmínka ${row}: vyberte pole`,
  conditionNeedsOperator: (row) => `Podmínka ${row}: vyberte operátor`,
  conditionNeedsValue: (row) => `Podmínka ${row}: zadejte hodnotu`,
  conditionNotNumber: (row) => `Podmínka ${row}: zadejte číslo, např. 12 nebo 2,5`,
  conditionInvalidDate: (row) => `Podmínka ${row}: zadejte platné datum`,
  activeFilters: 'Aktivní filtry',
  filterChip: (field, value) => `${polaStitku[field]}: ${value}`,
  removeFilter: (chip) => `Odebrat filtr: ${chip}`,
  editFilter: (chip) => `Upravit filtr: ${chip}`,
  clearAll: 'Odebrat vše',
  valueCount: plural('cs', {
    one: '{count} hodnota',
    few: '{count} hodnoty',
    many: '{count} hodnoty',
    other: '{count} hodnot',
  }),
  conditionChip: (join, field, operator, value) =>
    [join, field, operator, value].filter(Boolean).join(' '),
  valuesAdded: (labels) => `Přidáno: ${labels.join(', ')}`,
  valueRemoved: (label) => `Odebráno: ${label}`,
};
