// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { renderCodeBlocks } from "../../../test/obsidian-mock";
import { loadPlugin } from "../../../test/harness";
import { seededRandom } from "../../core/dice";
import { RollBlock, type RollServices } from "./block";

async function render(block: string, path = "sessions/Test.md") {
  const { plugin } = await loadPlugin({ [path]: "" });
  const root = document.body.createDiv();
  const host = await renderCodeBlocks(plugin, path, "```hbm-roll\n" + block + "\n```", root);
  return { root, host, plugin };
}

describe("hbm-roll block: character-free lines (foundation)", () => {
  it("renders one button per roll line, with the label and the roll", async () => {
    const { root } = await render("Pula: 6k6 4:2\nObrażenia: 1k6+2\n# komentarz");
    const buttons = [...root.querySelectorAll("button.hbm-roll-button")].map((b) => b.textContent);
    expect(buttons).toEqual(["Pula: 6k6 4:2", "Obrażenia: 1k6+2"]);
  });

  it("every button is a plain button titled in the player's language; a block drawn after a switch has the new title", async () => {
    const { setLanguage } = await import("../i18n/i18n");
    const { plugin } = await loadPlugin({ "sessions/Test.md": "" });
    const titles = async () => {
      const root = document.body.createDiv();
      await renderCodeBlocks(plugin, "sessions/Test.md", "```hbm-roll\nPula: 6k6 4:2\nObrażenia: 1k6+2\n```", root);
      return [...root.querySelectorAll("button.hbm-roll-button")].map(
        (b) => `${b.getAttribute("type")} ${b.getAttribute("title")}`,
      );
    };
    expect(await titles()).toEqual(["button Rzuć", "button Rzuć"]);
    setLanguage("en");
    try {
      expect(await titles()).toEqual(["button Roll", "button Roll"]);
    } finally {
      setLanguage("pl");
    }
  });

  it("a click rolls and shows the result as visible text; a 1, a 6 and a plain face are marked by class", async () => {
    const { plugin } = await loadPlugin({ "sessions/Test.md": "" });
    // Seed 1 rolls 6k6 as ⚅ ⚃ ⚂ ⚀ ⚃ ⚂: a six, a one and plain faces, every time.
    const services: RollServices = {
      environment: (path, character) => ({ ...plugin.services.environment(path, character), rng: seededRandom(1) }),
      knownNames: () => plugin.services.knownNames(),
      rolled: (result, line, path) => plugin.services.rolled(result, line, path),
      onDataChanged: (callback) => plugin.services.onDataChanged(callback),
    };
    const root = document.body.createDiv();
    const block = new RollBlock(root, "Pula: 6k6 4:2", "sessions/Test.md", services);
    block.load();
    root.querySelector<HTMLButtonElement>("button.hbm-roll-button")!.click();
    const result = root.querySelector(".hbm-result")!;
    // The text form keeps the one-line result (docs/en/rolls.md "The result") for the log and copying.
    expect(result.getAttribute("data-text")).toBe("6k6 4:2 → ⚅ ⚃ ⚂ ⚀ ⚃ ⚂ → 3 sukcesy z 2 wymaganych: Sukces (+1)");
    // On screen the verdict comes first, then the count; the caption is the button's and is not repeated.
    expect(result.firstElementChild?.className).toBe("hbm-result-head");
    expect([...result.querySelectorAll(".hbm-result-head > *")].map((e) => e.textContent)).toEqual([
      "Sukces",
      "+1",
      "3 sukcesy z 2 wymaganych",
    ]);
    expect(result.textContent).not.toContain("6k6 4:2");
    // Dice are numbers in boxes; a six and a one carry a visible mark and say what they are in words.
    const faces = [...result.querySelectorAll(".hbm-die")].map((f) => ({
      value: Number(f.querySelector(".hbm-die-value")?.textContent),
      mark: f.querySelector(".hbm-die-mark")?.textContent ?? null,
      label: f.getAttribute("aria-label"),
      one: f.classList.contains("hbm-face-one"),
      six: f.classList.contains("hbm-face-six"),
    }));
    expect(faces.map((f) => f.value)).toEqual([6, 4, 3, 1, 4, 3]);
    for (const f of faces) {
      expect(f.one, `face ${f.value}`).toBe(f.value === 1);
      expect(f.six, `face ${f.value}`).toBe(f.value === 6);
      expect(f.mark, `face ${f.value}`).toBe(f.value === 6 ? "★" : f.value === 1 ? "✕" : null);
    }
    expect(faces[0]!.label).toBe("6: szóstka: zawsze sukces");
    expect(faces[3]!.label).toBe("1: jedynka: zawsze porażka");
    expect(faces[1]!.label).toBe("4: sukces");
    expect(faces[2]!.label).toBe("3: bez sukcesu");
    block.unload();
  });

  it("keeps only the last few results, newest first", async () => {
    const { root } = await render("1k6");
    const button = root.querySelector<HTMLButtonElement>("button")!;
    for (let i = 0; i < 8; i++) button.click();
    expect(root.querySelectorAll(".hbm-result")).toHaveLength(5);
  });

  it("a line that does not parse shows a Polish message quoting it; the others still work", async () => {
    const { root } = await render("Za dużo: 1000k6\nObrażenia: 1k6+2");
    expect(root.querySelector(".hbm-error")?.textContent).toMatch(/Linia 1: „Za dużo: 1000k6”: .*za dużo kości/);
    expect(root.querySelectorAll("button.hbm-roll-button")).toHaveLength(1);
  });

  it("a line that needs a character and has none renders a message, not a button", async () => {
    const { root } = await render("Unik: Ciało + Refleks 4:1");
    expect(root.querySelector("button")).toBeNull();
    expect(root.querySelector(".hbm-error")?.textContent).toMatch(/Unik.*postaci/);
  });

  it("labels containing HTML stay text", async () => {
    const { root } = await render('<img src=x onerror="window.pwned=1">: 1k6');
    expect(root.querySelector("img")).toBeNull();
    expect(root.querySelector("button")?.textContent).toContain("<img src=x");
  });

  it("unloading the block's child removes its listeners from the plugin", async () => {
    const { host, plugin } = await render("1k6");
    const before = (plugin.services as unknown as { listeners: Set<unknown> }).listeners.size;
    host.unload();
    expect((plugin.services as unknown as { listeners: Set<unknown> }).listeners.size).toBe(before - 1);
  });
});

describe("the command Rzuć kośćmi…", () => {
  it("is registered in sentence case with no default hotkey", async () => {
    const { app } = await loadPlugin({});
    const command = app.commands.get("hbm-rpg:roll-dice");
    expect(command?.name).toBe("Rzuć kośćmi…");
    expect(command?.hotkeys).toBeUndefined();
  });

  it("prompts for a line and shows the roll", async () => {
    const { app } = await loadPlugin({});
    app.commands.get("hbm-rpg:roll-dice")?.callback?.();
    const modal = document.body.querySelector(".hbm-roll-prompt")!;
    const input = modal.querySelector("input")!;
    input.value = "2k6+24";
    input.dispatchEvent(new Event("input"));
    input.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter" }));
    expect(modal.querySelector(".hbm-result")?.getAttribute("data-text")).toMatch(/^2k6\+24 → \d \+ \d \+ 24 = \d+$/);
    const total = Number(modal.querySelector(".hbm-result .hbm-verdict")?.textContent);
    const dice = [...modal.querySelectorAll(".hbm-result .hbm-die-value")].map((d) => Number(d.textContent));
    expect(dice).toHaveLength(2);
    expect(total).toBe(dice[0]! + dice[1]! + 24);
  });
});

describe("hbm-roll block: a repeated line (issue 30)", () => {
  it("is worked out once a render: the same caption on each button, the character asked for once per distinct line", async () => {
    const { plugin } = await loadPlugin({ "sessions/Test.md": "" });
    const asked: Array<string | null> = [];
    const services: RollServices = {
      environment: (path, character) => {
        const env = plugin.services.environment(path, character);
        return {
          ...env,
          rng: seededRandom(1),
          character: (ref) => {
            asked.push(ref ? JSON.stringify(ref) : null);
            return { name: "Ala", attributes: { body: 3, mind: 2, soul: 1 }, skills: { Refleks: 2 }, mana: 0 } as never;
          },
        };
      },
      knownNames: () => plugin.services.knownNames(),
      rolled: (result, line, path) => plugin.services.rolled(result, line, path),
      onDataChanged: (callback) => plugin.services.onDataChanged(callback),
    };
    const root = document.body.createDiv();
    const lines = [
      "Unik: Ciało + Refleks 4:1",
      "Pula: 6k6 4:2",
      "Unik: Ciało + Refleks 4:1",
      "Unik: Ciało + Refleks 4:1",
    ];
    const block = new RollBlock(root, lines.join("\n"), "sessions/Test.md", services);
    block.load();
    const buttons = [...root.querySelectorAll<HTMLButtonElement>("button.hbm-roll-button")];
    expect(buttons.map((b) => b.textContent)).toEqual([
      "Unik: Ala: Ciało + Refleks (5k6) 4:1",
      "Pula: 6k6 4:2",
      "Unik: Ala: Ciało + Refleks (5k6) 4:1",
      "Unik: Ala: Ciało + Refleks (5k6) 4:1",
    ]);
    // One Unik caption and its situations: the character is read for the first Unik line only (twice), not six times.
    const beforeClicks = asked.length;
    expect(beforeClicks).toBe(2);
    // Each repeat still rolls on its own and keeps its own results.
    buttons[2]!.click();
    const counts = [...root.querySelectorAll(".hbm-roll-line")].map((r) => r.querySelectorAll(".hbm-result").length);
    expect(counts).toEqual([0, 0, 1, 0]);
  });
});
