import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * The browser journeys drive Debian's Chromium (nothing downloads a browser). `npm test` calls this first:
 * when the browser is missing it installs Debian's package where it can (root with apt-get), and otherwise
 * stops at once, saying exactly what to install, instead of failing (or skipping) the journeys later.
 */
const browser = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(command: string, args: string[]): boolean {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

if (!existsSync(browser)) {
  const isRoot = process.getuid?.() === 0;
  const hasAptGet = existsSync('/usr/bin/apt-get');
  if (process.env.CHROMIUM_PATH === undefined && isRoot && hasAptGet) {
    console.log("The browser journeys need Chromium: installing Debian's chromium package (apt-get)...");
    if (!run('apt-get', ['update', '-qq']) || !run('apt-get', ['install', '-y', '-qq', 'chromium'])) {
      console.error('Installing chromium failed: run `apt-get install chromium` and then `npm test` again.');
      process.exit(1);
    }
  } else {
    console.error(
      `The browser journeys need Chromium at ${browser}, which is missing.\n` +
        "Install Debian's package (`sudo apt-get install chromium`), or set CHROMIUM_PATH to a Chromium binary, " +
        'then run `npm test` again.',
    );
    process.exit(1);
  }
}
console.log(`Chromium for the browser journeys: ${browser}`);
