// /Community (designed address; spec 1 §1 names the Instagram media tiles, issue 19 the store's videos): the
// store's recent Instagram posts and its build-guide playlist, embedded privacy-first, and a way to send our own
// photos (the UGC upload). A failing feed leaves its section out (spec 2 §7: the YouTube failure is swallowed).
import { InstagramTiles } from '@rigkit/react/InstagramTiles';
import { YouTubePlaylist } from '@rigkit/react/YouTubePlaylist';
import { Link } from 'react-router';
import type { Route } from './+types/community';
import { serverApi } from '../lib/api.server.ts';
import { pageMeta } from '../lib/meta.ts';
// The sheet of what this page draws (root.tsx has the frame's): a page carries only its own rules.
import '../theme/widgets/social-media.css';

/** The store's build-guide playlist (designed: configuration of the reference store; the local source seeds it). */
const buildGuidePlaylistId = 'PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG';

export async function loader(args: Route.LoaderArgs) {
  const { client } = serverApi(args);
  const signal = args.request.signal;
  const [media, videos] = await Promise.all([
    client
      .POST('/fetchInstagramMedia', { body: { MaxItems: 8, allowVideos: false }, signal })
      .then(({ data }) => data.data ?? [])
      .catch(() => []),
    client
      .GET('/fetchYoutubePlaylistItems/{playlistId}', { params: { path: { playlistId: buildGuidePlaylistId } }, signal })
      .then(({ data }) => data.data ?? [])
      .catch(() => []),
  ]);
  return { media, videos };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Community', description: 'Builds from our workshops and customers on Instagram, and our build-guide videos.', canonicalPath: '/Community' });
}

export default function CommunityPage({ loaderData }: Route.ComponentProps) {
  return (
    <article className="community-page">
      <h1 className="page-heading">Community</h1>
      {loaderData.media.length > 0 ? (
        <section className="page-section" aria-labelledby="community-instagram">
          <h2 id="community-instagram">On Instagram</h2>
          <InstagramTiles media={loaderData.media} />
        </section>
      ) : null}
      {loaderData.videos.length > 0 ? (
        <section className="page-section" aria-labelledby="community-videos">
          <h2 id="community-videos">Build guides</h2>
          <YouTubePlaylist items={loaderData.videos} />
        </section>
      ) : null}
      <section className="page-section" aria-labelledby="community-share">
        <h2 id="community-share">Show us your build</h2>
        <p>
          Send us photos of your build or tell us your story: <Link to="/ShareYourContent">share your content</Link>.
        </p>
      </section>
    </article>
  );
}
