import { memo } from 'react';
import { onDemandModule } from '../shared/onDemandModule';
import { OnDemandControl } from '../shared/OnDemandControl';
import type { DeliveriesExportMenuProps } from './DeliveriesExportMenu';
import { ExportIcon } from './ExportIcon';
import { exportShellMessages } from './shellMessages';

const exportCode = onDemandModule(() => import('./exportCode'));

/**
 * The grid's "Export": the button is drawn at once and the export's code (the menu, the CSV
 * writer, the run and its progress) is fetched after the first frame, so a grid's first load
 * does not carry it (`OnDemandControl`).
 */
export const ExportMenuOnDemand = memo(function ExportMenuOnDemand(
  props: DeliveriesExportMenuProps,
) {
  const messages = { ...exportShellMessages, ...props.messages };
  return (
    <OnDemandControl
      module={exportCode}
      look={{
        className: 'dt-export',
        toggleClass: 'dt-export-toggle',
        popup: 'menu',
        label: (
          <>
            <ExportIcon />
            {messages.exportButton}
          </>
        ),
        failed: messages.menuLoadFailed,
        retry: messages.retry,
      }}
    >
      {(code, openAsked) => (
        <code.DeliveriesExportMenu {...props} defaultOpen={props.defaultOpen || openAsked} />
      )}
    </OnDemandControl>
  );
});
