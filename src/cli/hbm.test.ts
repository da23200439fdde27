import { describe, expect, it } from "vitest";
import { main } from "./hbm";

async function hbm(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

describe("hbm roll (notes.md: The command-line contract)", () => {
  it("6k6 4:2 --seed 1 --json prints faces, successes and the verdict", async () => {
    const r = await hbm("roll", "6k6 4:2", "--seed", "1", "--json");
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out);
    expect(json).toMatchObject({ label: null, type: "pool", pool: 6, threshold: 4, required: 2 });
    expect(json.faces).toHaveLength(6);
    expect(json.successes).toBe(json.faces.filter((f: number) => f === 6 || (f >= 4 && f !== 1)).length);
    expect(json.passed).toBe(json.successes >= 2);
    expect(json.verdict).toBe(json.passed ? "Sukces" : "Porażka");
  });

  it("the same seed gives the same roll", async () => {
    const a = await hbm("roll", "Obrażenia: 2k6+24", "--seed", "5", "--json");
    const b = await hbm("roll", "Obrażenia: 2k6+24", "--seed", "5", "--json");
    expect(a.out).toBe(b.out);
    expect(JSON.parse(a.out)).toMatchObject({ label: "Obrażenia", type: "sum" });
  });

  it("100000k6 exits 2 with one clear line and no stack trace", async () => {
    const r = await hbm("roll", "100000k6");
    expect(r.code).toBe(2);
    expect(r.err.split("\n")).toHaveLength(1);
    expect(r.err).toMatch(/za dużo kości: 100000 \(najwyżej 100/);
    expect(r.err).not.toMatch(/at .*\.ts/);
  });

  it("a line that needs a character, without a vault, exits 2", async () => {
    const r = await hbm("roll", "Refleks");
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/wymaga postaci/);
  });

  it("bad usage exits 2", async () => {
    expect((await hbm("roll")).code).toBe(2);
    expect((await hbm("roll", "1k6", "--seed", "abc")).err).toMatch(/--seed wymaga liczby/);
    expect((await hbm("roll", "1k6", "--bogus")).code).toBe(2);
    expect((await hbm("frobnicate")).err).toMatch(/Nieznane polecenie/);
  });
});
