/**
 * A panel's last failure (an alert, read at once) and its last success (a polite status, always in
 * the page so screen readers hear each change). Test ids: `admin-${id}-error`, `admin-${id}-status`.
 */
export function PanelMessages({ id, error, status }: { id: string; error: string; status: string }) {
  return (
    <>
      {error && (
        <p role="alert" className="admin-photos__error" data-testid={`admin-${id}-error`}>
          {error}
        </p>
      )}
      <p role="status" aria-live="polite" className="admin-status" data-testid={`admin-${id}-status`}>
        {status}
      </p>
    </>
  );
}
