import { useSearchParams } from 'react-router';
import { ResultsPage } from '../../features/lottery/components/results-page.tsx';

/** /lottery/results?gameCode=: the last 100 draws and the trends. */
export default function LotteryResultsPage() {
  const [q, setQ] = useSearchParams();
  return (
    <ResultsPage gameCode={q.get('gameCode') ?? ''} onGame={(gameCode) => setQ({ gameCode }, { replace: true })} />
  );
}
