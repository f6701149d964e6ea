import { DeliveriesTableAlert, DeliveriesTableNotice } from './DeliveriesTableFeedback';
import { useGridContext } from './gridContext';
import { focusRowsHome } from './rowsHome';

/**
 * The failure with its one helpful action, then the notices, between the toolbar and the rows.
 * The action's alert vanishes as it starts: focus goes to the rows (`focusRowsHome`), where its
 * answer shows.
 */
export function GridStatus() {
  const { grid, options, scrollRef } = useGridContext();
  const { alert, notices, actions } = grid;
  return (
    <>
      {alert && (
        <DeliveriesTableAlert
          message={alert.message}
          action={
            alert.action && {
              label: alert.actionLabel,
              run: () => {
                focusRowsHome(scrollRef.current);
                if (alert.action === 'clearFilters') actions.clearFilters();
                else actions.retry();
              },
            }
          }
          className={options.classNames?.status}
        />
      )}
      {notices.map((notice) => (
        <DeliveriesTableNotice
          key={notice.kind}
          live={notice.live}
          text={notice.text}
          action={notice.action}
        />
      ))}
    </>
  );
}
