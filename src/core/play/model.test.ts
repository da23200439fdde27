/**
 * Model-based tests of play (issue 12, item 7): random sequences of actions on
 * several characters through the same apply() every path uses, with fast-check's
 * command model. After every step: the invariants of docs/en/rules.md (caps, dying,
 * Martwy, tolerance), only docs/en/notes.md keys written, the note reading back as the
 * state written, and body edits adding no diagnostic. After the sequence: undo
 * of every step, newest first, gives back the starting note byte for byte.
 *
 * HBM_MODEL_SCALE=10 HBM_MODEL_SEED=7 npx vitest run src/core/play/model.test.ts runs longer.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse, stringify } from "yaml";
import "../../../test/node-yaml";
import { loadIndex } from "../../../test/vault-files";
import { seededRandom } from "../dice/random";
import { CONDITIONS } from "../rules/tables";
import { buildSheet } from "../sheet";
import { readNote } from "../vault/read-note";
import type { Action, ElixirData } from "./actions";
import { apply, isDead } from "./apply";
import { foreignKeys, violations } from "./invariants";
import { MemoryNoteStore, type YamlCodec } from "./memory-store";
import { stateInForce } from "./read";
import { subjectFromSheet, type Subject } from "./subject";
import { emptyState, type PlayState } from "./state";
import { computeDerived, type Derived } from "../rules/derived";
import { skillAttribute } from "../rules/names";
import { caster } from "../../../test/spell-play";
import { spellEffects } from "../spells/effects";
import { SPELL_TABLE } from "../spells/table";

const SEED = Number(process.env.HBM_MODEL_SEED ?? 20261130);
const SCALE = Number(process.env.HBM_MODEL_SCALE ?? 1);
const RUNS = 36 * SCALE;
const MAX_COMMANDS = 80;
const MIN_ACTIONS = 10_000 * SCALE;

const ROOT = join(__dirname, "../../../test-vault");
const index = loadIndex(ROOT);
const codec: YamlCodec = { parse: (t) => parse(t) as unknown, stringify: (d) => stringify(d, { lineWidth: 0 }) };
const EMPTY: PlayState = emptyState();

/** How a character's subject is read back from its store at each step. */
interface Character {
  name: string;
  text: string;
  subjectOf(store: MemoryNoteStore): Subject;
  locate?: (fm: Record<string, unknown>) => Record<string, unknown>;
  /** Diagnostics of the note as it stands (PCs only), to check body edits add none. */
  diagnostics?(store: MemoryNoteStore): string[];
  /** Printed Cechy Pochodne cells and skill totals that differ from the rules' values (PCs only). */
  stalePrinted?(store: MemoryNoteStore): string[];
}

/** A PC whose build and state live in its note (the body re-read when it changes: PD purchases, Ekwipunek counts). */
function pc(path: string, text: string): Character {
  const sheets = new Map<string, Subject>();
  const base = (note: string): Subject => {
    const body = note.replace(/^---[\s\S]*?\n---\n/, "");
    let s = sheets.get(body);
    if (!s) {
      const c = readNote(path, note).character;
      if (!c) throw new Error(`${path} is not a character`);
      s = subjectFromSheet(buildSheet(c, index), EMPTY);
      sheets.set(body, s);
    }
    return s;
  };
  return {
    name: path,
    text,
    subjectOf(store) {
      const s = base(store.text);
      return { ...s, state: stateInForce(s, store.record()) };
    },
    diagnostics(store) {
      const c = readNote(path, store.text).character;
      return (c?.diagnostics ?? []).map((d) => d.message);
    },
    stalePrinted(store) {
      const form = readNote(path, store.text).character?.forms[0];
      const { build, base: sheet } = base(store.text);
      const d = computeDerived({ ...build, conditions: [] }).derived;
      // Pancerz from the worn armour (the sheet's; a subject's build carries none).
      const want = {
        health: d.maxHealth,
        mana: d.maxMana,
        armor: sheet.armor,
        initiative: d.initiative,
        zeal: d.maxZeal,
      };
      const cells = Object.entries(want).flatMap(([k, v]) => {
        const printed = form?.printed[k as keyof typeof want]?.value;
        return printed == null || printed === v ? [] : [`${k} ${printed} ≠ ${v}`];
      });
      const part = (skill: string) =>
        skillAttribute(skill) === "magic" ? d.magicDice : build.attributes[skillAttribute(skill) as "body"];
      const totals = (form?.skillLines ?? []).flatMap((l) =>
        l.total === null || l.total === part(l.skill) + l.bonus ? [] : [`${l.skill} ${l.total}`],
      );
      return [...cells, ...totals];
    },
  };
}

/** An NPC instance: the build from a stat block (its printed values are its maxima), the state in an encounter note. */
function npc(name: string, statBlock: string, override: Partial<Derived>): Character {
  const c = index.get(statBlock)?.character;
  if (!c) throw new Error(statBlock);
  const s = subjectFromSheet(buildSheet(c, index), EMPTY);
  const built: Subject = {
    ...s,
    id: `${name}-1`,
    name: `${name} 1`,
    base: { ...s.base, ...override },
    editable: false,
    equipment: [],
  };
  const locate = (fm: Record<string, unknown>) => {
    const e = fm.encounter as { combatants: Array<Record<string, unknown>> };
    return e.combatants[0] as Record<string, unknown>;
  };
  return {
    name: built.name,
    text: `---\nencounter:\n  round: 1\n  turn: 0\n  combatants:\n    - id: ${built.id}\n      ref: "[[${c.name}]]"\n      name: ${built.name}\n---\n\`\`\`hbm-walka\n\`\`\`\n`,
    locate,
    subjectOf(store) {
      return { ...built, state: stateInForce(built, store.record()) };
    },
  };
}

/** Generated PCs in the template's format: random build, equipment with elixirs, state (some at 0 Żywotności, dying). */
function generated(
  i: number,
  g: {
    body: number;
    mind: number;
    soul: number;
    level: number;
    blessed: boolean;
    elixirs: number;
    dying: boolean;
    conditions: string[];
  },
): Character {
  const roman = ["0", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X"][g.level];
  const fm = ["---", "tags:", "  - pc", `aliases: []`];
  if (g.dying)
    fm.push(
      "health: 0",
      "conditions:",
      "  - Umierający",
      ...g.conditions.map((c) => `  - ${c}`),
      "dying:",
      "  hits: 1",
      "  failedTests: 0",
      "  overflow: 4",
    );
  else if (g.conditions.length) fm.push("conditions:", ...g.conditions.map((c) => `  - ${c}`));
  fm.push("experience: 12", "---");
  const text = `${fm.join("\n")}
| **Imię (imiona)**        | *Postać ${i}* |
| ------------------------ | -------------- |
| **Rasa**                 | *[[Człowiek]]* |
| **Dziedzina Magii**      | *[Alchemia](../disciplines/Alchemia/Poddziedzina%20-%20Warzenie%20Eliksirów.md)* |

## Statystyki

### Atrybuty

| Ciało | Umysł | Dusza | Magia |
| :---: | :---: | :---: | :---: |
| ${g.body}     | ${g.mind}     | ${g.soul}     | ${roman}    |

### Umiejętności
- Refleks (Ciało) +2 (${g.body + 2})
- Wytrzymałość (Ciało) +1 (${g.body + 1})
- Oddanie (Dusza) +2 (${g.soul + 2})
- Zdolności Magiczne (Magia) +3

### Talenty
- [[Gotowość do Walki]]${g.blessed ? "\n- [[Błogosławieństwo (Bóstwo)|Błogosławieństwo]]" : ""}

### Ekwipunek
- [[Sztylet]]
${g.elixirs > 1 ? `- [[Eliksir Zdrowia]] ×${g.elixirs}` : g.elixirs === 1 ? "- [[Eliksir Zdrowia]]" : ""}
- Eliksir Odnowienia Many (dwukrotnie)

## Relacje
- nikt
`;
  return pc(`player-characters/Postać ${i}.md`, text);
}

/** loadIndex keeps no text: the test reads the file again. */
const read = (path: string): string => readFileSync(join(ROOT, path), "utf8");

const gens = fc.sample(
  fc.record({
    body: fc.integer({ min: 1, max: 6 }),
    mind: fc.integer({ min: 1, max: 6 }),
    soul: fc.integer({ min: 1, max: 6 }),
    level: fc.integer({ min: 0, max: 10 }),
    blessed: fc.boolean(),
    elixirs: fc.integer({ min: 0, max: 3 }),
    dying: fc.boolean(),
    conditions: fc.subarray(["Zatruty", "Przeklęty", "Podpalony", "Nieprzytomny"], { maxLength: 2 }),
  }),
  { numRuns: 4, seed: SEED },
);
gens[0] = { ...gens[0]!, dying: true };

const CHARACTERS: Character[] = [
  pc("player-characters/Kamila Wróbel.md", read("player-characters/Kamila Wróbel.md")),
  pc("player-characters/Elneran.md", read("player-characters/Elneran.md")),
  pc("player-characters/Symiel.md", read("player-characters/Symiel.md")),
  npc("Pelagius", "rules/06. Bestiariusz/Rozdział II - Postacie Unikalne/Pelagius Caudex.md", {}),
  npc("Strażnik", "rules/06. Bestiariusz/Rozdział II - Postacie Unikalne/Pelagius Caudex.md", {
    runicArmor: 3,
    magicShield: 5,
    manaPool: "unlimited",
    maxMana: 0,
  }),
  npc("Golem", "rules/06. Bestiariusz/Rozdział II - Postacie Unikalne/Pelagius Caudex.md", {
    runicArmor: null,
    magicShield: 4,
    manaPool: "none",
    maxMana: 0,
  }),
  ...gens.map((g, i) => generated(i, g)),
];

const ELIXIRS: ElixirData[] = index
  .elixirs()
  .map((e) => ({ name: e.name, power: e.power, normal: e.normal, quick: e.quick, overdose: e.overdose }));
const CONDITION_NAMES = CONDITIONS.map((c) => c.name);

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant("damage" as const),
      amount: fc.integer({ min: 0, max: 30 }),
      damageKind: fc.constantFrom("physical" as const, "environmental" as const, "magical" as const),
      ignoreArmor: fc.boolean(),
      ignoreMagicDefence: fc.boolean(),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("heal" as const), amount: fc.integer({ min: 0, max: 20 }) }) },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant("adjust" as const),
      key: fc.constantFrom("health" as const, "mana" as const, "zeal" as const),
      delta: fc.integer({ min: -6, max: 6 }),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record(
      {
        kind: fc.constant("toggleCondition" as const),
        name: fc.constantFrom(...CONDITION_NAMES),
        on: fc.option(fc.boolean(), { nil: undefined }),
        until: fc.option(fc.constantFrom("scene" as const, "longRest" as const, "round 3" as const), {
          nil: undefined,
        }),
      },
      { requiredKeys: ["kind", "name"] },
    ),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant("cast" as const),
      spell: fc.record({
        name: fc.constantFrom("Magiczny Pocisk", "Dotyk Uzdrowienia"),
        manaCost: fc.integer({ min: 1, max: 8 }),
        threshold: fc.integer({ min: 3, max: 6 }),
        required: fc.integer({ min: 1, max: 3 }),
      }),
      overcast: fc.integer({ min: 0, max: 2 }),
      prayer: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: "pray" as const }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("drink" as const),
      elixir: fc.constantFrom(...ELIXIRS),
      mode: fc.constantFrom("normal" as const, "quick" as const),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("rest" as const),
      which: fc.constantFrom("breather" as const, "short" as const, "long" as const),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record(
      { kind: fc.constant("startTurn" as const), round: fc.option(fc.integer({ min: 1, max: 5 }), { nil: undefined }) },
      { requiredKeys: ["kind"] },
    ),
  },
  { weight: 2, arbitrary: fc.constant({ kind: "survivalTest" as const }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("buy" as const),
      purchase: fc.oneof(
        fc.record({
          kind: fc.constant("attribute" as const),
          attribute: fc.constantFrom("body" as const, "mind" as const, "soul" as const, "magic" as const),
        }),
        fc.record({
          kind: fc.constant("skill" as const),
          skill: fc.constantFrom("Refleks", "Medycyna", "Wytrzymałość"),
        }),
        fc.record({ kind: fc.constant("talent" as const), talent: fc.constantFrom("Oburęczny", "Człowiek z Żelaza") }),
      ),
      requirements: fc.constantFrom(null, "Ciało (3)", "Zręczność (2) lub Rasa (Feles)"),
    }),
  },
  { weight: 2, arbitrary: fc.constant({ kind: "endScene" as const }) },
  // "Zakończ walkę": the end of a fight also ends effects timed in its rounds and "until the fight ends".
  { weight: 1, arbitrary: fc.constant({ kind: "endScene" as const, combat: true }) },
  // Any spell of the built-in table landing on the character (as a target, or its caster's own part), held
  // effects and all: Kradzież Many's Mana, Egida's Pancerz, Fanatyczne Poświęcenie's ×2, Celność's tests.
  {
    weight: 4,
    arbitrary: fc
      .record({
        entry: fc.constantFrom(...SPELL_TABLE),
        duration: fc.constantFrom("3 rundy", "1 runda", "1 minuta", "Natychmiastowy"),
        casterSuccesses: fc.integer({ min: 0, max: 4 }),
        round: fc.option(fc.integer({ min: 1, max: 5 }), { nil: undefined }),
        targetHasActed: fc.boolean(),
        part: fc.option(fc.constant("caster" as const), { nil: undefined }),
      })
      .map(({ entry, duration, part, round, ...rest }): Action => {
        const e = spellEffects({ duration }, "", entry.path);
        return {
          kind: "spellEffects",
          spell: { name: entry.name, path: entry.path },
          effects: e.effects,
          duration: e.duration,
          caster,
          ...rest,
          ...(round !== undefined ? { round } : {}),
          ...(part ? { part } : {}),
        };
      }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant("awardPd" as const), amount: fc.integer({ min: -5, max: 20 }) }),
  },
);

interface Real {
  character: Character;
  store: MemoryNoteStore;
  undos: Array<() => string | null>;
}

let actionsRun = 0;
let refused = 0;
const kinds = new Map<string, number>();

/** One action on the character: apply, check, commit, read back. */
class Act implements fc.Command<object, Real> {
  constructor(
    readonly action: Action,
    readonly seed: number,
  ) {}
  check(): boolean {
    return true;
  }
  run(_m: object, r: Real): void {
    actionsRun++;
    const subject = r.character.subjectOf(r.store);
    expect(violations(subject, subject.state), "state read from the note").toEqual([]);
    const before = r.store.text;
    const outcome = apply(subject, this.action, seededRandom(this.seed));
    const removesMartwy =
      this.action.kind === "toggleCondition" && this.action.name === "Martwy" && this.action.on !== true;
    if (isDead(subject.state) && !removesMartwy) expect(outcome.ok, "Martwy refuses every action").toBe(false);
    if (!outcome.ok) {
      refused++;
      return;
    }
    kinds.set(this.action.kind, (kinds.get(this.action.kind) ?? 0) + 1);
    expect(violations(subject, outcome.state), JSON.stringify(this.action)).toEqual([]);
    // Every body edit (an attribute bought rewrites Atrybuty, Cechy Pochodne and skill totals together) must add no diagnostic.
    const checkDiagnostics = outcome.edits.length > 0;
    const diagnosticsBefore = checkDiagnostics ? r.character.diagnostics?.(r.store) : undefined;
    const c = r.store.commit(outcome, subject.editable);
    if (c.failed.length) {
      // A purchase with no place in the note is not made (the plugin does the same).
      expect(c.undo()).toBeNull();
      expect(r.store.text).toBe(before);
      return;
    }
    r.undos.push(c.undo);
    expect(foreignKeys(r.store.written), "only docs/en/notes.md keys").toEqual([]);
    const again = r.character.subjectOf(r.store);
    expect(violations(again, again.state)).toEqual([]);
    if (this.action.kind !== "buy")
      expect(again.state, "the note reads back as the state written").toEqual(outcome.state);
    // docs/en/rules.md Decision: after any PD purchase every printed Cechy Pochodne cell and skill total is the computed one.
    if (this.action.kind === "buy")
      expect(r.character.stalePrinted?.(r.store) ?? [], "printed == computed").toEqual([]);
    if (diagnosticsBefore) {
      const now = r.character.diagnostics?.(r.store) ?? [];
      expect(
        now.filter((d) => !diagnosticsBefore.includes(d)),
        "a body edit adds no diagnostic",
      ).toEqual([]);
    }
  }
  toString(): string {
    return `${this.action.kind} ${JSON.stringify(this.action)} #${this.seed}`;
  }
}

const commandArb = fc.tuple(actionArb, fc.integer({ min: 0, max: 2 ** 31 - 1 })).map(([a, s]) => new Act(a, s));

describe("play as a model: random action sequences keep every invariant, and undo restores the note (docs/en/rules.md Decisions on caps, dying, rests, prayers, overdose, exhaustion)", () => {
  for (const character of CHARACTERS) {
    it(`${character.name}: ${RUNS} sequences of up to ${MAX_COMMANDS} actions`, () => {
      fc.assert(
        fc.property(fc.commands([commandArb], { maxCommands: MAX_COMMANDS, size: "max" }), (cmds) => {
          const store = new MemoryNoteStore(character.text, codec, character.locate);
          // The note as any first write leaves it (processFrontMatter re-dumps the YAML).
          store.processFrontMatter(() => undefined);
          const start = store.text;
          const real: Real = { character, store, undos: [] };
          fc.modelRun(() => ({ model: {}, real }), cmds);
          for (const undo of [...real.undos].reverse()) expect(undo()).toBeNull();
          expect(store.text, "undo of the whole sequence").toBe(start);
        }),
        { numRuns: RUNS, seed: SEED },
      );
    }, 120_000);
  }

  it(`ran at least ${MIN_ACTIONS} actions across ${CHARACTERS.length} characters, every kind applied many times`, () => {
    expect(actionsRun).toBeGreaterThanOrEqual(MIN_ACTIONS);
    for (const kind of [
      "damage",
      "heal",
      "adjust",
      "toggleCondition",
      "cast",
      "drink",
      "rest",
      "startTurn",
      "survivalTest",
      "buy",
      "endScene",
      "awardPd",
      "pray",
    ]) {
      expect(kinds.get(kind) ?? 0, kind).toBeGreaterThan(20);
    }
    console.debug(
      `model: ${actionsRun} actions, ${refused} refused, ${CHARACTERS.length} characters; applied by kind: ${[...kinds].map(([k, n]) => `${k} ${n}`).join(", ")}`,
    );
  });
});
