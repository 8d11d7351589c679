export type DeviceKind = 'mobile' | 'tablet' | 'desktop';

export interface DeviceSummary {
  kind: DeviceKind;
  /** a browser name, or null when the agent names none we know */
  browser: string | null;
  system: string | null;
}

/** Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari". */
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  // HeadlessChrome and similar prefixes still name Chrome.
  [/(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

/** A plain reading of a User-Agent header for the session list; good enough to recognise one's own devices. */
export function describeUserAgent(userAgent: string): DeviceSummary {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  const kind: DeviceKind =
    /\biPad\b|\bTablet\b/.test(userAgent) || (/\bAndroid\b/.test(userAgent) && !/\bMobile\b/.test(userAgent))
      ? 'tablet'
      : /\bMobile\b|\biPhone\b|\biPod\b/.test(userAgent)
        ? 'mobile'
        : 'desktop';
  return { kind, browser, system };
}
