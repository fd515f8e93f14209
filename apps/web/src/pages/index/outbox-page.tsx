import { OutboxPanel } from '../../features/auth/outbox-panel.tsx';

export default function OutboxPage() {
  return <OutboxPanel />;
}
