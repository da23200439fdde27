// @vitest-environment happy-dom
/**
 * Issue 25, the blocker: a roll's play consequence is applied in exactly one
 * place (CharacterActions.applyRoll, called by the roll recorder once per
 * roll). Each button that rolls a Test Przeżycia (the sheet's, the "Nowa tura
 * postaci" Notice's, a party card's) and each line that does (a block's
 * `przeżycie`, "Rzuć kośćmi…") writes one failed test, not two, and one
 * Cofnij restores the note (docs/en/rules.md, Umieranie).
 */
import { afterEach, describe, expect, it } from "vitest";
import { openBase, renderCodeBlocks, type App } from "../../../test/obsidian-mock";
import { clickIn, loadPlugin, noteText, readVault, settle, TEST_VAULT } from "../../../test/harness";
import { parts } from "../../../test/frontmatter";
import { scriptedRandom } from "../../core/dice";
import { openSheet } from "../commands/commands";
import { readFileSync } from "node:fs";
import { join } from "node:path";

const ELNERAN = "player-characters/Elneran.md";
const dying = (app: App) => parts(noteText(app, ELNERAN)).fm.dying as { failedTests: number } | undefined;
/** Every die a 2: Elneran's Test Przeżycia (Ciało 2 + Wytrzymałość 1 against 4:2) fails. */
const failing = () => scriptedRandom(Array.from({ length: 40 }, () => 2));
const wait = async () => {
  await settle(10);
  await new Promise((r) => setTimeout(r, 50));
  await settle(5);
};

afterEach(() => document.body.empty());

async function loaded() {
  const files = readVault(TEST_VAULT);
  const l = await loadPlugin(files);
  l.plugin.actions.rng = failing();
  return { ...l, files };
}

/** One failed test (0 → 1, not 2, not Martwy), then one Cofnij gives back the note (its YAML in processFrontMatter's form). */
async function failedOnceThenUndone(
  app: App,
  plugin: Awaited<ReturnType<typeof loadPlugin>>["plugin"],
  before: string,
) {
  expect(dying(app)?.failedTests).toBe(1);
  expect(parts(noteText(app, ELNERAN)).fm.conditions).not.toContain("Martwy");
  expect((await plugin.actions.undo()).ok).toBe(true);
  await wait();
  expect(parts(noteText(app, ELNERAN))).toEqual(parts(before));
  expect(plugin.actions.canUndo).toBe(false);
}

describe("issue 25: one roll, one Test Przeżycia written, on every path", () => {
  it("the sheet's Umierający: Test Przeżycia button", async () => {
    const { app, plugin, files } = await loaded();
    const view = (await openSheet(plugin, ELNERAN))!;
    expect(dying(app)?.failedTests).toBe(0);
    clickIn(view.contentEl, ".hbm-action-survival");
    await wait();
    await failedOnceThenUndone(app, plugin, files[ELNERAN]!);
  });

  it("the button in the Nowa tura postaci Notice", async () => {
    const { app, plugin } = await loaded();
    await plugin.actions.newTurn(ELNERAN);
    await wait();
    const before = noteText(app, ELNERAN);
    expect(dying(app)?.failedTests).toBe(0);
    const prompt = [...document.querySelectorAll<HTMLButtonElement>(".notice .hbm-survival-prompt")].at(-1);
    expect(prompt).toBeDefined();
    prompt!.click();
    await wait();
    await failedOnceThenUndone(app, plugin, before);
  });

  it("a party card's Test Przeżycia", async () => {
    const { app, plugin, files } = await loaded();
    const root = document.body.createDiv();
    openBase(app, readFileSync(join(TEST_VAULT, "Drużyna.base"), "utf8"), { containerEl: root });
    await wait();
    const card = root.querySelector<HTMLElement>(`.hbm-party-card[data-path="${ELNERAN}"]`)!;
    card.click();
    await wait();
    clickIn(root.querySelector(`.hbm-party-card[data-path="${ELNERAN}"]`)!, ".hbm-party-survival");
    await wait();
    await failedOnceThenUndone(app, plugin, files[ELNERAN]!);
  });

  it("a block's `przeżycie` line", async () => {
    const files: Record<string, string> = {
      ...readVault(TEST_VAULT),
      "sessions/Test.md": "# Test\n\n```hbm-roll\nPrzeżycie: @Elneran przeżycie\n```\n",
    };
    const { app, plugin } = await loadPlugin(files);
    (plugin.services as unknown as { rng: unknown }).rng = failing();
    const root = document.body.createDiv();
    await renderCodeBlocks(plugin, "sessions/Test.md", files["sessions/Test.md"]!, root);
    clickIn(root, "button.hbm-roll-button");
    await wait();
    await failedOnceThenUndone(app, plugin, files[ELNERAN]!);
  });

  it("Rzuć kośćmi… with `@Elneran przeżycie`", async () => {
    const { app, plugin, files } = await loaded();
    (plugin.services as unknown as { rng: unknown }).rng = failing();
    app.commands.get("hbm-rpg:roll-dice")?.callback?.();
    const input = document.querySelector<HTMLInputElement>(".hbm-roll-prompt input")!;
    input.value = "@Elneran przeżycie";
    input.dispatchEvent(new Event("input"));
    input.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter" }));
    await wait();
    await failedOnceThenUndone(app, plugin, files[ELNERAN]!);
  });
});
