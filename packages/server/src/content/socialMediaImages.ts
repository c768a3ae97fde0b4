// The local Instagram and YouTube pictures (adapters/socialMedia.ts): drawn from the seeded rows with the catalogue's
// SVG kit, a few kB each; an id the seed does not have is the 404.
import type { Context } from 'hono';
import { fileCaching, svgContentType, type FileAnswer } from '../http/fileResponse.ts';
import { circle, el, escapeXml, fan, rect, shade, text } from '../seed/pictures/svg.ts';
import { seededInstagramPosts, seededPlaylistVideos, type SeededInstagramPost } from '../seed/socialMedia.ts';

export const socialMediaImageMessages = { notFound: 'No such picture' } as const;

const fanDefs =
  '<defs><symbol id="fan" viewBox="-50 -50 100 100"><circle r="49" fill="#15171b"/><circle r="44" fill="#2b2f36"/><g fill="#4a505a">' +
  [0, 51, 103, 154, 206, 257, 309].map((angle) => `<ellipse cy="-23" rx="10" ry="21" transform="rotate(${angle}) skewX(18)"/>`).join('') +
  '</g><circle r="12" fill="#1c1f24"/></symbol><linearGradient id="rgb"><stop offset="0" stop-color="#ff3d7f"/><stop offset=".5" stop-color="#7c4dff"/><stop offset="1" stop-color="#00e5ff"/></linearGradient></defs>';

function motif(post: Pick<SeededInstagramPost, 'motif' | 'colours'>, x: number, y: number, scale: number): string {
  const [, accent] = post.colours;
  const at = (drawing: string) => el('g', { transform: `translate(${x} ${y}) scale(${scale})` }, drawing);
  switch (post.motif) {
    case 'tower':
      return at(rect(-70, -120, 140, 240, '#1b1e24', { rx: 8 }) + rect(-60, -110, 120, 220, shade(accent, -0.6), { rx: 4, opacity: 0.6 }) + fan(0, -60, 70, true) + fan(0, 20, 70, true) + rect(-60, 80, 120, 18, accent, { rx: 3 }));
    case 'desk':
      return at(rect(-150, 60, 300, 14, '#5b4636') + rect(-110, -70, 170, 100, '#111', { rx: 6 }) + rect(-104, -64, 158, 88, accent, { opacity: 0.8 }) + rect(80, -60, 50, 120, '#1b1e24', { rx: 5 }) + fan(105, -25, 36, true));
    case 'gpu':
      return at(rect(-150, -45, 300, 90, '#23262d', { rx: 10 }) + fan(-95, 0, 76) + fan(0, 0, 76) + fan(95, 0, 76) + rect(-150, 40, 300, 8, accent, { rx: 3 }));
    case 'fans':
      return at(fan(-75, -75, 130, true) + fan(75, -75, 130, true) + fan(-75, 75, 130, true) + fan(75, 75, 130, true));
  }
}

/** A square Instagram picture: the post's scene on its colours, the store's tag in a corner. */
export function instagramPicture(post: SeededInstagramPost): string {
  const [background] = post.colours;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(post.caption)}">` +
    fanDefs +
    rect(0, 0, 400, 400, background) +
    circle(330, 70, 90, post.colours[1], { opacity: 0.15 }) +
    motif(post, 200, 200, 1) +
    text(360, 385, '@rigkit', 14, shade(background, background > '#8' ? -0.6 : 0.7), { 'text-anchor': 'end' }) +
    '</svg>'
  );
}

/** A 16:9 video thumbnail: the title over a scene in the video's colours (the widget adds its own play button). */
export function youtubePoster(video: (typeof seededPlaylistVideos)[number]): string {
  const [background, accent] = video.colours;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" role="img" aria-label="${escapeXml(video.title)}">` +
    fanDefs +
    rect(0, 0, 640, 360, background) +
    rect(0, 250, 640, 110, '#000', { opacity: 0.45 }) +
    motif({ motif: 'tower', colours: video.colours }, 470, 150, 0.8) +
    rect(40, 60, 8, 120, accent) +
    text(64, 300, video.title, 30, '#fff', { 'text-anchor': 'start', 'font-weight': 'bold' }) +
    text(64, 334, 'Rigkit build guides', 18, shade(accent, 0.4), { 'text-anchor': 'start' }) +
    '</svg>'
  );
}

const svgAnswer = (content: string): FileAnswer => ({ content, contentType: svgContentType, caching: fileCaching.publicDay });

export function instagramPictureFile(c: Context): FileAnswer | null {
  const post = seededInstagramPosts.find((candidate) => `${candidate.id}.svg` === c.req.param('file'));
  return post ? svgAnswer(instagramPicture(post)) : null;
}

export function youtubePosterFile(c: Context): FileAnswer | null {
  const video = seededPlaylistVideos.find((candidate) => `${candidate.videoId}.svg` === c.req.param('file'));
  return video ? svgAnswer(youtubePoster(video)) : null;
}
