import { describe, expect, it, vi } from "vitest";

// The English table's builder, watched: play/messages.ts reaches it through this module.
vi.mock("./messages-en", async (original) => {
  const real = await original<typeof import("./messages-en")>();
  return { ...real, englishTable: vi.fn(real.englishTable) };
});

const { englishTable } = await import("./messages-en");
const { msg, renderMessage } = await import("./messages");

describe("the English message table (issue 30: a Polish hbm roll never builds it)", () => {
  it("is not built while only Polish is rendered, and is built once when English is first asked for", () => {
    const refused = msg("refused.notDying", { name: "Ala" });
    expect(renderMessage(refused, "pl")).toBe("Ala nie jest Umierający: Test Przeżycia nie jest potrzebny.");
    expect(englishTable).not.toHaveBeenCalled();
    const english = renderMessage(refused, "en");
    expect(english).toContain("Ala");
    expect(english).not.toBe(renderMessage(refused, "pl"));
    renderMessage(refused, "en");
    expect(englishTable).toHaveBeenCalledTimes(2);
    // Built once: the second call hands back the same table.
    const calls = vi.mocked(englishTable).mock.results.map((r) => r.value as unknown);
    expect(calls[0]).toBe(calls[1]);
  });
});
