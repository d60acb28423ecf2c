// Resolve hook for test/single-react.ts: react and react-dom always resolve from apps/web.
let appUrl;

export function initialize(data) {
  appUrl = data.appUrl;
}

export async function resolve(specifier, context, nextResolve) {
  if (/^(react|react-dom)(\/.*)?$/.test(specifier)) {
    return nextResolve(specifier, { ...context, parentURL: new URL('index.js', appUrl).href });
  }
  return nextResolve(specifier, context);
}
