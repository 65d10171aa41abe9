import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage } from './error-page.tsx';

type Props = { children: ReactNode };
type State = { error: unknown; hasError: boolean };

/** Last line of defence for errors outside the router (providers, the router itself). */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unhandled UI error', error, info.componentStack);
  }

  override render() {
    if (!this.state.hasError) return this.props.children;
    return (
      <ErrorPage
        error={this.state.error}
        onRetry={() => this.setState({ error: undefined, hasError: false })}
      />
    );
  }
}
