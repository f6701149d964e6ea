// Type tests (checked by `npm run typecheck`): the types the public options, messages and
// errors name can be written by a host from the package's entry, not only reached by indexing.
import { expectTypeOf } from 'vitest';
import type {
  AdvancedPrecedence,
  DeliveriesApiError,
  DeliveriesApiErrorDetails,
  DeliveriesCellFilterMessages,
  DeliveriesClientOptions,
  DeliveriesConditionWords,
  DeliveriesGrid,
  DeliveriesHidingFilterMessages,
  DeliveriesPagePhase,
  DeliveriesQueryOptions,
  DeliveriesTableMessages,
  DeliveriesTableProps,
  FilterChipMessages,
  FilterDateMessages,
  FilterPanelMessages,
  HostHeaders,
} from '@src/index';
import type { deliveriesQueryOptions } from '@src/index';

expectTypeOf<HostHeaders>().toEqualTypeOf<NonNullable<DeliveriesClientOptions['headers']>>();
expectTypeOf<DeliveriesQueryOptions>().toEqualTypeOf<ReturnType<typeof deliveriesQueryOptions>>();
expectTypeOf<DeliveriesApiErrorDetails>().toExtend<
  ConstructorParameters<typeof DeliveriesApiError>[2]
>();
expectTypeOf<DeliveriesCellFilterMessages>().toExtend<
  Partial<Pick<DeliveriesTableMessages, keyof DeliveriesCellFilterMessages>>
>();
expectTypeOf<DeliveriesHidingFilterMessages>().toExtend<
  Partial<Pick<DeliveriesTableMessages, keyof DeliveriesHidingFilterMessages>>
>();
expectTypeOf<FilterDateMessages & FilterChipMessages>().toExtend<
  Partial<Pick<FilterPanelMessages, keyof FilterDateMessages | keyof FilterChipMessages>>
>();
expectTypeOf<AdvancedPrecedence>().toExtend<
  NonNullable<NonNullable<Exclude<DeliveriesTableProps['filters'], false>>['advancedPrecedence']>
>();
expectTypeOf<DeliveriesPagePhase>().toExtend<DeliveriesGrid['phase']>();
expectTypeOf<DeliveriesConditionWords>().toEqualTypeOf<
  NonNullable<FilterPanelMessages['conditionWords']>
>();
