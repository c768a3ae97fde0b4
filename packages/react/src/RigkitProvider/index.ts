export { plainLink, RigkitLink, RigkitProvider, useImageUrl, useOptionalImageUrl, useRenderLink } from './RigkitProvider.tsx';
export type { ImageUrl, RenderLink, RigkitLinkAttributes, RigkitLinkProps, RigkitProviderProps } from './RigkitProvider.tsx';
