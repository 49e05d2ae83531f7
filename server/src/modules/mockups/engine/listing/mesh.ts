/**
 * Triangle meshes of the listing scenes, built in world space. Every vertex carries a normal and
 * a print coordinate (u, v): the print covers 0..1 × 0..1, anything else (NaN for surfaces that
 * are never printed) is bare material. Each triangle names its surface (an index into the scene's
 * materials).
 */
export class MeshBuilder {
  pos: number[] = [];
  nrm: number[] = [];
  uv: number[] = [];
  tri: number[] = [];
  surf: number[] = [];
  /** Surfaces drawn from both sides (thin sheets), never culled. */
  twoSided = new Set<number>();

  get vertexCount() {
    return this.pos.length / 3;
  }

  vertex(x: number, y: number, z: number, nx: number, ny: number, nz: number, u = NaN, v = NaN) {
    const l = Math.hypot(nx, ny, nz) || 1;
    this.pos.push(x, y, z);
    this.nrm.push(nx / l, ny / l, nz / l);
    this.uv.push(u, v);
    return this.vertexCount - 1;
  }

  triangle(a: number, b: number, c: number, surface: number) {
    this.tri.push(a, b, c);
    this.surf.push(surface);
  }

  /** Two triangles over a grid cell whose corners are a b (top) and c d (bottom). */
  quad(a: number, b: number, c: number, d: number, surface: number) {
    this.triangle(a, b, d, surface);
    this.triangle(a, d, c, surface);
  }

  /** A grid of rows × cols vertices added in row order from `first`, joined into quads. */
  grid(first: number, rows: number, cols: number, surface: number) {
    for (let r = 0; r + 1 < rows; r++)
      for (let c = 0; c + 1 < cols; c++) {
        const a = first + r * cols + c;
        this.quad(a, a + 1, a + cols, a + cols + 1, surface);
      }
  }

  /** Moves the vertices added since `from`: rotation about y, then a translation. */
  place(from: number, turnRad: number, tx = 0, ty = 0, tz = 0) {
    const c = Math.cos(turnRad);
    const s = Math.sin(turnRad);
    for (let i = from * 3; i < this.pos.length; i += 3) {
      const x = this.pos[i]!;
      const z = this.pos[i + 2]!;
      this.pos[i] = x * c - z * s + tx;
      this.pos[i + 1] = this.pos[i + 1]! + ty;
      this.pos[i + 2] = x * s + z * c + tz;
      const nx = this.nrm[i]!;
      const nz = this.nrm[i + 2]!;
      this.nrm[i] = nx * c - nz * s;
      this.nrm[i + 2] = nx * s + nz * c;
    }
  }

  /** Tilts the vertices added since `from` about the x axis through (y0, z0) (positive leans back). */
  tilt(from: number, rad: number, y0 = 0, z0 = 0) {
    const c = Math.cos(rad);
    const s = Math.sin(rad);
    for (let i = from * 3; i < this.pos.length; i += 3) {
      const y = this.pos[i + 1]! - y0;
      const z = this.pos[i + 2]! - z0;
      this.pos[i + 1] = y * c - z * s + y0;
      this.pos[i + 2] = y * s + z * c + z0;
      const ny = this.nrm[i + 1]!;
      const nz = this.nrm[i + 2]!;
      this.nrm[i + 1] = ny * c - nz * s;
      this.nrm[i + 2] = ny * s + nz * c;
    }
  }

  build(): Mesh {
    return {
      pos: Float64Array.from(this.pos),
      nrm: Float32Array.from(this.nrm),
      uv: Float32Array.from(this.uv),
      tri: Uint32Array.from(this.tri),
      surf: Uint16Array.from(this.surf),
      twoSided: this.twoSided,
    };
  }
}

export interface Mesh {
  pos: Float64Array;
  nrm: Float32Array;
  uv: Float32Array;
  tri: Uint32Array;
  surf: Uint16Array;
  twoSided: Set<number>;
}

/** One run of a lathe profile: points (radius, height) with their outward normals (nr, ny). */
export interface ProfileRun {
  points: Array<{ r: number; y: number; nr: number; ny: number }>;
  surface: number;
  /** The printed band on this run: its top and bottom heights, and the radians of the wrap. */
  print?: { top: number; bottom: number; arc: number };
}

/**
 * A body of revolution about the y axis. Azimuth ψ runs from +x towards +z; the wrap's u is
 * 1 − ψ/2π (u = 0 and 1 at +x, where a handle sits) and a print covering `arc` radians is centred
 * on ψ = π, so its bare strip is at the handle, as the print file's convention says.
 */
export function lathe(m: MeshBuilder, runs: ProfileRun[], segments: number) {
  for (const run of runs) {
    const first = m.vertexCount;
    const cols = segments + 1;
    for (const p of run.points) {
      for (let i = 0; i <= segments; i++) {
        const psi = (2 * Math.PI * i) / segments;
        const c = Math.cos(psi);
        const s = Math.sin(psi);
        let u = NaN;
        let v = NaN;
        if (run.print) {
          u = 0.5 + (0.5 - i / segments) * ((2 * Math.PI) / run.print.arc);
          v = (run.print.top - p.y) / (run.print.top - run.print.bottom);
        }
        m.vertex(p.r * c, p.y, p.r * s, p.nr * c, p.ny, p.nr * s, u, v);
      }
    }
    m.grid(first, run.points.length, cols, run.surface);
  }
}

/** Points of a quarter circle (a fillet) from angle a0 to a1 round (cr, cy), normals pointing out. */
export function arcPoints(cr: number, cy: number, radius: number, a0: number, a1: number, steps: number) {
  const pts: ProfileRun['points'] = [];
  for (let k = 0; k <= steps; k++) {
    const a = a0 + ((a1 - a0) * k) / steps;
    const nr = Math.cos(a);
    const ny = Math.sin(a);
    pts.push({ r: cr + radius * nr, y: cy + radius * ny, nr, ny });
  }
  return pts;
}

/**
 * A tube swept along a centreline in the x-y plane (z = 0), with an elliptical cross-section:
 * `thick` across in the plane, `wide` across out of it. Handles and straws.
 */
export function tube(
  m: MeshBuilder,
  line: Array<[number, number]>,
  thick: number,
  wide: number,
  surface: number,
  around = 24,
) {
  const first = m.vertexCount;
  const n = line.length;
  for (let k = 0; k < n; k++) {
    const prev = line[Math.max(0, k - 1)]!;
    const next = line[Math.min(n - 1, k + 1)]!;
    let tx = next[0] - prev[0];
    let ty = next[1] - prev[1];
    const tl = Math.hypot(tx, ty) || 1;
    tx /= tl;
    ty /= tl;
    // In-plane normal (tangent turned a quarter), and z out of the plane.
    const nx = -ty;
    const ny = tx;
    const [cx, cy] = line[k]!;
    for (let j = 0; j <= around; j++) {
      const a = (2 * Math.PI * j) / around;
      const ca = Math.cos(a);
      const sa = Math.sin(a);
      const x = cx + nx * (thick / 2) * ca;
      const y = cy + ny * (thick / 2) * ca;
      const z = (wide / 2) * sa;
      // The ellipse's normal: its gradient, (cos / a, sin / b).
      const gn = ca / (thick / 2);
      const gz = sa / (wide / 2);
      m.vertex(x, y, z, nx * gn, ny * gn, gz);
    }
  }
  m.grid(first, n, around + 1, surface);
}

/** Samples a cubic Bézier curve (end points included) into `out`. */
export function bezier(
  out: Array<[number, number]>,
  p0: [number, number],
  p1: [number, number],
  p2: [number, number],
  p3: [number, number],
  steps: number,
  skipFirst = false,
) {
  for (let k = skipFirst ? 1 : 0; k <= steps; k++) {
    const t = k / steps;
    const a = (1 - t) ** 3;
    const b = 3 * (1 - t) ** 2 * t;
    const c = 3 * (1 - t) * t * t;
    const d = t ** 3;
    out.push([a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]]);
  }
  return out;
}
