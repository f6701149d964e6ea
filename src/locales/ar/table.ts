import type { DeliveriesCompleteTableMessages } from '../../grid/messages';
import { firstThree } from '../../shared/text/firstThree';
import { plural } from '../../shared/text/plural';
import { filtersAndSearch } from '../support/filtersAndSearch';
import { loadFailed, problems } from './problems';
import { shipments, number } from './counting';

// The repeated codes past the three a notice names, counted.
const moreCodes = plural('ar', {
  zero: ' و{count} رمز آخر',
  one: ' ورمز آخر',
  two: ' ورمزان آخران',
  few: ' و{count} رموز أخرى',
  many: ' و{count} رمزًا آخر',
  other: ' و{count} رمز آخر',
});

// "Of N entries": the counted noun's form follows the count (3–10 plural, 11–99 accusative singular).
const entriesOf = plural('ar', {
  zero: 'من {count} عنصر',
  one: 'من عنصر واحد',
  two: 'من عنصرين',
  few: 'من {count} عناصر',
  many: 'من {count} عنصرًا',
  other: 'من {count} عنصر',
});

// What a part of the column settings is called, in brackets after a sentence.
const settingsPart = {
  order: 'الترتيب',
  hidden: 'المخفية',
  // Not «العروض» alone: «العرض» is also a saved view.
  widths: 'عروض الأعمدة',
  pinned: 'المثبّتة',
} as const;

/** The grid's own strings in Arabic (`messages.table`). */
export const table: DeliveriesCompleteTableMessages = {
  cellFilterOptions: (value) => `خيارات التصفية لـ ${value}`,
  onlyValue: (value) => `${value} فقط`,
  excludeValue: (value) => `استبعاد ${value}`,
  findHidingFilter: 'أي عامل تصفية يخفيها؟',
  checkingFilters: filtersAndSearch(
    'ar',
    {
      zero: 'جارٍ فحص {count} عامل تصفية…',
      one: 'جارٍ فحص عامل تصفية واحد…',
      two: 'جارٍ فحص عاملَي تصفية…',
      few: 'جارٍ فحص {count} عوامل تصفية…',
      many: 'جارٍ فحص {count} عامل تصفية…',
      other: 'جارٍ فحص {count} عامل تصفية…',
    },
    {
      zero: 'جارٍ فحص {count} عامل تصفية والبحث…',
      one: 'جارٍ فحص عامل تصفية واحد والبحث…',
      two: 'جارٍ فحص عاملَي تصفية والبحث…',
      few: 'جارٍ فحص {count} عوامل تصفية والبحث…',
      many: 'جارٍ فحص {count} عامل تصفية والبحث…',
      other: 'جارٍ فحص {count} عامل تصفية والبحث…',
    },
    'جارٍ فحص البحث…',
  ),
  removeHidingFilter: (chip) => `إزالة ${chip} (عُثر على شحنات)`,
  clearHidingSearch: (search) => `امسح البحث «${search}» (عُثر على شحنات)`,
  noHidingFilter: 'حتى بدون أي واحد من هذه العوامل وحده لا يوجد شيء.',
  hidingFilterChecksFailed: filtersAndSearch(
    'ar',
    {
      zero: 'تعذّر فحص {count} عامل تصفية.',
      one: 'تعذّر فحص عامل تصفية واحد.',
      two: 'تعذّر فحص عاملَي تصفية.',
      few: 'تعذّر فحص {count} عوامل تصفية.',
      many: 'تعذّر فحص {count} عامل تصفية.',
      other: 'تعذّر فحص {count} عامل تصفية.',
    },
    {
      zero: 'تعذّر فحص {count} عامل تصفية والبحث.',
      one: 'تعذّر فحص عامل تصفية واحد والبحث.',
      two: 'تعذّر فحص عاملَي تصفية والبحث.',
      few: 'تعذّر فحص {count} عوامل تصفية والبحث.',
      many: 'تعذّر فحص {count} عامل تصفية والبحث.',
      other: 'تعذّر فحص {count} عامل تصفية والبحث.',
    },
    'تعذّر فحص البحث.',
  ),
  hidingFiltersPartlyChecked: (checked, total) => `تم فحص أول ${checked} من ${total} عوامل تصفية.`,
  tableLabel: 'الشحنات',
  unnamedRow: (position) => `الصف ${position} (بلا رمز)`,
  columnHeaders: {
    code: 'الرقم',
    tenantName: 'المستأجر',
    courierCode: 'شركة الشحن',
    warehouseName: 'المستودع',
    customerBusinessPartnerName: 'العميل',
    duQty: 'الكمية',
    palletQty: 'المنصات',
    status: 'الحالة',
    insertTime: 'تاريخ الإنشاء',
  },
  searchLabel: 'البحث في الشحنات',
  searchPlaceholder: 'الرقم، العميل، شركة الشحن…',
  searchTooLong: (max) => `يقتصر البحث على ${max} حرفًا.`,
  searchPasteCut: (max) => `يقتصر البحث على ${max} حرفًا: قُصّ النص الملصق.`,
  filtersButton: 'التصفية',
  activeFilterCount: plural('ar', {
    zero: 'لا عوامل تصفية نشطة',
    one: 'عامل تصفية واحد نشط',
    two: 'عاملا تصفية نشطان',
    few: '{count} عوامل تصفية نشطة',
    many: '{count} عامل تصفية نشطًا',
    other: '{count} عامل تصفية نشط',
  }),
  paginationLabel: 'التنقل بين الصفحات',
  previousPage: 'الصفحة السابقة',
  nextPage: 'الصفحة التالية',
  rowsPerPage: 'صفوف في كل صفحة',
  pageLabel: (page) => `الصفحة ${page}`,
  rowRange: (first, last) => `الصفوف ${first}–${last}`,
  noRows: 'لا توجد صفوف',
  loading: 'جارٍ تحميل الشحنات',
  empty: 'لم يُعثر على شحنات',
  emptyPage: 'لا توجد شحنات في هذه الصفحة',
  toFirstPage: 'الانتقال إلى الصفحة 1',
  clearFilters: 'مسح عوامل التصفية',
  retry: 'إعادة المحاولة',
  unknownError: 'تعذّر تحميل الشحنات. حاول مرة أخرى.',
  invalidFilters: 'تتعذّر قراءة تاريخ في عوامل التصفية، لذا لم تُطلب أي شحنات.',
  resultsAnnouncement: (count, page) =>
    count === 0 ? 'لم يُعثر على شحنات' : `${shipments(count)}، الصفحة ${page}`,
  retrying: (reason) => `${reason} جارٍ إعادة المحاولة…`,
  columnsButton: 'الأعمدة',
  columnsLoadFailed: 'تعذّر تحميل إعدادات الأعمدة. تحقق من الاتصال.',
  moveColumnUp: (label) => `نقل ${label} لأعلى`,
  moveColumnDown: (label) => `نقل ${label} لأسفل`,
  resizeColumn: (label) => `عرض ${label}`,
  resetColumns: 'استعادة الأعمدة',
  lastShownColumn: 'يبقى عمود واحد على الأقل ظاهرًا.',
  updatedAgo: (seconds) =>
    seconds < 5
      ? 'حُدّث للتو'
      : seconds < 60
        ? `حُدّث قبل ${seconds} ث`
        : `حُدّث قبل ${Math.floor(seconds / 60)} د`,
  rowsCapped: (shown, sent) => `يُعرض أول ${number(shown)} من ${number(sent)} صفًا أرسلها الخادم.`,
  repeatedCodes: (codes) =>
    `لعدة صفوف في هذه الصفحة الرمز نفسه (${firstThree(codes, (code) => `«${code}»`, '، ', moreCodes)}). يُعامل كل صف هنا وحده: عند التحديد والعدّ والتصدير والفتح.`,
  settingsLeftOut: (problem) => `تعذّر استخدام بعض إعدادات الجدول: ${problem}`,
  columnsLeftOut: (problem) => `تعذّر استخدام بعض إعدادات الأعمدة: ${problem}`,
  columnSettingsUnreadable: 'تعذّرت قراءة إعدادات الأعمدة، لذا لم تُستخدم.',
  columnSettingsNotSettings: (value) => `«${value}» ليست إعدادات أعمدة، لذا لم تُستخدم.`,
  columnPartUnreadable: (part) =>
    `تعذّرت قراءة جزء من إعدادات الأعمدة (${settingsPart[part]})، لذا أُهمل.`,
  columnPartMalformed: (part, value) =>
    `جزء من إعدادات الأعمدة (${settingsPart[part]}) ليس بالشكل المتوقع («${value}»)، لذا أُهمل.`,
  columnEntryUnreadable: (part) =>
    `تعذّرت قراءة عنصر من إعدادات الأعمدة (${settingsPart[part]})، لذا أُهمل.`,
  columnEntryNotId: (part, value) =>
    `العنصر «${value}» (${settingsPart[part]}) ليس معرّف عمود، لذا أُهمل.`,
  columnEntriesCapped: (part, count, read) =>
    `${entriesOf(count)} (${settingsPart[part]}) قُرئ أول ${number(read)} فقط.`,
  columnUnknown: (id) => `العمود «${id}» غير موجود في هذا الجدول، لذا أُهمل.`,
  columnRepeated: (part, id) =>
    `يتكرر العمود «${id}» في إعدادات الأعمدة (${settingsPart[part]})، فاستُخدم مرة واحدة.`,
  columnWidthOutOfRange: (id, value, min, max) =>
    `عرض العمود «${id}» (${value}) ليس بين ${min} و${max} بكسل، لذا أُهمل.`,
  columnPinNotSide: (id, value) =>
    `التثبيت «${value}» للعمود «${id}» ليس البداية ولا النهاية؛ العمود غير مثبّت.`,
  columnAllHidden: (id) => `كانت كل الأعمدة مخفية، لذا يُعرض «${id}».`,
  viewLeftOut: (name, problem) => `طُبّق العرض «${name}» دون بعض إعداداته: ${problem}`,
  problemWordsLoadFailed:
    'تعذّر استخدام بعض الإعدادات، وتعذّر تحميل النص الذي يوضح أيها. تحقق من الاتصال.',
  columnFailed: (label, reason) => `يتعذّر عرض العمود «${label}»: ${reason}`,
  rowsFailed: (reason) => `يتعذّر عرض الصفوف: ${reason}`,
  setupFailed: (reason) => `يتعذّر تحميل الشحنات: ${reason}`,
  rowActionsHeader: 'الإجراءات',
  columnOptions: (label) => `خيارات ${label}`,
  sortAscending: 'ترتيب تصاعدي',
  sortDescending: 'ترتيب تنازلي',
  clearSort: 'إلغاء الترتيب',
  pinToStart: 'تثبيت في البداية',
  pinToEnd: 'تثبيت في النهاية',
  unpin: 'إلغاء التثبيت',
  widenColumn: 'توسيع العمود',
  narrowColumn: 'تضييق العمود',
  columnWidthSaid: (label, width) => `عرض ${label} الآن ${width} بكسل.`,
  hideColumn: 'إخفاء العمود',
  filterByStatus: 'التصفية حسب الحالة…',
  showDetails: 'عرض التفاصيل',
  showDetailsFor: (code) => `عرض تفاصيل ${code}`,
  detailsPosition: (code, position, count) => `${code}، ${position} من ${count}`,
  detailsLabel: (code) => `الشحنة ${code}`,
  closeDetails: 'إغلاق التفاصيل',
  detailsNotShown: (code) => `${code} ليست في هذه الصفحة.`,
  detailsLoadFailed: 'تعذّر تحميل التفاصيل.',
  detailsFailed: (reason) => `يتعذّر عرض التفاصيل: ${reason}`,
  refresh: 'تحديث',
  rowChanges: (added, changed) =>
    [added > 0 && `جديدة: ${number(added)}`, changed > 0 && `معدّلة: ${number(changed)}`]
      .filter(Boolean)
      .join('، '),
  newRow: 'جديدة',
  selectionLoadFailed: 'تعذّر تحميل التحديد.',
  unsortedNote: 'ترتيب الخادم',
  resetView: 'استعادة العرض',
  sortedBy: (label, descending) => `مرتبة حسب ${label}، ${descending ? 'تنازليًا' : 'تصاعديًا'}.`,
  sortRemoved: 'أُلغي الترتيب: ترتيب الخادم.',
  columnMoved: (label, position, count) => `${label} في الموضع ${position} من ${count}.`,
  columnPinned: (label, side) => `ثُبّت ${label} ${side === 'start' ? 'في البداية' : 'في النهاية'}.`,
  columnUnpinned: (label) => `أُلغي تثبيت ${label}.`,
  columnHidden: (label) => `أُخفي ${label}. يعيد «الأعمدة» إظهاره.`,
  loadFailed,
  problems,
};
