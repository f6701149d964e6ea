import type { DeliveriesLocalePack } from '../grid/locale/localePack';
import type { DeliveriesExportMessages } from '../export/messages';
import type { DeliveriesSelectionMessages } from '../selection/messages';
import type { DeliveriesCardMessages } from '../grid/cards/cardMessages';
import { plural } from '../shared/text/plural';
import { createLocalePack } from './support/createLocalePack';
import { linkProblems, loadFailed } from './ar/problems';
import { exportReasons } from './ar/filterProblems';
import { lughatAlTasfiya } from './ar/filterLanguage';
import { shipments, number } from './ar/counting';
import { table } from './ar/table';
import { filters } from './ar/filterPanel';
import { savedViews } from './ar/savedViews';

// Complete, not Partial: a message the grid gains later fails the type check here until it is
// translated. Arabic counts have six forms (0; 1; 2; 3–10; 11–99; 100 and more) and the
// locale runs right to left, so the pack turns the grid round with its words.

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
  codesAlone: plural('ar', {
    zero: 'لا شحنة معروفة برمزها فقط.',
    one: 'شحنة واحدة معروفة برمزها فقط حتى تُعرض صفحتها: تتلقى الإجراءات رمزها فقط، ويستبعدها ملف CSV.',
    two: 'شحنتان معروفتان برمزيهما فقط حتى تُعرض صفحتاهما: تتلقى الإجراءات رمزيهما فقط، ويستبعدهما ملف CSV.',
    few: '{count} شحنات معروفة برموزها فقط حتى تُعرض صفحاتها: تتلقى الإجراءات رموزها فقط، ويستبعدها ملف CSV.',
    many: '{count} شحنة معروفة برموزها فقط حتى تُعرض صفحاتها: تتلقى الإجراءات رموزها فقط، ويستبعدها ملف CSV.',
    other:
      '{count} شحنة معروفة برموزها فقط حتى تُعرض صفحاتها: تتلقى الإجراءات رموزها فقط، ويستبعدها ملف CSV.',
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
