/**
 * Just enough MIME to read what our server sends: headers, multipart bodies, base64 and
 * quoted-printable parts, UTF-8 text. Used by the test mail catcher only.
 */
export type MailPart = { headers: Map<string, string>; body: string };

function splitHeaders(raw: string): MailPart {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeTransfer(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable': {
      const bytes = body
        .replace(/=\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    }
    default:
      return body;
  }
}

/** Decodes an encoded-word header such as "=?UTF-8?B?...?=" (subjects in other languages). */
export function decodeHeader(value: string): string {
  return value.replace(
    /=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi,
    (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeTransfer(text.replace(/_/g, ' '), 'quoted-printable'),
  );
}

/** All text/plain and text/html content of a raw message, decoded. */
export function textOf(raw: string): string {
  const part = splitHeaders(raw);
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    return part.body
      .split(`--${boundary}`)
      .slice(1)
      .filter((chunk) => !chunk.startsWith('--'))
      .map((chunk) => textOf(chunk.replace(/^\n/, '')))
      .join('\n');
  }
  return decodeTransfer(part.body, part.headers.get('content-transfer-encoding'));
}

export function headerOf(raw: string, name: string): string {
  return decodeHeader(splitHeaders(raw).headers.get(name.toLowerCase()) ?? '');
}
