// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { App, WorkspaceLeaf } from "../../../test/obsidian-mock";
import { mergeLogs, RollLog, RollLogView, ROLL_LOG_CAP } from "./log";

/**
 * The log view with a full log (issue 30): a roll draws one entry on top and drops the oldest;
 * the 199 entries already drawn stay the same elements (a redraw of 200 cost about 233 ms a roll).
 */
async function fullLog() {
  const log = new RollLog([], null, () => {});
  const start = Date.parse("2026-11-30T18:00:00Z");
  for (let i = 0; i < ROLL_LOG_CAP; i++)
    log.addText(`Rzut ${i}`, `${i}`, "sessions/Sesja.md", new Date(start + i * 1000));
  const view = new RollLogView(new WorkspaceLeaf(new App({})) as never, log);
  view.load();
  await view.onOpen();
  const items = () => [...view.contentEl.querySelectorAll("li.hbm-roll-log-entry")];
  const labels = () => items().map((li) => li.querySelector(".hbm-roll-log-label")?.textContent);
  return { log, view, items, labels, start };
}

describe("the roll log view, full, when a roll comes in", () => {
  it("draws the new entry on top and removes the oldest; the other 199 are the same elements", async () => {
    const { log, items, labels, start } = await fullLog();
    const before = items();
    expect(labels()[0]).toBe("Rzut 199");
    log.addText("Nowy", "7", "sessions/Sesja.md", new Date(start + 500_000));
    const after = items();
    expect(after).toHaveLength(ROLL_LOG_CAP);
    expect(labels()[0]).toBe("Nowy");
    expect(labels()[ROLL_LOG_CAP - 1]).toBe("Rzut 1");
    expect(after.slice(1)).toEqual(before.slice(0, ROLL_LOG_CAP - 1));
    for (let i = 1; i < ROLL_LOG_CAP; i++) expect(after[i]).toBe(before[i - 1]);
    expect(before[ROLL_LOG_CAP - 1]!.isConnected).toBe(false);
  });

  it("still redraws what is not an addition: a clearing, then a first roll, then a merged older entry", async () => {
    const { log, view, labels, start } = await fullLog();
    log.clear();
    expect(view.contentEl.querySelector(".hbm-hint")).not.toBeNull();
    log.addText("Po", "1", "sessions/Sesja.md", new Date(start + 700_000));
    expect(labels()).toEqual(["Po"]);
    log.merge(
      [
        {
          id: "x",
          label: "Z drugiego",
          character: null,
          path: "a.md",
          time: new Date(start + 650_000).toISOString(),
          text: "2",
        },
      ],
      null,
    );
    view.refresh();
    expect(labels()).toEqual(["Po", "Z drugiego"]);
  });
});

describe("the roll log's order", () => {
  it("rolls made in the same millisecond stay in the order they were made after a merge (sync, reload)", () => {
    const log = new RollLog([], null, () => {});
    const now = new Date(Date.UTC(2026, 11, 2, 11, 0, 0));
    for (let i = 1; i <= 6; i++) log.addText(null, `rzut ${i}`, "a.md", now);
    const order = ["rzut 6", "rzut 5", "rzut 4", "rzut 3", "rzut 2", "rzut 1"];
    expect(log.list().map((e) => e.text)).toEqual(order);
    const merged = mergeLogs(structuredClone(log.list()), structuredClone(log.list()), null);
    expect(merged.map((e) => e.text)).toEqual(order);
  });
});
