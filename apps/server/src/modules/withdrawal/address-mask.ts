/**
 * "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t" -> "TR7NHq************************Lj6t": enough to tell two orders'
 * addresses apart at a glance, not to send money to or to look the person up on a chain explorer.
 */
export function maskAddress(address: string): string {
  if (address.length <= 12) return `${address.slice(0, 1)}${'*'.repeat(Math.max(address.length - 1, 0))}`;
  return `${address.slice(0, 6)}${'*'.repeat(address.length - 10)}${address.slice(-4)}`;
}
