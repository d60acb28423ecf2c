import { defineConfig } from '@playwright/test';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './journeys',
  globalSetup: './global-setup.ts',
  outputDir: '../.e2e-artifacts/results',
  // Two cores: one browser at a time keeps timings honest and the run predictable.
  workers: 1,
  fullyParallel: false,
  // One retry: the machine is shared and noisy, and a journey that fails once in many runs must not sink a
  // run. The list reporter names every journey that needed it ("flaky"), and the first attempt's screens
  // are printed (support/failure-report.ts), so a flake is seen and can be explained, not hidden.
  retries: 1,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // A phone-sized screen in English; journeys that need another language switch it in the UI.
    viewport: { width: 390, height: 844 },
    locale: 'en-US',
    // A click or a fill that waits this long will not succeed: fail it with its own message, and leave the
    // journey's time for the retry.
    actionTimeout: 30_000,
    trace: 'retain-on-failure',
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
