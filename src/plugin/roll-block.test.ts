// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { renderCodeBlocks } from "../../test/obsidian-mock";
import { loadPlugin } from "../../test/harness";

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

  it("a click rolls and shows the result as visible text, faces marked by class", async () => {
    const { root } = await render("Pula: 6k6 4:2");
    const button = root.querySelector<HTMLButtonElement>("button.hbm-roll-button")!;
    button.click();
    const result = root.querySelector(".hbm-result")!;
    expect(result.textContent).toMatch(/^.*6k6 4:2 → .* → \d+ (sukces|sukcesy|sukcesów) z 2 wymaganych: (Sukces|Porażka) \([+−]\d+\)$/);
    const faces = [...result.querySelectorAll(".hbm-face")];
    expect(faces).toHaveLength(6);
    for (const face of faces) {
      const value = Number(face.getAttribute("aria-label"));
      if (value === 1) expect(face.classList.contains("hbm-face-one")).toBe(true);
      if (value === 6) expect(face.classList.contains("hbm-face-six")).toBe(true);
    }
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
    expect(modal.querySelector(".hbm-result")?.textContent).toMatch(/^2k6\+24 → \d \+ \d \+ 24 = \d+$/);
  });
});
