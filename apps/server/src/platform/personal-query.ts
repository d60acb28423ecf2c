/**
 * Query parameters whose values are a person's data: what an operator types into a queue's search (an
 * e-mail, a withdrawal address, a name, a phone number). The access log keeps the parameter, not its value:
 * log lines are kept and shipped where sealed data at rest and role masks no longer reach.
 */
const PERSONAL_PARAMETER = /^(?:search|q|query|email|account|address|phone|name|keyword)$/i;

export const REDACTED_VALUE = '[redacted]';

/** The url as requested, or with the values of its personal query parameters replaced. */
export function withPersonalQueryRedacted(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const pairs = url.slice(start + 1).split('&');
  let changed = false;
  const kept = pairs.map((pair) => {
    const equals = pair.indexOf('=');
    if (equals < 0 || equals === pair.length - 1) return pair;
    if (!PERSONAL_PARAMETER.test(decodeParameter(pair.slice(0, equals)))) return pair;
    changed = true;
    return `${pair.slice(0, equals)}=${REDACTED_VALUE}`;
  });
  return changed ? `${url.slice(0, start)}?${kept.join('&')}` : url;
}

function decodeParameter(name: string): string {
  try {
    return decodeURIComponent(name.replaceAll('+', ' '));
  } catch {
    return name; // a malformed escape is no parameter we know
  }
}
