import { useSearchParams } from 'react-router';
import { PlayPanel } from '../../features/games/components/play-panel.tsx';
import '../../features/games/components/lobby.css';

/** /seamless: a seamless-wallet vendor's game (sports and esports books) under the header. */
export default function SeamlessPage() {
  const [q] = useSearchParams();
  return (
    <section className="lobby-page">
      <PlayPanel vassalage={q.get('vassalage') ?? undefined} gameCode={q.get('gameCode') ?? undefined} />
    </section>
  );
}
