import { useSearchParams } from 'react-router';
import { PlayPanel } from '../../features/games/components/play-panel.tsx';
import '../../features/games/components/lobby.css';

/** /game: a launched game in a frame under the header (query vassalage and gameCode). */
export default function GameFramePage() {
  const [q] = useSearchParams();
  return (
    <section className="lobby-page">
      <PlayPanel vassalage={q.get('vassalage') ?? undefined} gameCode={q.get('gameCode') ?? undefined} />
    </section>
  );
}
