/**
 * Masks a contact value for roles that should not see it in full: an e-mail keeps the first character
 * of its name and the domain (a****@example.com); anything else keeps its last 3 characters (*****789).
 */
export function mask(value: string): string {
  const at = value.lastIndexOf('@');
  if (at > 0) return `${value[0]}****${value.slice(at)}`;
  const keep = value.length > 6 ? 3 : Math.min(1, value.length - 1);
  return `${'*'.repeat(Math.max(4, value.length - keep))}${value.slice(value.length - keep)}`;
}
