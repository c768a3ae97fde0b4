// /MyBuild/:buildId (spec 3 §2.1, §2.10; issue 18 item 7): the build certificate, for the logged-in customer who
// bought the build. A visitor sees the login form at the same address; an unknown build, or another customer's, is the
// certificate's not-found message with a 404. Download Certificate is the server's PDF for this session.
import { RigkitApiError } from '@rigkit/api-client';
import { BuildCertificate } from '@rigkit/react/BuildCertificate';
import { data } from 'react-router';
import type { Route } from './+types/my-build';
import { LoginRequired } from '../components/LoginRequired.tsx';
import { serverApi } from '../lib/api.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { shopperSession } from '../lib/session.server.ts';
// The sheet of what this page draws (root.tsx has the frame's): a page carries only its own rules.
import '../theme/widgets/build-certificate.css';

export async function loader(args: Route.LoaderArgs) {
  const session = await shopperSession(args);
  const preferences = session?.CustomerSessionPreferences;
  if (!preferences?.IsLoggedIn) return { isLoggedIn: false as const, build: null, certificateHref: undefined };
  const missing = () => data({ isLoggedIn: true as const, build: null, certificateHref: undefined }, { status: 404 });
  const buildId = Number(args.params.buildId);
  if (!/^\d{1,9}$/.test(args.params.buildId)) return missing();
  const sessionGuid = preferences.CustomerSessionGuid;
  try {
    const { data: answer } = await serverApi(args).client.POST('/fetchMyBuildItemBundle', { body: { customerSessionGuid: sessionGuid, buildId }, signal: args.request.signal });
    if (!answer.data) return missing();
    return { isLoggedIn: true as const, build: answer.data, certificateHref: `/api/fetchMyBuildCertificate/${sessionGuid}/${buildId}` };
  } catch (error) {
    if (error instanceof RigkitApiError && error.status === 404) return missing();
    throw error;
  }
}

export function meta(args: Route.MetaArgs) {
  const build = args.loaderData?.build;
  return pageMeta(args, { title: build ? `Your new rig: ${build.PcName}` : 'Your new rig', description: 'The certificate of your custom build.' });
}

export default function MyBuild({ loaderData }: Route.ComponentProps) {
  if (!loaderData.isLoggedIn) return <LoginRequired />;
  return (
    <div className="page my-build-page">
      <BuildCertificate build={loaderData.build} certificateHref={loaderData.certificateHref} />
    </div>
  );
}
