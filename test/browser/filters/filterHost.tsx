import { useMemo, useRef, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { createDeliveriesClient } from '@src/api/client';
import type { DeliveriesRequest, DeliveryFilters } from '@src/api/types';
import { ActiveFilterChips } from '@src/filters/ActiveFilterChips';
import {
  DeliveriesFilterPanel,
  type DeliveriesFilterPanelProps,
} from '@src/filters/DeliveriesFilterPanel';
import type { FilterOptions } from '@src/filters/logic/types';
import {
  generateDeliveries,
  mockCouriers,
  mockCustomers,
  mockStatuses,
  mockUnits,
  mockWarehouses,
} from '@src/mocks';
import { toDeliveriesRequest } from '@src/state/toDeliveriesRequest';
import { serveReference } from '../harness';

export const timeZone = 'Europe/Berlin';
const dataset = generateDeliveries(80, 5);

export const staticOptions: FilterOptions = {
  couriers: mockCouriers.map((courier) => ({
    value: courier.courierId,
    label: courier.courierCode,
  })),
  customers: mockCustomers.map((customer) => ({
    value: customer.customerId,
    label: customer.name,
  })),
  units: mockUnits.map((unit) => ({ value: unit.unitId, label: unit.name })),
  warehouses: mockWarehouses.map((warehouse) => ({
    value: warehouse.warehouseId,
    label: warehouse.name,
  })),
};

/**
 * Serves the reference backend (strict validator) and records every body it receives.
 * A body the validator rejects gets a 400, which the host shows as a failed request.
 */
export function serveDeliveries(): DeliveriesRequest[] {
  return serveReference(dataset);
}

/** The body the grid sends for page 1 with these filters (no `filters` when empty). */
export function bodyWith(filters?: DeliveryFilters): DeliveriesRequest {
  return { pageNumber: 1, pageSize: 25, quickSearch: '', ...(filters && { filters }) };
}

interface FilterHostProps {
  initialFilters?: DeliveryFilters;
  panelProps?: Partial<DeliveriesFilterPanelProps>;
}

/**
 * A tiny grid stand-in: applied filters in state, chips above, the panel below, and on every
 * change one request through the real client and `toDeliveriesRequest`.
 */
function FilterHost({ initialFilters = {}, panelProps }: FilterHostProps) {
  const [filters, setFilters] = useState(initialFilters);
  const [outcome, setOutcome] = useState('');
  const requestCount = useRef(0);
  const client = useMemo(() => createDeliveriesClient({ baseUrl: '' }), []);
  const apply = (next: DeliveryFilters) => {
    setFilters(next);
    const request = toDeliveriesRequest(
      { pageNumber: 1, pageSize: 25, quickSearch: '', orderBy: null, filters: next },
      { timeZone },
    );
    const number = (requestCount.current += 1);
    client.queryDeliveries(request).then(
      (rows) => setOutcome(`Request ${number}: loaded ${rows.length} deliveries`),
      (error: Error) => setOutcome(`Request ${number}: failed: ${error.message}`),
    );
  };
  return (
    <>
      <ActiveFilterChips
        filters={filters}
        onChange={apply}
        statusOptions={mockStatuses}
        filterOptions={staticOptions}
        timeZone={timeZone}
        locale="en-GB"
      />
      <DeliveriesFilterPanel
        value={filters}
        onApply={apply}
        statusOptions={mockStatuses}
        filterOptions={staticOptions}
        timeZone={timeZone}
        locale="en-GB"
        {...panelProps}
      />
      <output aria-label="Request outcome">{outcome}</output>
    </>
  );
}

/** Renders the host and returns a user-event instance. */
export async function renderFilterHost(props: FilterHostProps = {}) {
  const user = userEvent.setup();
  const view = render(<FilterHost {...props} />);
  // The panel's code is fetched on first render; a person waits for the form to appear.
  await screen.findByRole('region', { name: props.panelProps?.messages?.region ?? 'Filters' });
  return { user, ...view };
}

/** Waits until request `number` was answered with rows (so the strict validator accepted it). */
export async function expectLoaded(number: number) {
  const outcome = screen.getByRole('status', { name: 'Request outcome' });
  await expect
    .poll(() => outcome.textContent)
    .toMatch(new RegExp(`^Request ${number}: loaded \\d+ deliveries$`));
}

export const panel = () => screen.getByRole('region', { name: 'Filters' });
export const applyButton = () => screen.getByRole('button', { name: 'Apply filters' });
