// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { TFile } from "../../../test/obsidian-mock";
import { loadPlugin, readVault, settle, TEST_VAULT } from "../../../test/harness";
import { slowReads } from "../../../test/slow-reads";

/**
 * The first index (issue 20): Obsidian fires metadataCache "changed" once a note has been
 * re-indexed, some time after the write; at start-up Sync may bring a phone's edits while
 * the plugin is still reading every note. The adapter subscribes before it reads the first
 * note and replays what arrived meanwhile, so no note stays stale until its next change.
 */
const KAMILA = "player-characters/Kamila Wróbel.md";
const ELNERAN = "player-characters/Elneran.md";

describe("a note that changes while the first index runs is indexed as it is now", () => {
  it("Sync rewrites Kamila's Ciało after the index has read her note: the index has the new value", async () => {
    const files = readVault(TEST_VAULT);
    let kamilaRead = false;
    let synced = false;
    const { plugin, app } = await loadPlugin(files, (app) =>
      slowReads(app, (file) => {
        if (file.path === KAMILA) kamilaRead = true;
        else if (kamilaRead && !synced) {
          synced = true;
          void app.vault.modify(
            app.vault.getAbstractFileByPath(KAMILA) as TFile,
            files[KAMILA]!.replace("| 3     | 2     | 3     | IV    |", "| 5     | 2     | 3     | IV    |"),
          );
        }
      }),
    );
    expect(synced).toBe(true);
    await settle();
    expect(plugin.vaultIndex.index.get(KAMILA)?.character?.forms[0]?.attributes.body).toBe(5);
    void app;
  });

  it("a note deleted and one renamed mid-index are gone and moved", async () => {
    const files = readVault(TEST_VAULT);
    let done = false;
    const { plugin } = await loadPlugin(files, (app) =>
      slowReads(app, (_file, n) => {
        if (n !== 3 || done) return;
        done = true;
        void app.vault.delete(app.vault.getAbstractFileByPath(ELNERAN) as TFile);
        void app.vault.rename(app.vault.getAbstractFileByPath(KAMILA) as TFile, "player-characters/Kamila.md");
      }),
    );
    await settle();
    const index = plugin.vaultIndex.index;
    expect(index.get(ELNERAN)).toBeUndefined();
    expect(index.get(KAMILA)).toBeUndefined();
    expect(index.get("player-characters/Kamila.md")?.character?.name).toBe("Kamila");
  });
});
