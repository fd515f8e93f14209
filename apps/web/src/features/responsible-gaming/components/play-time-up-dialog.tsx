import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../../i18n/i18n.tsx';
import { useFormatTime } from '../../../lib/format-time.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { closeGameOverlays } from '../../games/index.ts';
import { iso } from './labels.ts';
import type { TimeUp } from './use-play-time-up.ts';

/**
 * Play has ended by the member's time limit: when it may resume, and one way out. However it closes
 * (the button, Escape, the close button) it closes any game open in a popup and goes to the home page,
 * as "Stop playing" of the reality check does. Opened last, it shows above a game's dialog and takes
 * the focus from it.
 */
export default function PlayTimeUpDialog({ timeUp, onClose }: { timeUp: TimeUp; onClose(): void }) {
  const t = useT();
  const time = useFormatTime();
  const navigate = useNavigate();
  const body = useRef<HTMLParagraphElement>(null);
  // The focus may be in the game's frame behind: make sure it moves here, where the keyboard can answer.
  useEffect(() => {
    const dialog = body.current?.closest('dialog');
    if (dialog && !dialog.contains(document.activeElement)) dialog.querySelector<HTMLElement>('button')?.focus();
  }, []);
  const left = useRef(false);
  const leave = () => {
    if (left.current) return;
    left.current = true;
    closeGameOverlays();
    void navigate('/');
  };
  return (
    <Dialog
      title={t('rg_time_up_title')}
      cover={false}
      onClose={() => {
        leave();
        onClose();
      }}
      buttons={[
        {
          label: t('rg_time_up_leave'),
          primary: true,
          onClick: () => {
            leave();
            return undefined;
          },
        },
      ]}
    >
      <p ref={body}>
        {timeUp.resumesAt === null
          ? t('rg_time_up_later')
          : t('rg_time_up_resumes', { time: time(iso(timeUp.resumesAt)) })}
      </p>
    </Dialog>
  );
}
