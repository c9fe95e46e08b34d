import { AR_OBJECT_TYPES, ARQIVE, type ArObjectType, type NewArObject } from '@swiss/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AiraDialog } from '../components/aira-dialog';
import { newObject, OBJECT_KINDS } from './object-kinds';

/** Place object: a type among the eight, its emoji and colour (and a text object's text). */
export function PlaceObjectDialog({
  onClose,
  onPlace,
}: {
  onClose: () => void;
  onPlace: (object: NewArObject) => void;
}) {
  const { t } = useTranslation();
  const [type, setType] = useState<ArObjectType>('cube');
  const [emoji, setEmoji] = useState(OBJECT_KINDS.cube.emoji);
  const [color, setColor] = useState(OBJECT_KINDS.cube.color);
  const [text, setText] = useState('');
  const choose = (next: ArObjectType) => {
    setType(next);
    setEmoji(OBJECT_KINDS[next].emoji);
    setColor(OBJECT_KINDS[next].color);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onPlace(newObject(type, { emoji, color, text: text || t('aira.arqive.objects.textDefault') }));
  };
  return (
    <AiraDialog title={t('aira.arqive.objects.placeTitle')} onClose={onClose} testId="arqive-place-object">
      <form className="arqive-form" onSubmit={submit}>
        <fieldset className="arqive-types">
          <legend>{t('aira.arqive.objects.type')}</legend>
          {AR_OBJECT_TYPES.map((kind) => (
            <label key={kind} className="arqive-types__option">
              <input
                type="radio"
                name="arqive-type"
                value={kind}
                checked={type === kind}
                onChange={() => choose(kind)}
              />
              <span aria-hidden="true">{OBJECT_KINDS[kind].emoji}</span> {t(`aira.arqive.types.${kind}`)}
            </label>
          ))}
        </fieldset>
        <label>
          {t('aira.arqive.objects.emoji')}
          <input value={emoji} maxLength={8} onChange={(e) => setEmoji(e.target.value)} />
        </label>
        <label>
          {t('aira.arqive.objects.color')}
          <input type="color" value={color} onChange={(e) => setColor(e.target.value)} />
        </label>
        {type === 'text' && (
          <label>
            {t('aira.arqive.objects.text')}
            <input value={text} maxLength={ARQIVE.textMax} onChange={(e) => setText(e.target.value)} />
          </label>
        )}
        <button type="submit" className="aira-button aira-wide" data-testid="arqive-place-object-submit">
          {t('aira.arqive.objects.place')}
        </button>
      </form>
    </AiraDialog>
  );
}

/** Editable text asks for new text (spec §4). */
export function EditTextDialog({
  initial,
  onClose,
  onSave,
}: {
  initial: string;
  onClose: () => void;
  onSave: (text: string) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  return (
    <AiraDialog title={t('aira.arqive.objects.editTitle')} onClose={onClose} testId="arqive-edit-text">
      <form
        className="arqive-form"
        onSubmit={(event) => {
          event.preventDefault();
          onSave(text.trim().slice(0, ARQIVE.textMax));
        }}
      >
        <label>
          {t('aira.arqive.objects.newText')}
          <input value={text} maxLength={ARQIVE.textMax} onChange={(e) => setText(e.target.value)} />
        </label>
        <button type="submit" className="aira-button aira-wide">
          {t('aira.arqive.objects.saveText')}
        </button>
      </form>
    </AiraDialog>
  );
}
