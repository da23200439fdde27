import { TFile, type App } from "obsidian";
import { findEncounterBlocks, type Table } from "../../core/encounter";
import type { EncounterBlockServices } from "./block";
import { ENCOUNTER_VIEW, EncounterView } from "./view";

/** A fight under way: the note holding its hbm-walka block, the block's source, and its table now. */
export interface OpenFight {
  path: string;
  /** The note's name, as the "Walka" view heads it. */
  name: string;
  source: string;
  table: Table;
}

/**
 * The open encounter, for what is done outside the tracker ("Zastosuj do…" after a spell): the
 * fight in the note the action comes from, else the one the "Walka" view shows, else the one in
 * the active note; only a fight whose initiative was rolled (its record is in the note). Null when
 * none is.
 */
export async function openFight(
  app: App,
  services: Pick<EncounterBlockServices, "store">,
  fromPath: string,
): Promise<OpenFight | null> {
  const shown = app.workspace
    .getLeavesOfType(ENCOUNTER_VIEW)
    .map((leaf) => (leaf.view instanceof EncounterView ? leaf.view.notePath : null));
  const candidates = [fromPath, ...shown, app.workspace.getActiveFile()?.path ?? null];
  for (const path of new Set(candidates)) {
    if (!path || services.store.read(path).encounter === null) continue;
    const file = app.vault.getAbstractFileByPath(path);
    if (!(file instanceof TFile)) continue;
    const block = findEncounterBlocks(await app.vault.cachedRead(file))[0];
    if (!block) continue;
    return { path, name: file.basename, source: block.source, table: services.store.table(path, block.source) };
  }
  return null;
}
