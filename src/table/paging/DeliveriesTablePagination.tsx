import { useId, useRef, type FocusEvent } from 'react';
import { cx } from '../../shared/cx';
import { arrowKeyOf } from '../../shared/direction';
import { useClientLayoutEffect } from '../../shared/useClientLayoutEffect';
import { defaultPageSizeOptions } from '../../grid/useGridQueryState';
import { useGridContext } from '../gridContext';
import { focusRowsHome } from '../rowsHome';
import { isPageSize } from '../../grid/paging/pagingOptions';

// Drawn pointing the way it turns the page: right to left, "Next page" points left.
const chevrons = { left: 'M10 3 5 8l5 5', right: 'm6 3 5 5-5 5' };

function Chevron({ points }: { points: keyof typeof chevrons }) {
  return (
    <svg
      className="dt-icon"
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <path d={chevrons[points]} />
    </svg>
  );
}

/**
 * "Previous page", "Next page", "Rows per page", the page number and the rows' range. When the
 * paging button that has focus becomes disabled (first or last page reached), focus moves to
 * the other one, else to the table, instead of falling back to the document.
 */
export function DeliveriesTablePagination() {
  const { grid, options: tableOptions, scrollRef: focusFallbackRef } = useGridContext();
  const { messages, actions, rows, direction } = grid;
  const { pageNumber, pageSize, canPreviousPage: canPrevious, canNextPage: canNext } = grid.paging;
  // The rows on screen and the page they came from: a page turn in flight or failed shows
  // the last page's rows, and their range, not the one asked for.
  const { rowsFrom } = grid.paging;
  const rowsOnPage = rows?.length;
  // Whole numbers from 1, each once: a repeat or `NaN` would be an option no one can mean.
  const given = tableOptions.paging?.pageSizeOptions ?? defaultPageSizeOptions;
  const pageSizeOptions = given.filter(
    (size, index) => isPageSize(size) && given.indexOf(size) === index,
  );
  const keyboardShortcuts = tableOptions.keyboardShortcuts ?? true;
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const pageSizeId = useId();
  // The paging button focused last, until focus goes somewhere else on purpose.
  const lastPagingButton = useRef<HTMLButtonElement | null>(null);

  useClientLayoutEffect(() => {
    const previous = previousRef.current;
    const next = nextRef.current;
    const active = document.activeElement;
    const stranded =
      (active === previous && !canPrevious) ||
      (active === next && !canNext) ||
      // Chromium blurs a focused button when it becomes disabled.
      (active === document.body && lastPagingButton.current?.disabled === true);
    if (!stranded) return;
    const other = active === previous || lastPagingButton.current === previous ? next : previous;
    // Beside the one that had it: no scroll, so rows shown from their first stay in sight.
    if (other && !other.disabled) other.focus({ preventScroll: true });
    else focusRowsHome(focusFallbackRef.current);
    lastPagingButton.current = null;
  }, [canPrevious, canNext, focusFallbackRef]);

  const trackFocus = {
    onFocus: (event: FocusEvent<HTMLButtonElement>) => {
      lastPagingButton.current = event.currentTarget;
    },
    onBlur: (event: FocusEvent<HTMLButtonElement>) => {
      if (event.relatedTarget !== null) lastPagingButton.current = null;
    },
  };

  const options = pageSizeOptions.includes(pageSize)
    ? pageSizeOptions
    : [...pageSizeOptions, pageSize].sort((a, b) => a - b);
  const firstRow = rowsFrom ? (rowsFrom.pageNumber - 1) * rowsFrom.pageSize + 1 : 0;
  const range =
    rowsOnPage === undefined || !rowsFrom
      ? ''
      : rowsOnPage === 0
        ? messages.noRows
        : messages.rowRange(firstRow, firstRow + rowsOnPage - 1);

  return (
    <nav
      className={cx('dt-pagination', tableOptions.classNames?.pagination)}
      aria-label={messages.paginationLabel}
    >
      <div className="dt-page-size">
        <label htmlFor={pageSizeId}>{messages.rowsPerPage}</label>
        <select
          id={pageSizeId}
          className="dt-select"
          value={pageSize}
          onChange={(event) => actions.setPageSize(Number(event.target.value))}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      <span className="dt-range">{range}</span>
      <span className="dt-page">{messages.pageLabel(pageNumber)}</span>
      <div className="dt-page-buttons">
        <button
          ref={previousRef}
          type="button"
          className="dt-button"
          disabled={!canPrevious}
          onClick={actions.previousPage}
          aria-keyshortcuts={keyboardShortcuts ? `Alt+${arrowKeyOf(-1, direction)}` : undefined}
          {...trackFocus}
        >
          <Chevron points={direction === 'ltr' ? 'left' : 'right'} />
          <span>{messages.previousPage}</span>
        </button>
        <button
          ref={nextRef}
          type="button"
          className="dt-button"
          disabled={!canNext}
          onClick={actions.nextPage}
          aria-keyshortcuts={keyboardShortcuts ? `Alt+${arrowKeyOf(1, direction)}` : undefined}
          {...trackFocus}
        >
          <span>{messages.nextPage}</span>
          <Chevron points={direction === 'ltr' ? 'right' : 'left'} />
        </button>
      </div>
    </nav>
  );
}
