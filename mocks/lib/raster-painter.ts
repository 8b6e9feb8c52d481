/** Steps a gradient is drawn in, so a picture stays within a PNG palette. */
const GRADIENT_STEPS = 32;

/** Paints flat shapes in fractions of the picture (so a thumbnail and the full image match) into palette indexes. */
export class Painter {
  /** One palette index a pixel. */
  readonly pixels: Uint8Array;
  readonly palette: number[] = [];
  private readonly indexes = new Map<number, number>();

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height);
  }

  private index(color: number): number {
    let index = this.indexes.get(color);
    if (index === undefined) {
      index = this.palette.length;
      this.palette.push(color);
      this.indexes.set(color, index);
    }
    return index;
  }

  private span(y: number, x0: number, x1: number, index: number): void {
    if (x1 > x0) this.pixels.fill(index, y * this.width + x0, y * this.width + x1);
  }

  /** Rows from `top` to `bottom` (fractions) blending from `from` to `to`. */
  gradient(top: number, bottom: number, from: number, to: number): void {
    const y0 = Math.round(top * this.height);
    const y1 = Math.round(bottom * this.height);
    for (let y = y0; y < y1; y += 1) {
      const t = y1 - y0 > 1 ? Math.round(((y - y0) / (y1 - y0 - 1)) * GRADIENT_STEPS) / GRADIENT_STEPS : 0;
      this.span(y, 0, this.width, this.index(mix(from, to, t)));
    }
  }

  rect(left: number, top: number, width: number, height: number, color: number): void {
    const index = this.index(color);
    const x0 = Math.max(0, Math.round(left * this.width));
    const y0 = Math.max(0, Math.round(top * this.height));
    const x1 = Math.min(this.width, Math.round((left + width) * this.width));
    const y1 = Math.min(this.height, Math.round((top + height) * this.height));
    for (let y = y0; y < y1; y += 1) this.span(y, x0, x1, index);
  }

  /** A rectangle with a border `edge` (fraction of the height) in `border`. */
  framed(left: number, top: number, width: number, height: number, fill: number, border: number, edge = 0.012): void {
    this.rect(left, top, width, height, border);
    const dx = (edge * this.height) / this.width;
    this.rect(left + dx, top + edge, width - 2 * dx, height - 2 * edge, fill);
  }

  /** An ellipse centred at (cx, cy); radii as fractions of the height, so circles stay round. */
  ellipse(cx: number, cy: number, rx: number, ry: number, color: number): void {
    const index = this.index(color);
    const centreX = cx * this.width;
    const centreY = cy * this.height;
    const radiusX = rx * this.height;
    const radiusY = ry * this.height;
    const y0 = Math.max(0, Math.floor(centreY - radiusY));
    const y1 = Math.min(this.height - 1, Math.ceil(centreY + radiusY));
    for (let y = y0; y <= y1; y += 1) {
      const dy = (y + 0.5 - centreY) / radiusY;
      if (dy * dy > 1) continue;
      const half = radiusX * Math.sqrt(1 - dy * dy);
      this.span(y, Math.max(0, Math.round(centreX - half)), Math.min(this.width, Math.round(centreX + half)), index);
    }
  }

  circle(cx: number, cy: number, r: number, color: number): void {
    this.ellipse(cx, cy, r, r, color);
  }

  /** A straight line of `thickness` (fraction of the height) from (x0, y0) to (x1, y1). */
  line(x0: number, y0: number, x1: number, y1: number, thickness: number, color: number): void {
    const steps = Math.ceil(Math.max(Math.abs(x1 - x0) * this.width, Math.abs(y1 - y0) * this.height));
    for (let step = 0; step <= steps; step += 1) {
      const t = steps === 0 ? 0 : step / steps;
      this.circle(x0 + (x1 - x0) * t, y0 + (y1 - y0) * t, thickness / 2, color);
    }
  }
}

/** The colour `t` (0–1) of the way from `from` to `to` (0xRRGGBB). */
export function mix(from: number, to: number, t: number): number {
  const channel = (shift: number): number => {
    const a = (from >>> shift) & 0xff;
    const b = (to >>> shift) & 0xff;
    return Math.round(a + (b - a) * t) & 0xff;
  };
  return (channel(16) << 16) | (channel(8) << 8) | channel(0);
}
