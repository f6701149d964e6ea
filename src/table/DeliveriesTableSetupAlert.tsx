import { cx } from '../shared/cx';
import { resolveMessages } from './messages';
import type { DeliveriesTableOptions } from './types';

/** In place of the grid when it cannot be set up: says why, in the grid's frame and theme. */
export function DeliveriesTableSetupAlert({
  problem,
  messages,
  className,
  classNames,
  theme,
  density,
}: DeliveriesTableOptions & { problem: string }) {
  return (
    <div
      className={cx('deliveries-table', className, classNames?.root)}
      data-theme={theme}
      data-density={density}
      data-state="error"
    >
      <div className="dt-alert" role="alert">
        <p className="dt-alert-message">{resolveMessages(messages).setupFailed(problem)}</p>
      </div>
    </div>
  );
}
