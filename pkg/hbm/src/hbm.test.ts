import { describe, expect, it } from "vitest";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { itWithSampleVault, SAMPLE_VAULT } from "../../../test/real-vault";
import { loadIndex } from "./vault-commands";
import { hbm } from "../../../test/hbm-cli";
import { TEST_VAULT_DERIVED } from "../../../test/test-vault-sheets";

describe("hbm roll (docs/en/notes.md, The command line)", () => {
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

describe("hbm sheet (docs/en/notes.md, The command line)", () => {
  const KAMILA = "test-vault/player-characters/Kamila Wróbel.md";

  it("--json: every test-vault character with hand-checked numbers", async () => {
    for (const [name, derived] of Object.entries(TEST_VAULT_DERIVED)) {
      const file = `${name}.md`;
      const r = await hbm("sheet", `test-vault/player-characters/${file}`, "--json");
      expect(r.code, file).toBe(0);
      expect(JSON.parse(r.out).derived, file).toEqual(derived);
    }
  });

  it("--json has its documented keys (docs/en/notes.md, The command line); the vault is found from the note's .obsidian folder", async () => {
    const json = JSON.parse((await hbm("sheet", KAMILA, "--json")).out);
    expect(json).toMatchObject({
      name: "Kamila Wróbel",
      kind: "pc",
      attributes: { body: 3, mind: 2, soul: 3, powerLevel: 4 },
      skills: expect.objectContaining({ Refleks: 2, Spostrzegawczość: 1 }),
      talents: expect.arrayContaining(["Gotowość do Walki"]),
      spells: ["Poblask", "Magiczny Pocisk", "Magiczna Tarcza"],
      state: { health: 16, mana: 24, zeal: 2, conditions: [] },
      diagnostics: [],
    });
  });

  it("a stat block: printed values in force, the second form with --form 2", async () => {
    const pelagius = JSON.parse(
      (
        await hbm(
          "sheet",
          "test-vault/rules/06. Bestiariusz/Rozdział II - Postacie Unikalne/Pelagius Caudex.md",
          "--json",
        )
      ).out,
    );
    expect(pelagius).toMatchObject({ kind: "npc-statblock", derived: { maxHealth: 42, maxMana: 18, initiative: 19 } });
    // docs/en/notes.md "Character notes": a stat block's printed values are the author's; a disagreement is an info.
    expect(pelagius.diagnostics).toEqual([
      expect.objectContaining({
        severity: "info",
        message: expect.stringContaining("Mana: w notatce 18, według zasad 36"),
      }),
    ]);
    const cien = JSON.parse(
      (
        await hbm(
          "sheet",
          "test-vault/rules/06. Bestiariusz/Rozdział II - Postacie Unikalne/Cień z Lasu.md",
          "--json",
          "--form",
          "2",
        )
      ).out,
    );
    expect(cien).toMatchObject({ form: "Forma II - Bestia", derived: { maxHealth: 28, magicDice: 0 } });
  });

  itWithSampleVault("the sample vault's stat blocks", async () => {
    const r = await hbm(
      "sheet",
      "../shared/hbm-vault-sample/rules/06. Bestiariusz/Rozdział II - Postacie Unikalne/Pelagius Caudex.md",
      "--vault",
      "../shared/hbm-vault-sample",
      "--json",
    );
    // Magia 4 in a stat block is four dice (docs/en/notes.md "Character notes"), Poziom Mocy I.
    expect(JSON.parse(r.out)).toMatchObject({
      attributes: { body: 6, mind: 8, soul: 7, powerLevel: 1 },
      derived: { maxHealth: 42, initiative: 19, magicDice: 4 },
    });
  });

  itWithSampleVault(
    "stat blocks as their author wrote them: Brak, Nieograniczona, 4k6, Runiczny Pancerz, Magiczna Osłona (issue 13)",
    async () => {
      const sheet = async (note: string, form: string) =>
        JSON.parse(
          (
            await hbm(
              "sheet",
              `../shared/hbm-vault-sample/rules/06. Bestiariusz/Rozdział II - Postacie Unikalne/${note}.md`,
              "--vault",
              "../shared/hbm-vault-sample",
              "--json",
              "--form",
              form,
            )
          ).out,
        );
      expect((await sheet("Nil", "1")).derived).toMatchObject({
        maxMana: null,
        initiative: 22,
        initiativeDice: 4,
        magicDice: 18,
        runicArmor: null,
        magicShield: null,
      });
      expect((await sheet("Diana Koniecpolska", "1")).derived).toMatchObject({
        maxMana: 12,
        runicArmor: 2,
        magicShield: null,
        initiativeDice: 2,
        magicDice: 4,
        maxSpellCost: 6,
      });
      expect((await sheet("Diana Koniecpolska", "3")).derived).toMatchObject({
        maxMana: "unlimited",
        magicShield: 6,
        maxHealth: 112,
      });
      const text = (
        await hbm(
          "sheet",
          "../shared/hbm-vault-sample/rules/06. Bestiariusz/Rozdział II - Postacie Unikalne/Nil.md",
          "--vault",
          "../shared/hbm-vault-sample",
        )
      ).out;
      expect(text).toContain("Magia 18 kości (Poziom Mocy 0)");
      expect(text).toContain("Mana: Brak · Zapał 11/11 · Inicjatywa 4k6+22");
      expect((await hbm("sheet", KAMILA, "--form", "2")).err).toBe("hbm: --form 2: ta postać ma 1 formę (1–1).");
    },
  );

  itWithSampleVault(
    "a player character with empty tables has no stats yet: no Magia X, no Mana 3/3 (issue 31, item 3)",
    async () => {
      const note = "../shared/hbm-vault-sample/player-characters/Symiel.md";
      const text = (await hbm("sheet", note, "--vault", "../shared/hbm-vault-sample")).out;
      expect(text).toContain("Statystyki: jeszcze brak (puste tabele)");
      expect(text).not.toMatch(/Magia X|Mana 3\/3|Ciało 0/);
      expect(text).toContain("info: tabela Atrybuty jest pusta: postać nie ma jeszcze statystyk");
      const english = (await hbm("sheet", note, "--vault", "../shared/hbm-vault-sample", "--lang", "en")).out;
      expect(english).toContain("Stats: none yet (empty tables)");
      expect(english).toContain("info: the Atrybuty table is empty: the character has no stats yet");
      const json = JSON.parse((await hbm("sheet", note, "--vault", "../shared/hbm-vault-sample", "--json")).out);
      expect(json).toMatchObject({ hasStats: false, attributes: null, derived: null });
      expect(json.state).toMatchObject({ health: null, mana: null, zeal: null, conditions: [] });
    },
  );

  it("bad input: exit 2 and one line", async () => {
    for (const args of [
      ["sheet"],
      ["sheet", "nie-ma.md"],
      ["sheet", "test-vault/spells/general/gleam.md"],
      ["sheet", KAMILA, "--form", "7"],
    ]) {
      const r = await hbm(...args);
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.err.split("\n"), args.join(" ")).toHaveLength(1);
    }
  });
});

describe("hbm check", () => {
  itWithSampleVault(
    "reads every note of the sample vault and reports only true problems (exit 0: no errors)",
    async () => {
      const r = await hbm("check", "../shared/hbm-vault-sample", "--json");
      expect(r.code).toBe(0);
      const json = JSON.parse(r.out);
      expect(json).toMatchObject({ characters: 7, spells: 108, elixirs: 5, talents: 39, races: 5 });
      expect(json.diagnostics.filter((d: { severity: string }) => d.severity === "error")).toEqual([]);
    },
  );

  it("exits 1 when a note has an error", async () => {
    const r = await hbm("check", "test/fixtures/broken");
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/^YAML się sypie\.md \(1 błąd\)\n {2}błąd: /m);
  });

  itWithSampleVault("--json gives totals and a per-note summary; --quiet keeps errors only; --lang en", async () => {
    const json = JSON.parse((await hbm("check", "../shared/hbm-vault-sample", "--json")).out);
    expect(json.totals).toEqual({ error: 0, warning: 0, info: json.diagnostics.length });
    expect(json.perNote.find((n: { path: string }) => n.path.endsWith("Diana Koniecpolska.md"))).toMatchObject({
      error: 0,
      warning: 0,
      info: 3,
    });
    const quiet = await hbm("check", "../shared/hbm-vault-sample", "--quiet");
    expect([quiet.code, quiet.out]).toEqual([0, ""]);
    const broken = await hbm("check", "test/fixtures/broken", "--quiet", "--json");
    expect(JSON.parse(broken.out).diagnostics.every((d: { severity: string }) => d.severity === "error")).toBe(true);
    expect((await hbm("check", "test/fixtures/broken", "--lang", "en")).out).toMatch(/\n {2}error: /);
    expect((await hbm("check", "test/fixtures/broken", "--lang", "de")).code).toBe(2);
  });
});

describe("hbm roll with a vault: every roll kind", () => {
  const roll = async (line: string, ...extra: string[]) => {
    const r = await hbm("roll", line, "--vault", "test-vault", "--seed", "7", "--json", ...extra);
    if (r.code !== 0) throw new Error(r.err);
    return JSON.parse(r.out);
  };

  it("pool tests from a character: --character, @Name and [[links]]", async () => {
    expect(await roll("Unik: Ciało + Refleks 4:1", "--character", "Kamila")).toMatchObject({
      type: "pool",
      character: "Kamila Wróbel",
      pool: 5,
      threshold: 4,
      required: 1,
    });
    expect(await roll("@Pelagius Caudex Walka Wręcz 4:1 | +2")).toMatchObject({
      character: "Pelagius Caudex",
      pool: 9,
    });
    expect(await roll("[[Symiel]] Oddanie 5:2 | łatwiej")).toMatchObject({
      character: "Symiel",
      pool: 9,
      threshold: 4,
      required: 2,
    });
  });

  it("inicjatywa with `order`", async () => {
    const r = await roll("inicjatywa [[Elneran]] [[Symiel]] @Pelagius Caudex");
    expect(r.order.map((o: { name: string }) => o.name).sort()).toEqual(["Elneran", "Pelagius Caudex", "Symiel"]);
    expect(
      r.order.every(
        (o: { total: number; faces: number[]; initiative: number }) =>
          o.total === o.faces[0]! + o.faces[1]! + o.initiative,
      ),
    ).toBe(true);
  });

  it("zaklęcie with its cost, modlitwa, przeżycie, wyczerpanie, vs with `rounds`, rozszerzony", async () => {
    expect(
      await roll(
        "zaklęcie [[magic-missile]] | nadczaruj 1",
        "--character",
        "test-vault/player-characters/Kamila Wróbel.md",
      ),
    ).toMatchObject({ type: "spell", spell: "Magiczny Pocisk", cost: 2, pool: 6 });
    expect(await roll("@Symiel zaklęcie [[healing-touch]] | modlitwa")).toMatchObject({
      type: "spell",
      pool: 9,
      threshold: 4,
      required: 2,
    });
    expect(await roll("przeżycie", "--character", "Elneran")).toMatchObject({
      type: "survival",
      threshold: 4,
      required: 2,
      pool: 3,
    });
    expect(await roll("wyczerpanie 3")).toMatchObject({ type: "exhaustion", dice: 3 });
    expect(
      (await roll("Ciało + Walka Wręcz vs @Pelagius Caudex Ciało + Walka Wręcz", "--character", "Kamila")).rounds
        .length,
    ).toBeGreaterThanOrEqual(1);
    expect(await roll("rozszerzony Umysł + Wiedza Magiczna 4:5", "--character", "Kamila")).toMatchObject({
      type: "extended",
      required: 5,
    });
  });

  it("--form N picks the form of --character (Cień z Lasu: Walka Wręcz 2k6, then 11k6)", async () => {
    expect(await roll("Walka Wręcz", "--character", "Cień z Lasu")).toMatchObject({ pool: 2 });
    expect(await roll("Walka Wręcz", "--character", "Cień z Lasu", "--form", "2")).toMatchObject({ pool: 11 });
    const r = await hbm("roll", "Walka Wręcz", "--vault", "test-vault", "--character", "Cień z Lasu", "--form", "3");
    expect([r.code, r.err]).toEqual([2, "hbm: --form 3: ta postać ma 2 formy (1–2)."]);
    expect((await hbm("roll", "Refleks", "--vault", "test-vault", "--form", "2")).code).toBe(2);
  });

  it("an unknown character is one clear line, exit 2", async () => {
    const r = await hbm("roll", "@Nikt Refleks", "--vault", "test-vault");
    expect(r.code).toBe(2);
    expect(r.err).toBe("hbm: Nie znam postaci „Nikt”.");
  });
});

describe("hbm roll --lang (issue 16: the command takes --lang pl|en, Polish by default)", () => {
  it("prints the same roll in Polish by default and in English with --lang en", async () => {
    const pl = await hbm("roll", "Nauka: rozszerzony 6k6 4:5", "--seed", "3");
    const en = await hbm("roll", "Nauka: rozszerzony 6k6 4:5", "--seed", "3", "--lang", "en");
    expect(pl.code).toBe(0);
    expect(pl.out).toMatch(
      /^Nauka: Rozszerzony 6k6 ×3 4:5 → 1\. rzut: .* → razem \d+ (sukces|sukcesy|sukcesów) z 5 wymaganych: (Sukces|Porażka)\n?$/,
    );
    expect(en.out).toMatch(
      /^Nauka: Extended 6k6 ×3 4:5 → roll 1: .* → in all \d+ success(es)? of 5 required: (Success|Failure)\n?$/,
    );
    // The same dice either way.
    expect(pl.out.match(/\d( \d)*(?= \()/g)).toEqual(en.out.match(/\d( \d)*(?= \()/g));
  });

  it("says what is wrong with a line in the chosen language, and refuses an unknown language", async () => {
    expect((await hbm("roll", "Ciało + Lewitacja 4:1", "--lang", "en")).err).toBe(
      "hbm: Line 1: “Ciało + Lewitacja 4:1”: unknown attribute or skill “Lewitacja”.",
    );
    expect((await hbm("roll", "Ciało + Lewitacja 4:1")).err).toBe(
      "hbm: Linia 1: „Ciało + Lewitacja 4:1”: nieznany atrybut lub umiejętność „Lewitacja”.",
    );
    const bad = await hbm("roll", "1k6", "--lang", "de");
    expect([bad.code, bad.err]).toEqual([2, "hbm: --lang przyjmuje pl albo en, a jest „de”."]);
  });
});

describe("hbm spell and hbm spells --fill (issue 26 item 4)", () => {
  const V = SAMPLE_VAULT;
  itWithSampleVault("hbm spell Kula Ognia --json prints the spell as the plugin reads it", async () => {
    const r = await hbm("spell", "Kula Ognia", "--vault", V, "--json");
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toEqual({
      name: "Kula Ognia",
      path: "spells/academic/fire-magic/fireball.md",
      manaCost: 2,
      difficulty: { threshold: 6, successes: 1 },
      source: "built-in",
      effects: [
        { kind: "damage", formula: "magicalAbilities", amount: null, ignoresArmor: false },
        {
          kind: "condition",
          condition: "Podpalony",
          rounds: 3,
          save: { attribute: "body", skill: "Refleks", threshold: 4, successes: "caster" },
        },
      ],
    });
    const withCaster = await hbm("spell", "[[fireball]]", "--vault", V, "--caster", "Pelagius Caudex", "--json");
    expect(withCaster.code).toBe(0);
    expect(JSON.parse(withCaster.out).effects[0].amount).toEqual(expect.any(Number));
  });

  itWithSampleVault("all 108 spells give effects, or say they have none to apply", async () => {
    const index = loadIndex(V);
    const spells = index.spells();
    expect(spells).toHaveLength(108);
    for (const s of spells) {
      const r = await hbm("spell", s.path, "--vault", V, "--json");
      expect(r.code, s.path).toBe(0);
      const effects = JSON.parse(r.out).effects as Array<{
        kind: string;
        reason?: string;
        stat?: unknown;
        play?: string;
      }>;
      expect(effects.length, s.path).toBeGreaterThan(0);
      for (const e of effects) {
        expect(["damage", "heal", "shield", "condition", "test", "none"], s.path).toContain(e.kind);
        if (e.kind === "none") expect(e.reason, s.path).toEqual(expect.any(String));
        if (e.reason === "stat") expect(e.stat, s.path).toBeTruthy();
        if (e.reason === "stat") expect(["held", "gm"], s.path).toContain(e.play);
      }
    }
  });

  itWithSampleVault(
    "the lasting numbers play keeps (issue 26) say play: held; Zakazana Osłona lasts until the fight ends",
    async () => {
      const effects = async (name: string) =>
        JSON.parse((await hbm("spell", name, "--vault", V, "--json")).out).effects as Array<Record<string, unknown>>;
      const stats = (es: Array<Record<string, unknown>>) => es.filter((e) => e.reason === "stat").map((e) => e.play);
      expect(stats(await effects("Fanatyczne Poświęcenie"))).toEqual(["held", "held"]);
      expect(stats(await effects("Kradzież Many"))).toEqual(["held", "held", "held"]);
      expect(stats(await effects("Uświęcenie"))).toEqual(["held"]);
      expect(stats(await effects("Szybki jak Wiatr"))).toEqual(["held"]);
      expect((await effects("Gradobicie"))[1]).toMatchObject({ play: "held", stat: { stat: "speed", inArea: true } });
      expect((await effects("Zakazana Osłona"))[0]).toMatchObject({ play: "held", until: "combat" });
    },
  );

  itWithSampleVault(
    "spells --fill --write fills only empty schema fields; the body and other keys survive byte for byte",
    async () => {
      const dir = mkdtempSync(join(tmpdir(), "hbm-fill-"));
      const notes = ["spells/academic/fire-magic/fireball.md", "spells/academic/air-magic/air-wave.md"];
      for (const n of notes) {
        mkdirSync(dirname(join(dir, n)), { recursive: true });
        copyFileSync(join(V, n), join(dir, n));
      }
      // One note whose damageBase is already filled: never touched.
      const filled = readFileSync(join(V, notes[0]!), "utf8").replace("damageBase: ''", "damageBase: '5'");
      writeFileSync(join(dir, "spells/filled.md"), filled);
      const before = notes.map((n) => readFileSync(join(dir, n), "utf8"));
      const dry = await hbm("spells", "--fill", "--vault", dir, "--json");
      expect(dry.code).toBe(0);
      expect(notes.map((n) => readFileSync(join(dir, n), "utf8"))).toEqual(before);
      const rows = JSON.parse(dry.out) as Array<{ path: string; values: Record<string, unknown> }>;
      expect(rows.map((r) => r.path).sort()).toEqual([...notes].sort());
      expect(rows.find((r) => r.path === notes[0])?.values).toEqual({
        damageBase: "magicalAbilities",
        damageType: "magical",
        statusEffects: [{ name: "Podpalony", rounds: 3 }],
        saveAttribute: "body",
        saveSkill: "Refleks",
      });
      const w = await hbm("spells", "--fill", "--write", "--vault", dir, "--json");
      expect(w.code).toBe(0);
      const fields =
        /^(damageBase|damageType|ignoresArmor|statusEffects|saveAttribute|saveSkill|areaOfEffect|triggers):/;
      notes.forEach((n, i) => {
        const after = readFileSync(join(dir, n), "utf8");
        const a = after.split("\n").filter((l) => !fields.test(l));
        const b = before[i]!.split("\n").filter((l) => !fields.test(l));
        expect(a, n).toEqual(b);
        expect(after.slice(after.indexOf("\n---", 4)), n).toBe(before[i]!.slice(before[i]!.indexOf("\n---", 4)));
      });
      expect(readFileSync(join(dir, "spells/filled.md"), "utf8")).toBe(filled);
      // Read back, the filled fields give the same effects, now from the note.
      const back = JSON.parse((await hbm("spell", notes[0]!, "--vault", dir, "--json")).out);
      expect(back.source).toBe("note");
      expect(back.effects).toEqual(JSON.parse((await hbm("spell", notes[0]!, "--vault", V, "--json")).out).effects);
      // A second run finds nothing empty to fill.
      expect(JSON.parse((await hbm("spells", "--fill", "--vault", dir, "--json")).out)).toEqual([]);
    },
  );
});
