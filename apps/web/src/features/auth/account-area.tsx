/**
 * The header's account area: sign-in and register for visitors, the logged-in bar for members.
 * Stand-in until the accounts work lands; it renders nothing.
 */
export function AccountArea() {
  return null;
}
