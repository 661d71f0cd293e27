// `@docusaurus/ErrorBoundary`: what its children throw while they render is
// caught, and `fallback` (given the error and a way to try again) is drawn in
// their place; without one, the error's message and a button to try again.
import { Component, type ReactNode } from "react";

import { ErrorBoundaryErrorMessageFallback } from "./theme-common/components";

export interface FallbackParams {
  error: Error;
  tryAgain: () => void;
}

interface Props {
  fallback?: (params: FallbackParams) => ReactNode;
  children: ReactNode;
}

export default class ErrorBoundary extends Component<Props, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    const params = { error, tryAgain: () => this.setState({ error: null }) };
    return (this.props.fallback ?? ErrorBoundaryErrorMessageFallback)(params);
  }
}
