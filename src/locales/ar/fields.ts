import type { FilterChipField } from '../../filters/messages';

/** The date filters' labels: the same on the panel and on the chips. */
export const dateFields = {
  inserted: 'تاريخ الإنشاء',
  requested: 'التاريخ المطلوب',
  insertFrom: 'أُنشئت من',
  insertTo: 'أُنشئت حتى',
  requestedFrom: 'مطلوبة من',
  requestedTo: 'مطلوبة حتى',
};

/** A chip holds one value: its filter is named in the singular. */
export const chipFields: Record<FilterChipField, string> = {
  ...dateFields,
  status: 'الحالة',
  deliveryIds: 'معرّف الشحنة',
  couriers: 'شركة الشحن',
  customers: 'العميل',
  units: 'الوحدة',
  warehouses: 'المستودع',
  tags: 'الوسم',
};
