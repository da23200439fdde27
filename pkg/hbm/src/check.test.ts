import { describe, expect, it } from "vitest";
import { describeWithSampleVault, HAS_SAMPLE_VAULT, readVault, SAMPLE_VAULT } from "../../../test/harness";
import { readVaultFiles } from "../../../test/vault-files";
import { checkVault, findingText, formatCheck } from "./check";
import { CHECK_MESSAGES } from "./strings";
import { renderMessage } from "../../../src/core/play/messages";
import { VaultIndex } from "../../../src/core/vault/index";
import { readItem } from "../../../src/core/vault/item";
import { parseRequirements } from "../../../src/core/vault/talent";

const load = (files: Record<string, string>) => {
  const entries = Object.entries(files);
  const index = new VaultIndex();
  index.load(entries);
  return { index, report: checkVault(index, entries) };
};
const sample = HAS_SAMPLE_VAULT ? readVault(SAMPLE_VAULT) : {};

describeWithSampleVault("hbm check over the real notes (docs/en/notes.md: the command-line contract; issue 13)", () => {
  it("0 errors and 0 warnings on the sample: the stat blocks' own numbers are infos", () => {
    const { report } = load(sample);
    expect(report.totals).toMatchObject({ error: 0, warning: 0 });
    expect(
      report.findings.filter((f) => f.path.includes("Bestiariusz/Rozdział II")).every((f) => f.severity === "info"),
    ).toBe(true);
  });

  it("a per-note summary, errors first, one severity vocabulary and proper plurals", () => {
    const { report } = load({
      ...sample,
      "player-characters/Zły.md":
        "---\ntags: [pc]\n---\n### Atrybuty\n\n| Ciało | Umysł | Dusza | Magia |\n|---|---|---|---|\n| 2 | trzy | 99 | IV |\n",
    });
    const text = formatCheck(report);
    expect(text[0]).toBe("Przeczytano 199 notatek: 8 postaci, 108 zaklęć, 5 eliksirów, 39 talentów, 5 ras.");
    expect(text[2]).toBe("player-characters/Zły.md (2 błędy, 1 uwaga)");
    expect(text[3]).toMatch(/^ {2}błąd: linia 8: Umysł: „trzy” nie jest liczbą\.$/);
    expect(text.at(-1)).toBe("Razem: 2 błędy, 1 uwaga, 10 informacji w 8 notatkach.");
    expect(text.join("\n")).not.toMatch(/BŁĄD|\[warning\]|\[info\]|\(y\)/);
    expect(formatCheck(report, { language: "en" }).at(-1)).toBe("Total: 2 errors, 1 warning, 10 infos in 8 notes.");
  });

  it("--quiet keeps errors only; nothing at all when there are none", () => {
    const { report } = load({
      ...sample,
      "player-characters/Zły.md":
        "---\ntags: [pc]\n---\n### Atrybuty\n\n| Ciało | Umysł | Dusza | Magia |\n|---|---|---|---|\n| 2 | trzy | 2 | IV |\n",
    });
    expect(formatCheck(report, { quiet: true })).toEqual([
      "",
      "player-characters/Zły.md (1 błąd)",
      "  błąd: linia 8: Umysł: „trzy” nie jest liczbą.",
      "",
      "Razem: 1 błąd w 1 notatce.",
    ]);
    expect(formatCheck(load(sample).report, { quiet: true })).toEqual([]);
  });

  it("lists each bare link whose name several notes share, of both kinds, with the note Obsidian would open", () => {
    const { report } = load({
      ...sample,
      "sessions/Sesja.md": [
        "Tu: [[aegis]] i [[sacred/zeus/aegis]] i [[magic-missile]].",
        "Albo [Egida](aegis.md), [Egida](aegis) i [Egida](../spells/sacred/zeus/aegis.md).",
        "",
      ].join("\n"),
    });
    const found = report.findings.filter((f) => f.path === "sessions/Sesja.md");
    const both = "pasuje do 2 notatek (spells/general/superspells/aegis.md, spells/sacred/zeus/aegis.md)";
    expect(found.map((f) => [f.line, f.message])).toEqual([
      [
        1,
        expect.stringMatching(
          `^Odnośnik \\[\\[aegis\\]\\] ${escape(both)}; Obsidian otworzy „spells/sacred/zeus/aegis.md”`,
        ),
      ],
      [
        2,
        expect.stringContaining(
          `[Egida](aegis.md) ${both}; Obsidian otworzy „spells/sacred/zeus/aegis.md”. Dopisz ścieżkę, np. [Egida](../spells/sacred/zeus/aegis.md).`,
        ),
      ],
      [2, expect.stringContaining(`[Egida](aegis) ${both}`)],
    ]);
    expect(found.every((f) => f.severity === "warning")).toBe(true);
    expect(formatCheck(report, { language: "en" }).join("\n")).toContain(
      "The link [[aegis]] matches 2 notes (spells/general/superspells/aegis.md, spells/sacred/zeus/aegis.md); Obsidian opens “spells/sacred/zeus/aegis.md”.",
    );
  });
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describeWithSampleVault("talent requirements and items read without false alarms (issue 13: noise)", () => {
  it('"lub" inside parentheses lists values of one requirement; no garbled "Mag Wody)"', () => {
    const groups = parseRequirements("Dziedzina Magii (Botanika, Mag Ziemi lub Mag Wody) lub Rasa (Feles)");
    expect(groups.flat().map((r) => r.text)).toEqual([
      "Dziedzina Magii (Botanika, Mag Ziemi lub Mag Wody)",
      "Rasa (Feles)",
    ]);
    expect(groups.flat().some((r) => r.kind === "other")).toBe(false);
  });

  it("a link inside a requirement is shown as its text (Rozkaz Księżniczki)", () => {
    const { report } = load(sample);
    const info = report.findings.find((f) => f.path.endsWith("Rozkaz Księżniczki.md"));
    expect(info?.message).toBe(
      "Wymaganie „Autorytet (patrz Talent Księżniczka Piekieł)” nie jest sprawdzane automatycznie.",
    );
  });

  it("a shield (Tarcza) has no armour points unless its note gives them; armour must", () => {
    expect(readItem("items/shields/Tarcza.md", "shield", { damage: "" }, "# Tarcza").diagnostics).toEqual([]);
    expect(readItem("items/shields/Tarcza.md", "shield", { armor_points: "1" }, "# Tarcza").armorPoints).toBe(1);
    expect(readItem("items/armor/X.md", "armor", {}, "# X").diagnostics).toEqual([
      expect.objectContaining({ severity: "warning" }),
    ]);
  });
});

describe("hbm check: a wikilink with a leading / (Obsidian leaves it unresolved; issue 31, item 5)", () => {
  const files = {
    "spells/sacred/zeus/aegis.md": "# Egida\n",
    "sessions/Sesja.md":
      "# Sesja\n\nZeus rzuca [[/aegis]], potem [[/spells/sacred/zeus/aegis|Egidę]].\n\nI [[/nigdzie]].\n",
  };
  it("reports each such link once, on its line, with the link that opens the meant note", () => {
    const { report } = load(files);
    const found = report.findings.filter((f) => f.key?.startsWith("vault.rootSlash"));
    expect(found.map((f) => [f.path, f.severity, f.line, f.message])).toEqual([
      [
        "sessions/Sesja.md",
        "warning",
        3,
        "Odnośnik [[/aegis]] zaczyna się od „/”, więc Obsidian go nie otworzy (ścieżkę w skarbcu pisze się bez „/” na początku). Napisz [[aegis]]: otworzy „spells/sacred/zeus/aegis.md”.",
      ],
      [
        "sessions/Sesja.md",
        "warning",
        3,
        "Odnośnik [[/spells/sacred/zeus/aegis]] zaczyna się od „/”, więc Obsidian go nie otworzy (ścieżkę w skarbcu pisze się bez „/” na początku). Napisz [[spells/sacred/zeus/aegis]]: otworzy „spells/sacred/zeus/aegis.md”.",
      ],
      [
        "sessions/Sesja.md",
        "warning",
        5,
        "Odnośnik [[/nigdzie]] zaczyna się od „/”, więc Obsidian go nie otworzy; bez „/” też nie wskazuje żadnej notatki.",
      ],
    ]);
  });
  it("says it in English too, and a link without the / raises nothing", () => {
    const { report } = load({ ...files, "sessions/Sesja.md": "[[/aegis]] [[aegis]]\n" });
    const found = report.findings.filter((f) => f.key?.startsWith("vault.rootSlash"));
    expect(found.map((f) => findingText(f, "en"))).toEqual([
      "The link [[/aegis]] starts with “/”, so Obsidian does not open it (vault paths are written without a leading “/”). Write [[aegis]]: it opens “spells/sacred/zeus/aegis.md”.",
    ]);
    expect(report.totals).toMatchObject({ warning: 1 });
  });
});

/** Moved from src/core/vault/messages.test.ts with the sentence: only `hbm check` says it (strings.ts CHECK_MESSAGES). */
describe("hbm check's own sentences count their nouns (issue 31, item 6)", () => {
  it("a bare link shared by notes: pasuje do 2 notatek, 5 notatek; matches 2 notes", () => {
    const said = (n: number, lang: "pl" | "en" = "pl") =>
      renderMessage(
        {
          key: "vault.ambiguousLink",
          params: { link: "[[aegis]]", candidates: "a, b", chosen: "a", suggestion: "", n },
        },
        lang,
        CHECK_MESSAGES,
      );
    expect(said(2)).toContain("pasuje do 2 notatek (a, b)");
    expect(said(5)).toContain("pasuje do 5 notatek");
    expect(said(2, "en")).toContain("matches 2 notes (a, b)");
  });
});

describe("hbm check: a spell a character lists by a link to no note (docs/en/notes.md)", () => {
  it("is an info on the spell's line, in Polish and in English", () => {
    const { report } = load({
      "npcs/Mag.md": [
        "---\ntags: [npc-statblock]\n---\n# Mag\n",
        "| Ciało | Umysł | Dusza | Magia |\n|---|---|---|---|\n| 2 | 3 | 3 | 2 |\n",
        "### Zaklęcia\n\n- [[Kula Ognia]]\n",
      ].join("\n"),
    });
    const found = report.findings.filter((f) => f.key === "vault.spellWithoutNote");
    expect(found.map((f) => [f.severity, f.line, f.message])).toEqual([
      ["info", 12, "Zaklęcie „Kula Ognia” nie ma notatki w skarbcu."],
    ]);
    expect(formatCheck(report, { language: "en" })).toContain(
      "  info: line 12: The spell “Kula Ognia” has no note in the vault.",
    );
  });
});

/** Moved from src/core/weapons.test.ts with the checker: `hbm check` and the weapons it cannot read. */
describe("hbm check: weapons (docs/en/notes.md, Weapons)", () => {
  it("hbm check lists each weapon whose damage it cannot read", () => {
    const index = new VaultIndex();
    const note = [
      "---\ntags: [npc-statblock]\n---\n# Dziwak\n\n## Statystyki\n",
      "| Ciało | Umysł | Dusza | Magia |\n|:---:|:---:|:---:|:---:|\n| 3 | 1 | 1 | 0 |\n",
      "### Ekwipunek\n\n**Kij** - broń biała.\n- **Obrażenia:** zależnie od humoru\n",
    ].join("\n");
    const files: Array<[string, string]> = [["npcs/Dziwak.md", note]];
    index.load(files);
    const found = checkVault(index, files).findings.filter((f) => f.key === "vault.weaponCannotAttack");
    expect(found.map((f) => f.message)).toEqual([
      "Broń „Kij”: nie umiem odczytać obrażeń „zależnie od humoru” (oczekiwano np. '+S', '2+S', 'S+1k6 Punktów Obrażeń'); w walce trzeba ją wpisać ręcznie.",
    ]);
  });
});

describeWithSampleVault("hbm check: every weapon of the real bestiary can attack", () => {
  it("no weapon of the sample's stat blocks is reported unreadable", () => {
    const files = readVaultFiles(SAMPLE_VAULT);
    const sample = new VaultIndex();
    sample.load(files);
    expect(checkVault(sample, files).findings.filter((f) => f.key === "vault.weaponCannotAttack")).toEqual([]);
  });
});
