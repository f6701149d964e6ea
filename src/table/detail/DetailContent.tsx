import { Component, Suspense, type ReactNode } from 'react';
import { useClientLayoutEffect } from '../../shared/useClientLayoutEffect';

/**
 * The host's details, kept apart: if they throw while rendering, an alert says why and the grid,
 * the panel and the keys to the next delivery go on; if they suspend, they wait inside the panel.
 * Keyed by the delivery, so the next one renders afresh.
 */
export class DetailContent extends Component<
  {
    children: () => ReactNode;
    describe: (reason: string) => string;
    /** Puts focus on the details' title: where it goes when the host's part, holding it, waits. */
    keepFocus: () => void;
    /** Called as the host's part goes, its markup still in the page (focus in it is still seen). */
    onGone: () => void;
  },
  { failure: string | null }
> {
  override state = { failure: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { failure: error instanceof Error ? error.message : String(error) };
  }

  override componentWillUnmount() {
    this.props.onGone();
  }

  // The host's part about to be replaced by the alert: focus in it is still there to see.
  override getSnapshotBeforeUpdate(_: unknown, previous: { failure: string | null }) {
    if (previous.failure === null && this.state.failure !== null) this.props.onGone();
    return null;
  }

  // React calls the snapshot only beside this.
  override componentDidUpdate() {}

  override render() {
    if (this.state.failure !== null)
      return (
        <p className="dt-alert" role="alert">
          {this.props.describe(this.state.failure)}
        </p>
      );
    // A child, not a call here: a boundary catches what its children throw, not itself. A render
    // that suspends (a host's useSuspenseQuery) waits here, not at the details' chunk's boundary,
    // which would take the whole panel, its title and focus with it.
    return (
      <Suspense fallback={<KeepFocus on={this.props.keepFocus} />}>
        <HostDetail render={this.props.children} />
      </Suspense>
    );
  }
}

function HostDetail({ render }: { render: () => ReactNode }) {
  return render();
}

/**
 * While the host's part waits, React hides it: focus in it (a button of theirs that made it
 * load) would fall to the page, and J and K with it. It goes to the details' title instead;
 * focus that was elsewhere (the page, a link opening the details on load) stays.
 */
function KeepFocus({ on }: { on: () => void }) {
  useClientLayoutEffect(() => {
    const active = document.activeElement;
    if (active && active !== document.body && !active.checkVisibility()) on();
  }, [on]);
  return null;
}
