import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededPlaylistId } from '../seed/socialMedia.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ items: 120 });
}, 120_000);
afterAll(async () => t.close());

type Media = { id: string; permalink: string; media_type: string; media_url: string };
type PlaylistItem = { snippet: { title: string; thumbnails: Record<string, { url: string }>; resourceId: { videoId: string } } };

describe('fetchInstagramMedia (local source)', () => {
  it('answers at most MaxItems posts, each with a drawn picture this server serves', async () => {
    const result = await t.call('POST', '/fetchInstagramMedia', { body: { MaxItems: 8, allowVideos: false } });
    const media = result.body.data as Media[];
    expect(media).toHaveLength(8);
    expect(media[0]).toEqual({ id: '17895695668004550', permalink: 'https://www.instagram.com/p/C1a2B3c4D5e/', media_type: 'IMAGE', media_url: '/api/media/instagram/17895695668004550.svg' });
    const picture = await t.app.request(media[0]?.media_url ?? '');
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toContain('image/svg+xml');
    expect(await picture.text()).toContain('aria-label="White Lian Li O11 Vision build for a Wangara customer"');
  });

  it('refuses a MaxItems outside 1 to 50 with a 400, and an unknown picture is the 404', async () => {
    const result = await t.call('POST', '/fetchInstagramMedia', { body: { MaxItems: 0 } });
    expect(result.status).toBe(400);
    expect((await t.app.request('/api/media/instagram/999.svg')).status).toBe(404);
  });
});

describe('fetchYoutubePlaylistItems (local source)', () => {
  it("answers the seeded playlist's videos with drawn posters", async () => {
    const result = await t.call('GET', `/fetchYoutubePlaylistItems/${seededPlaylistId}`, { contractPath: '/fetchYoutubePlaylistItems/{playlistId}' });
    const items = result.body.data as PlaylistItem[];
    expect(items.map((item) => item.snippet.title)).toEqual(['RTX 5070 Ti build guide', 'UV printing a glass side panel', 'Cable management in ten minutes', 'Filling and leak-testing a custom loop']);
    const poster = await t.app.request(items[0]?.snippet.thumbnails['medium']?.url ?? '');
    expect(poster.status).toBe(200);
    expect(await poster.text()).toContain('RTX 5070 Ti build guide');
  });

  it('an unknown playlist is the 404 in the envelope', async () => {
    const result = await t.call('GET', '/fetchYoutubePlaylistItems/PLunknown', { contractPath: '/fetchYoutubePlaylistItems/{playlistId}' });
    expect(result.status).toBe(404);
    expect(result.body.errors[0]?.ErrorText).toBe('Playlist PLunknown was not found');
  });
});
