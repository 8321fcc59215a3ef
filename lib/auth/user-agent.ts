// Names a device in the profile's "Devices" list from its User-Agent, the way people know it
// ("Chrome · Android"). Brand names are the same in every language, so nothing here is translated.

export type DeviceName = { browser: string; os: string };

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
const browsers: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\b(?:OPR|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(?:Firefox|FxiOS)\//, "Firefox"],
  [/\b(?:Chrome|CriOS|Chromium)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

const systems: [RegExp, string][] = [
  [/\bAndroid\b/, "Android"],
  [/\b(?:iPhone|iPad|iPod)\b/, "iOS"],
  [/\bWindows\b/, "Windows"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

function firstMatch(list: [RegExp, string][], userAgent: string): string | null {
  return list.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
}

/** null when neither the browser nor the system can be told. */
export function describeUserAgent(userAgent: string | null): DeviceName | null {
  if (!userAgent) return null;
  const browser = firstMatch(browsers, userAgent);
  const os = firstMatch(systems, userAgent);
  if (!browser && !os) return null;
  return { browser: browser ?? "?", os: os ?? "?" };
}
