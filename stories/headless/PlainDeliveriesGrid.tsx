import { useId } from 'react';
import { useDeliveriesGrid, type DeliveriesGridOptions } from '@src/index';

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;
const pageSizes = [10, 25, 50];

/**
 * A host's own grid on `useDeliveriesGrid`: plain HTML, no part of the library's markup, the
 * same requests and states as `DeliveriesTable`. Swap the elements for MUI, shadcn or Mantine.
 */
export function PlainDeliveriesGrid(options: DeliveriesGridOptions) {
  const grid = useDeliveriesGrid(options);
  const { rows, messages, alert, query, paging, sorting, search, filters, columns } = grid;
  const searchId = useId();
  return (
    <section style={{ display: 'grid', gap: 8, fontFamily: 'system-ui', fontSize: 14 }}>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          search.actions.search(String(new FormData(event.currentTarget).get('q') ?? ''));
        }}
      >
        <label htmlFor={searchId}>{messages.searchLabel}</label>{' '}
        <input id={searchId} name="q" type="search" defaultValue={search.quickSearch} />{' '}
        <button type="submit">Search</button>
      </form>
      {alert && (
        <p role="alert">
          {alert.message}{' '}
          {alert.action && (
            <button
              type="button"
              onClick={
                alert.action === 'retry' ? query.actions.retry : filters.actions.clearFilters
              }
            >
              {alert.actionLabel}
            </button>
          )}
        </p>
      )}
      {grid.notices.map((notice) => (
        <p key={notice.kind} role={notice.live ? 'status' : undefined}>
          {notice.text}
          {notice.action && (
            <>
              {' '}
              <button type="button" onClick={notice.action.run}>
                {notice.action.label}
              </button>
            </>
          )}
        </p>
      ))}
      <table
        aria-label={messages.tableLabel}
        aria-busy={query.isFetching}
        style={{ opacity: grid.phase === 'refreshing' ? 0.6 : 1, borderCollapse: 'collapse' }}
      >
        <thead>
          <tr>
            {columns.headers.map((header) => (
              <th
                key={header.column.id}
                scope="col"
                aria-sort={
                  header.canSort ? (header.sorted ? ariaSort[header.sorted] : 'none') : undefined
                }
                style={{ textAlign: header.align === 'end' ? 'right' : 'left' }}
              >
                {header.canSort ? (
                  <button
                    type="button"
                    onClick={() => sorting.actions.toggleSort(header.column.id)}
                  >
                    {header.label}
                    {header.sorted === 'asc' ? ' ↑' : header.sorted === 'desc' ? ' ↓' : ''}
                  </button>
                ) : (
                  header.label
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.body === 'skeleton' && (
            <tr>
              <td colSpan={columns.shown.length}>{messages.loading}…</td>
            </tr>
          )}
          {grid.body === 'empty' && (
            <tr>
              <td colSpan={columns.shown.length}>{messages.empty}</td>
            </tr>
          )}
          {grid.body === 'rows' &&
            rows?.map((delivery) => (
              <tr key={grid.rowKeyOf(delivery)}>
                {columns.headers.map(({ column, align }) => (
                  <td key={column.id} style={{ textAlign: align === 'end' ? 'right' : 'left' }}>
                    {columns.cellText(delivery, column.id)}
                  </td>
                ))}
              </tr>
            ))}
        </tbody>
      </table>
      <nav aria-label={messages.paginationLabel} style={{ display: 'flex', gap: 8 }}>
        <button
          type="button"
          disabled={!paging.canPreviousPage}
          onClick={paging.actions.previousPage}
        >
          {messages.previousPage}
        </button>
        <span>{messages.pageLabel(paging.pageNumber)}</span>
        <button type="button" disabled={!paging.canNextPage} onClick={paging.actions.nextPage}>
          {messages.nextPage}
        </button>
        <label>
          {messages.rowsPerPage}{' '}
          <select
            value={paging.pageSize}
            onChange={(event) => paging.actions.setPageSize(Number(event.target.value))}
          >
            {pageSizes.map((size) => (
              <option key={size}>{size}</option>
            ))}
          </select>
        </label>
      </nav>
      {/* Keyed: the same words after another change are a new node, so they are said again. */}
      <div role="status" aria-live="polite">
        <span key={grid.announcementId}>{grid.announcement}</span>
      </div>
    </section>
  );
}
