import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A modal on the native <dialog>: showModal() traps focus and makes the page behind inert, Escape
 * closes it, and focus goes back to what opened it. (The shell's sheet lives in app/, which a
 * feature may not import.)
 */
export function AiraDialog({
  title,
  onClose,
  children,
  testId,
  className,
}: {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
  /** An extra class, e.g. the Pulse hub's full-screen variant. */
  className?: string;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useEffectEvent(() => onClose());

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', ''); // jsdom
    const onCancel = (event: Event) => {
      event.preventDefault();
      close();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={className ? `aira-dialog ${className}` : 'aira-dialog'}
      aria-labelledby={titleId}
      data-testid={testId}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its box) closes it.
        if (event.target === ref.current) onClose();
      }}
    >
      <div className="aira-dialog__box">
        <div className="aira-dialog__head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="aira-button aira-button--ghost" onClick={onClose}>
            {t('aira.place.close')}
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
