import type { components } from '@rigkit/api-client';
import { builderAlias, buildItemLabel, DEFAULT_BUILDER_COMPANY_NAME, formatAccountDate, sortBuildItems } from '@rigkit/domain/account';

export type CertificateBuild = components['schemas']['Build'];

export interface BuildCertificateProps {
  /** The build (fetchMyBuildItemBundle); null when no build exists for the id. */
  build: CertificateBuild | null;
  /** Where Download Certificate points (GET /api/fetchMyBuildCertificate/{sessionGuid}/{buildId}). */
  certificateHref?: string;
  /** The name shown when the builder has no alias (spec 3 §2.10). @default 'rigkit' */
  companyName?: string;
}

export interface BuildCertificateAria {
  state: 'found' | 'not-found';
  name: string;
  facts: { key: string; value: string }[];
  components: { key: string; category: string; label: string }[];
  alias: string;
  intro: string | undefined;
  questions: { question: string; answer: string }[];
  avatarSrc: string | undefined;
  imageSrc: string | undefined;
}

/** The certificate's content (spec 3 §2.10): facts, parts in the fixed category order, the builder's public answers. */
export function useBuildCertificate(props: BuildCertificateProps): BuildCertificateAria {
  const { build } = props;
  if (!build) return { state: 'not-found', name: '', facts: [], components: [], alias: '', intro: undefined, questions: [], avatarSrc: undefined, imageSrc: undefined };
  const approved = build.PublicInformation?.PubInfo?.ApprovedInfo;
  const questions = [
    [approved?.QuestionOne, approved?.AnswerOne],
    [approved?.QuestionTwo, approved?.AnswerTwo],
    [approved?.QuestionThree, approved?.AnswerThree],
  ]
    .filter((pair): pair is [string, string] => Boolean(pair[0]) && Boolean(pair[1]))
    .map(([question, answer]) => ({ question, answer }));
  const avatar = build.PublicInformation?.AvatarSVG;
  return {
    state: 'found',
    name: build.PcName,
    facts: [
      { key: 'salesOrder', value: build.SoNumber },
      { key: 'quantity', value: String(build.BuildQuantity ?? 1) },
      { key: 'buildId', value: String(build.BuildId) },
      { key: 'purchased', value: formatAccountDate(build.PurchaseDate ?? null) },
    ],
    components: sortBuildItems(build.BuildItems ?? []).map((item, index) => ({ key: `${index}-${item.CategoryName}`, category: item.CategoryName, label: buildItemLabel(item) })),
    alias: builderAlias(approved?.AliasName, props.companyName ?? DEFAULT_BUILDER_COMPANY_NAME),
    intro: approved?.AdditionInfo ?? undefined,
    questions,
    // An SVG in an <img> runs no script: the builder's avatar is shown that way only.
    avatarSrc: avatar ? `data:image/svg+xml;base64,${avatar}` : undefined,
    imageSrc: build.PrimaryImage ?? undefined,
  };
}
