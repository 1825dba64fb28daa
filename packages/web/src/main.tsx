import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App.tsx";
import { ErrorBoundary } from "./shell/ErrorBoundary.tsx";
import { installErrorReporting } from "./shell/errorReports.ts";
import "./styles.css";

// Uncaught errors and rejections go to the server (and Sentry, when it has a DSN).
installErrorReporting();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <ErrorBoundary name="this page">
      <App />
    </ErrorBoundary>
  </StrictMode>,
);
