import type { DeliveriesLoadFailure } from '../../grid/messages';
import { shortWait } from '../support/shortWait';
import type {
  DeliveriesLinkProblemMessages,
  DeliveriesStatePart,
  DeliveriesStateProblemMessages,
} from '../../state/problems/problem';
import { plural } from '../../shared/text/plural';
import { filterProblems, linkEntryProblems, nameOf } from './filterProblems';
import type { DeliveriesProblemList } from '../../state/problems/filterProblem';

// A filter by its id, in this pack's words (as its other problems name it).
const named = (field: string) => nameOf(field as DeliveriesProblemList);

const parts: Record<DeliveriesStatePart, [string, string]> = {
  pageNumber: ['تعذّرت قراءة الصفحة', 'تُعرض الصفحة الأولى'],
  pageSize: ['تعذّرت قراءة حجم الصفحة', 'يُعرض 25 صفًا في كل صفحة'],
  quickSearch: ['تعذّرت قراءة البحث', 'أُهمل'],
  orderBy: ['تعذّرت قراءة الترتيب', 'القائمة غير مرتبة'],
  filters: ['تعذّرت قراءة عوامل التصفية', 'لم يُستخدم أيٌّ منها'],
};

const more = plural('ar', {
  zero: 'لم يُهمل أي جزء آخر.',
  one: 'أُهمل جزء آخر أيضًا.',
  two: 'أُهمل جزآن آخران أيضًا.',
  few: 'أُهملت {count} أجزاء أخرى أيضًا.',
  many: 'أُهمل {count} جزءًا آخر أيضًا.',
  other: 'أُهمل {count} جزء آخر أيضًا.',
});

/** The problems in Arabic (`messages.table.problems`). */
export const problems: DeliveriesStateProblemMessages = {
  settingsUnreadable: () => 'تعذّرت قراءة الإعدادات، لذا لم يُستخدم أيٌّ منها.',
  settingsNotSettings: ({ value }) => `${value} ليست مجموعة إعدادات، لذا لم يُستخدم أيٌّ منها.`,
  partUnreadable: ({ part }) => `${parts[part][0]}، لذا ${parts[part][1]}.`,
  partUnknown: ({ key }) =>
    `الإعداد ${key} ليس جزءًا من حالة الجدول (pageNumber، pageSize، quickSearch، orderBy، filters)، لذا أُهمل.`,
  optionRepeated: ({ option, value }) =>
    `يذكر الخيار ${option} القيمة ${value} أكثر من مرة، لذا تُستخدم الأولى فقط.`,
  optionUnlabelled: ({ option, value }) =>
    `لا يعطي الخيار ${option} القيمة ${value} تسمية، لذا تُعرض القيمة مكانها.`,
  optionItemUnusable: ({ option, value }) =>
    `يذكر الخيار ${option} القيمة ${value}، وهي ليست من عناصره، لذا أُهملت.`,
  pageSizeOptionUnusable: ({ value }) =>
    `حجم الصفحة ${value} في paging.pageSizeOptions ليس عددًا صحيحًا من 1 فأكثر، لذا لا يُعرض.`,
  rowCountUnusable: ({ option, value, least, used }) =>
    `قيمة الخيار ${option} هي ${value}، وهي ليست عددًا من ${least} فأكثر، لذا تُستخدم ${used}.`,
  exportCountUnusable: ({ option, value, used }) =>
    `قيمة الخيار ${option} هي ${value}، وهي ليست عددًا صحيحًا من 1 فأكثر، لذا تُستخدم ${used}.`,
  refreshNotSeconds: ({ value }) =>
    `قيمة الخيار refresh.intervalSeconds هي ${value}، وهي ليست عددًا من الثواني، لذا لا تُحدَّث الصفوف تلقائيًا.`,
  refreshOutOfRange: ({ value }) =>
    `قيمة الخيار refresh.intervalSeconds هي ${value}، خارج المدى من ثانية واحدة إلى 24 يومًا، لذا يُستخدم الحد الأقرب.`,
  pageNotNumber: ({ value }) =>
    `الصفحة ${value} ليست رقم صفحة (1 أو أكثر)، لذا تُعرض الصفحة الأولى.`,
  pageSizeOutOfRange: ({ value, max, pageSize }) =>
    `حجم الصفحة ${value} ليس عددًا صحيحًا من 1 إلى ${max}، لذا يُعرض ${pageSize} صفًا في كل صفحة.`,
  densityUnusable: ({ value }) => `الكثافة ${value} ليست «comfortable» ولا «compact»، لذا أُهملت.`,
  searchNotText: ({ value }) => `البحث ${value} ليس نصًا، لذا أُهمل.`,
  searchTooLong: ({ value, max }) => `البحث ${value} أطول من ${max} حرفًا، لذا أُهمل.`,
  sortMalformed: ({ value }) =>
    `الترتيب ${value} ليس عمودًا مع «asc» أو «desc» (مثل «insertTime.desc»)، لذا القائمة غير مرتبة.`,
  sortNotOffered: ({ key }) => `لا يتيح هذا الجدول الترتيب حسب ${key}، لذا القائمة غير مرتبة.`,
  moreLeftOut: ({ count }) => more(count),
  text: ({ text }) => text,
  ...filterProblems,
};

/** The problems only a link has, in Arabic (a pack's `linkProblems`). */
export const linkProblems: DeliveriesLinkProblemMessages = {
  linkNotText: () => 'إعدادات الرابط ليست نصًا.',
  linkNoVersion: ({ value, version }) =>
    `إعدادات الرابط ${value} لا تبدأ بإصدار مثل «v${version}»، لذا لم يُستخدم أيٌّ منها.`,
  linkNewer: ({ version, reads }) =>
    `الرابط من إصدار أحدث من هذه الصفحة (التنسيق v${version}؛ هذه الصفحة تقرأ v${reads})، لذا لم تُستخدم إعداداته.`,
  linkOlder: ({ version }) =>
    `يستخدم الرابط التنسيق v${version} الذي لم تعد هذه الصفحة تقرؤه، لذا لم تُستخدم إعداداته.`,
  linkCutShort: () => 'ينتهي الرابط بعلامة «*» منفردة كأنه مقطوع؛ قد يكون جزؤه الأخير ناقصًا.',
  filterNoValue: ({ field }) => `عامل التصفية ${named(field)} بلا قيمة في الرابط، لذا أُهمل.`,
  filterNotDate: ({ field, value }) => `${value} ليس تاريخًا (${named(field)})، لذا أُهمل.`,
  filterNotNumber: ({ field, value }) => `${value} ليس رقمًا (${named(field)})، لذا أُهمل.`,
  ...linkEntryProblems,
};

/** A failed request in Arabic, from its kind and status (`messages.table.loadFailed`). */
export function loadFailed({ kind, status = 0, retryAfterMs }: DeliveriesLoadFailure): string {
  switch (kind) {
    case 'network':
      return 'تعذّر الوصول إلى الخادم. تحقق من الاتصال.';
    case 'timeout':
      return 'لم يرد الخادم في الوقت المحدد.';
    case 'invalid-response':
      return 'أرسل الخادم الشحنات بشكل غير متوقع.';
    case 'headers':
      return 'تعذّر تجهيز ترويسات الطلب.';
    case 'http':
      if (status === 0) return 'أعاد الخادم توجيه الطلب إلى موقع آخر.';
      if (status === 401) return 'لم تسجّل الدخول أو انتهت جلستك (401).';
      if (status === 403) return 'ليس لديك إذن بالوصول إلى الشحنات (403).';
      if (status === 429)
        return `طلبات كثيرة جدًا؛ حاول مرة أخرى ${
          retryAfterMs === undefined ? 'لاحقًا' : `بعد ${shortWait(retryAfterMs)}`
        } (429).`;
      if (status >= 500) return `تعذّر على الخادم الرد (${status}).`;
      if (status >= 400) return `رفض الخادم الطلب (${status}).`;
      return `ردّ الخادم بشكل غير متوقع (${status}).`;
  }
}
