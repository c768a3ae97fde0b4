export { UgcUpload } from './UgcUpload.tsx';
export type { UgcUploadComponentProps } from './UgcUpload.tsx';
export { ugcAcceptedTypes, useUgcUpload } from './useUgcUpload.ts';
export type { UgcUploadAria, UgcUploadFile, UgcUploadProps, UgcUploadResult, UgcUploadState, UgcUploadValues } from './useUgcUpload.ts';
export { ugcUploadMessages } from './messages.ts';
