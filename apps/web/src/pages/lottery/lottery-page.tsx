import { lotteryOf } from '@app/contracts/lottery/games';
import { LOTTERY_VENDORS, type LotteryVendor } from '@app/contracts/lottery/types';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { BettingPage } from '../../features/lottery/components/betting-page.tsx';
import { LotteryLobby } from '../../features/lottery/components/lottery-lobby.tsx';

const isVendor = (v: string | undefined): v is LotteryVendor =>
  (LOTTERY_VENDORS as readonly string[]).includes(v ?? '');

/**
 * /lott and /elott: the lottery lobby of the category (or of one vendor, /lott/vassalage/<vendor>);
 * /lottery without gameCode: every lottery; /lottery?gameCode=&vendor=&playType=: its betting page.
 */
export default function LotteryPage() {
  const { pathname } = useLocation();
  const { vassalage } = useParams();
  const [q, setQ] = useSearchParams();
  const gameCode = q.get('gameCode') ?? '';
  const vendor = q.get('vendor') ?? undefined;
  // A catalogue game that is not a house lottery: the lobby of its vendor's house lotteries.
  if (pathname.startsWith('/lottery') && gameCode && !lotteryOf(gameCode)) {
    return isVendor(vendor) ? (
      <LotteryLobby titleKey="nav_lott" vendors={[vendor]} />
    ) : (
      <LotteryLobby titleKey="lottery_all" />
    );
  }
  if (pathname.startsWith('/lottery') && gameCode) {
    return (
      <BettingPage
        key={gameCode}
        gameCode={gameCode}
        playType={q.get('playType') ?? undefined}
        onPlayType={(playType) => {
          const next = new URLSearchParams(q);
          next.set('playType', playType);
          setQ(next, { replace: true });
        }}
      />
    );
  }
  if (isVendor(vassalage)) return <LotteryLobby titleKey="nav_lott" vendors={[vassalage]} />;
  if (pathname.startsWith('/elott')) return <LotteryLobby titleKey="nav_elott" vendors={['ELOTT']} />;
  if (pathname.startsWith('/lott')) {
    return <LotteryLobby titleKey="nav_lott" vendors={['LOTT', 'TCG_LOTTO_VN', 'TCG_SEA']} />;
  }
  return <LotteryLobby titleKey="lottery_all" />;
}
