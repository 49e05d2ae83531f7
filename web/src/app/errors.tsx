import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '../components/ui/Button';
import { post } from './api';
import classes from './errors.module.css';

let reportEmail: string | null = null;
/** The shell tells us who is signed in so reports carry the email (spec: message, email, component). */
export function setReportEmail(email: string | null) {
  reportEmail = email;
}

/** Posts an uncaught error to the API; never throws. */
export function reportError(error: unknown, component?: string) {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  post('/api/errors', {
    message: message.slice(0, 4000),
    email: reportEmail,
    component: component?.slice(0, 256) ?? null,
    // One-time tokens in the address (reset, verification links) are not the report's business.
    url: (location.origin + location.pathname)
      .replace(/\/(reset|confirm_email)\/[^/]+/, '/$1/…')
      .slice(0, 2048),
  }).catch(() => {});
}

export function installGlobalErrorReporting() {
  window.addEventListener('error', (e) => reportError(e.error ?? e.message, 'window'));
  window.addEventListener('unhandledrejection', (e) => reportError(e.reason, 'promise'));
}

/** Catches render errors, reports them, and shows a friendly way out (plain elements: the site uses it too). */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    const component = info.componentStack?.trim().split('\n')[0]?.trim().replace(/^at /, '');
    reportError(error, component);
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className={classes.failed}>
        <h2>Something went wrong</h2>
        <p>We have been told about it. Please reload the page or try again later.</p>
        <Button onClick={() => location.reload()}>Reload</Button>
      </div>
    );
  }
}
