// /ChooseMyGamingPC (spec 1 §2 Software screens, spec 2 §2): the software selector with its results. The choice
// (games, resolution, build type, tab) lives in the address, so the server renders the compatible PCs and a
// reload or a shared link shows the same; the selector answers at once and the loader follows.
import type { SelectorChoice } from '@rigkit/domain/software';
import { readSelectorSearch, SOFTWARE_MESSAGES, writeSelectorSearch } from '@rigkit/domain/software';
import { GameSelector } from '@rigkit/react/GameSelector';
import { useState } from 'react';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { useNavigation, useSearchParams } from 'react-router';
import type { Route } from './+types/software-selector';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { browserApi } from '../lib/api.client.ts';
import { serverApi } from '../lib/api.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { pageUrl } from '../lib/requestUrl.ts';
import { loadCompatiblePcs, loadSoftwareList } from '../software/loaders.server.ts';
import { PcResults } from '../software/PcResults.tsx';
// The sheets of what this page draws (root.tsx has the frame's): a page carries only its own rules.
import '../theme/pages/software-selector.css';

export async function loader(args: Route.LoaderArgs) {
  const { client } = serverApi(args);
  const signal = args.request.signal;
  const [games, session] = await Promise.all([
    loadSoftwareList(client, signal),
    client
      .GET('/session/fetchSession', { signal })
      .then(({ data }) => data.data)
      .catch(() => undefined),
  ]);
  const asked = readSelectorSearch(pageUrl(args.request).searchParams, session?.CustomerSessionPreferences?.InterestedGames ?? []);
  // Ids no longer in the list are dropped rather than failing the page.
  const choice: SelectorChoice = { ...asked, games: asked.games.filter((id) => games.some((game) => game.SoftwareId === id)) };
  const pcs = await loadCompatiblePcs(client, choice, signal);
  return { games, choice, pcs };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: 'Choose my gaming PC', // designed
    description: 'Pick up to 5 games and a resolution to see the ready-to-go and custom gaming PCs that play them.', // designed
    canonicalPath: '/ChooseMyGamingPC',
  });
}

// The tab changes what is shown, not what is loaded: a tab switch alone keeps the loaded PCs.
const choiceKey = ({ games, resolution, buildType }: SelectorChoice) => JSON.stringify({ games, resolution, buildType });

export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const same = choiceKey(readSelectorSearch(currentUrl.searchParams)) === choiceKey(readSelectorSearch(nextUrl.searchParams));
  return same ? false : defaultShouldRevalidate;
}

export default function ChooseMyGamingPcPage({ loaderData }: Route.ComponentProps) {
  const [, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  // The selector shows the shopper's choice at once; the address (and so the loader) follows it. Loads of
  // choices this page wrote may land after newer clicks (navigations commit in a transition), so only a choice
  // from elsewhere (a link, the header's search) replaces the shopper's.
  const [choice, setChoice] = useState(loaderData.choice);
  const [loadedKey, setLoadedKey] = useState(choiceKey(loaderData.choice));
  const [writtenKeys, setWrittenKeys] = useState<readonly string[]>([]);
  const loaderKey = choiceKey(loaderData.choice);
  if (loaderKey !== loadedKey) {
    setLoadedKey(loaderKey);
    if (!writtenKeys.includes(loaderKey)) setChoice(loaderData.choice);
  }
  const change = (next: Partial<SelectorChoice>) => {
    const updated = { ...choice, ...next };
    setChoice(updated);
    setWrittenKeys((keys) => [...keys.slice(-50), choiceKey(updated)]);
    setSearchParams(new URLSearchParams(writeSelectorSearch(updated)), { replace: true, preventScrollReset: true });
    // The session remembers the games (InterestedGames, spec 1 §3) for the shopper's next visit; losing that is harmless.
    if (next.games) void browserApi().POST('/session/saveSession', { body: { InterestedGames: next.games } }).catch(() => undefined);
  };
  const isLoading = navigation.state === 'loading' && navigation.location.pathname.toLowerCase() === '/choosemygamingpc';
  const isCurrent = choiceKey(choice) === loadedKey;
  const count = loaderData.pcs.length;

  return (
    <article className="software-selector-page">
      <Breadcrumbs trail={[{ label: 'Choose my gaming PC' }]} />
      <h1 className="page-heading">Choose my gaming PC</h1>
      <GameSelector
        games={loaderData.games}
        selectedGames={choice.games}
        onSelectedGamesChange={(games) => change({ games })}
        resolution={choice.resolution}
        onResolutionChange={(resolution) => change({ resolution })}
        buildType={choice.buildType}
        onBuildTypeChange={(buildType) => change({ buildType })}
        tab={choice.tab}
        onTabChange={(tab) => change({ tab })}
        compatiblePcs={
          <div className="software-results" data-state={isLoading || !isCurrent ? 'loading' : 'ready'} aria-busy={isLoading || !isCurrent}>
            <h2 className="visually-hidden">{SOFTWARE_MESSAGES.compatiblePcsTab}</h2>
            <p role="status" className="software-results-count">
              {isLoading || !isCurrent
                ? 'Finding compatible PCs…' // designed
                : count === 0
                  ? 'No PCs of this build type play every chosen game at this resolution. Try a lower resolution or the other build type.' // designed
                  : `${count} ${count === 1 ? 'PC plays' : 'PCs play'} your games at ${choice.resolution} or better`}
            </p>
            {count > 0 ? <PcResults pcs={loaderData.pcs} games={loaderData.games} rating="grid" label={SOFTWARE_MESSAGES.compatiblePcsTab} headingLevel={3} /> : null}
          </div>
        }
      />
    </article>
  );
}
