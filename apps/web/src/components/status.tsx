import type { ReactNode } from 'react';

/** A polite live region with a spinner, for loading states. */
export function Loading({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <p className="status-message" role="status" data-testid={testId}>
      <span className="spinner" aria-hidden="true" /> {children}
    </p>
  );
}

/** An alert with an optional action, for error states. */
export function ErrorPanel({ children, action, testId }: { children: ReactNode; action?: ReactNode; testId?: string }) {
  return (
    <div className="error-panel" role="alert" data-testid={testId}>
      <p>{children}</p>
      {action}
    </div>
  );
}
