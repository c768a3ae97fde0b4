import { describe, expect, it } from 'vitest';
import { phoneWidth, tabletWidth, viewportHintFor } from './viewportHint.ts';

const userAgents = {
  lighthouseMobile: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
  iPhone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  androidTablet: 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36',
};

describe('viewportHintFor', () => {
  it.each([
    ['an Android phone', { 'user-agent': userAgents.lighthouseMobile }, phoneWidth],
    ['an iPhone', { 'user-agent': userAgents.iPhone }, phoneWidth],
    ['an iPad', { 'user-agent': userAgents.iPad }, tabletWidth],
    ['an Android tablet', { 'user-agent': userAgents.androidTablet }, tabletWidth],
    ['a desktop browser', { 'user-agent': userAgents.desktop }, 1280],
    ['no user agent', {}, 1280],
    ['a browser saying it is mobile', { 'user-agent': userAgents.desktop, 'sec-ch-ua-mobile': '?1' }, phoneWidth],
    ['a browser saying it is not mobile', { 'user-agent': userAgents.lighthouseMobile, 'sec-ch-ua-mobile': '?0' }, tabletWidth],
  ])('renders for %s at the expected width', (_name, headers, width) => {
    expect(viewportHintFor(new Headers(headers))).toBe(width);
  });
});
