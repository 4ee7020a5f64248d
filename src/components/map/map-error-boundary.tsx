import { Component, type ReactNode } from 'react';

type MapErrorBoundaryProps = {
  children: ReactNode;
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
};

/** Catches a map chunk that failed to load (offline before it was cached) so the form stays usable. */
export class MapErrorBoundary extends Component<MapErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  private readonly retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
