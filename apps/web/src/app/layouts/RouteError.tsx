import { Component, type ReactNode } from 'react';
import { t } from '@/shared/i18n';
import { Button } from '@/shared/ui/Button';

/** Shown when a page throws (or a lazily loaded chunk is gone after a deploy): offer a reload. */
export function RouteError() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center px-4 text-center">
      <h1 className="text-2xl font-extrabold text-navy-950">{t('common.errorTitle')}</h1>
      <p className="mt-3 leading-8 text-navy-600">{t('common.errorText')}</p>
      <Button className="mt-8" onClick={() => window.location.reload()}>
        {t('common.reload')}
      </Button>
    </main>
  );
}

interface BoundaryProps {
  fallback: ReactNode;
  /** The address: moving to another one (Back, a link) gives the pages a fresh try. */
  resetKey: string;
  children: ReactNode;
}

/**
 * Replaces the whole screen with `fallback` when rendering a page throws, as the data router's
 * errorElement did (React needs a class for this). React itself logs the error.
 */
export class RouteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
