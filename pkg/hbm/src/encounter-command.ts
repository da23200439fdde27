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
  DEFAULT_CAMPAIGN_NOTE,
  keptResolver,
  MemoryFight,
  readKeptNpcs,
} from "../../../src/core/encounter";
import type { VaultIndex } from "../../../src/core/vault/index";
import { readFrontmatter } from "../../../src/core/vault/frontmatter";
import type { CliIO } from "./hbm";
import { findVaultRoot, indexOfVault } from "./vault-commands";
import { severityLabel } from "../../../src/core/vault/diagnostics";
import { cliText, parseCliLang, usage, type CliLang, type CliText } from "./strings";

/** Bad usage or input: exit 2 with one line on stderr. */
class EncounterUsage extends Error {}

/** The command's usage line, in the language asked. */
export const encounterUsage = (lang: CliLang): string => usage(lang, "encounter");
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
      lang: { type: "string" },
      campaign: { type: "string" },
    },
  });
  const lang = parseCliLang(values.lang, (m) => new EncounterUsage(m));
  const t = cliText(lang);
  if (positionals.length !== 1) throw new EncounterUsage(t.encounterOneNote);
  const note = positionals[0] as string;
  if (!existsSync(note)) throw new EncounterUsage(t.noteMissing(note));
  let advance = 0;
  if (values.advance !== undefined) {
    if (!/^\d{1,4}$/.test(values.advance) || Number(values.advance) > MAX_ADVANCE)
      throw new EncounterUsage(t.advanceRange(MAX_ADVANCE, values.advance));
    advance = Number(values.advance);
  }
  if (values.seed !== undefined && !/^-?\d{1,15}$/.test(values.seed))
    throw new EncounterUsage(t.seedValue(values.seed));
  const root = values.vault ?? findVaultRoot(note);
  const path = relative(resolve(root), resolve(note)).split("\\").join("/");
  if (path.startsWith("..")) throw new EncounterUsage(t.noteOutside(note, root));
  const text = readFileSync(note, "utf8");
  const fm = readFrontmatter(text);
  if (fm.error) throw new EncounterUsage(t.frontmatterUnread(path, fm.error.message));
  const blocks = findEncounterBlocks(text);
  if (blocks.length === 0) throw new EncounterUsage(t.noEncounterBlock(path));
  const warning = severityLabel("warning", lang);
  if (blocks.length > 1) io.err(`hbm: ${warning}: ${t.manyEncounterBlocks(path, blocks.length, blocks[0]?.line)}`);
  const index = indexOfVault(root, lang);
  const fight = new MemoryFight((blocks[0] as { source: string }).source, index, path, fm.data.encounter, lang);
  // Unique NPCs start from the campaign note's kept states, as in the plugin (docs/en/rules.md Decision "unique NPCs").
  const kept = keptStates(root, values.campaign, index, path, lang, t);
  for (const p of kept.problems) io.err(`hbm: ${warning}: ${p}`);
  if (kept.kept.size) fight.setKept(kept.kept);
  for (const p of fight.table.problems) io.err(`hbm: ${warning}: ${p}`);
  for (const n of fight.table.notes ?? []) io.err(`hbm: ${severityLabel("info", lang)}: ${n}`);
  const ctx: EngineContext = {
    lang,
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
        : t.unknownSpellShort;
    },
  };
  let log = [...(fight.encounter?.log ?? [])];
  if (values.advance !== undefined) {
    log = [];
    // A fight not begun yet begins first (Rzuć na inicjatywę: the first turn starts); then N turns.
    if (!fight.encounter && advance > 0) {
      const s = fight.run((t) => startEncounter(t, ctx));
      if (!s.ok) throw new EncounterUsage(s.reason ?? t.startFailed);
      log.push(...s.log);
    }
    for (let i = 0; i < advance; i++) {
      const s = fight.run((t) => nextTurn(t, ctx));
      if (!s.ok) throw new EncounterUsage(s.reason ?? t.nextFailed);
      log.push(...s.log);
    }
  }
  const out = encounterJson(fight.table, log);
  io.out(values.json ? JSON.stringify(out, null, 2) : text_(path, out, t));
  return 0;
}

/**
 * The campaign note's `npcs` (--campaign, else the plugin's default Kampania.md at the vault's
 * root, skipped when absent), read by the core's one reader, readKeptNpcs, as the plugin reads it.
 */
function keptStates(
  root: string,
  asked: string | undefined,
  index: VaultIndex,
  fromPath: string,
  lang: CliLang,
  t: CliText,
): ReturnType<typeof readKeptNpcs> {
  const name = (asked ?? DEFAULT_CAMPAIGN_NOTE).trim();
  const note = name.endsWith(".md") ? name : `${name}.md`;
  const file = resolve(root, note);
  if (!existsSync(file)) {
    if (asked !== undefined) throw new EncounterUsage(t.campaignMissing(note));
    return { kept: new Map(), problems: [] };
  }
  const fm = readFrontmatter(readFileSync(file, "utf8"));
  if (fm.error) return { kept: new Map(), problems: [t.frontmatterUnread(note, fm.error.message)] };
  return readKeptNpcs(fm.data.npcs, keptResolver(index, fromPath), note, lang);
}

function text_(path: string, e: EncounterJson, t: CliText): string {
  const head = e.turn === null ? t.notStarted(path) : t.roundTurn(path, e.round, e.combatants[e.turn]?.name ?? "—");
  const rows = e.combatants.map((c, i) => {
    const mark = e.turn === i ? "▶" : " ";
    const init = c.initiative === null ? "—" : String(c.initiative);
    const state = `${t.health} ${c.health}/${c.maxHealth} · Mana ${c.mana === null ? "—" : c.mana === "unlimited" ? "∞" : c.mana} · ${t.zeal} ${c.zeal}`;
    const conditions = c.conditions.length ? ` · ${c.conditions.join(", ")}` : "";
    const dying = c.dying ? ` · ${t.dying(c.dying.hits, c.dying.failedTests, c.dying.overflow)}` : "";
    return `${mark} ${String(i + 1).padStart(2)}. ${c.name} (${c.kind === "pc" ? t.pc : t.npc}) · ${t.initiativeLower} ${init} · ${state}${conditions}${dying}${c.skipped ? ` · ${t.skipped}` : ""}`;
  });
  return [head, ...rows, ...(e.log.length ? ["", ...e.log] : [])].join("\n");
}
