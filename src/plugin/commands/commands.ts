import { Notice } from "obsidian";
import { withoutMd } from "../../core/vault/links";
import type { PluginHost } from "../host";
import type { Rest } from "../play/outcome";
import { AwardPdModal } from "../play/award-pd-modal";
import { bt } from "../play/between-strings";
import { BrewModal } from "../play/brew-modal";
import { GiveModal } from "../play/give-modal";
import { LearnSpellModal } from "../play/learn-spell-modal";
import { DamageModal } from "../play/damage-modal";
import { t, type MessageKey } from "../i18n/i18n";
import { RollPromptModal } from "../roll/prompt";
import { ROLL_LOG_VIEW } from "../roll/log";
import { SheetView, SHEET_VIEW } from "../sheet";
import { partyPaths } from "../sheet/party";
import { st } from "../sheet/strings";

export { partyPaths };

/** The sheet's pinned character, when a sheet is open and pinned. */
export function pinnedCharacter(plugin: PluginHost): string | null {
  for (const leaf of plugin.app.workspace.getLeavesOfType(SHEET_VIEW)) {
    const view = leaf.view;
    if (view instanceof SheetView && view.pinnedPath && plugin.vaultIndex.index.get(view.pinnedPath)?.isCharacter)
      return view.pinnedPath;
  }
  return null;
}

/**
 * The character a command acts on: the sheet's pinned character when the
 * sheet is pinned (the player pinned it to act on it), else the active note
 * if it is a character, else the sheet's. Every Notice begins with the name.
 */
export function currentCharacter(plugin: PluginHost): string | null {
  const pinned = pinnedCharacter(plugin);
  if (pinned) return pinned;
  // Whether a note is a character needs no read of it (the sheet reads it in its own task).
  const index = plugin.vaultIndex.index;
  const active = plugin.app.workspace.getActiveFile();
  if (active && index.get(active.path)?.isCharacter) return active.path;
  const sheet = plugin.activeCharacterPath;
  return sheet && index.get(sheet)?.isCharacter ? sheet : null;
}

/** Palette commands: sentence case, no default hotkeys, enabled only where they apply. */
export function registerCommands(plugin: PluginHost): void {
  // The sheet one tap away (desktop ribbon; the phone's ribbon menu).
  plugin.addRibbonIcon("scroll-text", t("openSheet"), () => void openSheet(plugin, currentCharacter(plugin)));
  // Rests and the party's initiative are kept in the roll log, not only in a Notice.
  plugin.register(
    plugin.actions.onActivity((a) => {
      if (a.log)
        plugin.rollLog.addText(
          a.title,
          a.lines.join(" · "),
          a.paths.length === 1 ? (a.paths[0] ?? "") : (plugin.app.workspace.getActiveFile()?.path ?? ""),
        );
    }),
  );
  const withCharacter = (id: string, name: MessageKey, run: (path: string) => unknown) =>
    plugin.addCommand({
      id,
      name: t(name),
      checkCallback: (checking) => {
        const path = currentCharacter(plugin);
        if (!path) return false;
        if (!checking) {
          // The open note is another character: say that the pinned one is meant.
          const active = plugin.app.workspace.getActiveFile()?.path;
          if (active && active !== path && plugin.vaultIndex.index.get(active)?.isCharacter)
            new Notice(st("pinnedActs", { name: plugin.vaultIndex.index.get(path)?.character?.name ?? path }));
          void run(path);
        }
        return true;
      },
    });

  plugin.addCommand({
    id: "roll-dice",
    name: t("rollPromptCommand"),
    callback: () => {
      const path = plugin.app.workspace.getActiveFile()?.path ?? "";
      new RollPromptModal(plugin.app, plugin.services, path).open();
    },
  });
  plugin.addCommand({
    id: "open-roll-log",
    name: t("openRollLog"),
    callback: () => void openView(plugin, ROLL_LOG_VIEW),
  });
  plugin.addCommand({
    id: "open-character-sheet",
    name: t("openSheet"),
    callback: () => void openSheet(plugin, currentCharacter(plugin)),
  });
  withCharacter("deal-damage", "dealDamage", (path) => new DamageModal(plugin.app, plugin, path).open());
  withCharacter("fill-stats", "fillStats", (path) => plugin.fillStats(path));
  withCharacter("new-turn", "newTurnCommand", (path) => plugin.actions.newTurn(path));
  const rests: Array<[Rest, MessageKey]> = [
    ["long", "longRest"],
    ["short", "shortRest"],
    ["breather", "breather"],
  ];
  for (const [kind, key] of rests) {
    withCharacter(`${kind}-rest`, key, (path) => plugin.actions.rest(path, kind));
    plugin.addCommand({
      id: `${kind}-rest-party`,
      name: `${t(key)}: ${t("wholeParty")}`,
      checkCallback: (checking) => {
        const paths = partyPaths(plugin);
        if (paths.length === 0) return false;
        if (!checking) void plugin.actions.restParty(paths, kind);
        return true;
      },
    });
  }
  // Koniec sceny: scene-long effects end (docs/en/rules.md Decision on exhaustion).
  withCharacter("end-scene", "endScene", (path) => plugin.actions.endScene(path));
  plugin.addCommand({
    id: "end-scene-party",
    name: `${t("endScene")}: ${t("wholeParty")}`,
    checkCallback: (checking) => {
      const paths = partyPaths(plugin);
      if (paths.length === 0) return false;
      if (!checking) void plugin.actions.endSceneParty(paths);
      return true;
    },
  });
  // Przyznaj PD (the GM): the character at hand or the party.
  plugin.addCommand({
    id: "award-pd",
    name: t("awardPd"),
    checkCallback: (checking) => {
      const path = currentCharacter(plugin);
      const party = partyPaths(plugin);
      if (!path && party.length === 0) return false;
      if (!checking) new AwardPdModal(plugin.app, plugin, path, party).open();
      return true;
    },
  });
  // Przekaż przedmiot (docs/en/rules.md Decision on giving): from the character at hand.
  plugin.addCommand({
    id: "give-item",
    name: bt("giveCommand"),
    checkCallback: (checking) => {
      const path = currentCharacter(plugin);
      if (!path || plugin.vaultIndex.index.get(path)?.character?.kind !== "pc") return false;
      if (!checking) new GiveModal(plugin.app, plugin, path, null).open();
      return true;
    },
  });
  // Warz eliksir and Naucz się zaklęcia (docs/en/rules.md "Between sessions"): for the player character at hand.
  const forPc = (id: string, name: string, open: (path: string) => void) =>
    plugin.addCommand({
      id,
      name,
      checkCallback: (checking) => {
        const path = currentCharacter(plugin);
        if (!path || plugin.vaultIndex.index.get(path)?.character?.kind !== "pc") return false;
        if (!checking) open(path);
        return true;
      },
    });
  forPc("brew-elixir", bt("brewCommand"), (path) => new BrewModal(plugin.app, plugin, path).open());
  forPc("learn-spell", bt("learnCommand"), (path) => new LearnSpellModal(plugin.app, plugin, path).open());
  plugin.addCommand({
    id: "roll-initiative",
    name: t("rollInitiative"),
    checkCallback: (checking) => {
      const paths = partyPaths(plugin);
      if (paths.length === 0) return false;
      if (!checking) rollPartyInitiative(plugin, paths);
      return true;
    },
  });
  plugin.addCommand({
    id: "undo-character-change",
    name: t("undoLast"),
    checkCallback: (checking) => {
      if (!plugin.actions.canUndo) return false;
      if (!checking) void plugin.actions.undo();
      return true;
    },
  });
}

/** The party's initiative: one roll each, in order, shown and logged. */
export function rollPartyInitiative(plugin: PluginHost, paths: string[]): string {
  const links = paths.map((p) => `[[${withoutMd(p)}]]`).join(" ");
  const r = plugin.actions.roll(paths[0] ?? "", `${t("rollInitiative")}: inicjatywa ${links}`);
  const text = r.ok ? (r.changes[0] ?? "") : (r.reason ?? t("noPartyCharacter"));
  // The roll itself went into the roll log; each member's sheet shows the order too.
  if (r.ok) plugin.actions.emit({ paths, title: t("rollInitiative"), lines: [text], log: false });
  new Notice(text, 15000);
  return text;
}

/** Show a side view, reusing an open one. */
export async function openView(plugin: PluginHost, type: string): Promise<void> {
  const { workspace } = plugin.app;
  let leaf = workspace.getLeavesOfType(type)[0];
  if (!leaf) {
    // obsidian.d.ts: getRightLeaf may return null (no right sidebar): then a tab of its own.
    leaf = workspace.getRightLeaf(false) ?? workspace.getLeaf("tab");
    await leaf.setViewState({ type, active: true });
  }
  await workspace.revealLeaf(leaf);
}

export async function openSheet(plugin: PluginHost, path: string | null, pin = false): Promise<SheetView | null> {
  await openView(plugin, SHEET_VIEW);
  const view = plugin.app.workspace.getLeavesOfType(SHEET_VIEW)[0]?.view;
  if (!(view instanceof SheetView)) return null;
  if (path) view.show(path, pin);
  await view.whenDrawn();
  return view;
}
