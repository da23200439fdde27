// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { all, choose, click, el, loadFight, mountTracker, tick } from "../../../test/tracker-dom";

/**
 * Issue 26: a lasting spell's Pancerz (effects[].stat) shows in its target's tracker row in the drawing
 * that follows the cast, as the next hit will meet it: not only once Obsidian has indexed the written
 * note again (a PC's state lives in its own note; the metadata cache answers late).
 */
const FIGHT = "sessions/Egida.md";
/** A prayer note written as the sample's Egida is (its effect from the built-in table, by path). */
const AEGIS = [
  "---",
  "castingMode: sacred",
  "manaCost: 2",
  "difficulty:",
  "  threshold: 4",
  "  successes: 1",
  "duration: 1 runda",
  "target: '1'",
  "---",
  "# Egida",
  "",
  "Cel otrzymuje +1 Pancerza.",
  "",
].join("\n");

let root: HTMLElement;
beforeEach(async () => {
  await loadFight({
    "spells/sacred/zeus/aegis.md": AEGIS,
    [FIGHT]: "# Egida\n\n```hbm-walka\n[[Symiel]]\n[[Kamila Wróbel]]\n[[Goblin]]\n```\n",
  });
  // Seeded: Symiel's first prayer succeeds.
  root = mountTracker(FIGHT, 3);
  await click(".hbm-enc-initiative");
});

const armorOf = (id: string) =>
  all(`.hbm-enc-row[data-id="${id}"] .hbm-enc-stat`).find((s) => s.textContent?.startsWith("Pancerz"))?.textContent;

/** Symiel prays Egida at `id`; the target's Pancerz in the row drawn as the step ends (before any re-index). */
async function castAegisAt(id: string): Promise<string | undefined> {
  await click('.hbm-enc-row[data-id="pc-symiel"]');
  choose(".hbm-enc-spell", "Egida");
  tick(`.hbm-cast-target:has(input[data-id="${id}"])`);
  const drawn = new Promise<string | undefined>((resolve) => {
    const seen = new MutationObserver(() => {
      if (root.querySelector(".is-busy") || root.classList.contains("is-busy")) return;
      seen.disconnect();
      resolve(armorOf(id));
    });
    seen.observe(root, { attributes: true, attributeFilter: ["class"], subtree: true });
  });
  el<HTMLElement>(".hbm-enc-cast").click();
  return drawn;
}

describe("Egida („Cel otrzymuje +1 Pancerza”) in the tracker's row", () => {
  it("on Kamila (a PC): her row says Pancerz 2 in the drawing right after the cast", async () => {
    expect(armorOf("pc-kamila-wrobel")).toBe("Pancerz 1");
    expect(await castAegisAt("pc-kamila-wrobel")).toBe("Pancerz 2");
    await click('.hbm-enc-row[data-id="pc-kamila-wrobel"]');
    expect(armorOf("pc-kamila-wrobel")).toBe("Pancerz 2");
  });

  it("on the Goblin (an NPC, its state in the encounter key): Pancerz 2 right after the cast", async () => {
    expect(armorOf("goblin")).toBe("Pancerz 1");
    expect(await castAegisAt("goblin")).toBe("Pancerz 2");
  });

  it("Cofnij: Kamila's row is back to Pancerz 1", async () => {
    expect(await castAegisAt("pc-kamila-wrobel")).toBe("Pancerz 2");
    await click(".hbm-enc-undo");
    expect(armorOf("pc-kamila-wrobel")).toBe("Pancerz 1");
  });
});
