import { describe, expect, it } from 'vitest';
import { parseUserAgent, summarizeUserAgent } from '@/features/reports/model/user-agent-summary';

const agents = {
  chromeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  edgeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  safariMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  chromeAndroid: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.6723.102 Mobile Safari/537.36',
  chromeIos: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  samsung: 'Mozilla/5.0 (Linux; Android 13; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  headless: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
  ie11: 'Mozilla/5.0 (Windows NT 6.1; WOW64; Trident/7.0; rv:11.0) like Gecko',
  opera: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Safari/537.36 OPR/114.0.0.0',
  chromebook: 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0.0.0 Safari/537.36',
};

describe('summarizeUserAgent', () => {
  it.each([
    [agents.chromeWindows, 'Chrome 131 on Windows'],
    [agents.edgeWindows, 'Edge 131 on Windows'],
    [agents.safariIphone, 'Safari 18.1 on iOS 18.1'],
    [agents.safariMac, 'Safari 17.4 on macOS'],
    [agents.firefoxLinux, 'Firefox 133 on Linux'],
    [agents.chromeAndroid, 'Chrome 130 on Android 14'],
    [agents.chromeIos, 'Chrome 126 on iPadOS 17.5'],
    [agents.samsung, 'Samsung Internet 24 on Android 13'],
    [agents.headless, 'Headless Chrome 140 on Linux'],
    [agents.ie11, 'Internet Explorer 11 on Windows 7'],
    [agents.opera, 'Opera 114 on Windows'],
    [agents.chromebook, 'Chrome 128 on ChromeOS'],
  ])('%s', (userAgent, summary) => {
    expect(summarizeUserAgent(userAgent)).toBe(summary);
  });

  it('says what it does not know', () => {
    expect(summarizeUserAgent('')).toBe('Unknown browser');
    expect(summarizeUserAgent('Unknown')).toBe('Unknown browser');
    expect(summarizeUserAgent('SomeBot/1.0 (Linux)')).toBe('Unknown browser on Linux');
    expect(summarizeUserAgent('curl/8.5.0')).toBe('curl 8.5');
    expect(parseUserAgent('node')).toEqual({ browser: 'Node.js', os: null });
  });
});
