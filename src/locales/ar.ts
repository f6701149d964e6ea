import type { DeliveriesLocalePack } from '../grid/locale/localePack';
import type { DeliveriesCompleteTableMessages } from '../grid/messages';
import type { FilterPanelMessages } from '../filters/messages';
import type { DeliveriesSavedViewsMessages } from '../views/messages';
import type { DeliveriesExportMessages } from '../export/messages';
import type { DeliveriesSelectionMessages } from '../selection/messages';
import type { DeliveriesCardMessages } from '../grid/cards/cardMessages';
import { countIn, plural } from '../shared/text/plural';
import { createLocalePack } from './support/createLocalePack';
import { linkProblems, loadFailed, problems } from './ar/problems';
import { exportReasons } from './ar/filterProblems';
import { chipFields, dateFields } from './ar/fields';
import { lughatAlTasfiya, kalimatAlAyyam } from './ar/filterLanguage';

// Complete, not Partial: a message the grid gains later fails the type check here until it is
// translated. Arabic counts have six forms (0; 1; 2; 3–10; 11–99; 100 and more) and the
// locale runs right to left, so the pack turns the grid round with its words.

const shipments = plural('ar', {
  zero: 'لا توجد شحنات',
  one: 'شحنة واحدة',
  two: 'شحنتان',
  few: '{count} شحنات',
  many: '{count} شحنة',
  other: '{count} شحنة',
});
const number = (count: number) => countIn('ar', count);
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
  widths: 'العروض',
  pinned: 'المثبّتة',
} as const;

/** The grid's own strings in Arabic (`messages.table`). */
const table: DeliveriesCompleteTableMessages = {
  cellFilterOptions: (value) => `خيارات التصفية لـ ${value}`,
  onlyValue: (value) => `${value} فقط`,
  excludeValue: (value) => `استبعاد ${value}`,
  findHidingFilter: 'أي عامل تصفية يخفيها؟',
  checkingFilters: plural('ar', {
    zero: 'جارٍ فحص {count} عامل تصفية…',
    one: 'جارٍ فحص عامل تصفية واحد…',
    two: 'جارٍ فحص عاملَي تصفية…',
    few: 'جارٍ فحص {count} عوامل تصفية…',
    many: 'جارٍ فحص {count} عامل تصفية…',
    other: 'جارٍ فحص {count} عامل تصفية…',
  }),
  removeHidingFilter: (chip) => `إزالة ${chip} (عُثر على شحنات)`,
  noHidingFilter: 'حتى بدون أي واحد من هذه العوامل وحده لا يوجد شيء.',
  hidingFilterChecksFailed: plural('ar', {
    zero: 'تعذّر فحص {count} عامل تصفية.',
    one: 'تعذّر فحص عامل تصفية واحد.',
    two: 'تعذّر فحص عاملَي تصفية.',
    few: 'تعذّر فحص {count} عوامل تصفية.',
    many: 'تعذّر فحص {count} عامل تصفية.',
    other: 'تعذّر فحص {count} عامل تصفية.',
  }),
  hidingFiltersPartlyChecked: (checked, total) => `تم فحص أول ${checked} من ${total} عوامل تصفية.`,
  tableLabel: 'الشحنات',
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
    `لعدة صفوف في هذه الصفحة الرمز نفسه (${codes.join('، ')}). يُعامل كل صف هنا وحده: عند التحديد والعدّ والتصدير والفتح.`,
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
    `العرض «${value}» للعمود «${id}» ليس بين ${min} و${max} بكسل، لذا أُهمل.`,
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

/** The filter panel and chips in Arabic (`messages.filters`). */
// Why a typed date was not read, said under its field.
const dateReasons = {
  unreadable: 'ليس تاريخًا',
  noSuchDay: 'ليس يومًا في التقويم',
  noSuchTime: 'ليس وقتًا',
  outOfRange: 'بعيد جدًا (السنوات 0001 إلى 9999، وبحد أقصى ‎-36500d)',
} as const;

const filters: FilterPanelMessages = {
  unreadableDate: (field, problem, typed, { pattern, example }) =>
    `${field}: «${typed}» ${dateReasons[problem]}. اكتب ${pattern}، مثل ${example}، أو today أو yesterday أو ‎-7d أو today 06:00`,
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

const views = plural('ar', {
  zero: 'لا عروض محفوظة',
  one: 'عرض محفوظ واحد',
  two: 'عرضان محفوظان',
  few: '{count} عروض محفوظة',
  many: '{count} عرضًا محفوظًا',
  other: '{count} عرض محفوظ',
});

/** "العروض" in Arabic (`messages.savedViews`). */
const savedViews: DeliveriesSavedViewsMessages = {
  toggle: 'العروض',
  savedCount: views,
  saveTitle: 'حفظ العرض الحالي',
  nameLabel: 'اسم العرض',
  saveView: 'حفظ العرض',
  loading: 'جارٍ تحميل العروض المحفوظة…',
  panelLoadFailed: 'تعذّر تحميل العروض. تحقق من الاتصال.',
  working: 'جارٍ حفظ التغييرات…',
  listLabel: 'العروض المحفوظة',
  empty: 'لا عروض محفوظة بعد.',
  nameRequired: 'سمِّ العرض.',
  nameTooLong: (max) => `${max} حرفًا على الأكثر.`,
  nameTaken: (name) => `يوجد عرض باسم «${name}» من قبل.`,
  replaceView: (name) => `استبدال «${name}»`,
  applyView: (name) => `تطبيق العرض ${name}`,
  rename: 'إعادة التسمية',
  renameView: (name) => `إعادة تسمية العرض ${name}`,
  newNameLabel: (name) => `اسم جديد لـ ${name}`,
  saveName: 'حفظ الاسم',
  cancelRename: 'إلغاء',
  delete: 'حذف',
  deleteView: (name) => `حذف العرض ${name}`,
  deletedNote: (name) => `حُذف «${name}».`,
  undo: 'تراجع',
  undoDelete: (name) => `التراجع عن حذف ${name}`,
  saved: (name) => `حُفظ «${name}».`,
  replaced: (name) => `استُبدل «${name}».`,
  applied: (name) => `طُبّق «${name}».`,
  renamed: (from, to) => `أُعيدت تسمية «${from}» إلى «${to}».`,
  deleted: (name) => `حُذف «${name}».`,
  restored: (name) => `استُعيد «${name}».`,
  loadFailed: (reason) => `تعذّر تحميل العروض. ${reason}`,
  saveFailed: (name, reason) => `تعذّر حفظ «${name}». ${reason}`,
  renameFailed: (name, reason) => `تعذّرت إعادة تسمية «${name}». ${reason}`,
  deleteFailed: (name, reason) => `تعذّر حذف «${name}». ${reason}`,
  restoreFailed: (name, reason) => `تعذّرت استعادة «${name}». ${reason}`,
  retry: 'إعادة المحاولة',
  currentInvalid: 'يتعذّر حفظ العرض الحالي: إعداداته غير صالحة.',
  storageFull: 'مساحة تخزين المتصفح لهذه الصفحة ممتلئة.',
  storageUnavailable: 'لا يسمح هذا المتصفح بالحفظ هنا (نافذة خاصة أو بيانات مواقع محظورة).',
  storageNewerVersion: 'العروض من إصدار أحدث من هذا التطبيق.',
  unknownFailure: 'حاول مرة أخرى.',
  writeBusy: 'يجري حفظ تغيير آخر. حاول مرة أخرى بعده.',
  storageConflict: 'تغيّر في علامة تبويب أو نافذة أخرى؛ تعرض القائمة أحدث حالة.',
  droppedViews: (count) => `${views(count)}: تعذّرت القراءة فأُهملت.`,
  repairedViewIds: (count) => `${views(count)}: كان المعرّف مكررًا فأُعطي معرّفًا خاصًا.`,
  repeatedViewIds: (count) => `${views(count)}: المعرّف مكرر؛ يُعرض الأول فقط.`,
  notSavedAgain: (name, reason) =>
    `تعذّر حفظ «${name}» مرة أخرى بعد أن استبدلته علامة تبويب أخرى. ${reason} ستُعاد المحاولة مع التغيير التالي هنا.`,
  unlistedViews: (max) => `يُعرض أول ${max} عرضًا محفوظًا فقط.`,
  storeUnreadable: 'تتعذّر قراءة العروض المحفوظة. سيحل محلها عرض يُحفظ من جديد.',
  storeNewerVersion: 'العروض من إصدار أحدث من هذا التطبيق ولا تُعرض هنا ولا تُغيَّر.',
  storeUnavailable: 'لا يسمح هذا المتصفح بالعروض المحفوظة هنا (نافذة خاصة أو بيانات مواقع محظورة).',
  appliedView: (name, changed) => (changed ? `العرض: ${name} (معدّل)` : `العرض: ${name}`),
};

/** "التصدير" in Arabic (`messages.exporting`). */
const exporting: DeliveriesExportMessages = {
  exportButton: 'تصدير',
  exportPage: 'تصدير هذه الصفحة (CSV)',
  exportAll: 'تصدير كل النتائج (CSV)',
  progressLabel: 'جارٍ تصدير الشحنات',
  progressText: (count) => `جُلبت: ${shipments(count)}…`,
  cancel: 'إلغاء التصدير',
  exported: (count) => `صُدّرت: ${shipments(count)}.`,
  exportedCapped: (count) =>
    `صُدّر أول: ${shipments(count)}؛ هناك نتائج أخرى. ضيّق التصفية لتصدير الباقي.`,
  cancelled: 'أُلغي التصدير.',
  failed: (reason) => `فشل التصدير: ${reason}`,
  unknownError: 'تعذّر تصدير الشحنات. حاول مرة أخرى.',
  menuLoadFailed: 'تعذّر تحميل التصدير. تحقق من الاتصال.',
  retry: 'إعادة المحاولة',
  requestFailed: loadFailed,
  ...exportReasons,
};

/** التحديد وشريطه والإجراءات الجماعية وإجراءات الصف (`messages.selection`). */
const selection: DeliveriesSelectionMessages = {
  selectRow: (code) => `تحديد ${code}`,
  selectPage: 'تحديد الكل في هذه الصفحة',
  selectAllMatching: 'تحديد كل النتائج',
  toolbarLabel: 'التحديد',
  selectedCount: plural('ar', {
    zero: 'لم يُحدَّد شيء',
    one: 'شحنة واحدة محددة',
    two: 'شحنتان محددتان',
    few: '{count} شحنات محددة',
    many: '{count} شحنة محددة',
    other: '{count} شحنة محددة',
  }),
  allMatching: (excluded, matching) =>
    (matching.length === 0 ? 'كل الشحنات' : `كل الشحنات المطابقة لـ ${matching.join('، ')}`) +
    (excluded === 0 ? '' : `، مستثناة: ${number(excluded)}`),
  searchTerm: (text) => `البحث: «${text}»`,
  clear: 'مسح التحديد',
  exportSelected: 'تصدير المحدد (CSV)',
  selectedFileName: 'محددة',
  queryEnded: 'انتهى تحديد كل النتائج: تغيّر البحث أو التصفية.',
  undo: 'تراجع',
  cleared: 'لا شيء محدد.',
  rowActions: (code) => `إجراءات ${code}`,
  running: (label) => `${label}…`,
  cancel: 'إلغاء',
  doneCue: 'تم',
  failedCue: 'فشل',
  done: (label) => `${label}: تم.`,
  cancelled: (label) => `${label}: أُلغي.`,
  failed: (label, reason) => `فشل ${label}: ${reason}`,
  refused: (label, running) => `لم يبدأ ${label}: ما زال ${running} قيد التنفيذ.`,
  unknownError: 'لم يذكر الإجراء السبب',
  retry: 'إعادة المحاولة',
  dismiss: 'إغلاق',
};

/** بطاقات الجدول الضيّق (`messages.cards`). */
const cards: DeliveriesCardMessages = {
  card: (code) => `الشحنة ${code}`,
  sortBy: 'الترتيب حسب',
  serverOrder: 'ترتيب الخادم',
  sortOption: (label, order) => `${label}، ${order === 'asc' ? 'تصاعديًا' : 'تنازليًا'}`,
  moreTools: 'المزيد',
  closeFilters: 'إغلاق التصفية',
};

/**
 * العربية: every message of the grid in Arabic, numbers and dates as `ar` writes them; the
 * grid runs right to left with it (its `locale` gives the direction).
 *
 * @example
 * ```tsx
 * import { ar } from 'deliveries-table/locales/ar';
 *
 * <DeliveriesTable baseUrl="/gateway" localePack={ar} />;
 * ```
 */
export const ar: DeliveriesLocalePack = createLocalePack(
  'ar',
  { table, filters, savedViews, exporting, selection, cards, filterLanguage: lughatAlTasfiya },
  linkProblems,
  ['«', '»'],
);
