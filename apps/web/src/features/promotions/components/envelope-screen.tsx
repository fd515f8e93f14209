import { useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import { formatMoney } from '../../../lib/money-format.ts';
import { Loading } from '../../../ui/empty.tsx';
import { McNotice, useErrorText, useRequestId } from '../../../ui/page-kit.tsx';
import { useEnvelope, useOpenEnvelope } from '../api/envelope.ts';
import { Countdown } from './countdown.tsx';
import { EnvelopeArt } from './envelope-art.tsx';
import { SignInPrompt } from './sign-in-prompt.tsx';

/**
 * The red envelope screen (SPEC §4): the open round with its shares left and the countdown to its
 * close, or the countdown to the next round; "Open" reveals the member's share.
 */
export function EnvelopeScreen({ promotionId, signedIn }: { promotionId: number; signedIn: boolean }) {
  const t = useT();
  const errorText = useErrorText();
  const rid = useRequestId();
  const { data, error, refetch } = useEnvelope(promotionId);
  const openIt = useOpenEnvelope();
  const [openError, setOpenError] = useState<string | undefined>();
  if (error && !data) return <McNotice error={errorText(error)} />;
  if (!data) return <Loading />;
  const round = data.round;
  const mine = data.myShare;
  const onOpen = () => {
    setOpenError(undefined);
    openIt
      .run(promotionId, rid.current())
      .then(() => rid.renew())
      .catch((e: unknown) => {
        rid.renew();
        setOpenError(errorText(e));
        void refetch();
      });
  };
  return (
    <section className="pm-envelope" aria-labelledby="pm-envelope-title">
      <h2 id="pm-envelope-title" className="pm-panel__title">
        {t('pm_env_title')}
      </h2>
      <div className="pm-envelope__stage">
        <EnvelopeArt open={mine !== null} />
        {mine !== null ? (
          <p className="pm-envelope__share" role="status">
            {t('pm_env_you_got', { amount: formatMoney(mine) })}
          </p>
        ) : null}
      </div>
      {round ? (
        <>
          <p className="pm-envelope__left">
            {t('pm_env_shares_left', { left: round.sharesLeft, shares: round.shares })}
          </p>
          <p>{t('pm_env_pool', { amount: formatMoney(round.pool) })}</p>
          <Countdown at={round.closesAt} label={t('pm_env_closes_in')} />
          {mine === null ? (
            signedIn ? (
              <button
                type="button"
                className="pm-btn pm-btn--primary pm-btn--big"
                disabled={openIt.pending || round.sharesLeft === 0}
                onClick={onOpen}
              >
                {round.sharesLeft === 0 ? t('pm_env_all_taken') : t('pm_env_open')}
              </button>
            ) : (
              <SignInPrompt textKey="pm_signin_envelope" />
            )
          ) : null}
        </>
      ) : data.nextOpensAt !== null ? (
        <>
          <p>{t('pm_env_no_round')}</p>
          <Countdown at={data.nextOpensAt} label={t('pm_env_next_in')} />
        </>
      ) : (
        <p>{t('pm_env_no_more')}</p>
      )}
      <McNotice error={openError} />
    </section>
  );
}
