import '@src/theme/styles.css';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DeliveriesRequest } from '@src/api/types';
import { DeliveriesTable, wordProblems, type DeliveriesTableProps } from '@src/index';
import { de } from '@src/locales/de';
import { defaultQueryState } from '@src/state/queryState';
import { useDeliveriesUrlState } from '@src/state/urlState/useDeliveriesUrlState';
import { expectNoAxeViolations } from '../focus/focusProbe';
import { expectedCodes, firstPage, serveDeliveries } from '../table/deliveriesServer';
import { openLink, rememberAddress, statusOptions } from '../urlState/urlStateGrid';
import { seedLocalStorage, storageKey } from '../views/viewsHost';
import { savedView } from '../../node/views/fixtures';

const delivered: DeliveriesRequest = { ...firstPage, filters: { status: [4] } };

/** The codes of the rows a person sees in the German grid. */
function shownCodes(): string[] {
  const table = screen.getByRole('table', { name: 'Lieferungen' });
  const [, ...rows] = within(table).getAllByRole('row');
  return rows
    .map((row) => within(row).queryAllByRole('cell'))
    .filter((cells) => cells.length > 1)
    .map((cells) => cells[0]?.textContent ?? '');
}

const expectRowsFor = (request: DeliveriesRequest) =>
  waitFor(() => expect(shownCodes()).toEqual(expectedCodes(request)), { timeout: 15_000 });

/** The grid with the de pack, over the reference backend's statuses. */
const GermanGrid = (props: Pick<DeliveriesTableProps, 'state' | 'onStateChange'>) => (
  <DeliveriesTable
    baseUrl=""
    localePack={de}
    statusOptions={statusOptions}
    timeZone="Europe/Berlin"
    paging={{ prefetchNextPage: false }}
    {...props}
  />
);

/** A German page: the grid's state in its link, what the link left out said in the pack's words. */
function GermanLinkPage() {
  const { state, onStateChange, problems } = useDeliveriesUrlState();
  const words = { ...de.messages.table.problems, ...de.linkProblems };
  return (
    <>
      {problems && (
        <p role="alert">
          Der Link konnte nicht ganz gelesen werden: {wordProblems(problems, words)}
        </p>
      )}
      <GermanGrid state={state} onStateChange={onStateChange} />
    </>
  );
}

let restoreAddress: () => void;
beforeEach(() => {
  restoreAddress = rememberAddress();
  localStorage.removeItem(storageKey);
});
afterEach(() => restoreAddress());

describe('what a link or a saved view left out, read in German with the de pack', () => {
  it('a link with an unreadable date bound, range and advanced row asks for the rest', async () => {
    openLink('v2_if.soon_rq.2026_a.and.duQty.number.greaterThan.5_st.4');
    const bodies = serveDeliveries();
    render(<GermanLinkPage />);

    await expectRowsFor(delivered);
    expect(bodies).toStrictEqual([delivered]);
    expect(screen.getByRole('alert').textContent).toBe(
      'Der Link konnte nicht ganz gelesen werden: ' +
        'Zeitraum „Gewünscht“: „2026“ ist kein Zeitraum wie „last7Days“ und wurde ausgelassen. ' +
        'Bedingung 1 hat die Verknüpfung „and“, die keine Zahl ist; sie wurde ausgelassen. ' +
        'Angelegt ab: „soon“ ist weder ein Datum noch ein Zeitraum dieser Tabelle (etwa „last7Days“) und wurde ausgelassen.',
    );
    await expectNoAxeViolations('de: a link read in part');
  });

  it('a saved view with a bad status, an advanced row and a column width applies the rest', async () => {
    seedLocalStorage([
      savedView('Spät', {
        state: {
          ...defaultQueryState,
          filters: {
            status: [-1, 4],
            advancedFilters: [
              {
                selectedFiled: 'duQty',
                condition: 0,
                operator: 'before',
                data: '5',
                rowType: 'number',
              },
            ],
          },
        },
        columns: { order: [], hidden: [], widths: { code: 1e308 } },
      }),
    ]);
    const bodies = serveDeliveries();
    const user = userEvent.setup();
    render(<GermanGrid />);
    await expectRowsFor(firstPage);

    await user.click(await screen.findByRole('button', { name: 'Ansichten' }, { timeout: 10_000 }));
    await user.click(
      await screen.findByRole('button', { name: 'Ansicht Spät anwenden' }, { timeout: 10_000 }),
    );
    // The rows it could not keep are not sent: the request holds the status only.
    await expectRowsFor(delivered);
    expect(bodies).toStrictEqual([firstPage, delivered]);
    const notice = await screen.findByText(/^Die Ansicht „Spät“/, {}, { timeout: 10_000 });
    expect(notice.textContent).toBe(
      'Die Ansicht „Spät“ wurde ohne einige Einstellungen angewendet: ' +
        'Status: „-1“ ist keine ganze Zahl ab 0 und wurde ausgelassen. ' +
        'Bedingung 1 hat den Operator „before“, den es für Felder vom Typ „number“ nicht gibt; sie wurde ausgelassen. ' +
        'Die Breite „1e+308“ der Spalte „code“ liegt nicht zwischen 48 und 800 Pixeln und wurde ausgelassen.',
    );
    expect(notice.getAttribute('role')).toBe('status');
    await expectNoAxeViolations('de: a saved view applied in part');
  });
});
