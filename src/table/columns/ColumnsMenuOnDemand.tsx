import { onDemandControl } from '../../shared/OnDemandControl';
import { drawnGridCode } from '../drawnGridCode';

/**
 * The grid's "Columns": the button is drawn at once and the menu's code (its list, moves and
 * announcements) is fetched after the first frame with the drawn grid's code, so a grid's
 * first load does not carry it (`OnDemandControl`).
 */
export const ColumnsMenuOnDemand = onDemandControl(
  drawnGridCode,
  (code) => code.DeliveriesTableColumnsMenu,
  ({ messages }) => ({
    className: 'dt-columns',
    toggleClass: 'dt-columns-toggle',
    label: messages.columnsButton,
    failed: messages.columnsLoadFailed,
    retry: messages.retry,
  }),
);
