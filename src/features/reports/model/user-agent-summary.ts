/** A readable summary of a User-Agent header: browser and major version, and operating system. */
export interface UserAgentSummary {
  browser: string | null;
  os: string | null;
}

const browsers: { name: string; pattern: RegExp }[] = [
  { name: 'Edge', pattern: /\bEdg(?:e|A|iOS)?\/(\d+)/ },
  { name: 'Opera', pattern: /\b(?:OPR|Opera)\/(\d+)/ },
  { name: 'Samsung Internet', pattern: /\bSamsungBrowser\/(\d+)/ },
  { name: 'Firefox', pattern: /\b(?:Firefox|FxiOS)\/(\d+)/ },
  { name: 'Headless Chrome', pattern: /\bHeadlessChrome\/(\d+)/ },
  { name: 'Chromium', pattern: /\bChromium\/(\d+)/ },
  { name: 'Chrome', pattern: /\b(?:Chrome|CriOS)\/(\d+)/ },
  { name: 'Safari', pattern: /\bVersion\/(\d+(?:\.\d+)?).*\bSafari\// },
  { name: 'Internet Explorer', pattern: /\b(?:MSIE (\d+)|Trident\/.*\brv:(\d+))/ },
  { name: 'curl', pattern: /^curl\/(\d+(?:\.\d+)?)/ },
  { name: 'Node.js', pattern: /^(?:node|undici)(?:\/(\d+))?/i },
];

const windowsVersions: Record<string, string> = {
  '10.0': 'Windows',
  '6.3': 'Windows 8.1',
  '6.2': 'Windows 8',
  '6.1': 'Windows 7',
};

function operatingSystem(userAgent: string): string | null {
  const windows = /Windows NT (\d+\.\d+)/.exec(userAgent);
  if (windows) return windowsVersions[windows[1]!] ?? 'Windows';
  const ios = /\((iPhone|iPad|iPod)[^)]*? OS (\d+)(?:_(\d+))?/.exec(userAgent);
  if (ios) return `${ios[1] === 'iPad' ? 'iPadOS' : 'iOS'} ${ios[2]}${ios[3] ? `.${ios[3]}` : ''}`;
  const android = /Android (\d+(?:\.\d+)?)/.exec(userAgent);
  if (android) return `Android ${android[1]}`;
  if (/\bAndroid\b/.test(userAgent)) return 'Android';
  if (/\bCrOS\b/.test(userAgent)) return 'ChromeOS';
  if (/Mac OS X|Macintosh/.test(userAgent)) return 'macOS';
  if (/\bLinux\b|\bX11\b/.test(userAgent)) return 'Linux';
  return null;
}

export function parseUserAgent(userAgent: string): UserAgentSummary {
  const text = userAgent.trim();
  let browser: string | null = null;
  for (const candidate of browsers) {
    const match = candidate.pattern.exec(text);
    if (!match) continue;
    const version = match.slice(1).find((part) => part !== undefined);
    browser = version ? `${candidate.name} ${version}` : candidate.name;
    break;
  }
  return { browser, os: operatingSystem(text) };
}

/** "Chrome 131 on Windows", "Safari 18.1 on iOS 18.1", "Unknown browser on Linux", or "Unknown browser". */
export function summarizeUserAgent(userAgent: string): string {
  const { browser, os } = parseUserAgent(userAgent);
  return os ? `${browser ?? 'Unknown browser'} on ${os}` : (browser ?? 'Unknown browser');
}
