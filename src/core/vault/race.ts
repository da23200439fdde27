import { findSkill } from "../rules/names";
import { fold } from "../text/normalize";
import { Diagnostics } from "./diagnostics";
import { basenameOf } from "./links";
import type { RaceNote } from "./model";
import { msg } from "../play/messages";

/** Skill names in the race notes are inflected ("w Refleksie", "w Zdolnościach Magicznych"). */
function skillFromInflected(text: string): string | null {
  const direct = findSkill(text);
  if (direct) return direct;
  const f = fold(text);
  const candidates: Array<[string, string]> = [
    ["zdolnosciach magicznych", "Zdolności Magiczne"],
    ["zrecznosci", "Zręczność"],
    ["refleksie", "Refleks"],
    ["determinacji", "Determinacja"],
    ["intuicji", "Intuicja"],
    ["oddaniu", "Oddanie"],
    ["skradaniu sie", "Skradanie się"],
    ["spostrzegawczosci", "Spostrzegawczość"],
    ["wiedzy o naturze", "Wiedza o Naturze"],
    ["walce wrecz", "Walka Wręcz"],
    ["umiejetnosciach strzeleckich", "Umiejętności Strzeleckie"],
    ["wytrzymalosci", "Wytrzymałość"],
    ["atletyce", "Atletyka"],
    ["empatii", "Empatia"],
    ["medycynie", "Medycyna"],
    ["sile", "Siła"],
    ["teologii", "Teologia"],
    ["rzemiosle", "Rzemiosło"],
  ];
  for (const [inflected, skill] of candidates) if (f === inflected) return skill;
  return null;
}

/** Race rules (`Wybór Rasy - *.md`): the "Cechy Rasowe" list with nested bullets. */
/** A race's name: "Anioł/Anielica", "Feles (Kotowate)", "Wybór Rasy - Lamia": the first plain name. */
export function raceName(path: string, aliases: readonly string[]): string {
  const file = basenameOf(path);
  return (aliases[0] ?? file.replace(/^Wybór Rasy - /i, "")).split(/[/(]|-(?=\p{Lu})/u)[0]?.trim() || file;
}

export function readRace(path: string, aliases: string[], body: string, bodyLine: number): RaceNote {
  const d = new Diagnostics();
  const name = raceName(path, aliases);
  const race: RaceNote = {
    path,
    name,
    aliases,
    attributePoints: null,
    skillPoints: null,
    fixedSkills: {},
    freeTalents: [],
    freeTalentsWritten: [],
    disciplines: [],
    diagnostics: [],
  };
  let nested: "talents" | "disciplines" | null = null;
  body.split(/\r?\n/).forEach((raw, i) => {
    const m = /^(\s*)[-*+]\s+(.*)$/.exec(raw);
    if (!m) return;
    const indent = (m[1] ?? "").replace(/\t/g, "    ").length;
    const text = (m[2] ?? "").trim();
    const f = fold(text);
    if (indent > 0 && nested) {
      if (nested === "talents") {
        if (!/^(jeden|jedna|dwa|dwie|trzy|\d+)?\s*dowoln/.test(f)) {
          race.freeTalents.push(text.replace(/\s*\(.*\)\s*$/, "").trim());
          race.freeTalentsWritten.push(text);
        }
      } else race.disciplines.push(text);
      return;
    }
    nested = null;
    if (f.startsWith("dostepne dziedziny")) nested = "disciplines";
    else if (f.startsWith("darmowe talenty")) nested = "talents";
    else {
      const attr = /^(\d+)\s+(?:punkt\w*\s+(?:do rozdania\s+w\s+)?atrybut|punkt\w*\s+atrybut)/i.exec(f);
      const fixed =
        /^(\d+)\s+punkt\w*\s+umiejetnosci\s+w\s+(.+)$/i.exec(text.normalize("NFC")) ??
        /^(\d+)\s+punkt\w*\s+umiejętności\s+w\s+(.+)$/i.exec(text);
      const free = /^(\d+)\s+punkt\w*\s+umiejetnosci/i.exec(f);
      if (attr) race.attributePoints = Number(attr[1]);
      else if (/^(\d+)\s+punkt\w*\s+do rozdania w atrybuty/.test(f))
        race.attributePoints = Number(/^(\d+)/.exec(f)?.[1]);
      else if (fixed && !/dowolne/i.test(fixed[2] ?? "")) {
        const skill = skillFromInflected((fixed[2] ?? "").trim());
        if (skill) race.fixedSkills[skill] = (race.fixedSkills[skill] ?? 0) + Number(fixed[1]);
        else d.warning(msg("vault.raceSkillUnread", { text }), bodyLine + i);
      } else if (free) race.skillPoints = Number(free[1]);
    }
  });
  if (race.attributePoints === null) d.warning(msg("vault.raceNoAttributePoints"));
  if (race.skillPoints === null) d.warning(msg("vault.raceNoSkillPoints"));
  race.diagnostics = d.list;
  return race;
}
