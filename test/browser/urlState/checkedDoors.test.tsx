import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DeliveriesRequest } from '@src/api/types';
import { defaultQueryState, type DeliveriesQueryState } from '@src/state/queryState';
import { DeliveriesTable } from '@src/table/DeliveriesTable';
import { renderGrid } from '../harness';
import { firstPage, serveDeliveries } from '../table/deliveriesServer';
import { seedLocalStorage, storageKey } from '../views/viewsHost';
import { savedView } from '../../node/views/fixtures';
import { expectRowsFor, openLink, rememberAddress, UrlStateGrid } from './urlStateGrid';

const long = 'x'.repeat(300);
const quotedLong = `“${'x'.repeat(40)}…”`;
const delivered: DeliveriesRequest = { ...firstPage, filters: { status: [4] } };

let restoreAddress: () => void;
beforeEach(() => {
  restoreAddress = rememberAddress();
  localStorage.removeItem(storageKey);
});
afterEach(() => restoreAddress());

/** A notice of the grid, by the start of its text. */
const notice = (start: string) =>
  screen.queryAllByRole('status').find((element) => element.textContent?.startsWith(start));

describe('every door into the grid’s state asks only for what the server accepts', () => {
  it('a link with a year-0000 date and a 300-character search asks for the rest and names both', async () => {
    openLink(`v1_if.0000-06-01_st.4_q.${long}`);
    const bodies = serveDeliveries();
    render(<UrlStateGrid />);

    await expectRowsFor(delivered);
    expect(bodies).toStrictEqual([delivered]);
    expect(screen.getByRole('alert').textContent).toBe(
      "This link's filters could not be read: " +
        `The quick search ${quotedLong} is longer than 200 characters, so it was left out. ` +
        'The “inserted from” date “0000-06-01” is not a day from 0001-01-02 to 9999-12-30, so it was left out.',
    );
  });

  it('a host’s state with a year-0001 date, a page size of 1e9 and a misspelt part is shown without them, and said so', async () => {
    const heard: DeliveriesQueryState[] = [];
    function Host() {
      const [state, setState] = useState<DeliveriesQueryState>({
        ...defaultQueryState,
        pageSize: 1e9,
        filters: { insertFrom: '0001-01-01', status: [4] },
        // From JavaScript: a part the state has no place for.
        ...{ pagesize: 50 },
      });
      return (
        <DeliveriesTable
          baseUrl=""
          timeZone="Europe/Berlin"
          paging={{ prefetchNextPage: false }}
          state={state}
          onStateChange={(next) => {
            heard.push(next);
            setState(next);
          }}
        />
      );
    }
    const bodies = serveDeliveries();
    const user = userEvent.setup();
    render(<Host />);

    await expectRowsFor(delivered);
    expect(bodies).toStrictEqual([delivered]);
    await waitFor(() =>
      expect(notice('Some of the grid')?.textContent).toBe(
        "Some of the grid's settings could not be used: " +
          "The setting “pagesize” is not a part of the grid's state (pageNumber, pageSize, quickSearch, orderBy, filters), so it was left out. " +
          'The page size “1000000000” is not a whole number from 1 to 1000, so 25 rows a page are shown. ' +
          'The “inserted from” date “0001-01-01” is not a day from 0001-01-02 to 9999-12-30, so it was left out.',
      ),
    );

    // The person's next change starts from what was used: the host hears a state the server takes.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '10');
    const smaller = { ...delivered, pageSize: 10 };
    await expectRowsFor(smaller);
    expect(heard).toStrictEqual([{ ...defaultQueryState, pageSize: 10, filters: { status: [4] } }]);
    expect(notice('Some of the grid')).toBeUndefined();
    expect(bodies).toStrictEqual([delivered, smaller]);
  });

  it('a saved view with “not a date”, 1e9 rows and an unknown sort applies the rest and names them', async () => {
    seedLocalStorage([
      savedView('Late', {
        state: {
          ...defaultQueryState,
          pageSize: 1e9,
          orderBy: { key: 'colour', order: 'asc' },
          filters: { insertFrom: 'not a date', status: [4] },
        },
        columns: { order: [], hidden: [], widths: { code: 1e308 } },
      }),
    ]);
    const bodies = serveDeliveries();
    const user = userEvent.setup();
    renderGrid({ timeZone: 'Europe/Berlin' });
    await expectRowsFor(firstPage);

    await user.click(screen.getByRole('button', { name: 'Views' }));
    await user.click(await screen.findByRole('button', { name: 'Apply view Late' }));
    await expectRowsFor(delivered);
    expect(bodies).toStrictEqual([firstPage, delivered]);
    // The English words of the problems are fetched when first shown.
    await waitFor(() =>
      expect(notice('The view “Late”')?.textContent).toBe(
        'The view “Late” was applied without some of its settings: ' +
          'The page size “1000000000” is not a whole number from 1 to 1000, so 25 rows a page are shown. ' +
          // Read with the library's sort keys, the sort is named where the view holds it.
          'The sort on “colour” is not one this grid offers, so the list is not sorted. ' +
          'The “inserted from” date “not a date” is not a date, so it was left out. ' +
          '1 more part was left out too.',
      ),
    );
  });

  it('a date preset this grid does not know is named at each door, the rest asked for', async () => {
    const unknownPreset = (quoted: string, bound: string) =>
      `The “inserted ${bound}” date “${quoted}” is not a date, nor a date preset this grid knows (such as “last7Days”), so it was left out.`;
    seedLocalStorage([
      savedView('Shift', {
        state: {
          ...defaultQueryState,
          filters: { insertFrom: 'earlyShift', insertTo: 'earlyShift', status: [4] },
        },
      }),
    ]);
    const bodies = serveDeliveries();
    const user = userEvent.setup();
    const host = renderGrid({
      timeZone: 'Europe/Berlin',
      state: { ...defaultQueryState, filters: { insertFrom: 'lastWeak', status: [4] } },
      onStateChange: () => undefined,
    });
    await expectRowsFor(delivered);
    await waitFor(() =>
      expect(notice('Some of the grid')?.textContent).toBe(
        "Some of the grid's settings could not be used: " + unknownPreset('lastWeak', 'from'),
      ),
    );
    host.unmount();

    // A view saved where the host offered an early shift, opened where it does not.
    renderGrid({ timeZone: 'Europe/Berlin' });
    await expectRowsFor(firstPage);
    await user.click(screen.getByRole('button', { name: 'Views' }));
    await user.click(await screen.findByRole('button', { name: 'Apply view Shift' }));
    await expectRowsFor(delivered);
    // The English words of the problems are fetched when first shown.
    await waitFor(() =>
      expect(notice('The view “Shift”')?.textContent).toBe(
        'The view “Shift” was applied without some of its settings: ' +
          unknownPreset('earlyShift', 'from') +
          ' ' +
          unknownPreset('earlyShift', 'to'),
      ),
    );
    expect(bodies.at(-1)).toStrictEqual(delivered);
  });
});
