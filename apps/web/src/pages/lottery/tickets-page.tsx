import { TicketsPage } from '../../features/lottery/components/tickets-page.tsx';

/** /lottery/tickets (signed-in players): my lottery tickets. */
export default function LotteryTicketsPage() {
  return <TicketsPage />;
}
