import { execFileSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';

/** Debian's Chromium (npx playwright install does not work here); CHROMIUM_PATH overrides it. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The browser's version: Lighthouse scores move between Chromium versions. */
export function chromiumVersion(): string {
  const printed = execFileSync(chromiumPath, ['--version'], { encoding: 'utf8' });
  return /[\d.]+/.exec(printed)?.[0] ?? 'unknown';
}

/** A headless Chromium for Lighthouse, with the flags this machine needs. */
export function launchChromium(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}
