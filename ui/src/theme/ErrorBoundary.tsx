// Catches a crashing page and offers to render it again (SPEC §8).
import { Component, type ErrorInfo, type ReactNode } from "react";
import { theme_ErrorPageContent_title, theme_ErrorPageContent_tryAgain } from "../i18n/theme";

interface State {
  error: Error | null;
}

export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  // Set in the constructor: a class field would bring the compiler's
  // defineProperty helpers (about 1 KB before gzip) into the first load.
  constructor(props: { children: ReactNode }) {
    super(props);
    this.state = { error: null };
  }

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("Page crashed:", error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="page-error" role="alert">
        <h1>{theme_ErrorPageContent_title}</h1>
        <pre>{this.state.error.message}</pre>
        <button type="button" className="button" onClick={() => this.setState({ error: null })}>
          {theme_ErrorPageContent_tryAgain}
        </button>
      </div>
    );
  }
}
