import { StrictMode } from 'react';
import {
  DeliveriesTable,
  type DeliveriesClient,
  type Delivery,
  type StatusOption,
} from 'deliveries-table';

const statusOptions: StatusOption[] = [
  { value: 0, label: 'Created' },
  { value: 4, label: 'Delivered', tone: 'success' },
  { value: 6, label: 'Cancelled', tone: 'danger' },
];
const describe = (delivery: Delivery): string => `${delivery.code} (${delivery.status})`;

/** The page both renders share: the server's HTML and the browser's hydration must agree. */
export function App({ client }: { client: DeliveriesClient }) {
  return (
    <StrictMode>
      <DeliveriesTable
        client={client}
        // Fixed locale and zone: dates read the same on the server and in the browser.
        locale="en-GB"
        timeZone="UTC"
        statusOptions={statusOptions}
        density="compact"
        theme="system"
        classNames={{ table: 'consumer-table' }}
        rows={{ onClick: (delivery) => (document.title = describe(delivery)) }}
      />
    </StrictMode>
  );
}
