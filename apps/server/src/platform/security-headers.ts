import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * A strict CSP the built web app satisfies: only our own scripts and styles, images also as data:/blob:
 * (captcha SVG data URLs, previews), websockets to us, no framing, no plugins. No upgrade-insecure-requests:
 * `npm start` serves plain http on localhost and on LAN addresses.
 */
export const CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    connectSrc: ["'self'", 'ws:', 'wss:'],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  },
};

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    // The app loads nothing cross-origin; keep the default same-origin resource policy.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // Same intent as frame-ancestors 'none', for browsers that only know the older header.
    frameguard: { action: 'deny' },
  });
}
