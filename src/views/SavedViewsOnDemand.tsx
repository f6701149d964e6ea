import { onDemandModule } from '../shared/onDemandModule';
import { onDemandControl } from '../shared/OnDemandControl';
import { savedViewsShellMessages } from './shellMessages';

/**
 * The grid's "Views": the button is drawn at once and the saved views' code (their store,
 * checks, list and forms) is fetched after the first frame, so a grid's first load does not
 * carry it (`OnDemandControl`).
 */
export const SavedViewsOnDemand = onDemandControl(
  onDemandModule(() => import('./savedViewsCode')),
  (code) => code.DeliveriesSavedViews,
  (props) => {
    const messages = { ...savedViewsShellMessages, ...props.messages };
    return {
      className: 'dt-views',
      toggleClass: 'dt-views-toggle',
      label: messages.toggle,
      failed: messages.panelLoadFailed,
      retry: messages.retry,
    };
  },
);
