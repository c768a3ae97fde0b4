// The locator's map engine, loaded on demand (StoreLocator.Map): Leaflet drawing the bundled state outlines (or the
// configured tiles) and one keyboard-reachable pin per store. Leaflet draws with SVG and plain elements, so the map
// works with no WebGL and no network, and its pins are real buttons for the keyboard and screen readers.
import { describeStoreLocatorSelection } from '@rigkit/domain/stores';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { australiaStates } from './australiaStates.ts';
import { storeLocatorMessages } from './messages.ts';
import type { StoreLocatorAria } from './useStoreLocator.ts';

/** Mainland Australia and Tasmania, the view with nothing selected. */
const australiaBounds = L.latLngBounds([-44, 112.5], [-10, 154]);
/** A single store is shown at suburb scale. */
const storeZoom = 12;

interface StoreMapProps {
  locator: StoreLocatorAria;
}

export function StoreMap({ locator }: StoreMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map>();
  const selectStore = useRef(locator.selectStore);
  useEffect(() => {
    selectStore.current = locator.selectStore;
  });

  // The map itself, once: outlines or tiles under a layer of pins. No animations, so a view change is immediate
  // (nothing moves for people who asked for less motion, and screenshots are stable).
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const created = L.map(element, { zoomSnap: 0.25, zoomAnimation: false, fadeAnimation: false, markerZoomAnimation: false, attributionControl: false });
    L.control.attribution({ prefix: false }).addTo(created);
    if (locator.tileUrl) {
      L.tileLayer(locator.tileUrl, { attribution: locator.tileAttribution ?? '' }).addTo(created);
    } else {
      L.geoJSON(australiaStates, { interactive: false, attribution: storeLocatorMessages.mapAttribution, style: () => ({ className: 'rigkit-store-map-state' }) }).addTo(created);
    }
    created.fitBounds(australiaBounds);
    setMap(created);
    return () => {
      created.remove();
    };
    // The tile settings are read once: a different tile server is a different map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Pins: redrawn when the stores or their states change (few stores, so simplicity beats diffing).
  const pinKey = locator.pins.map((pin) => `${pin.card.StoreId}:${pin.isSelected ? 's' : pin.isInSelection ? 'i' : 'd'}:${pin.card.StoreCode}`).join(',');
  useEffect(() => {
    if (!map) return;
    const layer = L.layerGroup().addTo(map);
    for (const pin of locator.pins) {
      const { card } = pin;
      const state = pin.isSelected ? 'selected' : pin.isInSelection ? 'idle' : 'dimmed';
      const marker = L.marker(pin.position, {
        keyboard: true,
        title: storeLocatorMessages.pin(card.StoreCode, card.StoreName),
        riseOnHover: true,
        icon: L.divIcon({ className: 'rigkit-store-pin', html: '', iconSize: [28, 28], iconAnchor: [14, 28] }),
      }).addTo(layer);
      const icon = marker.getElement();
      if (icon) {
        icon.textContent = card.StoreCode;
        icon.setAttribute('aria-label', storeLocatorMessages.pin(card.StoreCode, card.StoreName));
        icon.setAttribute('aria-pressed', String(pin.isSelected));
        icon.dataset['state'] = state;
        icon.dataset['part'] = 'pin';
        // Enter and Space press the pin like any button (Leaflet alone answers only Enter's keypress).
        icon.addEventListener('keydown', (event) => {
          if (event.key !== 'Enter' && event.key !== ' ') return;
          event.preventDefault();
          selectStore.current(card.StoreId);
        });
      }
      marker.on('click', () => selectStore.current(card.StoreId));
    }
    return () => {
      layer.remove();
    };
    // pinKey stands for locator.pins' content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, pinKey]);

  // The view follows the selection: one store close up, a state's stores together, or the whole country.
  const selection = locator.selection;
  useEffect(() => {
    if (!map) return;
    const described = describeStoreLocatorSelection(selection);
    const covered = locator.pins.filter((pin) => pin.isInSelection);
    if (described.kind === 'store' && covered[0]) {
      map.setView(covered[0].position, storeZoom, { animate: false });
    } else if (described.kind === 'state' && covered.length > 0) {
      map.fitBounds(L.latLngBounds(covered.map((pin) => pin.position)), { padding: [40, 40], maxZoom: 11, animate: false });
    } else {
      map.fitBounds(australiaBounds, { animate: false });
    }
    // Only a new selection moves the view; pins changing state under it do not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, selection]);

  return <div ref={container} data-part="map-canvas" role="region" aria-label={storeLocatorMessages.map} />;
}
