// Upload types judged by content, not by name or declared type (spec 2 §5: png, jpeg, bmp): the first bytes of
// each format's signature. A renamed executable or the EICAR text matches none of them.
export type UploadImageType = 'image/png' | 'image/jpeg' | 'image/bmp';

const signatures: readonly { type: UploadImageType; bytes: readonly number[] }[] = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/bmp', bytes: [0x42, 0x4d] },
];

export function sniffImageType(content: Uint8Array): UploadImageType | null {
  for (const signature of signatures) {
    if (content.length >= signature.bytes.length && signature.bytes.every((byte, index) => content[index] === byte)) return signature.type;
  }
  return null;
}
