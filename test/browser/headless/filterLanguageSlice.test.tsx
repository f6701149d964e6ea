import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { generateDeliveries, mockCouriers, mockStatuses } from '@src/mocks/index';
import {
  useDeliveriesGrid,
  useDeliveriesGridSelector,
  type DeliveriesFilterLanguage,
  type DeliveriesGridOptions,
  type FilterQueryProblem,
} from '@src/index';
import { serveReference } from '../harness';

const dataset = generateDeliveries(120, 5);
const couriers = mockCouriers.map(({ courierId, courierCode }) => ({
  value: courierId,
  label: courierCode,
}));
const generous = { timeout: 10_000 };
const noLanguage = { get: () => null, subscribe: () => () => undefined };

/** A host's problems, worded from the codes by the host itself. */
const hostWords = (problem: FilterQueryProblem) =>
  problem.code === 'unknownField'
    ? `unknownField ${problem.name}`
    : 'value' in problem
      ? `${problem.code} ${problem.value}`
      : problem.code;

/** A headless host's search: the text goes to `grid.search.actions.runQuery`, the codes back. */
function HostSearch(options: DeliveriesGridOptions) {
  const grid = useDeliveriesGrid(options);
  const language: DeliveriesFilterLanguage | typeof noLanguage = grid.search.language ?? noLanguage;
  const problems = useDeliveriesGridSelector(language, (state) => state?.problems ?? []);
  const [result, setResult] = useState<string>('');
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        const text = String(new FormData(event.currentTarget).get('q') ?? '');
        void grid.search.actions.runQuery(text).then((state) => {
          setResult(state?.applied ? `applied ${state.applied.quickSearch}` : 'not applied');
        });
      }}
    >
      <label>
        Query <input name="q" />
      </label>
      <button type="submit">Run</button>
      <ul aria-label="Problems">
        {problems.map((problem) => (
          <li key={hostWords(problem)}>{hostWords(problem)}</li>
        ))}
      </ul>
      <output>{result}</output>
      <p>Search in force: {grid.search.quickSearch || '(none)'}</p>
    </form>
  );
}

function renderHost(options: { search?: DeliveriesGridOptions['search'] } = {}) {
  const bodies = serveReference(dataset);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <HostSearch
        baseUrl=""
        statusOptions={mockStatuses}
        filters={{ options: { couriers } }}
        locale="en-GB"
        timeZone="UTC"
        paging={{ prefetchNextPage: false }}
        {...options}
      />
    </QueryClientProvider>,
  );
  return bodies;
}

beforeEach(() => {
  // Only Date is faked: Thursday 5 November 2026, noon UTC.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-05T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the filter language in the model (grid.search)', () => {
  it('reads a query handed to runQuery: problems as codes, no request; then the filters sent', async () => {
    const bodies = renderHost();
    await waitFor(() => expect(bodies).toHaveLength(1), generous);
    const user = userEvent.setup();
    const query = screen.getByRole('textbox', { name: 'Query' });

    await user.type(query, 'nope:1 courier:Pigeon inserted:soon x');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    const problems = within(screen.getByRole('list', { name: 'Problems' }));
    await waitFor(
      () =>
        expect(problems.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
          'unknownField nope',
          'noMatch Pigeon',
          'badDate soon',
        ]),
      generous,
    );
    expect(screen.getByRole('status').textContent).toBe('not applied');
    // Nothing is applied while a word is unread.
    expect(bodies).toHaveLength(1);

    await user.clear(query);
    await user.type(query, 'status:delivered courier:DHL inserted:-7d x');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('applied x'), generous);
    await waitFor(
      () =>
        expect(bodies.at(-1)).toMatchObject({
          quickSearch: 'x',
          filters: { status: [4], courierIds: [11], insertFrom: '2026-10-29T00:00:00.000Z' },
        }),
      generous,
    );
    expect(bodies.at(-1)?.filters).toStrictEqual({
      status: [4],
      courierIds: [11],
      insertFrom: '2026-10-29T00:00:00.000Z',
    });
    expect(problems.queryAllByRole('listitem')).toEqual([]);
    expect(screen.getByText('Search in force: x')).toBeTruthy();
  });

  it('is null with search.language false: runQuery searches the text as it is', async () => {
    const bodies = renderHost({ search: { language: false } });
    await waitFor(() => expect(bodies).toHaveLength(1), generous);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Query' }), 'status:delivered');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(
      () => expect(bodies.at(-1)).toMatchObject({ quickSearch: 'status:delivered' }),
      generous,
    );
    expect(bodies.at(-1)?.filters).toBeUndefined();
  });
});
