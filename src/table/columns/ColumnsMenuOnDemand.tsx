import { memo, type ComponentProps } from 'react';
import { onDemandModule } from '../../shared/onDemandModule';
import { OnDemandControl } from '../../shared/OnDemandControl';
import type { DeliveriesTableColumnsMenu } from './DeliveriesTableColumnsMenu';

const columnsMenuCode = onDemandModule(() => import('./columnsMenuCode'));

/**
 * The grid's "Columns": the button is drawn at once and the menu's code (its list, moves and
 * announcements) is fetched after the first frame, so a grid's first load does not carry it
 * (`OnDemandControl`).
 */
export const ColumnsMenuOnDemand = memo(function ColumnsMenuOnDemand(
  props: ComponentProps<typeof DeliveriesTableColumnsMenu>,
) {
  const { messages } = props;
  return (
    <OnDemandControl
      module={columnsMenuCode}
      look={{
        className: 'dt-columns',
        toggleClass: 'dt-columns-toggle',
        label: messages.columnsButton,
        failed: messages.columnsLoadFailed,
        retry: messages.retry,
      }}
    >
      {(code, openAsked) => (
        <code.DeliveriesTableColumnsMenu {...props} defaultOpen={props.defaultOpen || openAsked} />
      )}
    </OnDemandControl>
  );
});
