/**
 * Each built-in table entry checked against its own note's text in the real vault
 * (../shared/hbm-vault-sample/spells), by the spell's name. Skipped, and counted, without it.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { parts } from "../../../test/frontmatter";
import { HAS_SAMPLE_VAULT, SAMPLE_VAULT, describeWithSampleVault } from "../../../test/real-vault";
import { spellEffects, tableEntry } from "./effects";
import { formulaParts } from "./formula";
import { ATTRIBUTE_NAMES, CONDITION_STEMS, attributeOf, fold, skillOf } from "./names";
import { SPELL_TABLE } from "./table";
import type { NoneReason, Save, SpellEffect, TableEntry } from "./types";

interface Note {
  path: string;
  name: string;
  fm: Record<string, unknown>;
  description: string;
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? walk(join(dir, d.name)) : d.name.endsWith(".md") ? [join(dir, d.name)] : [],
  );
}

const NOTES: Note[] = HAS_SAMPLE_VAULT
  ? walk(join(SAMPLE_VAULT, "spells"))
      .sort()
      .map((file) => {
        const { fm, body } = parts(readFileSync(file, "utf8"));
        const name = /^#\s+(.+?)\s*$/m.exec(body)?.[1] ?? file;
        return {
          path: relative(SAMPLE_VAULT, file).replace(/\\/g, "/"),
          name,
          fm,
          description: typeof fm.description === "string" ? fm.description : "",
        };
      })
  : [];

/** Polish number words the descriptions use, by value. */
const WORDS: Record<number, string[]> = {
  1: ["jedn", "dodatkową kość"],
  2: ["dwie", "dwóch", "dwa"],
  3: ["trzy"],
  4: ["cztery"],
  5: ["pięć"],
};

function mentionsNumber(text: string, n: number): boolean {
  if (new RegExp(String.raw`(^|[^\d])${n}([^\d]|$)`).test(text)) return true;
  // Words start a word: "trzy", not the "trzy" inside "otrzymuje".
  return (WORDS[n] ?? []).some((w) => new RegExp(String.raw`(^|[^\p{L}])${w}`, "iu").test(text));
}

/** Every "Test na X (Y) T:S" the description writes, in the book's orders and spellings. */
function testsIn(text: string): Array<{ a: string; b: string; threshold: number; successes: number | "S" }> {
  const re =
    /Test\p{L}*\s+(?:(\d):S\s+)?na\s+(\p{L}+)\s+\((\p{L}+(?:\s\p{L}+)?)\)\s*(?:\(T:S,\s*(\d):(\d)\)|(\d):S)?/gu;
  const out: Array<{ a: string; b: string; threshold: number; successes: number | "S" }> = [];
  for (const m of text.matchAll(re)) {
    const threshold = Number(m[1] ?? m[4] ?? m[6]);
    out.push({ a: m[2] as string, b: m[3] as string, threshold, successes: m[5] ? Number(m[5]) : "S" });
  }
  return out;
}

function saveMatches(save: Save, text: string): boolean {
  if (save.via === "Koncentracja") return /Test\p{L}* na Koncentracj/u.test(text) && /wyrzucon/u.test(text);
  return testsIn(text).some((t) => {
    const pair = (x: string, y: string) => attributeOf(x) === save.attribute && skillOf(y) === save.skill;
    const who =
      save.successes === "caster" ? t.successes === "S" && /wyrzucon/u.test(text) : t.successes === save.successes;
    return (pair(t.a, t.b) || pair(t.b, t.a)) && t.threshold === save.threshold && who;
  });
}

const TOKEN_WORDS: Record<string, RegExp> = {
  magicalAbilities: /Zdolności/u,
  devotion: /Oddani/u,
  body: /Ciał/u,
  mind: /Umysł/u,
  soul: /Dusz/u,
  magic: /Magi/u,
  "target.mind": /Umysł celu/u,
  "target.magicalAbilities": /maga i celu/u,
  "target.magicShield": /wytrzymałość Magicznej Tarczy/u,
};
const MULTIPLIERS: Record<number, RegExp> = { 2: /dwukrotn/u, 3: /trzykrotn/u };

function checkFormula(formula: string, text: string): void {
  const p = formulaParts(formula);
  for (const t of p.tokens) expect(text, `${formula}: ${t}`).toMatch(TOKEN_WORDS[t] as RegExp);
  if (p.tokens.includes("devotion")) expect(text).toMatch(/Zdolności Magiczne lub Oddanie/u);
  for (const d of p.divisors) expect(d === 2 ? /połow/u.test(text) : false, `${formula}: /${d}`).toBe(true);
  for (const m of p.multipliers) expect(text, `${formula}: *${m}`).toMatch(MULTIPLIERS[m] as RegExp);
  for (const n of p.numbers) expect(mentionsNumber(text, n), `${formula}: ${n}`).toBe(true);
  for (const d of p.dice)
    expect(text.includes(`${d.count}k${d.sides}`), `${formula}: ${d.count}k${d.sides}`).toBe(true);
}

/** `none` reasons that say why the description's numbers are not applied. */
const EXPLAINS_NUMBERS: NoneReason[] = ["wall", "ritualDamage", "weapon", "madness", "panic", "loseAction"];
const NUMBERS_TO_APPLY = [
  /\d+\s+punkt\p{L}*\s+(obrażeń|Żywotności)/iu,
  /(obrażeń|obrażenia)[^.]{0,80}Zdolności Magiczne/iu,
  /Zdolności Magiczne[^.]{0,80}(obrażeń|obrażenia)/iu,
  /leczy/iu,
  /Osłon\p{L}*[^.]{0,40}\d/iu,
];

function checkEffect(e: SpellEffect, text: string): void {
  if (e.save) expect(saveMatches(e.save, text), `save ${JSON.stringify(e.save)}`).toBe(true);
  if (e.rounds !== undefined) {
    const n = e.rounds;
    const re = new RegExp(String.raw`(${n}|${(WORDS[n] ?? []).join("|")})\p{L}*\s+rund`, "u");
    expect(text, `rounds ${n}`).toMatch(re);
  }
  switch (e.kind) {
    case "damage":
      expect(text).toMatch(/obrażeń|obrażenia/iu);
      if (e.ignoresArmor) expect(text).toMatch(/ignoruj\p{L}*\s+Pancerz/u);
      if (e.ignoresMagicDefence) expect(text).toMatch(/magiczne osłony|Magiczna Tarcza zostaje[^.]*zniszczona/u);
      checkFormula(e.formula, text);
      break;
    case "heal":
      expect(text).toMatch(e.resource === "zeal" ? /Zapał/u : /(odzysk\p{L}*|Żywotnoś\p{L}*)/u);
      checkFormula(e.formula, text);
      break;
    case "shield":
      expect(text).toMatch(/Tarcz|Bańk/u);
      if (e.mode !== "break") {
        expect(text).toMatch(/wytrzymało/u);
        checkFormula(e.formula, text);
      }
      break;
    case "condition":
      if (e.condition === "choice") expect(text).toMatch(/Stan/u);
      else
        expect(
          CONDITION_STEMS[e.condition].some((s) => text.includes(s)),
          e.condition,
        ).toBe(true);
      break;
    case "test":
      if (e.dice)
        expect(mentionsNumber(text, Math.abs(e.dice)) && /koś|kości/u.test(text), `dice ${e.dice}`).toBe(true);
      if (e.threshold) expect(text).toMatch(/stopie|stopni/u);
      if (e.required || e.bonusSuccesses) expect(text).toMatch(/Sukces/iu);
      if (e.blocked) expect(text).toMatch(/nie mo(że|gą)/u);
      for (const s of e.on.skills ?? [])
        for (const w of fold(s).split(" ")) expect(fold(text), s).toContain(w.slice(0, Math.max(3, w.length - 2)));
      for (const a of e.on.attributes ?? []) expect(text).toContain(ATTRIBUTE_NAMES[a]);
      if (e.on.casting) expect(text).toMatch(/zaklę/u);
      break;
    case "stat": {
      const words: Record<string, RegExp> = {
        armor: /Pancerz/u,
        speed: /Prędkość|Ruch|porusza/iu,
        initiative: /Inicjatyw/u,
        mana: /Manę/u,
        maxSpellCost: /Maksymalny Koszt Zaklęcia/u,
        weaponDamage: /obrażeń|obrażenia/iu,
        damageTaken: /obrażenia/iu,
      };
      expect(text).toMatch(words[e.stat] as RegExp);
      if (e.add) expect(mentionsNumber(text, Math.abs(e.add)), `add ${e.add}`).toBe(true);
      if (e.multiply === 2) expect(text).toMatch(/dwukrotnie|podwójne/u);
      if (e.multiply === 0.5) expect(text).toMatch(/połow|50%/u);
      break;
    }
    case "none":
      if (!EXPLAINS_NUMBERS.includes(e.reason))
        for (const re of NUMBERS_TO_APPLY) expect(text, `none (${e.reason}) but ${re}`).not.toMatch(re);
      break;
  }
}

describe("the built-in spell table", () => {
  it("holds 108 entries, one per spell note", () => {
    expect(SPELL_TABLE).toHaveLength(108);
  });
});

describeWithSampleVault("the built-in spell table against the real vault's spell notes", () => {
  it("has exactly one entry for each of the 108 notes: none missing, none stale", () => {
    expect(NOTES).toHaveLength(108);
    const notePaths = NOTES.map((n) => n.path).sort();
    expect(SPELL_TABLE.map((e) => e.path).sort()).toEqual(notePaths);
  });

  const cases = NOTES.length ? NOTES : [{ path: "", name: "(no vault)", fm: {}, description: "" }];
  it.each(cases.map((n) => [n.name, n] as const))("%s: the entry matches the note's text", (_, note) => {
    const entry = tableEntry(note.path) as TableEntry;
    expect(entry, note.path).toBeTruthy();
    expect(entry.name).toBe(note.name);
    const text = note.description;
    for (const e of entry.effects) checkEffect(e, text);
    // A "na trzy rundy" in the text is some effect's rounds.
    for (const m of text.matchAll(/na\s+(jedną|dwie|trzy|cztery|\d+)\s+rund/gu)) {
      const word = m[1] as string;
      const n = /\d/.test(word)
        ? Number(word)
        : ({ jedną: 1, dwie: 2, trzy: 3, cztery: 4 } as Record<string, number>)[word];
      expect(
        entry.effects.some((e) => e.rounds === n),
        `na ${word} rund`,
      ).toBe(true);
    }
    // A damage number in the text is applied, unless the entry says why not.
    if (/ignoruj\p{L}*\s+Pancerz/u.test(text) && entry.effects.every((e) => e.kind !== "none"))
      expect(entry.effects.some((e) => (e.kind === "damage" || e.kind === "stat") && e.ignoresArmor)).toBe(true);
    // spellEffects reads the note the same way, from the table.
    const r = spellEffects(note.fm, text, note.path, note.name);
    expect(r.source).toBe("built-in");
    expect(r.effects).toEqual(entry.effects);
    expect(r.diagnostics.filter((d) => d.key !== "diag.partial")).toEqual([]);
  });
});
