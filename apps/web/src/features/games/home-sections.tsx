/**
 * The home page's lobby sections (live casino, sports, slots, … latest winners).
 * Stand-in until the games work lands; it renders nothing.
 */
export function HomeLobbySections() {
  return null;
}
