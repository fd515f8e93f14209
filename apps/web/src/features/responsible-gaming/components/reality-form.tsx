import { REALITY_MINUTES } from '@app/contracts/calls/rg';
import { useId, useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import type { TKey } from '../../../i18n/keys.ts';
import { McNotice, useErrorText } from '../../../ui/page-kit.tsx';
import { reloadPlaySession } from '../api/get-play-session.ts';
import { storeRgState } from '../api/get-rg-state.ts';
import { useSetReality } from '../api/set-reality.ts';

type Minutes = (typeof REALITY_MINUTES)[number] | null;

const EVERY_KEYS: Record<(typeof REALITY_MINUTES)[number], TKey> = {
  15: 'rg_reality_every_15',
  30: 'rg_reality_every_30',
  60: 'rg_reality_every_60',
};

/** The choices in the contract's order, Never last. */
const CHOICES: { value: Minutes; key: TKey }[] = [
  ...REALITY_MINUTES.map((m) => ({ value: m, key: EVERY_KEYS[m] })),
  { value: null, key: 'rg_reality_never' },
];

/**
 * The reality check's setting: remind every 15, 30 or 60 minutes of a sign-in, or never. Saving
 * stores the answered state and has the site-wide reminder load its figures again.
 */
export function RealityForm({ minutes }: { minutes: Minutes }) {
  const t = useT();
  const errorText = useErrorText();
  const id = useId();
  const save = useSetReality();
  const [choice, setChoice] = useState<Minutes>(minutes);
  const [edited, setEdited] = useState(false);
  const [seen, setSeen] = useState(minutes);
  const [notice, setNotice] = useState<{ error?: string; success?: string }>({});
  // A change made elsewhere (another tab) shows unless the member is choosing.
  if (minutes !== seen) {
    setSeen(minutes);
    if (!edited) setChoice(minutes);
  }

  const submit = async () => {
    setNotice({});
    try {
      const state = await save.run({ minutes: choice });
      storeRgState(state);
      reloadPlaySession();
      setChoice(state.realityCheckMinutes);
      setEdited(false);
      setNotice({ success: t(state.realityCheckMinutes === null ? 'rg_reality_saved_off' : 'rg_reality_saved') });
    } catch (e) {
      setNotice({ error: errorText(e) });
    }
  };

  return (
    <form
      className="mc-form rg-reality-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <fieldset className="mc-field rg-choices">
        <legend>{t('rg_reality_legend')}</legend>
        <div className="rg-choice-row">
          {CHOICES.map(({ value, key }) => (
            <label key={key} className="rg-radio">
              <input
                type="radio"
                name={`${id}-minutes`}
                value={value ?? 'never'}
                checked={choice === value}
                onChange={() => {
                  setChoice(value);
                  setEdited(true);
                  setNotice({});
                }}
              />
              <span>{t(key)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mc-row">
        <button type="submit" className="mc-button mc-button--primary" disabled={save.pending}>
          {t('rg_save')}
        </button>
      </div>
      <McNotice error={notice.error} success={notice.success} />
    </form>
  );
}
