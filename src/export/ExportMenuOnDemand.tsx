import { onDemandModule } from '../shared/onDemandModule';
import { onDemandControl } from '../shared/OnDemandControl';
import { ExportIcon } from './ExportIcon';
import { exportShellMessages } from './shellMessages';

/**
 * The grid's "Export": the button is drawn at once and the export's code (the menu, the CSV
 * writer, the run and its progress) is fetched after the first frame, so a grid's first load
 * does not carry it (`OnDemandControl`).
 */
export const ExportMenuOnDemand = onDemandControl(
  onDemandModule(() => import('./exportCode')),
  (code) => code.DeliveriesExportMenu,
  (props) => {
    const messages = { ...exportShellMessages, ...props.messages };
    return {
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
    };
  },
);
