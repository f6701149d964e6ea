import { Component, type ReactNode } from 'react';

/** What a host's error boundary shows in place of its grid: the error's message, as an alert. */
export class HostBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}
