import type { TFunction } from 'i18next';
import type { ActivityLine } from './room-state';

/** An activity line in the visitor's language, e.g. "Anna placed a crystal 💎". */
export function activityText(line: ActivityLine, t: TFunction): string {
  const { entry, object } = line;
  const name = entry.actor.name;
  const what = {
    name,
    object: object ? t(`aira.arqive.types.${object.type}`) : t('aira.arqive.activity.anObject'),
    emoji: object?.emoji ?? '',
  };
  const op = entry.op;
  switch (op.kind) {
    case 'object_placed':
      return t('aira.arqive.activity.placed', what).trim();
    case 'object_scaled':
      return t('aira.arqive.activity.scaled', what).trim();
    case 'object_rotated':
      return t('aira.arqive.activity.rotated', what).trim();
    case 'object_text':
      return t('aira.arqive.activity.text', { name, text: op.text });
    case 'object_activated':
      if (op.effect === 'portal') return t('aira.arqive.activity.portal', what).trim();
      if (op.effect === 'points') return t('aira.arqive.activity.points', { ...what, points: op.points ?? 0 }).trim();
      return t('aira.arqive.activity.details', what).trim();
    case 'object_deleted':
      return t('aira.arqive.activity.deleted', what).trim();
    case 'participant_joined':
      return t('aira.arqive.activity.joined', { name });
    case 'participant_left':
      return t('aira.arqive.activity.left', { name });
    case 'participant_removed':
      return t('aira.arqive.activity.removed', { name });
    default:
      return t('aira.arqive.activity.moved', what).trim();
  }
}
