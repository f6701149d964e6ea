import type {
  DeliveriesFilterProblemMessages,
  DeliveriesLinkEntryProblemMessages,
} from '../../state/problems/filterProblemMessages';
import type { DeliveriesExportPagingMessages } from '../../export/messages';
import { problemWords } from '../support/problemWords';
import { chipFields } from './fields';

// A filter as a problem names it, before a colon: no case to agree with.
const { nameOf, rangeNameOf, n, values, deliveries, unknownMore, viewMore, outside } = problemWords(
  'ar',
  {
    chips: chipFields,
    own: {
      excludedStatus: 'الحالة (مستبعدة)',
      advancedFilters: 'الشروط',
    },
    values: {
      zero: '{count} قيمة',
      one: 'قيمة واحدة',
      two: 'قيمتان',
      few: '{count} قيم',
      many: '{count} قيمة',
      other: '{count} قيمة',
    },
    deliveries: {
      zero: '{count} شحنة',
      one: 'شحنة واحدة',
      two: 'شحنتان',
      few: '{count} شحنات',
      many: '{count} شحنة',
      other: '{count} شحنة',
    },
    unknownMore: {
      zero: 'لم يُهمل أي عامل تصفية مجهول آخر.',
      one: 'أُهمل أيضًا عامل تصفية مجهول آخر.',
      two: 'أُهمل أيضًا عاملا تصفية مجهولان آخران.',
      few: 'أُهملت أيضًا {count} عوامل تصفية مجهولة أخرى.',
      many: 'أُهمل أيضًا {count} عامل تصفية مجهولًا آخر.',
      other: 'أُهمل أيضًا {count} عامل تصفية مجهول آخر.',
    },
    viewMore: {
      zero: 'لم يُهمل أي جزء آخر من العرض.',
      one: 'أُهمل جزء آخر من العرض.',
      two: 'أُهمل جزآن آخران من العرض.',
      few: 'أُهملت {count} أجزاء أخرى من العرض.',
      many: 'أُهمل {count} جزءًا آخر من العرض.',
      other: 'أُهمل {count} جزء آخر من العرض.',
    },
    zoned: 'ليس لحظة في السنوات من 0001 إلى 9999',
    day: 'ليس يومًا من {first} إلى {last}',
  },
);

/** A filter as this pack's problems name it, by its id (the link's problems too). */
export { nameOf };

/** The problems of a state's filters in Arabic (part of `messages.table.problems`). */
export const filterProblems: DeliveriesFilterProblemMessages = {
  filtersNotFilters: ({ value }) => `${value} ليست عوامل تصفية، لذا لم يُستخدم أيٌّ منها.`,
  filterUnreadable: ({ field }) => `${nameOf(field)}: تعذّرت قراءة عامل التصفية، لذا أُهمل.`,
  advancedUnreadable: () => 'تعذّرت قراءة الشروط، لذا لم يُستخدم أيٌّ منها.',
  filterUnknown: ({ key }) => `عامل التصفية ${key} غير معروف لهذا الجدول، لذا أُهمل.`,
  dateNotPreset: ({ field, value }) =>
    `${nameOf(field)}: ${value} ليس تاريخًا ولا فترة يعرفها هذا الجدول (مثل «last7Days»)، لذا أُهمل.`,
  dateNotDate: ({ field, value }) => `${nameOf(field)}: ${value} ليس تاريخًا، لذا أُهمل.`,
  dateOutOfRange: (params) =>
    `${nameOf(params.field)}: ${params.value} ${outside(params)}، لذا أُهمل.`,
  excludedWithStatus: () => 'جاءت الحالات المراد استبعادها مع حالات للمطابقة، لذا أُهملت.',
  excludedEveryStatus: () => 'الحالات المراد استبعادها تستبعد كل حالة في statusOptions، لذا أُهملت.',
  rangeReversed: ({ from, fromValue, to, toValue }) =>
    `${nameOf(from)} ${fromValue} بعد ${nameOf(to)} ${toValue}، لذا أُهمل كلاهما.`,
  idNotWhole: ({ field, value, minimum }) =>
    `${nameOf(field)}: ${value} ليس عددًا صحيحًا من ${minimum} فما فوق، لذا أُهمل.`,
  tagNotText: ({ field, value }) => `${nameOf(field)}: ${value} ليس نصًا، لذا أُهمل.`,
  tagTooLong: ({ field, value, max }) =>
    `${nameOf(field)}: ${value} أطول من ${max} حرفًا، لذا أُهمل.`,
  filterValueUnreadable: ({ field }) => `${nameOf(field)}: تعذّرت قراءة قيمة، لذا أُهملت.`,
  filterNotList: ({ field, value }) => `${nameOf(field)}: ${value} ليست قائمة، لذا أُهملت.`,
  listTooLong: ({ list, count, max }) =>
    `${nameOf(list)}: توجد ${values(count)}، أكثر من ${n(max)} يقبلها الخادم، لذا احتُفظ بأول ${n(max)} فقط.`,
  listUnread: ({ list, length, read }) =>
    `${nameOf(list)}: من ${values(length)} قرأ هذا الجدول أول ${n(read)} فقط.`,
  advancedNotList: ({ value }) => `الشروط ${value} ليست قائمة، لذا لم يُستخدم أيٌّ منها.`,
  rowUnreadable: ({ row }) => `تعذّرت قراءة الشرط ${row}، لذا أُهمل.`,
  rowIncomplete: ({ row }) =>
    `الشرط ${row} تنقصه بعض أجزائه (الربط والحقل والنوع والعامل والقيمة)، لذا أُهمل.`,
  rowUnknownJoin: ({ row, value }) =>
    `الشرط ${row} فيه الربط ${value} الذي لا يعرفه هذا الجدول، لذا أُهمل.`,
  rowUnknownField: ({ row, value }) =>
    `الشرط ${row} يختبر الحقل ${value} الذي لا يقدمه هذا الجدول، لذا أُهمل.`,
  rowWrongType: ({ row, value, type, expected }) =>
    `الشرط ${row} يعامل الحقل ${value} على أنه ${type} لا ${expected}، لذا أُهمل.`,
  rowUnknownOperator: ({ row, value, type }) =>
    `الشرط ${row} فيه العامل ${value} الذي لا يوجد لحقول النوع ${type}، لذا أُهمل.`,
  rowNoValue: ({ row }) => `الشرط ${row} بلا قيمة للمقارنة، لذا أُهمل.`,
  rowNotNumber: ({ row, value }) => `الشرط ${row} يقارن بـ ${value} وهو ليس رقمًا، لذا أُهمل.`,
  rowDateNotDate: ({ row, value }) => `الشرط ${row} يقارن بتاريخ: ${value} ليس تاريخًا، لذا أُهمل.`,
  rowDateOutOfRange: (params) =>
    `الشرط ${params.row} يقارن بتاريخ: ${params.value} ${outside(params)}، لذا أُهمل.`,
  filtersUnknownMore: ({ count }) => unknownMore(count),
  viewMoreLeftOut: ({ count }) => viewMore(count),
};

/** The problems of a link's own entries in Arabic (part of a pack's `linkProblems`). */
export const linkEntryProblems: DeliveriesLinkEntryProblemMessages = {
  linkEntryTwice: ({ key }) => `${key} موجود في الرابط مرتين؛ استُخدم الأول.`,
  linkEntryUnknown: ({ value }) => `لا تستطيع هذه الصفحة قراءة ${value}، لذا أُهمل.`,
  linkEntryNoValue: ({ key }) => `${key} بلا قيمة في الرابط، لذا أُهمل.`,
  linkOpenDeliveryNotId: ({ value, max }) =>
    `الشحنة المفتوحة ${value} ليست معرّفًا من 1 إلى ${max} حرفًا، لذا لم تُفتح التفاصيل.`,
  linkRangeTwice: ({ range }) =>
    `الفترة «${rangeNameOf(range)}» موجودة في الرابط مرتين؛ استُخدمت الأولى.`,
  linkRangeNotPreset: ({ range, value }) =>
    `الفترة «${rangeNameOf(range)}»: ${value} ليست فترة محددة مسبقًا (مثل «last7Days»)، لذا أُهملت.`,
  linkRowJoinNotNumber: ({ row, value }) =>
    `الشرط ${row} فيه الربط ${value} وهو ليس رقمًا، لذا أُهمل.`,
  linkRowNotDate: ({ row, value }) => `الشرط ${row} يقارن بـ ${value} وهو ليس تاريخًا، لذا أُهمل.`,
};

/** Why an export's paging failed, in Arabic (part of `messages.exporting`). */
export const exportReasons: DeliveriesExportPagingMessages = {
  pagingRepeatedPage: ({ page, earlierPage, repeated, count }) =>
    repeated === count
      ? `أرسل الخادم للصفحة ${page} الشحنات نفسها (${deliveries(count)}) التي أرسلها للصفحة ${earlierPage}، فيبدو أنه يتجاهل pageNumber؛ توقف التصدير.`
      : `أعاد الخادم إرسال ${n(repeated)} من ${deliveries(count)} في الصفحة ${page} (أُرسلت أولًا في الصفحة ${earlierPage})، فهو لا يقسّم الصفحات حسب pageNumber وpageSize؛ توقف التصدير.`,
  pagingOverlappingPages: ({ page, earlierPage, repeated, count }) =>
    `كررت الصفحة ${page} ${n(repeated)} من ${deliveries(count)} من الصفحة ${earlierPage}: صفحات الخادم متداخلة، كما يحدث عند إضافة شحنات أثناء التصدير؛ توقف التصدير بدل كتابتها مرتين.`,
  pagingShortPage: ({ page, count, asked }) =>
    `احتوت الصفحة ${page} على ${deliveries(count)} وقد طُلب ${n(asked)}، ومع ذلك احتوت الصفحة ${page + 1} على المزيد: أغفل الخادم بعض الشحنات؛ توقف التصدير بدل كتابة ملف ناقص.`,
  pagingIgnoredPageSize: ({ sent, asked }) =>
    `أرسل الخادم ${deliveries(sent)} لصفحة من ${n(asked)}، لذا لا يستطيع التصدير التنقل بين صفحاتها.`,
  pagingEmptyFirstPage:
    'لم يرسل الخادم أي شحنات للصفحة 1 لكنه أرسل للصفحة 2: تحقق من pageNumberBase (الرقم الذي يعطيه الخادم لصفحته الأولى).',
};
