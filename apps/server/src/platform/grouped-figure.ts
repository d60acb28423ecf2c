/**
 * A figure named in a message, grouped the way the apps show every figure ("50,000", "1,234.56789"):
 * comma thousands and a point in all ten languages, as docs/architecture.md ("Showing money") chose
 * for the member app, so that "at most 50,000" from the server reads like the limits on the form
 * beside it. The decimal string is grouped as text: every decimal stays and nothing passes through a
 * float. Anything that is not a plain decimal (already grouped, an exponent) comes back unchanged.
 */
export function groupedFigure(value: string | number): string {
  const text = String(value);
  const match = /^(-?)(\d+)(\.\d+)?$/.exec(text);
  if (!match) return text;
  const [, sign = '', integer = '', fraction = ''] = match;
  return `${sign}${integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction}`;
}
