import { Trans, useLingui } from '@lingui/react/macro';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { localizedPath } from '@tours/core/domain';
import { useLocale } from '@/i18n/i18n';

/**
 * A page's code (a lazy chunk) could not be fetched: the browsers' words for it, and Vite's when a
 * chunk's dependencies fail to preload. A new attempt usually works (a dropped connection, or a
 * deploy that replaced the chunk), so the page says so.
 */
export function isLoadFailure(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|importing a module script failed|unable to preload/i.test(error.message)
  );
}

/** Shown when rendering or loading a page fails: "Unexpected Application Error" with the status or message. */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useLingui();
  // A plain link (a fresh load), so it names the language's home page itself.
  const home = localizedPath(useLocale(), '/');
  const status = (error as { status?: unknown } | null)?.status;
  let detail: string;
  if (typeof status === 'number' || typeof status === 'string') {
    const statusText = (error as { statusText?: string }).statusText;
    detail = `${status}${statusText ? ` ${statusText}` : ''}`;
  } else if (error instanceof Error) detail = error.message;
  else detail = error == null ? t`Unknown error` : String(error);

  return (
    <main className="standalone">
      <div className="card">
        <h1>
          <Trans>Unexpected Application Error</Trans>
        </h1>
        <p className="muted" role="alert">
          {detail}
        </p>
        <p>
          {isLoadFailure(error) ? t`Part of this page could not be loaded: check your connection.` + ' ' : ''}
          <Trans>
            Your booking in progress is kept in this tab. Try again, or start again from the home page.
          </Trans>
        </p>
        <div className="standalone-actions">
          {/* A fresh load fetches the page's code again: a failed chunk is not retried in place. */}
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
            <Trans>Try again</Trans>
          </button>
          <a className="btn btn-secondary" href={home}>
            <Trans>Home page</Trans>
          </a>
        </div>
      </div>
    </main>
  );
}

class Boundary extends Component<{ children: ReactNode; resetKey: string }, { error: unknown; key: string }> {
  override state = { error: null as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { error: unknown; key: string }) {
    // Navigating elsewhere clears the error, as a route errorElement would.
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Route error', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/** The route error element of the app: catches any failure while rendering or loading a page. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}
