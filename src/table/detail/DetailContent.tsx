import { Component, Suspense, type ReactNode } from 'react';

/**
 * The host's details, kept apart: if they throw while rendering, an alert says why and the grid,
 * the panel and the keys to the next delivery go on; if they suspend, they wait inside the panel.
 * Keyed by the delivery, so the next one renders afresh.
 */
export class DetailContent extends Component<
  { children: () => ReactNode; describe: (reason: string) => string },
  { failure: string | null }
> {
  override state = { failure: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { failure: error instanceof Error ? error.message : String(error) };
  }

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
      <Suspense fallback={null}>
        <HostDetail render={this.props.children} />
      </Suspense>
    );
  }
}

function HostDetail({ render }: { render: () => ReactNode }) {
  return render();
}
