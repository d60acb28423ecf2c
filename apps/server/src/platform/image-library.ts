import type Sharp from 'sharp';
import { optionalDependency } from './optional-dependency.ts';

const load = optionalDependency<typeof Sharp>('sharp');
let configured = false;

/**
 * sharp (libvips), loaded on the first upload rather than at start. Its operation cache is turned off:
 * libvips keeps up to 50 MB of recent results to reuse for the same input, and every picture uploaded here
 * is new, so the cache could only hold memory, never answer.
 */
export function loadSharp(): typeof Sharp {
  const sharp = load();
  if (!configured) {
    sharp.cache(false);
    configured = true;
  }
  return sharp;
}
