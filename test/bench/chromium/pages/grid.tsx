import { createRoot } from 'react-dom/client';
import { createDeliveriesClient, DeliveriesTable } from '../../../../src/index';
import '../../../../src/theme/styles.css';
import { pageSize, virtualizeAbove } from './benchConfig';
import { startBench } from './benchHarness';

// The grid scrolls its rows in its own container, the table's parent (`.dt-scroll`).
const benchFetch = startBench(
  () => document.querySelector('table[aria-label="Deliveries"]')?.parentElement,
);
const off = new URLSearchParams(location.search).get('off') ?? '';
const client = createDeliveriesClient({ baseUrl: location.origin, fetch: benchFetch });
const pageSizeOptions = [...new Set([10, 25, 50, 100, pageSize])].sort((a, b) => a - b);

createRoot(document.getElementById('root')!).render(
  <DeliveriesTable
    client={client}
    initialState={{ pageSize }}
    pageSizeOptions={pageSizeOptions}
    maxRenderedRows={Infinity}
    locale="en-GB"
    timeZone="UTC"
    virtualizeAbove={virtualizeAbove}
    showSavedViews={!off.includes('views')}
    showExport={!off.includes('export')}
    showColumnSettings={!off.includes('columns')}
    showFilters={!off.includes('filters')}
  />,
);
