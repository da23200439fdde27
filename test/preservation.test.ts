// @vitest-environment happy-dom
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { splitFrontmatter, TFile } from "./obsidian-mock";
import { loadPlugin, settle } from "./harness";
import { PLAY_KEYS } from "../src/core/play";
import { scriptedRandom, seededRandom } from "../src/core/dice";
import { FillStatsModal } from "../src/plugin/creation/fill-stats-modal";
import { UNDO_DEPTH } from "../src/plugin/play/character-actions";

/**
 * Data preservation: for 1,000 generated character notes with random extra
 * frontmatter keys and random bodies, every write action changes only what it
 * must. The body stays byte-identical unless the action edits it, and then
 * everything outside the edited table or section stays byte-identical.
 */
const NOTES = 1000;
const SEED = 2026;

const SAFE_KEY = fc
  .stringMatching(/^[a-z][a-zA-Z0-9_]{0,10}$/)
  .filter(
    (k) =>
      !(PLAY_KEYS as readonly string[]).includes(k) &&
      ![
        "tags",
        "aliases",
        "body",
        "mind",
        "soul",
        "powerLevel",
        "skills",
        "talents",
        "spells",
        "race",
        "discipline",
        "year",
      ].includes(k),
  );
const VALUE = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.integer(),
  fc.boolean(),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.stringMatching(/^[a-z]{1,5}$/), fc.integer(), { maxKeys: 2 }),
);
const PROSE = fc.array(
  fc.string({ maxLength: 40 }).map((s) => s.replace(/^[\s#|>*+\-\d`~]+/, "").replace(/\r/g, "")),
  { maxLength: 6 },
);

const STATS = `## Statystyki

### Atrybuty

| Ciało | Umysł | Dusza | Magia |
| :---: | :---: | :---: | :---: |
| 3     | 3     | 3     | IV    |

### Cechy Pochodne

| Żywotność | Mana | Pancerz | Inicjatywa | Zapał | Szybkość |
| :-------: | :--: | :-----: | :--------: | :---: | :------: |
| 18        | 24   | 0       | 5          | 2     | 10 m     |

### Umiejętności
- Refleks (Ciało) +2 (5)
- Wytrzymałość (Ciało) +1 (4)
- Zdolności Magiczne (Magia) +2 (5)

### Talenty
- [[Oburęczny]]

### Zaklęcia
- [[gleam]]
`;
const EMPTY_STATS = `## Statystyki

### Atrybuty

| Ciało | Umysł | Dusza | Magia |
| :---: | :---: | :---: | :---: |
|       |       |       |       |

### Cechy Pochodne

| Żywotność | Mana | Pancerz | Inicjatywa | Zapał | Szybkość |
| :-------: | :--: | :-----: | :--------: | :---: | :------: |
|           |      |         |            |       |          |

### Umiejętności
-

### Talenty
-
`;

const noteArb = fc.record({
  extra: fc.dictionary(SAFE_KEY, VALUE, { maxKeys: 5 }),
  before: PROSE,
  after: PROSE,
  empty: fc.boolean(),
  state: fc.record({
    health: fc.option(fc.integer({ min: 0, max: 18 }), { nil: undefined }),
    experience: fc.option(fc.integer({ min: 0, max: 60 }), { nil: undefined }),
  }),
});

function render(
  n: fc.Arbitrary<unknown> extends never
    ? never
    : {
        extra: Record<string, unknown>;
        before: string[];
        after: string[];
        empty: boolean;
        state: { health?: number; experience?: number };
      },
): string {
  const fm: Record<string, unknown> = { tags: ["pc"], ...n.extra };
  if (n.state.health !== undefined) fm.health = n.state.health;
  if (n.state.experience !== undefined) fm.experience = n.state.experience;
  const yaml = Object.entries(fm)
    .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
    .join("\n");
  return `---\n${yaml}\n---\n# Postać\n\n${n.before.join("\n\n")}\n\n${n.empty ? EMPTY_STATS : STATS}\n## Relacje\n\n${n.after.join("\n\n")}\n`;
}

const parts = (text: string) => {
  const { yaml, body } = splitFrontmatter(text);
  return { fm: (parse(yaml ?? "") ?? {}) as Record<string, unknown>, body };
};

/** Lines changed between two texts of equal line count, or the range inserted/removed. */
function changedRegion(before: string, after: string): { from: number; to: number } | null {
  const a = before.split("\n");
  const b = after.split("\n");
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  if (start === a.length && a.length === b.length) return null;
  let endA = a.length - 1;
  let endB = b.length - 1;
  while (endA >= start && endB >= start && a[endA] === b[endB]) {
    endA--;
    endB--;
  }
  return { from: start, to: Math.max(endA, start) };
}

/** The line range of a `### Heading` section (or of a table under it) in a body. */
function section(body: string, heading: string): { from: number; to: number } {
  const lines = body.split("\n");
  const from = lines.findIndex((l) => l.startsWith("#") && l.includes(heading));
  let to = from + 1;
  while (to < lines.length && !/^#{1,3}\s/.test(lines[to] as string)) to++;
  return { from, to: to - 1 };
}

const samples = fc.sample(noteArb, { numRuns: NOTES, seed: SEED });
const files: Record<string, string> = Object.fromEntries(
  samples.map((n, i) => [`player-characters/Postać ${i}.md`, render(n as never)]),
);
files["spells/general/gleam.md"] =
  "---\ntags: [spell]\nmanaCost: 1\ndifficulty:\n  threshold: 3\n  successes: 1\n---\n# Poblask\n";
files["disciplines/Alchemia/Poddziedzina - Warzenie Eliksirów.md"] =
  "---\ntags: [potion-brewing]\n---\n### Eliksir Zdrowia\n- Moc eliksiru: 2\n";
files["rules/00. Podręcznik Gry/Rozdział IV - Talenty/Gotowość do Walki.md"] =
  "---\ntags: [talent]\n---\nNie możesz zostać zaskoczony.\n";

describe(`data preservation over ${NOTES} generated notes`, () => {
  it("every action changes only its keys or its one table or section; unrelated keys keep their values", async () => {
    const { app, plugin } = await loadPlugin(files);
    plugin.actions.rng = seededRandom(SEED);
    const read = (path: string) => app.vault.readSync(app.vault.getAbstractFileByPath(path) as TFile);
    const actions = [
      {
        name: "−1 Żywotność",
        keys: ["health", "conditions", "dying"],
        run: (p: string) => plugin.actions.adjust(p, "health", -1),
      },
      { name: "+1 Mana", keys: ["mana"], run: (p: string) => plugin.actions.adjust(p, "mana", 1) },
      {
        name: "Zatruty",
        keys: ["conditions", "health", "mana", "zeal"],
        run: (p: string) => plugin.actions.toggleCondition(p, "Zatruty"),
      },
      {
        name: "obrażenia",
        keys: ["health", "conditions", "dying"],
        run: (p: string) => plugin.actions.damage(p, { amount: 7, kind: "physical" }),
      },
      {
        name: "Odetchnięcie",
        keys: ["health", "mana", "conditions", "dying"],
        run: (p: string) => plugin.actions.rest(p, "breather"),
      },
      {
        name: "Krótki odpoczynek",
        keys: ["health", "mana", "conditions", "elixirTolerance", "dying", "effects"],
        run: (p: string) => plugin.actions.rest(p, "short"),
      },
      {
        name: "Długi odpoczynek",
        keys: ["health", "mana", "zeal", "conditions", "elixirTolerance", "dying", "effects"],
        run: (p: string) => plugin.actions.rest(p, "long"),
      },
      {
        name: "zaklęcie",
        keys: ["mana", "zeal", "health", "conditions", "dying", "effects"],
        run: (p: string) => plugin.actions.cast(p, "gleam"),
      },
      {
        name: "eliksir",
        keys: ["elixirTolerance", "conditions", "effects", "health", "mana", "zeal"],
        run: (p: string) => plugin.actions.drink(p, "Eliksir Zdrowia"),
      },
      {
        name: "Nowa tura",
        keys: ["zeal", "health", "conditions", "dying"],
        run: (p: string) => plugin.actions.newTurn(p),
      },
      // docs/en/rules.md Decision (every purchase): the bought line, the Cechy Pochodne row and the skill totals, from Atrybuty on.
      {
        name: "PD: umiejętność",
        keys: ["experience"],
        body: ["Atrybuty", "Umiejętności"],
        run: (p: string) => plugin.actions.spendExperience(p, { kind: "skill", skill: "Refleks" }),
      },
      // docs/en/rules.md Decision: the Atrybuty cell, the Cechy Pochodne row and the skill totals, from Atrybuty to the end of Umiejętności.
      {
        name: "PD: atrybut",
        keys: ["experience"],
        body: ["Atrybuty", "Umiejętności"],
        run: (p: string) => plugin.actions.spendExperience(p, { kind: "attribute", attribute: "mind" }),
      },
      {
        name: "PD: talent",
        keys: ["experience"],
        body: ["Atrybuty", "Talenty"],
        run: (p: string) => plugin.actions.spendExperience(p, { kind: "talent", talent: "Gotowość do Walki" }),
      },
    ];
    let checked = 0;
    const applied: Record<string, number> = {};
    for (let i = 0; i < NOTES; i++) {
      const path = `player-characters/Postać ${i}.md`;
      const before = read(path);
      const b = parts(before);
      const empty = samples[i]!.empty;
      if (empty) {
        // Uzupełnij statystyki (the creation wizard, saved by a GM override): the stats tables and lists change,
        // a details table is added at the top (Rasa, Rok, Dziedzina Magii) and the GM line at the end; nothing else.
        const modal = new FillStatsModal(app as never, plugin, path);
        await modal.save(["test danych"]);
        modal.close();
        const a = parts(read(path));
        expect(a.fm, path).toEqual(b.fm);
        const added = a.body.split("\n");
        const top = added.findIndex((l) => l === "") + 1;
        const gm = added.findIndex((l) => /^> \[!gm\]/.test(l));
        const trimmed = added.slice(b.body.startsWith("| **") ? 0 : top, gm < 0 ? undefined : gm).join("\n");
        expect(
          added.slice(gm).every((l) => l === "" || l.startsWith(">")),
          path,
        ).toBe(true);
        const region = changedRegion(b.body, trimmed)!;
        const stats = section(b.body, "Atrybuty").from;
        const relacje = b.body.split("\n").findIndex((l) => l === "## Relacje");
        expect(region.from, path).toBeGreaterThanOrEqual(stats);
        expect(region.to, path).toBeLessThan(relacje);
        checked++;
        continue;
      }
      const action = actions[i % actions.length]!;
      const outcome = await action.run(path);
      if (outcome.ok) applied[action.name] = (applied[action.name] ?? 0) + 1;
      const afterText = read(path);
      const a = parts(afterText);
      for (const key of new Set([...Object.keys(b.fm), ...Object.keys(a.fm)])) {
        if (action.keys.includes(key)) continue;
        expect(a.fm[key], `${path}: ${action.name} changed „${key}”`).toEqual(b.fm[key]);
      }
      if (action.body && outcome.ok) {
        const region = changedRegion(b.body, a.body);
        const [first, last] = [action.body].flat();
        const allowed = { from: section(b.body, first!).from, to: section(b.body, last ?? first!).to };
        expect(region, `${path}: ${action.name}`).not.toBeNull();
        expect(region!.from, `${path}: ${action.name}`).toBeGreaterThanOrEqual(allowed.from);
        expect(region!.to, `${path}: ${action.name}`).toBeLessThanOrEqual(allowed.to);
      } else {
        expect(a.body, `${path}: ${action.name}`).toBe(b.body);
      }
      // Every third action is undone: the note's data and body come back.
      if (i % 3 === 0 && outcome.ok) {
        await plugin.actions.undo();
        const u = parts(read(path));
        expect(u.fm, `${path}: undo ${action.name}`).toEqual(b.fm);
        expect(u.body, `${path}: undo ${action.name}`).toBe(b.body);
      }
      checked++;
    }
    expect(checked).toBe(NOTES);
    // The property is only as good as the writes it saw: most actions must really have written.
    for (const action of actions) expect(applied[action.name] ?? 0, action.name).toBeGreaterThan(10);
  }, 300_000);

  it("the roll log appended to a note leaves the rest of it byte-identical", async () => {
    const { app, plugin } = await loadPlugin(Object.fromEntries(Object.entries(files).slice(0, 50)));
    plugin.settings.logRollsInNote = true;
    const { parseLine } = await import("../src/core/roll");
    const { executeLine } = await import("../src/core/roll");
    const line = parseLine("Obrażenia: 1k6+2", 1);
    for (let i = 0; i < 50; i++) {
      const path = `player-characters/Postać ${i}.md`;
      const file = app.vault.getAbstractFileByPath(path) as TFile;
      const before = app.vault.readSync(file);
      const out = executeLine(line as never, { rng: scriptedRandom([3]), character: () => "", spell: () => "" });
      if (!out.ok) throw new Error(out.message);
      await plugin.afterRoll(out.result, line as never, path);
      const after = app.vault.readSync(file);
      expect(after.startsWith(before.endsWith("\n") ? before : before + "\n"), path).toBe(true);
      expect(after.slice(before.length)).toMatch(
        /^\n?## Dziennik rzutów\n\n- \d\d:\d\d Obrażenia: 1k6\+2 → 3 \+ 2 = 5\n$/,
      );
    }
    await settle();
  });
});

describe("concurrency: rapid actions and two characters at once", () => {
  it("each applies exactly once, in order", async () => {
    const [ia, ib] = samples.flatMap((n, i) => (n.empty ? [] : [i]));
    const A = `player-characters/Postać ${ia}.md`;
    const B = `player-characters/Postać ${ib}.md`;
    const { app, plugin } = await loadPlugin({ [A]: files[A]!, [B]: files[B]! });
    const hp = (p: string) => parts(app.vault.readSync(app.vault.getAbstractFileByPath(p) as TFile)).fm;
    const a0 = (hp(A).health as number | undefined) ?? 18;
    const b0 = (hp(B).health as number | undefined) ?? 18;
    const manaBefore = [hp(A).mana, hp(B).mana];
    // Each adjust its own change here (a clock far apart), not a burst of clicks merged into one.
    let clock = 0;
    plugin.actions.now = () => (clock += 60_000);
    const ops: Array<Promise<unknown>> = [];
    for (let i = 0; i < 9; i++) {
      ops.push(plugin.actions.adjust(A, "mana", -1));
      ops.push(plugin.actions.adjust(B, "mana", -1));
      if (i % 4 === 0) ops.push(plugin.actions.toggleCondition(A, "Podpalony"));
    }
    await Promise.all(ops);
    expect(hp(A).mana).toBe(15);
    expect(hp(B).mana).toBe(15);
    expect(hp(A).conditions).toEqual(["Podpalony"]);
    expect(hp(A).health ?? 18).toBe(a0);
    expect(hp(B).health ?? 18).toBe(b0);
    // 21 changes, within the undo history's UNDO_DEPTH: undoing them all, in reverse order, restores both notes.
    expect(UNDO_DEPTH).toBeGreaterThanOrEqual(21);
    let undone = 0;
    while (plugin.actions.canUndo) {
      await plugin.actions.undo();
      undone++;
    }
    expect(undone).toBe(21);
    expect([hp(A).mana, hp(B).mana]).toEqual(manaBefore);
    expect(hp(A).conditions ?? []).toEqual([]);
  });
});
