import type { Plugin } from 'vite';

const STYLESHEET = /^[ \t]*<link rel="stylesheet"[^>]*>\n?/gm;
const FIRST_SCRIPT = /^[ \t]*<script type="module"/m;

/**
 * Moves the built index.html's stylesheet links above the entry script and its modulepreloads, where
 * Vite puts them last. The app shell cannot paint before the stylesheet is in, and over HTTP/1.1 (six
 * connections) a stylesheet asked for after the scripts waits behind them on a slow phone.
 */
export function stylesheetsFirst(html: string): string {
  const links = html.match(STYLESHEET);
  const script = FIRST_SCRIPT.exec(html);
  if (!links || !script) return html;
  const rest = html.replace(STYLESHEET, '');
  const at = rest.search(FIRST_SCRIPT);
  const moved = links.map((link) => (link.endsWith('\n') ? link : `${link}\n`)).join('');
  return rest.slice(0, at) + moved + rest.slice(at);
}

/** Vite plugin: stylesheetsFirst on the built index.html (after Vite has added its tags). */
export function stylesheetsFirstPlugin(): Plugin {
  return {
    name: 'halcyon-stylesheets-first',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: stylesheetsFirst },
  };
}
