import { DeliveriesTableAlert, DeliveriesTableNotice } from './DeliveriesTableFeedback';
import { useGridContext } from './gridContext';

/** The failure with its one helpful action, then the notices, between the toolbar and the rows. */
export function GridStatus() {
  const { grid, options } = useGridContext();
  const { alert, notices, actions } = grid;
  return (
    <>
      {alert && (
        <DeliveriesTableAlert
          message={alert.message}
          action={
            alert.action && {
              label: alert.actionLabel,
              run: alert.action === 'clearFilters' ? actions.clearFilters : actions.retry,
            }
          }
          className={options.classNames?.status}
        />
      )}
      {notices.map((notice) => (
        <DeliveriesTableNotice key={notice.kind} live={notice.live} text={notice.text} />
      ))}
    </>
  );
}
