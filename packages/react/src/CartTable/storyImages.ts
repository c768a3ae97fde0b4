// Cart story pictures as data: URI SVGs (no network): a part silhouette whose colour follows the image id.
const colours = ['#1d4ed8', '#b91c1c', '#15803d', '#7c3aed', '#0891b2'] as const;

export function storyCartImage(imageId: number): string {
  const colour = colours[imageId % colours.length] ?? colours[0];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#f1f5f9"/>` +
    `<rect x="12" y="12" width="40" height="40" rx="6" fill="#0f172a"/><rect x="22" y="22" width="20" height="20" rx="3" fill="${colour}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
