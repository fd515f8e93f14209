import { formatMoney } from '../lib/money-format.ts';

/** An amount in major units as the brand writes it ("P 1,234.50"), digits lined up in tables. */
export function Money({ amount, className }: { amount: number; className?: string }) {
  return <span className={className ? `money ${className}` : 'money'}>{formatMoney(amount)}</span>;
}
