import type { DeliveriesFilterLanguageMessages } from '../../grid/search/filterLanguageMessages';
import type { RelativeDayWords } from '../../state/typedDates/parseTypedDate';

/** The search box's filter language in Arabic (`search.language.messages`). */
export const lughatAlTasfiya: DeliveriesFilterLanguageMessages = {
  problems: {
    unknownField: ({ name }, fieldNames) =>
      `«${name}:» ليس عامل تصفية. عوامل التصفية: ${fieldNames}.`,
    noValue: ({ field }) => `${field}: أدخل قيمة بعد النقطتين.`,
    badValue: ({ field, value }) => `${field}: «${value}» ليست من قيمه.`,
    noMatch: ({ field, value }) => `${field}: لا يوجد خيار باسم «${value}».`,
    loadFailed: ({ field, value }) => `${field}: تعذّر تحميل الخيارات للعثور على «${value}».`,
    badDate: ({ field, value, example }) =>
      `${field}: «${value}» ليس تاريخًا. اكتب إعدادًا مسبقًا (last7Days)، أو تاريخًا مثل ${example}، أو اليوم، أو أمس، أو -7d، أو من..إلى.`,
    unclosedQuote: () => 'علامة اقتباس (") غير مغلقة.',
    refused: ({ why }) => `${why}.`,
  },
  loadFailed: 'تعذّر تحميل لغة التصفية. تحقّق من اتصالك.',
  fields: 'حقول التصفية',
  fieldNames: {
    status: 'الحالة, حالة',
    deliveryIds: 'شحنة, الشحنة',
    courierIds: 'الناقل, ناقل',
    customerIds: 'العميل, عميل',
    unitIds: 'الوحدة, وحدة',
    warehouseIds: 'المستودع, مستودع',
    inserted: 'الإنشاء, أنشئت',
    requested: 'المطلوب, مطلوبة',
    tags: 'وسم, الوسم',
  },
};

/** The words for today and yesterday typed into a date field or after `inserted:` (`messages.filters.dayWords`). */
export const kalimatAlAyyam: RelativeDayWords = { today: 'اليوم', yesterday: 'أمس, امس, الأمس' };
