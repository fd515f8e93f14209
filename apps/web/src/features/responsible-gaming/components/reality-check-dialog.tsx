import { LANGUAGE_TAGS } from '@app/contracts/languages';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { type Translate, useI18n } from '../../../i18n/i18n.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { Money } from '../../../ui/money.tsx';
import { closeGameOverlays } from '../../games/index.ts';
import type { RealityCheck } from './reality-check-host.tsx';
import './reality-check.css';

/** Minutes played as hours and minutes in the language's own words ("1 hour 5 minutes"). */
export function playedTime(minutes: number, tag: string, t: Translate): string {
  const unit = (u: 'hour' | 'minute', n: number) =>
    new Intl.NumberFormat(tag, { style: 'unit', unit: u, unitDisplay: 'long' }).format(n);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return unit('minute', rest);
  if (rest === 0) return unit('hour', hours);
  return t('rg_reality_hours_minutes', { hours: unit('hour', hours), minutes: unit('minute', rest) });
}

/**
 * The reminder itself: how long the member has played since signing in and the result of the rounds
 * played since (ahead, behind or even) with the stakes and wins. "Keep playing" (or Escape) closes it;
 * "Stop playing" closes any game open in a popup and goes to the home page. Opened last, it shows
 * above a game's dialog and takes the focus from it.
 */
export default function RealityCheckDialog({ check, onClose }: { check: RealityCheck; onClose(): void }) {
  const { t, lang } = useI18n();
  const navigate = useNavigate();
  const { figures } = check;
  const body = useRef<HTMLDivElement>(null);
  // The focus may be in the game's frame behind: make sure it moves here, where the keyboard can answer.
  useEffect(() => {
    const dialog = body.current?.closest('dialog');
    if (dialog && !dialog.contains(document.activeElement)) dialog.querySelector<HTMLElement>('button')?.focus();
  }, []);
  return (
    <Dialog
      title={t('rg_reality_title')}
      onClose={onClose}
      cover={false}
      buttons={[
        { label: t('rg_reality_keep') },
        {
          label: t('rg_reality_stop'),
          primary: true,
          onClick: () => {
            closeGameOverlays();
            void navigate('/');
            return undefined;
          },
        },
      ]}
    >
      <div className="rg-reality" ref={body}>
        <p className="rg-reality__played">
          {t('rg_reality_played', { time: playedTime(check.minutes, LANGUAGE_TAGS[lang], t) })}
        </p>
        {figures ? (
          <>
            <p className="rg-reality__net">
              {figures.net === 0 ? (
                t('rg_reality_even')
              ) : (
                <>
                  <span>{t(figures.net > 0 ? 'rg_reality_ahead' : 'rg_reality_behind')}</span>
                  <Money amount={Math.abs(figures.net)} className="rg-reality__amount" />
                </>
              )}
            </p>
            <dl className="rg-reality__figures">
              <div>
                <dt>{t('rg_reality_stakes')}</dt>
                <dd>
                  <Money amount={figures.stake} />
                </dd>
              </div>
              <div>
                <dt>{t('rg_reality_wins')}</dt>
                <dd>
                  <Money amount={figures.win} />
                </dd>
              </div>
            </dl>
          </>
        ) : null}
      </div>
    </Dialog>
  );
}
