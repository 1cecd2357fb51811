/** ba****@example.com: enough for the operator to tell addresses apart, not to read them. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '****';
  const local = address.slice(0, at);
  return `${local.slice(0, local.length > 2 ? 2 : 1)}****${address.slice(at)}`;
}
