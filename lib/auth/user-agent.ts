// Names a device in the profile's "Devices" list from its User-Agent, the way people know it
// ("Chrome · Android"). Brand names are the same in every language, so nothing here is translated.

/** What the list shows: "Chrome · Android", or just the half that could be told. */

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
const browsers: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\b(?:OPR|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(?:Firefox|FxiOS)\//, "Firefox"],
  [/(?:Headless)?Chrome\/|\bCriOS\/|\bChromium\//, "Chrome"],
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

export function describeUserAgent(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const parts = [firstMatch(browsers, userAgent), firstMatch(systems, userAgent)].filter(Boolean);
  return parts.length > 0 ? parts.join(" · ") : null;
}

/** Phones and tablets get a phone icon in the list. */
export function isMobileAgent(userAgent: string | null): boolean {
  return !!userAgent && /\b(?:Android|iPhone|iPad|iPod|Mobile)\b/.test(userAgent);
}
