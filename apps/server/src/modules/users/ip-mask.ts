/**
 * "203.0.113.7" -> "203.0.*.*", "2001:db8:85a3::7" -> "2001:db8:*": an operator without a person's contact
 * details can still see that two sign-ins came from one network, but not the address that locates the person.
 */
export function maskIp(ip: string): string {
  // An IPv4 address, also when written IPv4-mapped (::ffff:203.0.113.7).
  const v4 = ip.slice(ip.lastIndexOf(':') + 1).split('.');
  if (v4.length === 4) return `${v4[0]}.${v4[1]}.*.*`;
  const groups = ip.split(':');
  if (groups.length < 3) return '*';
  return `${groups[0] || '0'}:${groups[1] || '0'}:*`;
}
