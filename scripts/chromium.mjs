// The browser every tool here drives: Debian's Chromium (test tools cannot download one on these
// machines), with what keeps it from reaching the network or the machine's sandbox.
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
