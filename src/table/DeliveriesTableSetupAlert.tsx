import { cx } from '../shared/cx';
import type { DeliveriesGrid } from '../grid/model';
import type { DeliveriesTableOptions } from './types';

/** In place of the grid when it cannot be set up: says why, in the grid's frame and theme. */
export function DeliveriesTableSetupAlert({
  grid,
  className,
  classNames,
  theme,
}: DeliveriesTableOptions & { grid: DeliveriesGrid }) {
  return (
    <div
      className={cx('deliveries-table', className, classNames?.root)}
      dir={grid.direction}
      data-theme={theme}
      data-density={grid.view.density}
      data-state="error"
    >
      <div className="dt-alert" role="alert">
        <p className="dt-alert-message">{grid.alert?.message}</p>
      </div>
    </div>
  );
}
