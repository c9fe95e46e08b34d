import { useTranslation } from 'react-i18next';
import type { PlaceOutcome } from './use-place-virtual';

/** The 3 s toast after placing a virtual object, announced politely. */
export function PlaceToast({ toast }: { toast: PlaceOutcome | null }) {
  const { t } = useTranslation();
  const text =
    toast === null
      ? ''
      : toast.kind === 'noPosition'
        ? t('aira.arqive.virtual.noPosition')
        : t(toast.kind === 'shared' ? 'aira.arqive.virtual.placed' : 'aira.arqive.virtual.placedLocal', {
            emoji: toast.emoji,
          });
  return (
    <p className="arqive__toast" role="status" aria-live="polite" data-testid="arqive-toast" hidden={!text}>
      {text}
    </p>
  );
}
