import { expect, it } from "vitest";
import { describeWithSampleVault, HAS_SAMPLE_VAULT, readVault, SAMPLE_VAULT } from "../../../test/harness";
import type { RandomSource } from "../dice/random";
import { buildSheet } from "../sheet";
import { VaultIndex } from "../vault/index";
import { apply } from "./apply";
import { renderMessages } from "./messages";
import { readSubject } from "./read";

/**
 * docs/en/notes.md "Spells": "a stat block's own text about casting is honoured: Nil's Form I
 * 'może odruchowo rzucić dowolne zaklęcie z tego podręcznika, bez Testu i bez kosztu Many' means
 * that form casts any spell with no test and no Mana, whatever its Mana cell says; her Form II
 * text says it casts none" (issue 31 item 4, issue 26 item 1).
 */
const NIL = "rules/06. Bestiariusz/Rozdział II - Postacie Unikalne/Nil.md";
const index = new VaultIndex();
if (HAS_SAMPLE_VAULT) index.load(Object.entries(readVault(SAMPLE_VAULT)));
/** No test is rolled: a die asked for is a failure of the rule. */
const noDice: RandomSource = {
  die: () => {
    throw new Error("a die was rolled");
  },
};

describeWithSampleVault("Nil casts as her stat block says (the real note)", () => {
  const nil = () => {
    const c = index.get(NIL)?.character;
    if (!c) throw new Error(`${NIL} is not read as a character`);
    return c;
  };
  const spell = (name: string) => {
    const s = index.findSpell(name);
    if (!s || s.manaCost === null || s.threshold === null || s.required === null) throw new Error(name);
    return { name: s.name, path: s.path, manaCost: s.manaCost, threshold: s.threshold, required: s.required };
  };

  it("the note's Zaklęcia paragraphs read as: Form I any spell free, Form II none", () => {
    expect(nil().forms.map((f) => f.casting ?? null)).toEqual(["any", "none"]);
  });

  it("Form I casts Kula Ognia (not on any list) with no test and no Mana spent", () => {
    const subject = readSubject(buildSheet(nil(), index, 0), {});
    const r = apply(subject, { kind: "cast", spell: spell("fireball"), spend: true }, noDice);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.passed).toBe(true);
    expect(r.rolls).toEqual([]);
    expect(r.state.mana).toBe(subject.state.mana);
    expect(renderMessages(r.messages)).toEqual(["Kula Ognia: bez Testu i bez kosztu Many (Nil: tak mówi karta)"]);
  });

  it("Form I casts even a superspell above any max spell cost", () => {
    const superspell = index.spells().find((s) => s.isSuperspell && s.manaCost !== null && s.threshold !== null);
    expect(superspell).toBeDefined();
    const subject = readSubject(buildSheet(nil(), index, 0), {});
    const r = apply(subject, { kind: "cast", spell: spell(superspell!.name), spend: true }, noDice);
    expect(r.ok).toBe(true);
  });

  it("Form II casts nothing: the refusal quotes the stat block's word", () => {
    const subject = readSubject(buildSheet(nil(), index, 1), {});
    const r = apply(subject, { kind: "cast", spell: spell("fireball"), spend: true }, noDice);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(renderMessages([r.message])).toEqual(["Nil w tej formie nie rzuca zaklęć (tak mówi karta)."]);
  });
});
