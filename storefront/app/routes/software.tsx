// /software/{softwareId}/{software name slug} and /Software/{softwareId}/{softwareName} (spec 1 §2, spec 2 §2):
// the game page with cover, box art, release date, rating, summary, storyline, screenshots, the "Optimised Gaming
// PCs" with their compatibility wheels, the best PC's game-compatibility check, and the videos.
import { SOFTWARE_MESSAGES, softwarePath } from '@rigkit/domain/software';
import { selectorHref } from '@rigkit/domain/software';
import { GameCompatibilityGrid } from '@rigkit/react/GameCompatibilityGrid';
import { GameList } from '@rigkit/react/GameList';
import { GameScreenshots } from '@rigkit/react/GameScreenshots';
import { Link } from 'react-router';
import type { Route } from './+types/software';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { serverApi } from '../lib/api.server.ts';
import { pageMeta, plainText } from '../lib/meta.ts';
import { idParam, notFound, rethrowAsNotFound } from '../lib/notFound.ts';
import { GameVideos } from '../software/GameVideos.tsx';
import { loadCompatibilityCheck, loadOptimisedPcs, loadSoftwareList } from '../software/loaders.server.ts';
import { PcResults } from '../software/PcResults.tsx';
// The sheets of what this page draws (root.tsx has the frame's): a page carries only its own rules.
import '../theme/pages/software.css';

/** Other games listed under the page (designed: one row of tiles). */
const MORE_GAMES = 6;

export async function loader(args: Route.LoaderArgs) {
  const softwareId = idParam(args.params.id);
  const { client } = serverApi(args);
  const signal = args.request.signal;
  const [page, games, pcs] = await Promise.all([
    client
      .GET('/fetchSoftware/{id}', { params: { path: { id: softwareId } }, signal })
      .then(({ data }) => data.data)
      .catch(rethrowAsNotFound),
    loadSoftwareList(client, signal),
    loadOptimisedPcs(client, softwareId, signal).catch(rethrowAsNotFound),
  ]);
  if (!page) notFound();
  const best = pcs[0];
  const check = best ? await loadCompatibilityCheck(client, best.item.InventoryItemId, softwareId, games, signal).catch(() => []) : [];
  return {
    softwareId,
    page,
    boxArt: games.find((game) => game.SoftwareId === softwareId)?.ImageUrl ?? null,
    pcs,
    check: best ? { pcName: best.item.ItemPlainDescription ?? best.item.ItemDescription, entries: check } : null,
    games,
    moreGames: games.filter((game) => game.SoftwareId !== softwareId).slice(0, MORE_GAMES),
  };
}

export function meta(args: Route.MetaArgs) {
  const data = args.loaderData;
  if (!data) return pageMeta(args, {});
  return pageMeta(args, {
    title: `${data.page.SoftwareTitle} gaming PCs`, // designed
    description: plainText(data.page.Summary) ?? `Gaming PCs optimised for ${data.page.SoftwareTitle}.`, // designed
    image: data.page.Cover?.url ?? undefined,
    canonicalPath: softwarePath(data.softwareId, data.page.SoftwareTitle),
  });
}

const releaseDate = (iso: string) => new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

export default function GamePage({ loaderData }: Route.ComponentProps) {
  const { page, softwareId, pcs, check } = loaderData;
  const title = page.SoftwareTitle;
  return (
    <article className="game-page">
      <Breadcrumbs trail={[{ label: 'Choose my gaming PC', href: '/ChooseMyGamingPC' }, { label: title }]} />
      <header className="game-hero">
        {page.Cover ? <img className="game-cover" src={page.Cover.url} alt="" width={page.Cover.width ?? 264} height={page.Cover.height ?? 352} /> : null}
        <div className="game-hero-body">
          {loaderData.boxArt ? <img className="game-box-art" src={loaderData.boxArt} alt={`${title} box art`} width={176} height={235} /> : null}
          <div className="game-hero-text">
            <h1 className="page-heading">{title}</h1>
            <dl className="game-facts">
              {page.ReleaseDate ? (
                <div>
                  <dt>Release date</dt>
                  <dd>
                    <time dateTime={page.ReleaseDate}>{releaseDate(page.ReleaseDate)}</time>
                  </dd>
                </div>
              ) : null}
              {page.Rating != null ? (
                <div>
                  <dt>Rating</dt>
                  <dd>{Math.round(page.Rating)}%</dd>
                </div>
              ) : null}
            </dl>
            <Link className="game-find-pc" to={selectorHref([softwareId])}>
              Find a PC for {title}
            </Link>
          </div>
        </div>
      </header>
      {page.Summary ? (
        <section className="page-section" aria-labelledby="game-summary">
          <h2 id="game-summary">Summary</h2>
          <p>{page.Summary}</p>
        </section>
      ) : null}
      {page.Storyline ? (
        <section className="page-section" aria-labelledby="game-storyline">
          <h2 id="game-storyline">Storyline</h2>
          <p>{page.Storyline}</p>
        </section>
      ) : null}
      {page.Screenshots?.length ? (
        <section className="page-section" aria-labelledby="game-screenshots">
          <h2 id="game-screenshots">Screenshots</h2>
          <GameScreenshots screenshots={page.Screenshots} title={title} />
        </section>
      ) : null}
      <section className="page-section" aria-labelledby="game-pcs">
        <h2 id="game-pcs">{SOFTWARE_MESSAGES.optimisedPcsHeading}</h2>
        {pcs.length ? (
          <PcResults pcs={pcs} games={loaderData.games} rating="wheel" label={SOFTWARE_MESSAGES.optimisedPcsHeading} headingLevel={3} />
        ) : (
          <p>No PCs are rated for this game yet.</p> // designed
        )}
      </section>
      {check && check.entries.length ? (
        <section className="page-section" aria-labelledby="game-check">
          <h2 id="game-check">How the {check.pcName} runs other games</h2>
          <GameCompatibilityGrid entries={check.entries} label={`${check.pcName}: game compatibility`} />
        </section>
      ) : null}
      {page.YoutubeVideoIds?.length ? (
        <section className="page-section" aria-labelledby="game-videos">
          <h2 id="game-videos">Videos</h2>
          <GameVideos videoIds={page.YoutubeVideoIds} title={title} />
        </section>
      ) : null}
      {loaderData.moreGames.length ? (
        <section className="page-section" aria-labelledby="game-more">
          <h2 id="game-more">More games</h2>
          <GameList
            games={loaderData.moreGames}
            label="More games"
          />
        </section>
      ) : null}
    </article>
  );
}
