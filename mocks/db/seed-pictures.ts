import { encodePng } from '../lib/png-writer';
import { Painter } from '../lib/raster-painter';

/** The demo's job and customer photos: small scenes painted as real PNGs. */

export type Scene = (paint: Painter) => void;

export const palette = {
  wall: 0xe9e4da,
  wallShade: 0xd6cfc1,
  floor: 0x8d8577,
  floorShade: 0x6f685d,
  sky: 0x9cc7ea,
  skyLow: 0xdbeaf5,
  grass: 0x6e9a4a,
  grassShade: 0x557a38,
  roof: 0x9a9a94,
  metal: 0xc9ced4,
  metalDark: 0x7b828b,
  ink: 0x26303b,
  white: 0xf6f7f8,
  copper: 0xb8733d,
  water: 0x3d8fd6,
  waterLight: 0x9fcaf0,
  flame: 0xf28b1e,
  flameCore: 0xffd34d,
  rust: 0x8a4b2a,
  brand: 0x1f4f8f,
} as const;

function room(paint: Painter, floorAt = 0.78): void {
  paint.gradient(0, floorAt, palette.wall, palette.wallShade);
  paint.gradient(floorAt, 1, palette.floor, palette.floorShade);
}

function outdoors(paint: Painter, groundAt = 0.72, ground: 'grass' | 'roof' = 'grass'): void {
  paint.gradient(0, groundAt, palette.sky, palette.skyLow);
  if (ground === 'grass') paint.gradient(groundAt, 1, palette.grass, palette.grassShade);
  else paint.gradient(groundAt, 1, palette.roof, 0x7c7c76);
}

/** Text stand-ins: dark bars of varying width. */
function textLines(paint: Painter, left: number, top: number, widths: readonly number[], gap: number, color: number): void {
  widths.forEach((width, index) => paint.rect(left, top + index * gap, width, gap * 0.45, color));
}

export const scenes = {
  nameplate:
    (plate: number, band: number): Scene =>
    (paint) => {
      paint.gradient(0, 1, 0x5b6470, 0x434a53);
      paint.framed(0.14, 0.16, 0.72, 0.68, plate, palette.metalDark, 0.015);
      paint.rect(0.16, 0.19, 0.68, 0.12, band);
      textLines(paint, 0.2, 0.22, [0.22], 0.1, palette.white);
      textLines(paint, 0.2, 0.38, [0.5, 0.42, 0.56, 0.36, 0.48], 0.085, palette.ink);
      for (const [x, y] of [
        [0.18, 0.2],
        [0.82, 0.2],
        [0.18, 0.8],
        [0.82, 0.8],
      ] as const) {
        paint.circle(x, y, 0.025, palette.metalDark);
        paint.circle(x, y, 0.012, palette.metal);
      }
    },
  furnace:
    (body: number, flame: boolean, rusty: boolean): Scene =>
    (paint) => {
      room(paint);
      paint.rect(0.43, 0, 0.1, 0.16, palette.metalDark);
      paint.framed(0.3, 0.14, 0.36, 0.72, body, palette.metalDark);
      for (let index = 0; index < 5; index += 1) paint.rect(0.35, 0.22 + index * 0.045, 0.26, 0.018, palette.metalDark);
      paint.framed(0.4, 0.5, 0.16, 0.16, 0x2b2b2b, palette.metalDark);
      if (flame) {
        paint.ellipse(0.48, 0.6, 0.05, 0.06, palette.flame);
        paint.ellipse(0.48, 0.61, 0.025, 0.035, palette.flameCore);
      }
      if (rusty) {
        paint.ellipse(0.38, 0.75, 0.06, 0.03, palette.rust);
        paint.ellipse(0.58, 0.3, 0.04, 0.02, palette.rust);
        paint.ellipse(0.52, 0.8, 0.05, 0.025, palette.rust);
      }
      paint.rect(0.66, 0.3, 0.12, 0.05, palette.copper);
    },
  filter:
    (dirty: boolean): Scene =>
    (paint) => {
      room(paint, 0.85);
      paint.framed(0.2, 0.12, 0.6, 0.7, dirty ? 0x8f8a7a : 0xf2f0e6, 0x6d5a3a, 0.03);
      for (let index = 0; index < 9; index += 1) paint.rect(0.24 + index * 0.062, 0.16, 0.012, 0.62, dirty ? 0x6e6a5c : 0xd9d5c5);
      if (dirty) {
        paint.ellipse(0.4, 0.4, 0.12, 0.08, 0x5d5a4e);
        paint.ellipse(0.62, 0.6, 0.1, 0.07, 0x5d5a4e);
      }
    },
  waterHeater:
    (leak: boolean, expansionTank: boolean): Scene =>
    (paint) => {
      room(paint);
      paint.rect(0.41, 0, 0.04, 0.2, palette.copper);
      paint.rect(0.55, 0, 0.04, 0.2, palette.copper);
      paint.ellipse(0.5, 0.2, 0.17, 0.05, 0xd7dadd);
      paint.rect(0.5 - (0.17 * paint.height) / paint.width, 0.2, (0.34 * paint.height) / paint.width, 0.6, 0xe2e5e8);
      paint.ellipse(0.5, 0.8, 0.17, 0.05, 0xc4c8cc);
      paint.rect(0.44, 0.56, 0.12, 0.08, palette.ink);
      paint.circle(0.5, 0.6, 0.022, 0xcc3b2f);
      textLines(paint, 0.43, 0.32, [0.14, 0.1], 0.06, palette.brand);
      if (expansionTank) {
        paint.rect(0.66, 0.08, 0.02, 0.1, palette.copper);
        paint.ellipse(0.67, 0.24, 0.06, 0.08, 0x4a78b5);
      }
      if (leak) {
        paint.ellipse(0.46, 0.9, 0.2, 0.04, palette.water);
        paint.ellipse(0.47, 0.9, 0.12, 0.02, palette.waterLight);
        paint.circle(0.36, 0.84, 0.012, palette.water);
      }
    },
  pipes:
    (pipe: number, leak: boolean): Scene =>
    (paint) => {
      room(paint, 0.86);
      paint.rect(0, 0.28, 1, 0.06, pipe);
      paint.rect(0.3, 0.28, 0.035, 0.6, pipe);
      paint.rect(0.66, 0.28, 0.035, 0.6, pipe);
      for (const x of [0.3, 0.66]) {
        paint.rect(x - 0.02, 0.52, 0.075, 0.06, palette.metal);
        paint.ellipse(x + 0.0175, 0.48, 0.05, 0.015, 0xcc3b2f);
      }
      if (leak) {
        paint.circle(0.69, 0.66, 0.015, palette.water);
        paint.circle(0.695, 0.72, 0.012, palette.water);
        paint.ellipse(0.68, 0.92, 0.16, 0.03, palette.water);
      }
    },
  sewerCamera:
    (roots: boolean): Scene =>
    (paint) => {
      paint.gradient(0, 1, 0x1a1a1a, 0x0c0c0c);
      paint.circle(0.5, 0.5, 0.46, 0x5e4b3a);
      paint.circle(0.5, 0.5, 0.38, 0x4a3a2d);
      paint.circle(0.5, 0.5, 0.28, 0x3a2d22);
      paint.circle(0.5, 0.5, 0.16, 0x231b14);
      paint.circle(0.5, 0.5, 0.07, 0x0c0a08);
      paint.ellipse(0.5, 0.86, 0.3, 0.05, 0x6b7d5e);
      if (roots) {
        paint.line(0.3, 0.2, 0.46, 0.42, 0.015, 0xa98a5c);
        paint.line(0.35, 0.15, 0.5, 0.4, 0.01, 0xa98a5c);
        paint.line(0.62, 0.22, 0.52, 0.44, 0.012, 0xa98a5c);
      }
      paint.rect(0.04, 0.04, 0.22, 0.05, 0xf2d34d);
    },
  condenser:
    (ground: 'grass' | 'roof', wide: boolean): Scene =>
    (paint) => {
      outdoors(paint, 0.7, ground);
      const width = wide ? 0.7 : 0.42;
      const left = 0.5 - width / 2;
      paint.framed(left, 0.3, width, 0.5, 0xd8d4c8, 0x8c887c);
      for (let index = 0; index < 10; index += 1) paint.rect(left + 0.02, 0.36 + index * 0.04, width * 0.35, 0.015, 0x8c887c);
      const fanX = left + width * 0.7;
      paint.circle(fanX, 0.55, 0.19, 0x3b3b3b);
      paint.circle(fanX, 0.55, 0.15, 0x5a5a5a);
      paint.circle(fanX, 0.55, 0.1, 0x3b3b3b);
      paint.circle(fanX, 0.55, 0.04, 0x9a9a9a);
      paint.rect(left - 0.03, 0.8, width + 0.06, 0.04, 0x9e9e97);
    },
  ductless: (paint: Painter) => {
    paint.gradient(0, 1, 0xf1ede4, 0xddd6c8);
    paint.framed(0.16, 0.2, 0.68, 0.2, palette.white, 0xb8bcc0, 0.01);
    paint.rect(0.2, 0.34, 0.6, 0.02, 0x9aa0a6);
    paint.circle(0.76, 0.26, 0.012, 0x3ec46d);
    paint.rect(0.24, 0.4, 0.02, 0.4, 0xb8bcc0);
    paint.circle(0.36, 0.6, 0.012, palette.water);
    paint.circle(0.37, 0.7, 0.01, palette.water);
    paint.ellipse(0.4, 0.88, 0.12, 0.025, 0xc9b8a0);
  },
  cooler: (paint: Painter) => {
    paint.gradient(0, 1, 0xe6eef2, 0xc7d3da);
    paint.framed(0.12, 0.12, 0.76, 0.3, 0xdfe4e8, 0x8a949c);
    for (let index = 0; index < 3; index += 1) {
      paint.circle(0.27 + index * 0.23, 0.27, 0.1, 0x4a4f55);
      paint.circle(0.27 + index * 0.23, 0.27, 0.03, 0x9aa1a8);
    }
    for (let index = 0; index < 12; index += 1) paint.rect(0.1 + index * 0.07, 0.5, 0.04, 0.35, 0xb6c2ca);
    paint.rect(0, 0.86, 1, 0.14, 0x8d99a1);
  },
  manhole:
    (water: boolean): Scene =>
    (paint) => {
      paint.gradient(0, 1, 0xa7a49c, 0x8f8c84);
      paint.circle(0.5, 0.5, 0.4, 0x5a5953);
      paint.circle(0.5, 0.5, 0.35, water ? 0x2f3b33 : 0x6f6d66);
      if (water) {
        paint.circle(0.5, 0.5, 0.28, 0x3f6f63);
        paint.ellipse(0.5, 0.45, 0.09, 0.14, 0x2c2c2c);
        paint.rect(0.48, 0.14, 0.04, 0.22, palette.ink);
      } else {
        for (let index = -3; index <= 3; index += 1) paint.rect(0.5 + index * 0.06 - 0.01, 0.2, 0.02, 0.6, 0x55544e);
      }
    },
  thermostat: (paint: Painter) => {
    paint.gradient(0, 1, 0xece6dc, 0xd9d0c0);
    paint.framed(0.34, 0.22, 0.32, 0.46, palette.white, 0xb0b4b8, 0.012);
    paint.circle(0.5, 0.42, 0.12, 0x2c3e50);
    paint.circle(0.5, 0.42, 0.09, 0x34495e);
    textLines(paint, 0.455, 0.39, [0.09], 0.06, 0x7fd1ff);
    paint.line(0.46, 0.68, 0.4, 0.95, 0.012, 0xd0392b);
    paint.line(0.5, 0.68, 0.5, 0.95, 0.012, 0x2d8a3e);
    paint.line(0.54, 0.68, 0.6, 0.95, 0.012, 0xf1c40f);
  },
  panel: (paint: Painter) => {
    paint.gradient(0, 1, 0xe4ded2, 0xcfc7b8);
    paint.framed(0.26, 0.08, 0.48, 0.84, 0xa9afb5, 0x6c737a, 0.015);
    for (let row = 0; row < 8; row += 1) {
      paint.rect(0.34, 0.16 + row * 0.09, 0.13, 0.06, 0x2d2d2d);
      paint.rect(0.53, 0.16 + row * 0.09, 0.13, 0.06, 0x2d2d2d);
      paint.rect(0.385, 0.175 + row * 0.09, 0.04, 0.03, palette.white);
      paint.rect(0.575, 0.175 + row * 0.09, 0.04, 0.03, palette.white);
    }
  },
  boiler: (paint: Painter) => {
    room(paint);
    paint.framed(0.18, 0.26, 0.5, 0.54, 0xb33a2f, 0x6e2019);
    paint.circle(0.3, 0.38, 0.05, palette.white);
    paint.circle(0.43, 0.38, 0.05, palette.white);
    paint.line(0.3, 0.38, 0.32, 0.35, 0.01, palette.ink);
    paint.line(0.43, 0.38, 0.41, 0.35, 0.01, palette.ink);
    paint.rect(0.68, 0.36, 0.3, 0.05, palette.copper);
    paint.rect(0.68, 0.62, 0.3, 0.05, palette.copper);
    paint.rect(0.3, 0.04, 0.06, 0.22, palette.metalDark);
    paint.rect(0.5, 0.04, 0.06, 0.22, palette.metalDark);
  },
  backflow: (paint: Painter) => {
    outdoors(paint, 0.8);
    paint.rect(0.08, 0.44, 0.84, 0.08, palette.copper);
    paint.rect(0.12, 0.44, 0.05, 0.4, palette.copper);
    paint.rect(0.83, 0.44, 0.05, 0.4, palette.copper);
    paint.framed(0.34, 0.36, 0.32, 0.24, 0x2f6db5, 0x1b416d);
    paint.ellipse(0.26, 0.38, 0.05, 0.015, 0xcc3b2f);
    paint.ellipse(0.74, 0.38, 0.05, 0.015, 0xcc3b2f);
    paint.framed(0.44, 0.62, 0.12, 0.14, 0xf2d34d, 0x8a7a1c);
  },
  van: (paint: Painter) => {
    outdoors(paint, 0.74);
    paint.rect(0, 0.74, 1, 0.26, 0x4b4f54);
    paint.framed(0.12, 0.3, 0.74, 0.38, palette.white, 0x9aa0a6);
    paint.rect(0.12, 0.5, 0.74, 0.06, palette.brand);
    paint.rect(0.7, 0.34, 0.14, 0.12, 0x8fb3cf);
    paint.rect(0.5, 0.34, 0.16, 0.12, 0x8fb3cf);
    for (const x of [0.26, 0.72]) {
      paint.circle(x, 0.7, 0.08, 0x1f1f1f);
      paint.circle(x, 0.7, 0.035, 0xa0a4a8);
    }
  },
};

export const FULL_SIZE = { width: 320, height: 240 } as const;
export const THUMBNAIL_SIZE = { width: 160, height: 120 } as const;

export function paintPng(scene: Scene, size: { width: number; height: number }): Uint8Array {
  const painter = new Painter(size.width, size.height);
  scene(painter);
  return encodePng(size.width, size.height, painter.pixels, painter.palette);
}
