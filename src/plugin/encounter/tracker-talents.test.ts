// @vitest-environment happy-dom
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { notices, type App } from "../../../test/obsidian-mock";
import { PROJECT_ROOT } from "../../../test/harness";
import { parts } from "../../../test/frontmatter";
import { all, choose, click, el, loadFight, mountTracker, readNote, tick, type } from "../../../test/tracker-dom";

/**
 * Issue 27 (what was left): the combat talents in the tracker's attack form, each offered only
 * to whom it belongs (rules/attack-options.ts); Umierający keeps a combatant from acting
 * (Aneks A, l. 1240–1255); "Zakończ walkę" creates the campaign note when there is none.
 */
const DUEL = "sessions/Pojedynek.md";
const fixture = (name: string) => readFileSync(join(PROJECT_ROOT, `test/fixtures/attack/${name}.md`), "utf8");
const read = (_app: App, path: string) => readNote(path);

let app: App;

beforeEach(async () => {
  ({ app } = await loadFight({
    "rules/06. Bestiariusz/Szermierz.md": fixture("Szermierz"),
    "rules/06. Bestiariusz/Strażniczka.md": fixture("Strażniczka"),
    [DUEL]: "# Pojedynek\n\n```hbm-walka\n[[Szermierz]]\n[[Strażniczka]]\n[[Goblin]]\n```\n",
  }));
});

const block = mountTracker;
/** A seed whose dice let the Szermierz parry the Goblin (so a Riposta follows). */
const SEED_PARRIED = 5;
const history = (path: string) =>
  ((parts(read(app, path) ?? "").fm.encounter as { log?: string[] } | undefined)?.log ?? []).join("\n");

describe("the attack form offers each talent to whom it belongs (rules/attack-options.ts)", () => {
  it("Strażniczka: Oportunista, Spętanie (her Łańcuch), Nieuchronność and Zamiar's eight properties; the Szermierz: none of them", async () => {
    block(DUEL, 5);
    await click(".hbm-enc-initiative");
    await click('.hbm-enc-row[data-id="strazniczka"]');
    for (const cls of [".hbm-enc-opportunity", ".hbm-enc-bind", ".hbm-enc-avoidable", ".hbm-enc-intent"])
      expect(all(cls)).toHaveLength(1);
    expect(all(".hbm-enc-intent .hbm-enc-check").map((x) => x.textContent)).toEqual([
      "Rozerwanie Run",
      "Rozerwanie Osłony",
      "Rozdzieranie (Pancerz −1 do końca starcia)",
      "Ignorowanie Run",
      "Ignorowanie Osłony",
      "Ignorowanie Pancerza",
      "Bez Obrażeń",
      "Skaza Umysłu",
    ]);
    await click('.hbm-enc-row[data-id="szermierz"]');
    for (const cls of [".hbm-enc-opportunity", ".hbm-enc-bind", ".hbm-enc-avoidable", ".hbm-enc-intent"])
      expect(all(cls)).toHaveLength(0);
  });

  it("the Goblin attacks the Szermierz, who parries (l. 1015: + ⌈Walka Wręcz / 2⌉ = 2 successes); the Riposta's dodge for a Zapał is offered", async () => {
    block(DUEL, 5);
    await click(".hbm-enc-initiative");
    await click('.hbm-enc-row[data-id="goblin"]');
    choose(".hbm-enc-target", "szermierz");
    expect(all(".hbm-enc-riposte-dodge")).toHaveLength(1);
    choose(".hbm-enc-defence", "parry");
    tick(".hbm-enc-riposte-dodge");
    await click(".hbm-enc-attack-go");
    const log = history(DUEL);
    expect(log).toContain("Goblin atakuje Szermierz wręcz");
    expect(log).toContain("parowanie (Rapier): Ciało + Walka Wręcz +2 do sukcesów (Parowanie: połowa Walki Wręcz)");
  });

  it("the target's Riposta options follow the chosen target: shown for the Szermierz, gone for the Strażniczka, back again", async () => {
    block(DUEL, 5);
    await click(".hbm-enc-initiative");
    await click('.hbm-enc-row[data-id="goblin"]');
    const riposte = () => [all(".hbm-enc-riposte-dodge").length, all(".hbm-enc-riposte-weapon").length];
    choose(".hbm-enc-target", "szermierz");
    expect(riposte()).toEqual([1, 1]);
    // The Szermierz's weapons for the counter: melee only; for the Riposta (l. 1034): the Łuk too.
    const texts = (sel: string) => all(`${sel} option`).map((o) => o.textContent);
    expect(texts(".hbm-enc-parry-weapon")).not.toContain("Łuk (S+1k6)");
    expect(texts(".hbm-enc-riposte-weapon")).toContain("Łuk (S+1k6)");
    choose(".hbm-enc-target", "strazniczka");
    expect(riposte()).toEqual([0, 0]);
    expect(texts(".hbm-enc-parry-weapon")).toContain("Miecz (1+S)");
    choose(".hbm-enc-target", "szermierz");
    expect(riposte()).toEqual([1, 1]);
  });

  it("l. 1034 'Riposta może być atakiem wręcz bądź dystansowym': the Riposta weapon chosen in the form is the one it strikes with", async () => {
    block(DUEL, SEED_PARRIED);
    await click(".hbm-enc-initiative");
    await click('.hbm-enc-row[data-id="goblin"]');
    choose(".hbm-enc-target", "szermierz");
    choose(".hbm-enc-defence", "parry");
    choose(".hbm-enc-riposte-weapon", "2");
    await click(".hbm-enc-attack-go");
    expect(history(DUEL)).toContain("Riposta: Szermierz kontratakuje Goblin (Łuk)");
  });

  it("Zamiar chosen in the form reaches the attack: 'Bez Obrażeń' leaves the Goblin whole", async () => {
    block(DUEL, 5);
    await click(".hbm-enc-initiative");
    await click('.hbm-enc-row[data-id="strazniczka"]');
    choose(".hbm-enc-target", "goblin");
    choose(".hbm-enc-weapon", "w1");
    choose(".hbm-enc-defence", "none");
    tick(".hbm-enc-intent-noDamage");
    await click(".hbm-enc-attack-go");
    expect(history(DUEL)).toContain("Zamiar: Bez Obrażeń");
    expect(el('.hbm-enc-row[data-id="goblin"] .hbm-enc-health .hbm-bar-value').textContent).toBe("10/10");
  });
});

describe("Umierający alone stops actions (Aneks A, l. 1240–1255)", () => {
  it("the combatant whose turn it is falls to 0: no attack, spell or action is offered; the GM is told why", async () => {
    block(DUEL, 5);
    await click(".hbm-enc-initiative");
    const id = el<HTMLElement>(".hbm-enc-row.is-current").dataset.id ?? "";
    const name = el<HTMLElement>(".hbm-enc-row.is-current .hbm-enc-name").textContent ?? "";
    await click(`.hbm-enc-row[data-id="${id}"]`);
    const offered = () => [".hbm-enc-attack", ".hbm-enc-other"].map((c) => all(c).length);
    expect(offered()).toEqual([1, 1]);
    type(".hbm-enc-amount", "60");
    await click(".hbm-enc-damage");
    expect(el(`.hbm-enc-row[data-id="${id}"]`).textContent).toContain("Umierający");
    expect(offered()).toEqual([0, 0]);
    expect(all(".hbm-enc-spells")).toHaveLength(0);
    expect(el(".hbm-enc-cannot-act").textContent).toBe(
      `${name} nie działa (Umierający): bez ataku, zaklęć ani akcji; tura Umierającego to jego Test Przeżycia.`,
    );
  });
});

describe("Zakończ walkę creates the campaign note when there is none (docs/en/rules.md Decision 'unique NPCs')", () => {
  const SESSION = "sessions/Sesja 01 - Las.md";

  it("Kampania.md is created with the kept state and a notice saying where; Cofnij trashes it again", async () => {
    expect(read(app, "Kampania.md")).toBeNull();
    block(SESSION, 3);
    await click(".hbm-enc-initiative");
    await click(".hbm-enc-end");
    expect(notices).toContain(
      "Utworzono notatkę kampanii Kampania.md: przechowuje stan postaci unikalnych (klucz „npcs”).",
    );
    const made = parts(read(app, "Kampania.md") ?? "");
    expect(Object.keys(made.fm.npcs as object)).toEqual(["[[Cień z Lasu]]"]);
    expect(made.body).toBe("# Kampania\n");
    await click(".hbm-enc-undo");
    expect(read(app, "Kampania.md")).toBeNull();
  });

  it("a folder where the note should be is never overwritten: the GM is told, nothing is created", async () => {
    await app.vault.createFolder("Kampania.md");
    block(SESSION, 3);
    await click(".hbm-enc-initiative");
    await click(".hbm-enc-end");
    expect(read(app, "Kampania.md")).toBeNull();
    expect(notices.join(" ")).toContain("Kampania.md");
    expect(notices.join(" ")).not.toContain("Utworzono notatkę kampanii");
  });
});
