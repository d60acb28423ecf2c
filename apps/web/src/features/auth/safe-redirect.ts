import { PATHS } from '@/shared/navigation/paths.ts';

/** Where to go after logging in: the page that sent the user here, if it is one of ours. */
export function afterLoginPath(redirect: string | undefined): string {
  if (!redirect?.startsWith('/') || redirect.startsWith('//')) return PATHS.home;
  if (redirect.startsWith(PATHS.login) || redirect.startsWith(PATHS.register)) return PATHS.home;
  return redirect;
}
