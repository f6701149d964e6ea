import type { FilterPanelMessages } from '../../filters/messages';
import { table } from './table';
import { plural } from '../../shared/text/plural';
import { chipFields, dateFields } from './fields';
import { kalimatAlAyyam } from './filterLanguage';

/** The filter panel and chips in Arabic (`messages.filters`). */
// Why a typed date was not read, said under its field.
const dateReasons = {
  unreadable: 'ليس تاريخًا',
  noSuchDay: 'ليس يومًا في التقويم',
  noSuchTime: 'ليس وقتًا',
  outOfRange: 'بعيد جدًا (السنوات 0001 إلى 9999، وبحد أقصى ‎-36500d)',
} as const;

export const filters: FilterPanelMessages = {
  unreadableDate: (field, problem, typed, { pattern, example }) =>
    `${field}: «${typed}» ${dateReasons[problem]}. اكتب ${pattern}، مثل ${example}، أو اليوم أو أمس أو ‎-7d أو اليوم 06:00`,
  conditionUnreadableDate: (row, problem, typed, { pattern, example }) =>
    `الشرط ${row}: «${typed}» ${dateReasons[problem]}. اكتب ${pattern}، مثل ${example}`,
  relativeDateNow: (formatted) => `الآن: ${formatted}`,
  chooseDate: (field) => `اختر تاريخًا لـ ${field}`,
  calendar: (month) => `التقويم، ${month}`,
  previousMonth: 'الشهر السابق',
  nextMonth: 'الشهر التالي',
  statusMode: 'مطابقة الحالة',
  statusIs: 'هي',
  statusIsNot: 'ليست',
  notStatus: (statusLabel) => `ليست ${statusLabel}`,
  excludedStatusNote:
    'تُرسل على أنها الحالات الأخرى التي يعرفها هذا الجدول: الحالات التي لا يعرفها تُستبعد أيضًا.',
  excludesEveryStatus: 'الحالة: استبعاد كل الحالات لا يترك شيئًا للعرض',
  advancedGrouping: (precedence, grouping) =>
    precedence === 'andBeforeOr'
      ? `«و» قبل «أو» (A هو الشرط 1): ${grouping}`
      : `تُقرأ بالترتيب (A هو الشرط 1): ${grouping}`,
  joinOutsidePrecedence: (rowNumber, joinLabel) =>
    `الشرط ${rowNumber}: «${joinLabel}» لا مكان له عندما تسبق «و» «أو»؛ اختر «و» أو «أو»`,
  region: 'التصفية',
  loadingPanel: 'جارٍ تحميل عوامل التصفية…',
  panelLoadFailed: 'تعذّر تحميل عوامل التصفية. تحقق من الاتصال.',
  chipsLoadFailed: 'تعذّر تحميل عوامل التصفية المطبّقة. تحقق من الاتصال.',
  ...dateFields,
  timeZoneNote: (zone) => `الأوقات بتوقيت ${zone}`,
  anyTime: 'أي وقت',
  customRange: 'فترة مخصّصة',
  datePreset: (preset) =>
    ({
      today: 'اليوم',
      yesterday: 'أمس',
      last7Days: 'آخر 7 أيام',
      last30Days: 'آخر 30 يومًا',
      thisWeek: 'هذا الأسبوع',
      lastWeek: 'الأسبوع الماضي',
      thisMonth: 'هذا الشهر',
      lastMonth: 'الشهر الماضي',
    })[preset],
  presetRange: (range) => `الآن: ${range}`,
  dayWords: kalimatAlAyyam,
  status: 'الحالة',
  deliveryIds: 'معرّفات الشحنات',
  couriers: 'شركات الشحن',
  customers: 'العملاء',
  units: 'الوحدات',
  warehouses: 'المستودعات',
  tags: 'الوسوم',
  idsHint: 'اختر المعرّفات أو اكتبها أو الصقها؛ افصل بينها بفاصلة أو مسافة، ثم اضغط Enter.',
  tagsHint: 'يضيف Enter أو الفاصلة وسمًا.',
  showOptions: (field) => `عرض خيارات ${field}`,
  optionsList: (field) => `خيارات ${field}`,
  removeValue: (value) => `إزالة ${value}`,
  unknownOption: (value) => String(value),
  loadingOptions: 'جارٍ التحميل…',
  noOptions: 'لا نتائج',
  loadFailed: (field) => `تعذّر تحميل ${field}`,
  retry: 'إعادة المحاولة',
  tagAlreadyAdded: (tag) => `أُضيف من قبل: ${tag}`,
  conditions: 'الشروط',
  condition: (row) => `الشرط ${row}`,
  addCondition: 'إضافة شرط',
  removeCondition: 'إزالة الشرط',
  join: 'الربط',
  field: 'الحقل',
  operator: 'العامل',
  // The default condition rows: fields as the columns are named, operators, joins.
  conditionWords: {
    fields: table.columnHeaders,
    operators: {
      string: {
        contains: 'يحتوي على',
        notContains: 'لا يحتوي على',
        equals: 'يساوي',
        notEquals: 'لا يساوي',
        startsWith: 'يبدأ بـ',
        endsWith: 'ينتهي بـ',
      },
      date: { before: 'قبل', after: 'بعد' },
    },
    joins: { and: 'و', or: 'أو' },
  },
  value: 'القيمة',
  apply: 'تطبيق التصفية',
  reset: 'مسح عوامل التصفية',
  unappliedChanges: 'تغييرات غير مطبّقة',
  errorSummary: plural('ar', {
    zero: 'لا مشكلات تمنع تطبيق التصفية',
    one: 'أصلح مشكلة واحدة لتطبيق التصفية',
    two: 'أصلح مشكلتين لتطبيق التصفية',
    few: 'أصلح {count} مشكلات لتطبيق التصفية',
    many: 'أصلح {count} مشكلة لتطبيق التصفية',
    other: 'أصلح {count} مشكلة لتطبيق التصفية',
  }),
  invalidDate: (field) => `${field} ليس تاريخًا صالحًا`,
  rangeOrder: (from, to) => `يجب أن يسبق ${from} ${to}`,
  invalidIds: (field, tokens) =>
    tokens.length === 1
      ? `${field}: ${tokens[0]} ليس عددًا صحيحًا موجبًا`
      : `${field}: ${tokens.join('، ')} ليست أعدادًا صحيحة موجبة`,
  tooManyIds: (field, max) => `${field}: ${max} قيمة على الأكثر`,
  tagTooLong: (tag, max) => `الوسوم: «${tag.slice(0, 40)}» أطول من ${max} حرفًا`,
  tooManyTags: (max) => `الوسوم: ${max} على الأكثر`,
  tooManyConditions: (max) => `الشروط: ${max} على الأكثر`,
  conditionNeedsField: (row) => `الشرط ${row}: اختر حقلًا`,
  conditionNeedsOperator: (row) => `الشرط ${row}: اختر عاملًا`,
  conditionNeedsValue: (row) => `الشرط ${row}: أدخل قيمة`,
  conditionNotNumber: (row) => `الشرط ${row}: أدخل رقمًا، مثل 12 أو 2.5`,
  conditionInvalidDate: (row) => `الشرط ${row}: أدخل تاريخًا صالحًا`,
  activeFilters: 'عوامل التصفية النشطة',
  filterChip: (field, value) => `${chipFields[field]}: ${value}`,
  removeFilter: (chip) => `إزالة عامل التصفية: ${chip}`,
  editFilter: (chip) => `تعديل عامل التصفية: ${chip}`,
  clearAll: 'إزالة الكل',
  valueCount: plural('ar', {
    zero: 'لا قيم',
    one: 'قيمة واحدة',
    two: 'قيمتان',
    few: '{count} قيم',
    many: '{count} قيمة',
    other: '{count} قيمة',
  }),
  conditionChip: (join, field, operator, value) =>
    [join, field, operator, value].filter(Boolean).join(' '),
  valuesAdded: (labels) => `أُضيف: ${labels.join('، ')}`,
  valueRemoved: (label) => `أُزيل: ${label}`,
};
