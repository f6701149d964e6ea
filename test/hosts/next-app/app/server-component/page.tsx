import { DeliveriesTable } from 'deliveries-table';
import { gridLocale, gridTimeZone, statusOptions } from '../gridSettings';

/**
 * A server component that renders the grid itself: DeliveriesTable is a client component, and
 * every prop here is plain data. The HTML holds the table and skeleton rows; the browser loads
 * the first page after hydration.
 */
export default function ServerComponentPage() {
  const baseUrl = process.env.DELIVERIES_BASE_URL;
  if (!baseUrl) throw new Error('Set DELIVERIES_BASE_URL to the deliveries service.');
  return (
    <main>
      <DeliveriesTable
        baseUrl={baseUrl}
        locale={gridLocale}
        timeZone={gridTimeZone}
        statusOptions={statusOptions}
      />
    </main>
  );
}
