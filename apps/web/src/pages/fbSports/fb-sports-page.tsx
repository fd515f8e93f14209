import { useSearchParams } from 'react-router';
import { PlayPanel } from '../../features/games/components/play-panel.tsx';
import '../../features/games/components/lobby.css';

/** /fbsports: the FB sports vendor's page (visitors may watch; signed-in players bet). */
export default function FbSportsPage() {
  const [q] = useSearchParams();
  return (
    <section className="lobby-page">
      <PlayPanel fb gameCode={q.get('gameCode') ?? undefined} />
    </section>
  );
}
