import { HidingFilterFinderOnDemand } from './filterHelpOnDemand';
import { cx } from '../shared/cx';
import type { DeliveriesTableMessages } from '../grid/messages';
import { focusRowsHome } from './rowsHome';

/** A failed load: the reason in words a person can act on, and what to do (usually "Retry"). */
export function DeliveriesTableAlert({
  message,
  action,
  className,
}: {
  message: string;
  /** The one thing that helps; none when nothing the person does would. */
  action: { label: string; run: () => void } | null;
  className?: string | undefined;
}) {
  return (
    <div className={cx('dt-alert', className)} role="alert">
      <svg
        className="dt-icon dt-alert-icon"
        viewBox="0 0 16 16"
        width="16"
        height="16"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="8" cy="8" r="6.5" />
        <path d="M8 4.5v4M8 11v.5" />
      </svg>
      <p className="dt-alert-message">{message}</p>
      {action && (
        <button type="button" className="dt-button" onClick={action.run}>
          {action.label}
        </button>
      )}
    </div>
  );
}

/**
 * A plain-words notice above the grid that is not a failure: a retry under way (`live`, so it
 * is announced) or a cap on the rows drawn.
 */
export function DeliveriesTableNotice({
  text,
  live = false,
  action,
  className,
}: {
  text: string;
  live?: boolean;
  /** Its one action ("Retry"), drawn after the text. */
  action?: { label: string; run: () => void } | undefined;
  className?: string | undefined;
}) {
  return (
    <p className={cx('dt-notice', className)} role={live ? 'status' : undefined}>
      {text}
      {action && (
        <>
          {' '}
          <button type="button" className="dt-button" onClick={action.run}>
            {action.label}
          </button>
        </>
      )}
    </p>
  );
}

/** An indeterminate bar over the grid while deliveries load. */
export function DeliveriesTableProgress({ label }: { label: string }) {
  return (
    <div className="dt-progress" role="progressbar" aria-label={label}>
      <span className="dt-progress-bar" />
    </div>
  );
}

/**
 * A polite live region. Its text is a new node for each announcement (`id`), so the same words
 * after another change (a cached page, a second "Clear all") are spoken again.
 */
export function DeliveriesTableAnnouncer({ text, id }: { text: string; id: number }) {
  return (
    <div className="dt-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      <span key={id}>{text}</span>
    </div>
  );
}

/**
 * No deliveries match; with filters active, a way out. On a page past the first (a link or a
 * state past the last page) the page may be the reason: a way to the first page too, and no
 * search for a filter to blame (its probes ask page 1).
 */
export function DeliveriesTableEmpty({
  messages,
  onClearFilters,
  onFirstPage,
  findHidingFilter = false,
  className,
}: {
  messages: DeliveriesTableMessages;
  /** Given only while a filter is active. */
  onClearFilters?: (() => void) | undefined;
  /** Given only on a page past the first. */
  onFirstPage?: (() => void) | undefined;
  /** Offer "Which filter hides them?" (inside the grid, with filters active). */
  findHidingFilter?: boolean;
  className?: string | undefined;
}) {
  const ways = [
    [messages.toFirstPage, onFirstPage],
    [messages.clearFilters, onClearFilters],
  ] as const;
  return (
    <div className={cx('dt-empty-state', className)}>
      <p>{onFirstPage ? messages.emptyPage : messages.empty}</p>
      {ways.map(
        ([label, action], place) =>
          action && (
            <button
              // By place, not label: a new language's words keep the button, and focus on it.
              key={place}
              type="button"
              className="dt-button"
              onClick={(event) => {
                // This button goes with the empty state: focus waits for the rows, table or cards.
                focusRowsHome(event.currentTarget.closest('.dt-scroll'));
                action();
              }}
            >
              {label}
            </button>
          ),
      )}
      {findHidingFilter && !onFirstPage && <HidingFilterFinderOnDemand />}
    </div>
  );
}
