import { scriptedRandom } from "../src/core/dice/random";
import type { Catalog } from "../src/core/creation/catalog";
import {
  emptyDraft,
  gmMagic,
  rollDraftMagic,
  syncDraft,
  type CreationDraft,
  type TalentPick,
} from "../src/core/creation/steps";

/**
 * Four characters built as a player would build them in the wizard, step by
 * step (issue 15, item 6): the core tests, the mock-layer tests and the
 * fixtures under test/fixtures/creation/ share them.
 */
export interface Scenario {
  file: string;
  /** The rules the GM overrode (empty: a rules-valid character). */
  override: boolean;
  build(catalog: Catalog): CreationDraft;
}

/** A talent as the wizard picks it: no choice, no detail, not free, unless told. */
export const pick = (name: string, extra: Partial<TalentPick> = {}): TalentPick => ({
  name,
  choice: null,
  detail: null,
  free: false,
  ...extra,
});

function spellPath(catalog: Catalog, name: string): string {
  const s = catalog.spells.find((x) => x.name === name);
  if (!s) throw new Error(`no spell ${name}`);
  return s.path;
}

function itemPath(catalog: Catalog, name: string): string {
  const i = catalog.items.find((x) => x.name === name);
  if (!i) throw new Error(`no item ${name}`);
  return i.path;
}

function rolled(draft: CreationDraft, faces: number[]): CreationDraft {
  const magic = rollDraftMagic(draft, scriptedRandom(faces));
  if ("key" in magic) throw new Error(magic.key);
  return { ...draft, magic };
}

export const SCENARIOS: Scenario[] = [
  {
    file: "Jan Kowalski.md",
    override: false,
    build(catalog) {
      let d = syncDraft(
        {
          ...emptyDraft(),
          name: "Jan",
          surname: "Kowalski",
          player: "Ola",
          race: "Człowiek",
          year: 1,
          discipline: "Magia Ognia",
        },
        catalog,
      );
      d = { ...d, attributes: { body: 2, mind: 3, soul: 1 } };
      d = { ...d, skills: { ...d.skills, Refleks: 3, Spostrzegawczość: 3, "Walka Wręcz": 2, "Zdolności Magiczne": 4 } };
      d = { ...d, talents: [...d.talents, pick("Oburęczny"), pick("Gotowość do Walki")] };
      d = rolled(d, [5]);
      return { ...d, equipment: [itemPath(catalog, "Pancerz Lekki"), itemPath(catalog, "Sztylet")] };
    },
  },
  {
    file: "Mruczka.md",
    override: false,
    build(catalog) {
      let d = syncDraft(
        { ...emptyDraft(), name: "Mruczka", race: "Feles", year: 1, discipline: "Warzenie Eliksirów" },
        catalog,
      );
      d = { ...d, attributes: { body: 2, mind: 2, soul: 1 } };
      d = {
        ...d,
        skills: { ...d.skills, Medycyna: 4, "Wiedza o Naturze": 4, Refleks: 3, Zręczność: 2, "Wiedza Magiczna": 2 },
      };
      const senses = ["Słuch", "Wzrok"];
      d = {
        ...d,
        talents: d.talents.map((t) => (t.name === "Czuły Zmysł" ? { ...t, choice: senses.shift() ?? null } : t)),
      };
      return rolled(d, [8]);
    },
  },
  {
    file: "Sssara.md",
    override: true,
    build(catalog) {
      let d = syncDraft(
        { ...emptyDraft(), name: "Sssara", race: "Lamia", year: 1, discipline: "Źródło Mocy" },
        catalog,
      );
      d = { ...d, attributes: { body: 3, mind: 2, soul: 2 } };
      d = { ...d, skills: { ...d.skills, "Walka Wręcz": 4, Refleks: 3, Wytrzymałość: 3 } };
      d = rolled(d, [4]);
      return { ...d, equipment: [itemPath(catalog, "Łuk Klasyczny")] };
    },
  },
  {
    file: "Rafael.md",
    override: false,
    build(catalog) {
      let d = syncDraft(
        { ...emptyDraft(), name: "Rafael", race: "Anioł", year: 3, discipline: "Magia Sakralna" },
        catalog,
      );
      d = { ...d, attributes: { body: 3, mind: 2, soul: 5 } };
      d = { ...d, skills: { ...d.skills, Oddanie: 4, Teologia: 4, Empatia: 3, Refleks: 2, "Zdolności Magiczne": 1 } };
      d = {
        ...d,
        talents: [
          ...d.talents.map((t) => (t.name === "Błogosławieństwo" ? { ...t, detail: "Jedyny" } : t)),
          pick("Pancerz Wiary"),
          pick("Czuły Zmysł", { choice: "Słuch" }),
        ],
      };
      const magic = gmMagic(3);
      if ("key" in magic) throw new Error(magic.key);
      d = { ...d, magic };
      return {
        ...d,
        spells: ["Modlitwa o Opiekę", "Boska Sprawiedliwość", "Uzdrowienie Chorych", "Szybka Myśl"].map((n) =>
          spellPath(catalog, n),
        ),
      };
    },
  },
];
