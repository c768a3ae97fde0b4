// Game page route /software/{softwareId}/{software name slug} (spec 1 §2). The slug rule is designed: lowercase
// letters and digits, other runs of characters become one dash.
export function softwareNameSlug(softwareName: string): string {
  return softwareName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function softwarePath(softwareId: number, softwareName: string): string {
  return `/software/${softwareId}/${softwareNameSlug(softwareName)}`;
}
