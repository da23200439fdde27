import type { PlayState } from "../play";
import type { VaultIndex } from "../vault/index";
import type { Step } from "./engine";
import { readEncounter, type EncounterRecord } from "./record";
import { resolveTable, type Table } from "./resolve";

/**
 * The memory store: an encounter and its PCs' states kept in memory, written
 * nowhere (tests, `hbm encounter --advance`). After every step the table is
 * resolved again from the record, exactly as the plugin does after a write.
 */
export class MemoryFight {
  readonly pcStates = new Map<string, PlayState>();
  encounter: EncounterRecord | null;
  readonly problems: string[];
  table: Table;

  constructor(
    private readonly source: string,
    private readonly index: VaultIndex,
    private readonly sourcePath: string,
    frontmatterValue: unknown,
  ) {
    const read = readEncounter(frontmatterValue);
    this.encounter = read.encounter;
    this.problems = read.problems;
    this.table = this.resolve();
  }

  private resolve(): Table {
    return resolveTable(
      this.source,
      this.encounter,
      { index: this.index, sourcePath: this.sourcePath, pcState: (path) => this.pcStates.get(path) },
      this.problems,
    );
  }

  /** Run one step; keep what it changed. */
  run(step: (table: Table) => Step): Step {
    const s = step(this.table);
    if (s.ok) {
      this.encounter = s.encounter;
      for (const pc of s.pc) this.pcStates.set(pc.path, pc.after);
      this.table = this.resolve();
    }
    return s;
  }
}
