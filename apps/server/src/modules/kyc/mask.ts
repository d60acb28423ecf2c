/** "张三丰" -> "张**", "Maria Lopez" -> "M**********": the first character and nothing else. */
export function maskName(name: string): string {
  const chars = [...name];
  return chars.length <= 1 ? '*' : `${chars[0]}${'*'.repeat(chars.length - 1)}`;
}

/**
 * "110101199003077777" -> "1101**********7777": enough to recognise, not to reuse. Each end shows a quarter
 * of the number at most (4 characters at most), so a short passport number is never shown whole: a fixed
 * four at each end showed all of an 8-character one and could not mask a 7-character one at all.
 */
export function maskIdNumber(value: string): string {
  if (value.length <= 6) return `${value.slice(0, 1)}${'*'.repeat(Math.max(value.length - 1, 0))}`;
  const shown = Math.min(4, Math.floor(value.length / 4));
  return `${value.slice(0, shown)}${'*'.repeat(value.length - 2 * shown)}${value.slice(-shown)}`;
}
