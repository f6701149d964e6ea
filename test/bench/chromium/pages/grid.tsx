import { createRoot } from 'react-dom/client';
import { createDeliveriesClient, DeliveriesTable } from '@src/index';
import '@src/theme/styles.css';
import { pageSize, virtualizeAbove } from './benchConfig';
import { startBench } from './benchHarness';
import {
  checkboxesShown,
  everyDrawnRowTicked,
  timeSelectAll,
  timeTick,
  turnToNextPage,
} from './selectAll';

// The grid scrolls its rows in its own container, the table's parent (`.dt-scroll`).
const benchFetch = startBench(
  () => document.querySelector('table[aria-label="Deliveries"]')?.parentElement,
);
// For experiments, `?off=views,export,columns,filters,intl` turns parts off; `intl` leaves the
// locale and zone to the browser, as a host that passes neither does.
const params = new URLSearchParams(location.search);
const off = params.get('off') ?? '';
// `?css=…` adds a rule after the grid's stylesheet: an experiment's override, timed like the rest.
const extraCss = params.get('css');
if (extraCss)
  document.head.append(Object.assign(document.createElement('style'), { textContent: extraCss }));
// `?selection=1`: the grid with row selection on (its parts load on demand).
// `?everything=1`: every feature on, as an operations team ships it (the render counts).
const everything = params.has('everything');
const selecting = params.has('selection') || everything;
const features = everything
  ? {
      selection: { actions: [{ label: 'Hand to courier', run: async () => undefined }] },
      detail: { render: (delivery: { code: string }) => <p>{delivery.code}</p> },
      refresh: {},
    }
  : {};
const rowActions = everything ? [{ label: 'Print label', run: async () => undefined }] : undefined;
Object.assign(window, {
  __selection: { checkboxesShown, timeSelectAll, everyDrawnRowTicked, turnToNextPage, timeTick },
});
const client = createDeliveriesClient({ baseUrl: location.origin, fetch: benchFetch });
const pageSizeOptions = [...new Set([10, 25, 50, 100, pageSize])].sort((a, b) => a - b);

createRoot(document.getElementById('root')!).render(
  <DeliveriesTable
    client={client}
    initialState={{ pageSize }}
    paging={{ pageSizeOptions }}
    rows={{ maxRendered: Infinity, virtualizeAbove, ...(rowActions && { actions: rowActions }) }}
    locale={off.includes('intl') ? undefined : 'en-GB'}
    timeZone={off.includes('intl') ? undefined : 'UTC'}
    savedViews={off.includes('views') ? false : undefined}
    exporting={off.includes('export') ? false : undefined}
    columnsMenu={off.includes('columns') ? false : undefined}
    filters={off.includes('filters') ? false : undefined}
    selection={selecting ? {} : undefined}
    {...features}
  />,
);
