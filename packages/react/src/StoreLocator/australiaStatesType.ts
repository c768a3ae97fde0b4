// The shape of the bundled state outlines (australiaStates.ts): GeoJSON MultiPolygons, [longitude, latitude].
export interface AustraliaStateFeature {
  type: 'Feature';
  properties: { code: string; name: string };
  geometry: { type: 'MultiPolygon'; coordinates: [number, number][][][] };
}

export interface AustraliaStatesGeoJson {
  type: 'FeatureCollection';
  features: AustraliaStateFeature[];
}
