import { Component, type ReactNode } from 'react';

/**
 * The host's details, kept apart: if they throw while rendering, an alert says why and the grid,
 * the panel and the keys to the next delivery go on. Keyed by the delivery, so the next one
 * renders afresh.
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
    // A child, not a call here: a boundary catches what its children throw, not itself.
    return <HostDetail render={this.props.children} />;
  }
}

function HostDetail({ render }: { render: () => ReactNode }) {
  return render();
}
