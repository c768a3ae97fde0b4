export { BuildCertificate } from './BuildCertificate.tsx';
export type { BuildCertificateComponentProps } from './BuildCertificate.tsx';
export { useBuildCertificate } from './useBuildCertificate.ts';
export type { BuildCertificateAria, BuildCertificateProps, CertificateBuild } from './useBuildCertificate.ts';
export { buildCertificateMessages } from './messages.ts';
