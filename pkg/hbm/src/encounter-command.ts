import "./use-yaml";
import { existsSync, readFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import { seededRandom } from "../../../src/core/dice";
import { systemRandom } from "./random";
import {
  nextTurn,
  startEncounter,
  type EngineContext,
  findEncounterBlocks,
  encounterJson,
  type EncounterJson,
  MemoryFight,
} from "../../../src/core/encounter";
import { readFrontmatter } from "../../../src/core/vault/frontmatter";
import type { CliIO } from "./hbm";
import { findVaultRoot, loadIndex } from "./vault-commands";

/** Bad usage or input: exit 2 with one line on stderr. */
class EncounterUsage extends Error {}

export const ENCOUNTER_USAGE = "hbm encounter <notatka.md> [--vault KATALOG] [--json] [--advance N --seed S]";
const MAX_ADVANCE = 1000;

/**
 * `hbm encounter`: the encounter of a note as the plugin sees it (combatants
 * resolved, order, round, turn, each one's state in force); `--advance N`
 * prints what N "Następna tura" steps would do and the state after them, and
 * writes nothing (the memory store).
 */
export async function encounterCommand(args: string[], io: CliIO): Promise<number> {
  try {
    return await Promise.resolve(run(args, io));
  } catch (e) {
    if (
      e instanceof EncounterUsage ||
      (e instanceof TypeError && "code" in e && String(e.code).startsWith("ERR_PARSE_ARGS"))
    ) {
      io.err(`hbm: ${e.message.split("\n")[0]}`);
      return 2;
    }
    throw e;
  }
}

function run(args: string[], io: CliIO): number {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      vault: { type: "string" },
      json: { type: "boolean", default: false },
      advance: { type: "string" },
      seed: { type: "string" },
    },
  });
  if (positionals.length !== 1) throw new EncounterUsage(`encounter przyjmuje jedną notatkę: ${ENCOUNTER_USAGE}`);
  const note = positionals[0] as string;
  if (!existsSync(note)) throw new EncounterUsage(`Notatka „${note}” nie istnieje.`);
  let advance = 0;
  if (values.advance !== undefined) {
    if (!/^\d{1,4}$/.test(values.advance) || Number(values.advance) > MAX_ADVANCE)
      throw new EncounterUsage(`--advance wymaga liczby od 0 do ${MAX_ADVANCE}, a jest „${values.advance}”.`);
    advance = Number(values.advance);
  }
  if (values.seed !== undefined && !/^-?\d{1,15}$/.test(values.seed))
    throw new EncounterUsage(`--seed wymaga liczby całkowitej, a jest „${values.seed}”.`);
  const root = values.vault ?? findVaultRoot(note);
  const path = relative(resolve(root), resolve(note)).split("\\").join("/");
  if (path.startsWith("..")) throw new EncounterUsage(`Notatka „${note}” leży poza skarbcem „${root}”.`);
  const text = readFileSync(note, "utf8");
  const fm = readFrontmatter(text);
  if (fm.error) throw new EncounterUsage(`„${path}”: frontmatter się nie parsuje (${fm.error.message}).`);
  const blocks = findEncounterBlocks(text);
  if (blocks.length === 0) throw new EncounterUsage(`„${path}” nie ma bloku hbm-walka.`);
  if (blocks.length > 1)
    io.err(`hbm: uwaga: „${path}” ma ${blocks.length} bloki hbm-walka; liczy się pierwszy (linia ${blocks[0]?.line}).`);
  const index = loadIndex(root);
  const fight = new MemoryFight((blocks[0] as { source: string }).source, index, path, fm.data.encounter);
  for (const p of fight.table.problems) io.err(`hbm: uwaga: ${p}`);
  const ctx: EngineContext = {
    rng: values.seed !== undefined ? seededRandom(Number(values.seed)) : systemRandom(),
    spell: (ref) => {
      const s = index.findSpell(ref, path);
      return s && s.manaCost !== null && s.threshold !== null && s.required !== null
        ? {
            name: s.name,
            manaCost: s.manaCost,
            threshold: s.threshold,
            required: s.required,
            sacred: s.castingMode === "sacred",
          }
        : `Nie znam zaklęcia.`;
    },
  };
  let log = [...(fight.encounter?.log ?? [])];
  if (values.advance !== undefined) {
    log = [];
    // A fight not begun yet begins first (Rzuć na inicjatywę: the first turn starts); then N turns.
    if (!fight.encounter && advance > 0) {
      const s = fight.run((t) => startEncounter(t, ctx));
      if (!s.ok) throw new EncounterUsage(s.reason ?? "Nie udało się zacząć walki.");
      log.push(...s.log);
    }
    for (let i = 0; i < advance; i++) {
      const s = fight.run((t) => nextTurn(t, ctx));
      if (!s.ok) throw new EncounterUsage(s.reason ?? "Nie udało się przejść do następnej tury.");
      log.push(...s.log);
    }
  }
  const out = encounterJson(fight.table, log);
  io.out(values.json ? JSON.stringify(out, null, 2) : text_(path, out));
  return 0;
}

function text_(path: string, e: EncounterJson): string {
  const head =
    e.turn === null
      ? `Walka w „${path}”: jeszcze nie rzucono na inicjatywę.`
      : `Walka w „${path}”: runda ${e.round}, tura: ${e.combatants[e.turn]?.name ?? "—"}.`;
  const rows = e.combatants.map((c, i) => {
    const mark = e.turn === i ? "▶" : " ";
    const init = c.initiative === null ? "—" : String(c.initiative);
    const state = `Żywotność ${c.health}/${c.maxHealth} · Mana ${c.mana} · Zapał ${c.zeal}`;
    const conditions = c.conditions.length ? ` · ${c.conditions.join(", ")}` : "";
    const dying = c.dying
      ? ` · umiera (trafienia ${c.dying.hits}, nieudane testy ${c.dying.failedTests}, nadmiar ${c.dying.overflow})`
      : "";
    return `${mark} ${String(i + 1).padStart(2)}. ${c.name} (${c.kind === "pc" ? "PG" : "BN"}) · inicjatywa ${init} · ${state}${conditions}${dying}${c.skipped ? " · pomijany" : ""}`;
  });
  return [head, ...rows, ...(e.log.length ? ["", ...e.log] : [])].join("\n");
}
