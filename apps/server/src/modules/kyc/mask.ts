/** "张三丰" -> "张**", "Maria Lopez" -> "M**********": the first character and nothing else. */
export function maskName(name: string): string {
  const chars = [...name];
  return chars.length <= 1 ? '*' : `${chars[0]}${'*'.repeat(chars.length - 1)}`;
}

/** "110101199003077777" -> "1101**********7777": enough to recognise, not to reuse. */
export function maskIdNumber(value: string): string {
  if (value.length <= 6) return `${value.slice(0, 1)}${'*'.repeat(Math.max(value.length - 1, 0))}`;
  return `${value.slice(0, 4)}${'*'.repeat(value.length - 8)}${value.slice(-4)}`;
}
