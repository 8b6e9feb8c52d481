import { bytesToBase64 } from '../lib/base64';
import { seededUuid } from './ids';
import type { MockPricebookImage } from './pricebook-types';
import { paintPng, scenes, type Scene } from './seed-pictures';

/**
 * The pricebook's few seeded images: small painted PNGs (120 × 90) of a few categories, an item
 * and a bundle. They are painted once a process, on the first seed that needs them, and shared by
 * every seed after it (a test resets the data after each test).
 */

const IMAGE_SIZE = { width: 120, height: 90 } as const;

/** Owner (`category:{key}`, `item:{name}`, `bundle:{name}`) → the scene its image shows. */
const imageScenes: [owner: string, scene: Scene][] = [
  ['category:heating', scenes.furnace(0x9aa3ad, true, false)],
  ['category:cooling', scenes.condenser('grass', false)],
  ['category:plumbing', scenes.waterHeater(false, true)],
  ['category:indoor-air', scenes.filter(false)],
  ['item:Carrier 96% AFUE 80k BTU gas furnace', scenes.furnace(0xd9dde2, true, false)],
  ['item:Smart thermostat', scenes.thermostat],
  ['bundle:Furnace tune-up, flat rate', scenes.filter(true)],
];

/** The seeded image guid of each owner. */
export const seededImageGuids: ReadonlyMap<string, string> = new Map(imageScenes.map(([owner]) => [owner, seededUuid(`pricebook-image:${owner}`)]));

let painted: MockPricebookImage[] | null = null;

/** The seeded images (a fresh array of shared records: handlers replace images, never change them). */
export function seedPricebookImages(): MockPricebookImage[] {
  painted ??= imageScenes.map(([owner, scene]) => ({
    guid: seededImageGuids.get(owner)!,
    contentType: 'image/png',
    base64: bytesToBase64(paintPng(scene, IMAGE_SIZE)),
  }));
  return [...painted];
}
