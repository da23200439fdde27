import type { PlayState } from "../play";
import type { VaultIndex } from "../vault/index";
import type { Step } from "./engine";
import { readEncounter, type EncounterRecord } from "./record";
import { fightTable, type FightContext } from "./reconcile";
import type { Table } from "./resolve";
import type { KeptNpcs } from "./unique";

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

  /** The campaign note's kept unique NPCs, as the plugin would read them. */
  kept: KeptNpcs | undefined;

  constructor(
    private source: string,
    private readonly index: VaultIndex,
    private readonly sourcePath: string,
    frontmatterValue: unknown,
    /** The language problems and the steps' texts are said in (`hbm encounter --lang`). */
    private readonly lang: "pl" | "en" = "pl",
  ) {
    const read = readEncounter(frontmatterValue, lang);
    this.encounter = read.encounter;
    this.problems = read.problems;
    this.table = this.resolve();
  }

  private resolve(): Table {
    const ctx: FightContext = {
      index: this.index,
      sourcePath: this.sourcePath,
      pcState: (path) => this.pcStates.get(path),
      lang: this.lang,
    };
    if (this.kept) ctx.kept = this.kept;
    return fightTable(this.source, this.encounter, ctx, this.problems);
  }

  /** The GM edits the block (a Goblin more, one less, a line renamed): the table is resolved again. */
  setSource(source: string): void {
    this.source = source;
    this.table = this.resolve();
  }

  /** The campaign note's kept states changed (a fight ended, a reset). */
  setKept(kept: KeptNpcs | undefined): void {
    this.kept = kept;
    this.table = this.resolve();
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
