import { memo } from 'react';
import { onDemandModule } from '../shared/onDemandModule';
import { OnDemandControl } from '../shared/OnDemandControl';
import type { DeliveriesSavedViewsProps } from './DeliveriesSavedViews';
import { savedViewsShellMessages } from './shellMessages';

const savedViewsCode = onDemandModule(() => import('./savedViewsCode'));

/**
 * The grid's "Views": the button is drawn at once and the saved views' code (their store,
 * checks, list and forms) is fetched after the first frame, so a grid's first load does not
 * carry it (`OnDemandControl`).
 */
export const SavedViewsOnDemand = memo(function SavedViewsOnDemand(
  props: DeliveriesSavedViewsProps,
) {
  const messages = { ...savedViewsShellMessages, ...props.messages };
  return (
    <OnDemandControl
      module={savedViewsCode}
      look={{
        className: 'dt-views',
        toggleClass: 'dt-views-toggle',
        label: messages.toggle,
        failed: messages.panelLoadFailed,
        retry: messages.retry,
      }}
    >
      {(code, openAsked) => (
        <code.DeliveriesSavedViews {...props} defaultOpen={props.defaultOpen || openAsked} />
      )}
    </OnDemandControl>
  );
});
