import { mkdtempSync, readFileSync, writeFileSync, cpSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { TEST_VAULT } from "../../../test/harness";
import { main } from "./hbm";

const SESSION = join(TEST_VAULT, "sessions", "Sesja 01 - Las.md");

async function hbm(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

describe("hbm encounter --json (issue 27.9): form, defences, Mana as printed, the turn's Akcje", () => {
  it("each combatant's form, Runiczny Pancerz, Magiczna Osłona; the current one's Akcje and Zapał spent", async () => {
    const r = await hbm("encounter", SESSION, "--json", "--advance", "1", "--seed", "3");
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out);
    const current = json.combatants.find((c: { actionsLeft: number | null }) => c.actionsLeft !== null);
    expect(current).toMatchObject({ actionsLeft: 1, zealSpent: 0 });
    expect(json.combatants.filter((c: { actionsLeft: number | null }) => c.actionsLeft !== null)).toHaveLength(1);
    for (const c of json.combatants) {
      expect(typeof c.form).toBe("number");
      expect(typeof c.runicArmor).toBe("number");
      expect(typeof c.magicShield).toBe("number");
      expect(c.mana === null || c.mana === "unlimited" || typeof c.mana === "number").toBe(true);
    }
  });
});

describe("hbm encounter (issue 14: the encounter as the plugin sees it)", () => {
  it("--json before initiative: round 0, every combatant resolved with its state, NPC instances one per copy", async () => {
    const r = await hbm("encounter", SESSION, "--json");
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out);
    expect(Object.keys(json)).toEqual(["round", "turn", "combatants", "log"]);
    expect(json).toMatchObject({ round: 0, turn: null, log: [] });
    expect(json.combatants.map((c: { id: string; kind: string }) => [c.id, c.kind])).toEqual([
      ["pc-kamila-wrobel", "pc"],
      ["pc-elneran", "pc"],
      ["pc-symiel", "pc"],
      ["goblin-1", "npc"],
      ["goblin-2", "npc"],
      ["cien-z-lasu", "npc"],
      ["wilk", "npc"],
    ]);
    const elneran = json.combatants[1];
    expect(Object.keys(elneran)).toEqual([
      "id",
      "name",
      "kind",
      "initiative",
      "health",
      "maxHealth",
      "mana",
      "zeal",
      "form",
      "runicArmor",
      "magicShield",
      "actionsLeft",
      "zealSpent",
      "conditions",
      "dying",
      "skipped",
    ]);
    expect(elneran).toMatchObject({
      health: 0,
      maxHealth: 14,
      conditions: ["Umierający"],
      dying: { hits: 0, failedTests: 0, overflow: 3 },
      skipped: false,
      initiative: null,
    });
    expect(json.combatants[5]).toMatchObject({ name: "Cień z Lasu", health: 28, maxHealth: 28 });
  });

  it("--advance N --seed S prints what the steps would do, the same every time, and writes nothing", async () => {
    const dir = mkdtempSync(join(tmpdir(), "hbm-enc-"));
    cpSync(TEST_VAULT, dir, { recursive: true });
    const note = join(dir, "sessions", "Sesja 01 - Las.md");
    const before = readFileSync(note, "utf8");
    const elneran = readFileSync(join(dir, "player-characters", "Elneran.md"), "utf8");
    const a = await hbm("encounter", note, "--advance", "8", "--seed", "3", "--json");
    const b = await hbm("encounter", note, "--advance", "8", "--seed", "3", "--json");
    expect(a.code).toBe(0);
    expect(a.out).toBe(b.out);
    const json = JSON.parse(a.out);
    expect(json.round).toBe(2);
    expect(json.log[0]).toMatch(/^Inicjatywa: /);
    expect(json.log).toContain("Runda 2");
    expect(json.log.filter((l: string) => l.startsWith("Tura: "))).toHaveLength(9);
    expect(readFileSync(note, "utf8")).toBe(before);
    expect(readFileSync(join(dir, "player-characters", "Elneran.md"), "utf8")).toBe(elneran);
  });

  it("reads a running encounter from the note's key and reports what it cannot read on stderr", async () => {
    const dir = mkdtempSync(join(tmpdir(), "hbm-enc-"));
    cpSync(TEST_VAULT, dir, { recursive: true });
    const note = join(dir, "sessions", "Walka.md");
    writeFileSync(
      note,
      '---\nencounter:\n  round: 2\n  turn: 1\n  combatants:\n    - {id: goblin-1, ref: "[[Goblin]]", name: Goblin 1, initiative: 12, health: 3, conditions: [Podpalony]}\n    - {id: goblin-2, ref: "[[Goblin]]", name: Goblin 2, initiative: 9, health: lots}\n---\n```hbm-walka\n2× [[Goblin]]\n```\n',
    );
    const r = await hbm("encounter", note, "--json");
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out);
    expect(json).toMatchObject({ round: 2, turn: 1 });
    expect(json.combatants.map((c: { health: number; conditions: string[] }) => [c.health, c.conditions])).toEqual([
      [3, ["Podpalony"]],
      [10, []],
    ]);
    expect(r.err).toBe("hbm: uwaga: goblin-2: health „lots” nie jest liczbą ≥ 0; pomijam.");
  });

  it("bad usage exits 2 with one line", async () => {
    expect(await hbm("encounter")).toMatchObject({ code: 2 });
    const none = await hbm("encounter", join(TEST_VAULT, "player-characters", "Symiel.md"));
    expect(none).toMatchObject({ code: 2, err: "hbm: „player-characters/Symiel.md” nie ma bloku hbm-walka." });
    expect((await hbm("encounter", SESSION, "--advance", "dużo")).err).toBe(
      "hbm: --advance wymaga liczby od 0 do 1000, a jest „dużo”.",
    );
  });
});

describe("hbm encounter and unique NPCs (docs/en/rules.md Decision 'unique NPCs': the next encounter starts from the kept state)", () => {
  const vault = (campaign?: string) => {
    const dir = mkdtempSync(join(tmpdir(), "hbm-enc-"));
    cpSync(TEST_VAULT, dir, { recursive: true });
    if (campaign !== undefined) writeFileSync(join(dir, "Kampania.md"), campaign);
    return dir;
  };
  const KEPT =
    '---\nnpcs:\n  "[[Cień z Lasu]]":\n    form: 1\n    health: 4\n    conditions: [Zatruty]\n---\n# Kampania\n';
  const cien = (out: string) =>
    (JSON.parse(out) as { combatants: Array<{ id: string; health: number; conditions: string[] }> }).combatants.find(
      (c) => c.id === "cien-z-lasu",
    );

  it("Cień z Lasu starts from Kampania.md's npcs (Żywotność 4, Zatruty), before and after initiative, as the plugin does", async () => {
    const dir = vault(KEPT);
    const session = join(dir, "sessions", "Sesja 01 - Las.md");
    const before = await hbm("encounter", session, "--json");
    expect(before.code).toBe(0);
    expect(cien(before.out)).toMatchObject({ health: 4, conditions: ["Zatruty"] });
    // Said once, from the table's notes, as the tracker says it.
    expect(before.err).toContain("hbm: info: Cień z Lasu zaczyna ze stanem zachowanym w Kampania.md (Żywotność 4).");
    const started = await hbm("encounter", session, "--json", "--advance", "1", "--seed", "2");
    expect(cien(started.out)).toMatchObject({ health: 4, conditions: ["Zatruty"] });
    // The Goblins are not unique: they start whole whatever the note keeps.
    const goblin = JSON.parse(before.out).combatants.find((c: { id: string }) => c.id === "goblin-1");
    expect(goblin.health).toBe(goblin.maxHealth);
  });

  it("without a campaign note nothing is kept; --campaign names another note; a missing one is said", async () => {
    const plain = vault();
    const session = join(plain, "sessions", "Sesja 01 - Las.md");
    const whole = cien((await hbm("encounter", session, "--json")).out);
    expect(whole?.conditions).toEqual([]);
    writeFileSync(join(plain, "Saga.md"), KEPT);
    expect(cien((await hbm("encounter", session, "--json", "--campaign", "Saga")).out)?.health).toBe(4);
    const missing = await hbm("encounter", session, "--campaign", "Brak.md");
    expect(missing.code).toBe(2);
    expect(missing.err).toBe(
      "hbm: --campaign: nie ma notatki kampanii „Brak.md” (ścieżka od katalogu skarbca, np. „Kampania.md”).",
    );
  });

  it("an entry naming no stat block is a warning that names the note, and the fight still resolves", async () => {
    const dir = vault('---\nnpcs:\n  "[[Nikt]]":\n    health: 1\n---\n');
    const r = await hbm("encounter", join(dir, "sessions", "Sesja 01 - Las.md"), "--json");
    expect(r.code).toBe(0);
    expect(r.err).toContain("Kampania.md");
    expect(r.err).toContain("[[Nikt]]");
  });
});
