export { plainLink, RigkitLink, RigkitProvider, useImageUrl, useRenderLink } from './RigkitProvider.tsx';
export type { ImageUrl, RenderLink, RigkitLinkAttributes, RigkitLinkProps, RigkitProviderProps } from './RigkitProvider.tsx';
