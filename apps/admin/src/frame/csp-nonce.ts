/**
 * The console runs under the server's strict CSP: styles only from 'self' or carrying the per-request
 * nonce the server writes into index.html (Vite's `html.cspNonce` meta tag). antd's CSS-in-JS gets the
 * nonce through ConfigProvider; a few rc-component helpers (scroll locking, scrollbar measuring) inject
 * <style> elements without passing it on, so the document head stamps the nonce on any style element
 * appended to it. Only our own scripts run ('self'), so this widens nothing an attacker could reach.
 */
export function readCspNonce(doc: Document = document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  if (!meta) return undefined;
  // Browsers hide the nonce attribute after parsing; the property keeps it.
  const nonce = meta.nonce || meta.getAttribute('nonce') || '';
  // The placeholder left as is means no server replaced it (vite dev server): no nonce to use.
  return nonce && nonce !== 'HALCYON_CSP_NONCE' ? nonce : undefined;
}

function stamp(node: Node, nonce: string): void {
  if (node instanceof HTMLStyleElement && !node.nonce) node.nonce = nonce;
}

export function stampStyleNonces(nonce: string, head: HTMLHeadElement = document.head): void {
  const append = head.appendChild.bind(head);
  const insertBefore = head.insertBefore.bind(head);
  head.appendChild = <T extends Node>(node: T): T => {
    stamp(node, nonce);
    return append(node);
  };
  head.insertBefore = <T extends Node>(node: T, child: Node | null): T => {
    stamp(node, nonce);
    return insertBefore(node, child);
  };
}
