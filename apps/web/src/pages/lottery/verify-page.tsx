import { useSearchParams } from 'react-router';
import { useLotteryDraw } from '../../features/lottery/api.ts';
import { LotteryLinks } from '../../features/lottery/components/lottery-links.tsx';
import { VerifyView } from '../../features/lottery/components/verify-view.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { Loading } from '../../ui/empty.tsx';
import { useErrorText } from '../../ui/page-kit.tsx';
import '../../features/lottery/lottery.css';

/** /lottery/verify?gameCode=&drawNo=: one draw recomputed in the browser. */
export default function LotteryVerifyPage() {
  const t = useT();
  const errorText = useErrorText();
  const [q] = useSearchParams();
  const gameCode = q.get('gameCode') ?? '';
  const { data, error, loading } = useLotteryDraw(gameCode, q.get('drawNo') ?? '');
  return (
    <section className="lott-page">
      <h1 className="lott-page__title">{t('lottery_verify_title')}</h1>
      <LotteryLinks gameCode={gameCode} />
      {loading ? <Loading /> : null}
      {error ? <p role="alert">{errorText(error)}</p> : null}
      {data ? <VerifyView proof={data} /> : null}
    </section>
  );
}
