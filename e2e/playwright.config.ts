import { defineConfig } from '@playwright/test';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Two journey files run at a time: a journey spends most of its time waiting for a screen, a push or a
 * mail, so two of them share the two cores well. They share one server, so the projects below keep apart
 * what one file changes and another reads; within a project, each journey keeps its own data (its own
 * people and operators, found by name), and files of one project may run side by side.
 *
 * - The admin journey enrols the owner at its start (every console journey opens the console in the
 *   owner's session after it), changes the 30 s payout rate and the app's banners, and has the demo user
 *   place an order: nothing that reads those runs beside it.
 * - The console settings journey changes the deposit address, the withdrawal networks' fees, the identity
 *   limit, the contract periods and stakes, and the home notice, and reads back the latest audit entries of
 *   each: it runs after the admin journey (which changes contracts and the app config too), and the
 *   journeys that deposit, withdraw or open contracts run after it.
 * - The spot and contract journeys check the demo user's balances to the digit: never beside each other
 *   nor beside the admin journey, whose demo user places an order.
 * - A journey that reads no global setting, no demo balance and no console keeps to its own people and
 *   runs from the start, beside the admin journey.
 */
const OWN_PEOPLE = ['account.spec.ts', 'identity.spec.ts', 'markets.spec.ts', 'navigation.spec.ts'];
/** Use the owner's console, and read nothing the console settings journey changes. */
const AFTER_ADMIN = ['console-motion.spec.ts', 'kyc.spec.ts', 'support.spec.ts', 'spot.spec.ts'];
const ORDERED = [
  'admin.spec.ts',
  'console-settings.spec.ts',
  'contract.spec.ts',
  ...OWN_PEOPLE,
  ...AFTER_ADMIN,
];

export default defineConfig({
  testDir: './journeys',
  globalSetup: './global-setup.ts',
  outputDir: '../.e2e-artifacts/results',
  workers: 2,
  // A file's journeys run in order in one worker (the serial ones share their pages); files run side by side.
  fullyParallel: false,
  projects: [
    { name: 'admin', testMatch: 'admin.spec.ts' },
    { name: 'own-people', testMatch: OWN_PEOPLE },
    { name: 'console-settings', testMatch: 'console-settings.spec.ts', dependencies: ['admin'] },
    { name: 'after-admin', testMatch: AFTER_ADMIN, dependencies: ['admin'] },
    // After the spot journey too: both check the demo user's balances. Listed before the next project, so
    // that its wait of 30 s starts as soon as it may rather than last of all.
    { name: 'contract', testMatch: 'contract.spec.ts', dependencies: ['console-settings', 'after-admin'] },
    // Every other journey (the finance ones, and any new file): after every change of a global setting.
    { name: 'after-settings', testIgnore: ORDERED, dependencies: ['console-settings'] },
  ],
  // One retry: the machine is shared and noisy, and a journey that fails once in many runs must not sink a
  // run. The list reporter names every journey that needed it ("flaky"), and the first attempt's screens
  // are printed (support/failure-report.ts), so a flake is seen and can be explained, not hidden.
  retries: 1,
  // A journey's whole time. 90 s was once ample; on session 33's machine, beside the admin journey at load
  // 12, the markets journey reached its last step at 90 s and was cut there, twice.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // A phone-sized screen in English; journeys that need another language switch it in the UI.
    viewport: { width: 390, height: 844 },
    locale: 'en-US',
    // As a person who asked their phone for less motion: the app then stops what moves forever (home's
    // scrolling notice, the live dot). This machine has no GPU, so Chromium composites every frame of such
    // an animation in software: an idle home page took 39 % of a core with motion and 9 % without (10 s
    // each, session 34), and two journeys at a time kept the load at 12 to 15. The markets journey keeps
    // the default motion, and checks that under "reduce" nothing moves on its own.
    reducedMotion: 'reduce',
    // A click or a fill that waits this long will not succeed: fail it with its own message, and leave the
    // journey's time for the retry.
    actionTimeout: 30_000,
    // A trace only for a journey's second try: recording one for every journey (a screencast and a DOM
    // snapshot at every action) took more than half of the run's browser CPU (session 39, a whole run:
    // Chromium 465 s and the Playwright workers 84 s with traces, 196 s and 36 s without; 6.9 min against
    // 4.8), and CI keeps none. The first try's screens are in the log (support/failure-report.ts);
    // `--trace on` records every journey.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
