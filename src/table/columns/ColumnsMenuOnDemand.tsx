import { onDemandModule } from '../../shared/onDemandModule';
import { onDemandControl } from '../../shared/OnDemandControl';

/**
 * The grid's "Columns": the button is drawn at once and the menu's code (its list, moves and
 * announcements) is fetched after the first frame, so a grid's first load does not carry it
 * (`OnDemandControl`).
 */
export const ColumnsMenuOnDemand = onDemandControl(
  onDemandModule(() => import('./columnsMenuCode')),
  (code) => code.DeliveriesTableColumnsMenu,
  ({ messages }) => ({
    className: 'dt-columns',
    toggleClass: 'dt-columns-toggle',
    label: messages.columnsButton,
    failed: messages.columnsLoadFailed,
    retry: messages.retry,
  }),
);
