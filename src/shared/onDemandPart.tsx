import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

/**
 * `load` run once and shared by every caller; a failure is forgotten, so the next call fetches
 * again (a chunk missing after a deploy, a dropped connection).
 *
 * @example
 * ```ts
 * const preloadChart = cachedLoad(() => import('@acme/chart'));
 * void preloadChart().catch(() => undefined); // warm it; a real use awaits it
 * ```
 */
export function cachedLoad<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/**
 * A part of the UI whose code is a chunk of its own: `preload()` starts fetching it,
 * `warmOnApproach` does so on hover or focus of what opens it, and `Part` shows it once it is
 * there, with a status meanwhile and an alert with "Retry" if it cannot be fetched (a deploy
 * replaced it, the network dropped).
 *
 * @example
 * ```tsx
 * const panel = onDemandPart(() => import('@acme/panels').then((module) => module.Panel));
 * <button {...panel.warmOnApproach}>Open</button>;
 * <panel.Part
 *   partProps={props}
 *   loading="Loading…"
 *   failed="Could not load."
 *   retry="Retry"
 *   className="status"
 *   failureClassName="alert"
 * />;
 * ```
 */
export function onDemandPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  const preload = cachedLoad(load);
  const warm = () => void preload().catch(() => undefined);
  // Spread on what opens the part: its code is fetched while the pointer or focus heads there.
  const warmOnApproach = { onPointerEnter: warm, onFocus: warm };
  const lazyPart = () => lazy(() => preload().then((component) => ({ default: component })));
  // Replaced on Retry: React.lazy remembers a failed load for good.
  let LazyPart = lazyPart();

  function Part(props: {
    partProps: P;
    /** Said in a status while the code is fetched; `null` shows nothing meanwhile. */
    loading: string | null;
    /** Said in an alert, with `retry`, when it cannot be fetched. */
    failed: string;
    retry: string;
    /** Class of the status while loading, and of the alert on failure. */
    className: string;
    failureClassName: string;
  }) {
    const [attempt, setAttempt] = useState(0);
    return (
      <ChunkLoadBoundary
        key={attempt}
        failure={
          <div className={props.failureClassName} role="alert">
            {props.failed}{' '}
            <button
              type="button"
              className="dt-button"
              onClick={() => {
                LazyPart = lazyPart();
                setAttempt((count) => count + 1);
              }}
            >
              {props.retry}
            </button>
          </div>
        }
      >
        <Suspense
          fallback={
            props.loading === null ? null : (
              <div className={props.className} role="status">
                {props.loading}
              </div>
            )
          }
        >
          <LazyPart {...props.partProps} />
        </Suspense>
      </ChunkLoadBoundary>
    );
  }
  return { preload, warmOnApproach, Part };
}

/** Shows `failure` instead of children whose code could not be fetched; keyed to start afresh. */
class ChunkLoadBoundary extends Component<
  { children: ReactNode; failure: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.failure : this.props.children;
  }
}
