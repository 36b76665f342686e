// The one place the storefront's browser runs (e2e, screenshots, Lighthouse) name the Chromium they
// use and its flags: the machine's Debian Chromium, never a downloaded one, and no background traffic
// (updates, sync, QUIC) that would make a run depend on the network or slow it down.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
