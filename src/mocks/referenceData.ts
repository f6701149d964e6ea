/**
 * The reference lists the mock dataset draws from. Stories and tests build the grid's
 * `filterOptions` and `statusOptions` from them, so ids in filters match ids in rows.
 */

/** A courier of the mock dataset. */
export interface MockCourier {
  courierId: number;
  /** Shown in the grid's "Courier" column. */
  courierCode: string;
  name: string;
}

/** A warehouse of the mock dataset. */
export interface MockWarehouse {
  warehouseId: number;
  name: string;
}

/** A customer (business partner) of the mock dataset. */
export interface MockCustomer {
  customerId: number;
  name: string;
}

/** An organisational unit of the mock dataset. */
export interface MockUnit {
  unitId: number;
  name: string;
}

/** How a status reads at a glance; the grid maps it to a colour. */
export type MockStatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** A status code with its label, shaped like the grid's `statusOptions` entries. */
export interface MockStatus {
  value: number;
  label: string;
  tone: MockStatusTone;
}

/**
 * Tenants (the companies the platform serves).
 *
 * @example
 * ```ts
 * const tenantNames = mockTenants.map((tenant) => tenant.name);
 * ```
 */
export const mockTenants: readonly { tenantId: number; name: string }[] = [
  { tenantId: 1, name: 'Northwind Traders' },
  { tenantId: 2, name: 'Contoso Retail' },
  { tenantId: 3, name: 'Fabrikam Logistics' },
  { tenantId: 4, name: 'Tailspin Supply' },
  { tenantId: 5, name: 'Wide World Importers' },
  { tenantId: 6, name: 'Alpenblick Handels AG' },
];

/**
 * Couriers, each with a stable `courierId`.
 *
 * @example
 * ```ts
 * const courierOptions = mockCouriers.map((c) => ({ value: c.courierId, label: c.courierCode }));
 * ```
 */
export const mockCouriers: readonly MockCourier[] = [
  { courierId: 11, courierCode: 'DHL', name: 'DHL Paket' },
  { courierId: 12, courierCode: 'UPS', name: 'United Parcel Service' },
  { courierId: 13, courierCode: 'GLS', name: 'General Logistics Systems' },
  { courierId: 14, courierCode: 'DPD', name: 'DPD Deutschland' },
  { courierId: 15, courierCode: 'FEDEX', name: 'FedEx Express' },
  { courierId: 16, courierCode: 'HERMES', name: 'Hermes Germany' },
  { courierId: 17, courierCode: 'TNT', name: 'TNT Express' },
  { courierId: 18, courierCode: 'SCHENKER', name: 'DB Schenker' },
];

/**
 * Warehouses, each with a stable `warehouseId`.
 *
 * @example
 * ```ts
 * const warehouseOptions = mockWarehouses.map((w) => ({ value: w.warehouseId, label: w.name }));
 * ```
 */
export const mockWarehouses: readonly MockWarehouse[] = [
  { warehouseId: 101, name: 'Berlin Nord' },
  { warehouseId: 102, name: 'Hamburg Hafen' },
  { warehouseId: 103, name: 'München Ost' },
  { warehouseId: 104, name: 'Köln Süd' },
  { warehouseId: 105, name: 'Frankfurt Flughafen' },
  { warehouseId: 106, name: 'Leipzig Halle' },
  { warehouseId: 107, name: 'Dortmund West' },
  { warehouseId: 108, name: 'Stuttgart Hafen' },
  { warehouseId: 109, name: 'Nürnberg Feucht' },
  { warehouseId: 110, name: 'Bremen Güterverkehrszentrum' },
];

/**
 * Customers (business partners); some names carry umlauts and accents so quick search
 * and sorting get exercised beyond ASCII.
 *
 * @example
 * ```ts
 * const customerOptions = mockCustomers.map((c) => ({ value: c.customerId, label: c.name }));
 * ```
 */
export const mockCustomers: readonly MockCustomer[] = [
  { customerId: 1001, name: 'Acme GmbH' },
  { customerId: 1002, name: 'Müller Logistik GmbH' },
  { customerId: 1003, name: 'Café Crème SARL' },
  { customerId: 1004, name: 'Brüder Schäfer KG' },
  { customerId: 1005, name: 'Société Générale de Transport' },
  { customerId: 1006, name: 'Škoda Díly s.r.o.' },
  { customerId: 1007, name: 'Jürgensen & Søn A/S' },
  { customerId: 1008, name: 'Peña Distribución S.L.' },
  { customerId: 1009, name: 'Łódź Meble Sp. z o.o.' },
  { customerId: 1010, name: 'Bäckerei Öztürk' },
  { customerId: 1011, name: 'Globex Corporation' },
  { customerId: 1012, name: 'Initech Deutschland' },
  { customerId: 1013, name: 'Umbrella Pharma AG' },
  { customerId: 1014, name: 'Stark Industrie GmbH' },
  { customerId: 1015, name: 'Wayne Enterprises' },
  { customerId: 1016, name: 'Hooli Europe B.V.' },
  { customerId: 1017, name: 'Vandelay Industries' },
  { customerId: 1018, name: 'Soylent Foods' },
  { customerId: 1019, name: 'Blue Sun Trading' },
  { customerId: 1020, name: 'Gómez Hermanos S.A.' },
  { customerId: 1021, name: 'Ørsted Supply ApS' },
  { customerId: 1022, name: 'Kühne Feinkost' },
  { customerId: 1023, name: 'Weißbräu Brauerei' },
  { customerId: 1024, name: 'Élan Cosmétiques' },
  { customerId: 1025, name: 'Nordsee Fisch & Co.' },
  { customerId: 1026, name: 'Rheinland Bau AG' },
  { customerId: 1027, name: 'Schwarzwald Möbel' },
  { customerId: 1028, name: 'Alpine Outdoor Gear' },
  { customerId: 1029, name: 'Baltic Amber Sp. z o.o.' },
  { customerId: 1030, name: 'Donau Elektronik' },
  { customerId: 1031, name: 'Emmental Käserei' },
  { customerId: 1032, name: 'Fjord Seafood AS' },
  { customerId: 1033, name: 'Hanse Kontor' },
  { customerId: 1034, name: 'Isar Medizintechnik' },
  { customerId: 1035, name: 'Lübecker Marzipan Manufaktur' },
  { customerId: 1036, name: 'Main Spedition' },
  { customerId: 1037, name: 'Oberpfälzer Glaswerke' },
  { customerId: 1038, name: 'Pommern Agrar' },
  { customerId: 1039, name: 'Quantum Textil' },
  { customerId: 1040, name: 'Zürcher Uhren AG' },
];

/**
 * Organisational units (`unitId` 1..12).
 *
 * @example
 * ```ts
 * const unitOptions = mockUnits.map((u) => ({ value: u.unitId, label: u.name }));
 * ```
 */
export const mockUnits: readonly MockUnit[] = [
  { unitId: 1, name: 'Inbound' },
  { unitId: 2, name: 'Outbound' },
  { unitId: 3, name: 'Returns' },
  { unitId: 4, name: 'Cross-dock' },
  { unitId: 5, name: 'E-commerce' },
  { unitId: 6, name: 'Retail' },
  { unitId: 7, name: 'Wholesale' },
  { unitId: 8, name: 'Pharma' },
  { unitId: 9, name: 'Automotive' },
  { unitId: 10, name: 'Food & Beverage' },
  { unitId: 11, name: 'Electronics' },
  { unitId: 12, name: 'Spare Parts' },
];

/**
 * Status codes with labels and tones; pass it as the grid's `statusOptions`.
 *
 * @example
 * ```ts
 * <DeliveriesTable baseUrl="" statusOptions={mockStatuses} />
 * ```
 */
export const mockStatuses: readonly MockStatus[] = [
  { value: 0, label: 'Created', tone: 'neutral' },
  { value: 1, label: 'Confirmed', tone: 'info' },
  { value: 2, label: 'Picking', tone: 'info' },
  { value: 3, label: 'In transit', tone: 'info' },
  { value: 4, label: 'Delivered', tone: 'success' },
  { value: 5, label: 'Delayed', tone: 'warning' },
  { value: 6, label: 'Cancelled', tone: 'danger' },
];

/**
 * Tags a delivery may carry (0 to 3 each).
 *
 * @example
 * ```ts
 * const tagSuggestions = [...mockTags];
 * ```
 */
export const mockTags: readonly string[] = [
  'fragile',
  'express',
  'cold-chain',
  'hazmat',
  'oversize',
  'return',
  'priority',
  'gift',
];
