import { onDemandPart } from '../table/onDemandPart';
import type { SavedViewsPanelProps } from './SavedViewsPanel';

const panelPart = onDemandPart(() =>
  import('./SavedViewsPanel').then((module) => module.SavedViewsPanel),
);

/** Starts fetching the popover's content ahead of its first open (on hover or focus of "Views"). */
export const preloadSavedViewsPanel = panelPart.preload;

/**
 * The popover's content once its chunk is there: "Loading saved views…" meanwhile, and an alert
 * with "Retry" if it cannot be fetched.
 */
export function SavedViewsPanelLoader(props: SavedViewsPanelProps) {
  const { messages } = props;
  return (
    <panelPart.Part
      partProps={props}
      loading={messages.loading}
      failed={messages.panelLoadFailed}
      retry={messages.retry}
      className="dt-views-progress"
      failureClassName="dt-alert"
    />
  );
}
