import '@src/theme/styles.css';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeliveriesRequest } from '@src/api/types';
import type { DatePreset, Delivery } from '@src/index';
import { generateDeliveries, mockStatuses } from '@src/mocks/index';
import { useDeliveriesUrlState } from '@src/state/urlState/useDeliveriesUrlState';
import { DeliveriesTable } from '@src/table/DeliveriesTable';
import { gridRenderer, serveReference } from '../harness';
import { expectNoAxeViolations } from '../focus/focusProbe';
import { expectedCodes, firstPage, shownCodes } from '../table/deliveriesServer';
import { deliveriesParam, openLink, rememberAddress } from '../urlState/urlStateGrid';
import { storageKey } from '../views/viewsHost';

// The browser runs in Europe/Warsaw (this file's project); the grid counts days in New York.
const newYork = 'America/New_York';
// A week of rows a day or so apart, up to 1 November 2026 (the reference dataset's end).
const rows = generateDeliveries(2000, 7);
const statusOptions = mockStatuses.map(({ value, label, tone }) => ({ value, label, tone }));
const renderGrid = gridRenderer(
  { timeZone: newYork, locale: 'en-US', statusOptions },
  { serve: rows },
);
const lastSevenDays = (insertFrom: string, insertTo: string): DeliveriesRequest => ({
  ...firstPage,
  filters: { insertFrom, insertTo },
});
// Thursday 5 November 2026, 10:00 in New York, 16:00 in Warsaw; New York left summer time
// on Sunday 1 November, Warsaw on 25 October.
const thursday = '2026-11-05T15:00:00Z';
// Its seven days before: 29 October 00:00 EDT to 4 November 23:59:59.999 EST.
const thursdaysWeek = lastSevenDays('2026-10-29T04:00:00.000Z', '2026-11-05T04:59:59.999Z');
const mondaysWeek = lastSevenDays('2026-10-26T04:00:00.000Z', '2026-11-02T04:59:59.999Z');
const fridaysWeek = lastSevenDays('2026-10-30T04:00:00.000Z', '2026-11-06T04:59:59.999Z');

const waitForRequest = async (bodies: DeliveriesRequest[], request: DeliveriesRequest) => {
  expect(expectedCodes(request, rows).length).toBeGreaterThan(0);
  await waitFor(() => expect(bodies.at(-1)).toStrictEqual(request), { timeout: 10_000 });
  await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(request, rows)), {
    timeout: 10_000,
  });
};

async function pickInsertedPreset(user: ReturnType<typeof userEvent.setup>, preset: string) {
  await user.click(screen.getByRole('button', { name: 'Filters' }));
  const panel = await screen.findByRole('region', { name: 'Filters' });
  await user.selectOptions(within(panel).getByRole('combobox', { name: 'Inserted' }), preset);
  return panel;
}

/** The grid with its state in the link; with `withDetails`, selection and details in it too. */
function LinkedGrid({
  datePresets,
  withDetails = false,
}: {
  datePresets?: DatePreset[];
  withDetails?: boolean;
}) {
  const url = useDeliveriesUrlState(datePresets ? { datePresets } : {});
  return (
    <DeliveriesTable
      baseUrl=""
      timeZone={newYork}
      locale="en-US"
      paging={{ prefetchNextPage: false }}
      state={url.state}
      onStateChange={url.onStateChange}
      {...(datePresets && { filters: { datePresets } })}
      {...(withDetails && {
        selection: {},
        detail: {
          render: (delivery: Delivery) => <p>{delivery.customerBusinessPartnerName}</p>,
          ...url.detail,
        },
      })}
    />
  );
}

let restoreAddress: () => void;
beforeEach(() => {
  // Only Date is faked: timers, the reference backend's answers and waits run as they do.
  vi.useFakeTimers({ toFake: ['Date'] });
  localStorage.removeItem(storageKey);
  restoreAddress = rememberAddress();
  openLink(null);
});
afterEach(() => {
  vi.useRealTimers();
  restoreAddress();
});

describe("date presets in the grid's time zone, the browser elsewhere", () => {
  it('runs in a browser whose zone is Warsaw', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('Europe/Warsaw');
  });

  it('"Last 7 days" sends New York\'s day bounds across its autumn change, and says them', async () => {
    vi.setSystemTime(new Date(thursday));
    const grid = await renderGrid().ready();
    const panel = await pickInsertedPreset(grid.user, 'Last 7 days');

    // The hint and the dates show the days it stands for now, in the person's format.
    const choice = within(panel).getByRole('combobox', { name: 'Inserted' });
    const hint = document.getElementById(choice.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(hint?.textContent).toMatch(/^Now: Oct 29, 2026, 12:00\sAM – Nov 4, 2026, 11:59\sPM$/);
    expect(within(panel).getByLabelText<HTMLInputElement>('Inserted from').value).toBe(
      '10/29/2026, 12:00 AM',
    );
    expect(within(panel).getByLabelText<HTMLInputElement>('Inserted to').value).toBe(
      '11/04/2026, 11:59 PM',
    );
    await expectNoAxeViolations('the panel with a preset chosen');
    await grid.user.click(within(panel).getByRole('button', { name: 'Apply filters' }));

    await waitForRequest(grid.bodies, thursdaysWeek);
    expect(
      screen.getByRole('button', { name: 'Remove filter: Inserted: Last 7 days' }),
    ).toBeTruthy();
    await expectNoAxeViolations('a preset applied, its chip shown');
  });

  it('a saved view keeps "Last 7 days" relative: saved on Monday, opened on Friday', async () => {
    vi.setSystemTime(new Date('2026-11-02T15:00:00Z'));
    const monday = renderGrid();
    await monday.ready();
    const panel = await pickInsertedPreset(monday.user, 'Last 7 days');
    await monday.user.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    await waitForRequest(monday.bodies, mondaysWeek);
    await monday.user.click(screen.getByRole('button', { name: 'Views' }));
    await monday.user.type(await screen.findByRole('textbox', { name: 'View name' }), 'Week in');
    await monday.user.click(screen.getByRole('button', { name: 'Save view' }));
    await screen.findByRole('button', { name: 'Apply view Week in' });
    monday.unmount();

    vi.setSystemTime(new Date('2026-11-06T15:00:00Z'));
    const friday = await renderGrid().ready();
    await friday.user.click(screen.getByRole('button', { name: 'Views' }));
    await friday.user.click(await screen.findByRole('button', { name: 'Apply view Week in' }));
    await waitForRequest(friday.bodies, fridaysWeek);
    expect(
      screen.getByRole('button', { name: 'Remove filter: Inserted: Last 7 days' }),
    ).toBeTruthy();
  });

  it('a link keeps it relative (format v2), and a v1 link still reads', async () => {
    const bodies = serveReference(rows);
    vi.setSystemTime(new Date('2026-11-02T15:00:00Z'));
    const user = userEvent.setup();
    const monday = render(<LinkedGrid />);
    const panel = await pickInsertedPreset(user, 'Last 7 days');
    await user.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    await waitForRequest(bodies, mondaysWeek);
    expect(deliveriesParam()).toBe('v2_in.last7Days');
    monday.unmount();

    vi.setSystemTime(new Date('2026-11-06T15:00:00Z'));
    const friday = render(<LinkedGrid />);
    await waitForRequest(bodies, fridaysWeek);
    friday.unmount();

    // A link made before v2: its dates are New York days as they always were.
    openLink('v1_if.2026-10-29_it.2026-11-04');
    render(<LinkedGrid />);
    await waitForRequest(bodies, thursdaysWeek);
    expect(
      screen.getByRole('button', { name: /^Remove filter: Inserted from: Oct 29, 2026/ }),
    ).toBeTruthy();
  });

  it('a grid left open over midnight asks for the new day', async () => {
    // 23:59:58 on Wednesday 4 November in New York.
    vi.setSystemTime(new Date('2026-11-05T04:59:58Z'));
    const grid = renderGrid({
      initialState: { filters: { insertFrom: 'last7Days', insertTo: 'last7Days' } },
    });
    const wednesdaysWeek = lastSevenDays('2026-10-28T04:00:00.000Z', '2026-11-04T04:59:59.999Z');
    await waitForRequest(grid.bodies, wednesdaysWeek);

    // Two seconds on, it is Thursday there: the day's turn moves the range, nobody touches it.
    vi.setSystemTime(new Date('2026-11-05T05:00:01Z'));
    await waitForRequest(grid.bodies, thursdaysWeek);
  });

  it("a preset of the host's own instants keeps them while the link changes: a page turn, the details", async () => {
    // The month to the minute: bounds that move with the clock, not with the day.
    const monthToNow: DatePreset = {
      id: 'monthToNow',
      label: 'Month to now',
      range: ({ now }) => ({
        from: new Date(now.getTime() - 30 * 86_400_000).toISOString(),
        to: now.toISOString(),
      }),
    };
    const bodies = serveReference(rows);
    vi.setSystemTime(new Date(thursday));
    openLink('v2_ps.10_in.monthToNow');
    const user = userEvent.setup();
    render(<LinkedGrid datePresets={[monthToNow]} withDetails />);
    const monthBefore: DeliveriesRequest = {
      ...firstPage,
      pageSize: 10,
      filters: { insertFrom: '2026-10-06T15:00:00.000Z', insertTo: '2026-11-05T15:00:00.000Z' },
    };
    // Rows drawn with a checkbox first: the request and the rows' count say the page is in.
    const pageIn = async (request: DeliveriesRequest) => {
      await waitFor(() => expect(bodies.at(-1)).toStrictEqual(request), { timeout: 10_000 });
      await waitFor(
        () => expect(screen.getAllByRole('checkbox', { name: /^Select DLV/ })).toHaveLength(10),
        { timeout: 10_000 },
      );
    };
    await pageIn(monthBefore);

    // A minute later the person ticks the page, selects every match and opens a delivery.
    vi.setSystemTime(new Date('2026-11-05T15:01:00Z'));
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(screen.getByRole('button', { name: 'Select all matching' }));
    const showDetails = screen.getAllByRole('button', { name: /^Show details for / });
    await user.click(showDetails[1]!);
    await screen.findByRole('dialog', { name: /^Delivery / });
    expect(deliveriesParam()).toMatch(/^v2_ps\.10_in\.monthToNow_d\./);
    // And turns the page: the same month is asked for, and every match stays selected.
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await pageIn({ ...monthBefore, pageNumber: 2 });
    expect(bodies).toStrictEqual([monthBefore, { ...monthBefore, pageNumber: 2 }]);
    expect(
      within(screen.getByRole('toolbar', { name: 'Selection' })).getByText(
        /^All deliveries matching /,
      ),
    ).toBeTruthy();
  });
});
