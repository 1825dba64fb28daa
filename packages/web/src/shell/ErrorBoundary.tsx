/**
 * A part of the page that fails shows a plain message and a reload button instead of taking the
 * whole page down with it (issue 39 item 3): the board, the prompt and each panel of the game
 * page has one of its own, and what it caught is reported to the server (errorReports.ts).
 */
import { Component, type ErrorInfo, type ReactNode } from "react";
import { reportClientError } from "./errorReports.ts";

interface Props {
  /** What this part is, in the message and the report ("the board", "the chat"...). */
  name: string;
  children?: ReactNode;
}

export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    reportClientError("boundary", error, this.props.name);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="part-failed" role="alert">
        <p>Something went wrong showing {this.props.name}. The rest of the page still works.</p>
        <button type="button" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </div>
    );
  }
}
