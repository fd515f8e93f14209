/**
 * The balance in the logged-in header bar (symbol, hide toggle, refresh, live updates).
 * Stand-in until the wallet work lands; it renders nothing.
 */
export function HeaderBalance() {
  return null;
}
