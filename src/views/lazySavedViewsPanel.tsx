import { onDemandPart } from '../shared/onDemandPart';
import type { SavedViewsPanelProps } from './SavedViewsPanel';

const panelPart = onDemandPart(() =>
  import('./SavedViewsPanel').then((module) => module.SavedViewsPanel),
);

/** Spread on "Views": the popover's code is fetched while the pointer or focus heads there. */
export const warmSavedViewsPanel = panelPart.warmOnApproach;

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
