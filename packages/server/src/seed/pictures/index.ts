// The seeded product pictures (issue 17 "A believable catalogue"): drawn once at seed time, per category, from
// each item's attributes, and stored in item_pictures (migration 0024) for GET /api/images/{id} to answer. An
// item's first picture has the item's id; further views (seed/productMedia.ts item_images) are drawn from their
// caption ("Left side", "Rear", "Angle", …).
import type { ItemPicturesTable } from '../../catalogue/itemPictures.ts';
import type { SeedItem } from '../catalogue.ts';
import type { ItemImagesTable } from '../productMedia.ts';
import { colourHex, coolerLines, driveLines, fanLines } from '../productLines.ts';
import { CategoryIds } from '../reference.ts';
import { desktopPicture, type DesktopLook } from './desktops.ts';
import { caseFans, cpuCooler, drive, graphicsCard, memoryKit, motherboard, powerSupply, processor, type Subject } from './parts.ts';
import { deskSet, headset, keyboard, monitor, mouse, mouseMat, networkDevice, softwareBox, uvPrint } from './peripherals.ts';
import { manufacturerName } from './manufacturers.ts';

export type ItemPictureRow = ItemPicturesTable;

function subjectOf(item: SeedItem): Subject {
  return {
    title: item.description.replace(/^EX-DEMO /, ''),
    manufacturer: manufacturerName(item.manufacturerId),
    model: item.model,
    attribute: (key) => item.attributes.find((attribute) => attribute.Key === key)?.Value ?? '',
  };
}

function desktopLook(item: SeedItem, subject: Subject): DesktopLook {
  if (item.primaryCategoryId === CategoryIds.case) {
    const size = subject.attribute('Case Size');
    return { label: subject.title, colour: colourHex[subject.attribute('Colour')] ?? '#1c1f24', size: size === 'Full Tower' || size === 'Mini-ITX' ? size : 'Mid Tower', built: false, liquid: false };
  }
  const white = subject.attribute('Colour') === 'White' || subject.attribute('Case').endsWith('White');
  return { label: subject.title, colour: white ? '#eef0f2' : '#1c1f24', size: 'Mid Tower', built: true, liquid: subject.attribute('CPU Cooler').includes('Liquid') || item.typeCode === 'KIT' };
}

/** The SVG of one picture of `item`; `caption` names the view ('' or "Front" for the first picture). */
export function drawPicture(item: SeedItem, caption: string): string {
  const subject = subjectOf(item);
  switch (item.primaryCategoryId) {
    case CategoryIds.readyToGo:
    case CategoryIds.customBuild:
    case CategoryIds.desktopComputers:
    case CategoryIds.case:
      return desktopPicture(desktopLook(item, subject), caption);
    case CategoryIds.graphicsCard:
      return graphicsCard(subject, caption);
    case CategoryIds.cpu:
      return processor(subject, caption);
    case CategoryIds.motherboard:
      return motherboard(subject, caption);
    case CategoryIds.memory:
      return memoryKit(subject, caption);
    case CategoryIds.osDrive:
    case CategoryIds.storageDrive: {
      const line = driveLines.find((candidate) => item.model.startsWith(`${candidate.line} `) && subject.manufacturer === candidate.maker);
      return drive(subject, caption, line?.label ?? '#1f2937');
    }
    case CategoryIds.powerSupply:
      return powerSupply(subject, caption);
    case CategoryIds.cpuCooler:
      return cpuCooler(subject, caption, coolerLines.find((line) => item.model.startsWith(line.line))?.colour ?? '#1f2937');
    case CategoryIds.coolingFans:
      return caseFans(subject, caption, fanLines.find((line) => item.model.startsWith(line.line))?.colour ?? '#1f2937');
    case CategoryIds.monitors:
      return monitor(subject);
    case CategoryIds.keyboards:
      return keyboard(subject);
    case CategoryIds.mice:
      return mouse(subject);
    case CategoryIds.headsets:
      return headset(subject);
    case CategoryIds.businessNetworking:
      return networkDevice(subject);
    case CategoryIds.mouseMats:
      return mouseMat(subject, item.categoryIds.includes(CategoryIds.uvPrinting));
    case CategoryIds.uvPrinting:
      return uvPrint(subject);
    case CategoryIds.peripherals:
      return deskSet(subject);
    default:
      return softwareBox(subject);
  }
}

/** Every item's first picture and every further view the product pages list. */
export function generatePictures(items: readonly SeedItem[], images: readonly ItemImagesTable[]): ItemPictureRow[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const rows: ItemPictureRow[] = items.map((item) => ({ image_id: item.id, inventory_item_id: item.id, svg: drawPicture(item, '') }));
  for (const image of images) {
    const item = byId.get(image.inventory_item_id);
    if (item && image.sort_order > 1) rows.push({ image_id: image.image_id, inventory_item_id: item.id, svg: drawPicture(item, image.caption ?? '') });
  }
  return rows;
}
