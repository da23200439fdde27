import { plural } from "../text/normalize";
import { isSuccess, type PoolResult } from "../dice/pool";

const D6_FACES = ["⚀", "⚁", "⚂", "⚃", "⚄", "⚅"];

export function faceGlyph(face: number): string {
  return D6_FACES[face - 1] ?? String(face);
}

export type FaceMark = "one" | "six" | "success" | "failure";

export function faceMark(face: number, threshold: number): FaceMark {
  if (face === 1) return "one";
  if (face === 6) return "six";
  return isSuccess(face, threshold) ? "success" : "failure";
}

export function successesText(n: number): string {
  return `${n} ${plural(n, "sukces", "sukcesy", "sukcesów")}`;
}

export function verdictText(successes: number, required: number, passed: boolean): string {
  const margin = successes - required;
  const sign = margin >= 0 ? `+${margin}` : `−${-margin}`;
  return `${successesText(successes)} z ${required} ${required === 1 ? "wymaganego" : "wymaganych"}: ${passed ? "Sukces" : "Porażka"} (${sign})`;
}

/** `Ciało + Refleks (5k6) 4:2`, or just `6k6 4:2` when the pool is plain dice. */
export function poolHead(description: string, dice: number, threshold: number, required: number): string {
  const count = `${Math.max(0, dice)}k6`;
  return description === count ? `${count} ${threshold}:${required}` : `${description} (${count}) ${threshold}:${required}`;
}

/** `Ciało + Refleks (5k6) 4:2 → ⚅ ⚃ ⚂ ⚀ ⚄ → 3 sukcesy z 2 wymaganych: Sukces (+1)` */
export function poolText(description: string, r: PoolResult): string {
  const head = poolHead(description, r.pool, r.threshold, r.required);
  if (r.noDice) return `${head} → brak kości w puli: Porażka bez rzutu`;
  return `${head} → ${r.faces.map(faceGlyph).join(" ")} → ${verdictText(r.successes, r.required, r.passed)}`;
}
