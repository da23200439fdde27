import { countedSuccesses, isSuccess, type PoolResult } from "../dice/pool";
import { describeSum } from "../dice/expression";
import { renderMessage, type MessageId, type Params } from "../play/messages";
import { countNoun, type Lang } from "../text/plural";
import type { RollResult } from "./result";

/**
 * A roll as one line of text, in Polish or English, worked out from the structured result
 * (the roll log, the note's "Dziennik rzutów", the CLI). The plugin draws the same result as
 * boxes (src/plugin/roll/render-result.ts); both read the same fields, so neither can say more.
 */
const D6_FACES = ["⚀", "⚁", "⚂", "⚃", "⚄", "⚅"];

/** The text form of a face (the spec's line: `⚅ ⚃ ⚂`); the plugin shows digits in boxes. */
export function faceGlyph(face: number): string {
  return D6_FACES[face - 1] ?? String(face);
}

export type FaceMark = "one" | "six" | "success" | "failure";

export function faceMark(face: number, threshold: number): FaceMark {
  if (face === 1) return "one";
  if (face === 6) return "six";
  return isSuccess(face, threshold) ? "success" : "failure";
}

const m = (lang: Lang, key: MessageId, params: Params = {}): string => renderMessage({ key, params }, lang);

export function successesText(n: number, lang: Lang = "pl"): string {
  return countNoun(lang, n, "success");
}

/**
 * A side's successes in an opposed test as they are compared (dice/pool.ts countedSuccesses): `3`, or `5 − 2` when
 * an S above 1 is spent, with successes added to the roll (`3 + 2`) and any the comparison adds (a parry's `+ 1`).
 */
export function countedText(r: Pick<PoolResult, "successes" | "required" | "bonus">, added = 0): string {
  const bonus = r.bonus ?? 0;
  const spent = r.successes - countedSuccesses(r);
  return `${r.successes - bonus}${bonus ? ` + ${bonus}` : ""}${spent ? ` − ${spent}` : ""}${added ? ` + ${added}` : ""}`;
}

/** `3 sukcesy z 2 wymaganych` */
export function countText(successes: number, required: number, lang: Lang = "pl"): string {
  return m(lang, required === 1 ? "roll.countOne" : "roll.count", { n: successes, required });
}

export function verdictWord(passed: boolean, lang: Lang = "pl"): string {
  return m(lang, passed ? "roll.passed" : "roll.failed");
}

/** `+1`, `−2`: successes over or under the required count. */
export function marginText(successes: number, required: number): string {
  const margin = successes - required;
  return margin >= 0 ? `+${margin}` : `−${-margin}`;
}

/** `3 sukcesy z 2 wymaganych: Sukces (+1)` */
export function verdictText(successes: number, required: number, passed: boolean, lang: Lang = "pl"): string {
  return `${countText(successes, required, lang)}: ${verdictWord(passed, lang)} (${marginText(successes, required)})`;
}

/** `Ciało + Refleks (5k6) 4:2`, or just `6k6 4:2` when the pool is plain dice. */
export function poolHead(description: string, dice: number, threshold: number, required: number): string {
  const count = `${Math.max(0, dice)}k6`;
  return description === count || description === ""
    ? `${count} ${threshold}:${required}`
    : `${description} (${count}) ${threshold}:${required}`;
}

/** `Ciało + Refleks (5k6) 4:2 → ⚅ ⚃ ⚂ ⚀ ⚄ → 3 sukcesy z 2 wymaganych: Sukces (+1)` */
export function poolText(
  description: string,
  r: Pick<PoolResult, "pool" | "threshold" | "required" | "faces" | "successes" | "passed" | "bonus"> & {
    noDice?: boolean;
  },
  lang: Lang = "pl",
): string {
  const head = poolHead(description, r.pool, r.threshold, r.required);
  if (r.noDice) return `${head} → ${m(lang, "roll.noDice")}`;
  // Successes added to the result follow the faces: "⚅ ⚃ ⚀ +2 → 3 sukcesy …".
  const bonus = r.bonus ? ` +${r.bonus}` : "";
  return `${head} → ${r.faces.map(faceGlyph).join(" ")}${bonus} → ${verdictText(r.successes, r.required, r.passed, lang)}`;
}

function spentText(result: RollResult, lang: Lang): string {
  const s = result.spend;
  if (!s) return "";
  const parts: string[] = [];
  if (s.mana) parts.push(m(lang, "roll.spentMana", { from: s.mana.before, to: s.mana.after }));
  if (s.zeal) parts.push(m(lang, "roll.spentZeal", { from: s.zeal.before, to: s.zeal.after }));
  return parts.length ? ` · ${m(lang, "roll.spent", { parts: parts.join(", ") })}` : "";
}

/** Which side won an opposed test; null for an unresolved tie. */
export function opposedWinner(result: RollResult & { type: "opposed" }): "left" | "right" | null {
  if (result.winnerSide !== undefined) return result.winnerSide;
  if (result.winner === null) return null;
  return result.winner === result.leftName ? "left" : "right";
}

const tierText = (tier: string | null, lang: Lang): string => tier ?? m(lang, "roll.noTier");

/** The whole result as one line, without its label (the caller adds `Unik: ` where it wants it). */
export function rollText(result: RollResult, lang: Lang = "pl"): string {
  return bodyText(result, lang) + spentText(result, lang);
}

function bodyText(result: RollResult, lang: Lang): string {
  switch (result.type) {
    case "sum":
      return describeSum(result.source ?? "", result.detail, lang);
    case "pool": {
      let text = poolText(result.description ?? "", { ...result, pool: result.pool }, lang);
      if (result.prayerZeal) text += ` · ${m(lang, "roll.prayer", { n: result.prayerZeal })}`;
      return text;
    }
    case "exhaustion": {
      const head = m(lang, "roll.exhaustion", {
        dice: result.dice,
        faces: result.faces.join(" + "),
        total: result.total,
        tier: tierText(result.tier, lang),
      });
      return result.tier && result.effect ? `${head} - ${result.effect}` : head;
    }
    case "group": {
      const members = result.members
        .map((x) =>
          m(lang, "roll.groupMember", {
            name: x.name,
            pool: x.description,
            threshold: x.threshold,
            required: x.required,
            faces: x.faces.length ? x.faces.join(" ") : "—",
            count: countText(x.successes, x.required, lang),
          }),
        )
        .join("; ");
      const passed = result.members.filter((x) => x.passed).length;
      return m(lang, "roll.group", {
        goal: result.goal,
        members,
        passed,
        failed: result.members.length - passed,
        net: result.net,
        verdict: verdictWord(result.passed, lang),
      });
    }
    case "extended": {
      const rounds = result.rolls
        .map((x, i) =>
          m(lang, "roll.extendedRound", {
            i: i + 1,
            faces: x.faces.length ? x.faces.join(" ") : "—",
            successes: x.successes,
          }),
        )
        .join("; ");
      const count = `${Math.max(0, result.dice ?? result.rolls[0]?.pool ?? 0)}k6`;
      const description = result.description ?? "";
      const dice = description === "" || description === count ? `${count} ×3` : `${description} (${count} ×3)`;
      return m(lang, "roll.extended", {
        head: `${dice} ${result.threshold}:${result.required}`,
        rounds,
        count: countText(result.successes, result.required, lang),
        verdict: verdictWord(result.passed, lang),
      });
    }
    case "opposed": {
      const left = result.leftName ?? m(lang, "roll.side", { n: 1 });
      const right = result.rightName ?? m(lang, "roll.side", { n: 2 });
      const rounds = result.rounds
        .map((x, i) =>
          m(lang, "roll.opposedRound", {
            i: i + 1,
            left,
            leftFaces: x.left.faces.join(" ") || "—",
            leftSuccesses: countedText(x.left),
            right,
            rightFaces: x.right.faces.join(" ") || "—",
            rightSuccesses: countedText(x.right),
          }),
        )
        .join("; ");
      const side = opposedWinner(result);
      const verdict =
        side === null
          ? m(lang, "roll.opposedTie")
          : m(lang, "roll.opposedWinner", { name: side === "left" ? left : right });
      return `${result.leftDescription ?? ""} vs ${result.rightDescription ?? ""} → ${rounds} → ${verdict}`;
    }
    case "initiative":
      return m(lang, "roll.initiative", {
        order: result.order
          .map(
            (e, i) =>
              `${i + 1}. ${e.name} ${e.total} (${e.faces.join(" + ")} + ${e.initiative}${e.rollOffs.length ? `; ${m(lang, "roll.rollOff", { faces: e.rollOffs.join(", ") })}` : ""})`,
          )
          .join(", "),
      });
    case "survival": {
      const outcome =
        result.outcome === "stabilised"
          ? "roll.stabilised"
          : result.outcome === "dead"
            ? "roll.dies"
            : "roll.stillDying";
      return m(lang, "roll.survival", {
        pool: poolText(result.description ?? "", result, lang),
        outcome: m(lang, outcome),
      });
    }
    case "spell": {
      let text = `${result.spell}: ${poolText(result.description ?? "", result, lang)} · ${m(lang, result.unlimited ? "roll.spellUnlimited" : "roll.spellCost", { n: result.cost })}`;
      if (result.overcastTest)
        text += ` · ${m(lang, "roll.overcast", { excess: result.excess ?? 0, pool: poolText("Magia + Zdolności Magiczne", result.overcastTest, lang) })}`;
      if (result.prayerZeal) text += ` · ${m(lang, "roll.prayer", { n: result.prayerZeal })}`;
      if (result.exhaustion) {
        const ex = result.exhaustion;
        text += ` · ${m(lang, "roll.overdrawn", { n: result.overdrawn ?? ex.dice, faces: ex.faces.join(" + "), total: ex.total, tier: tierText(ex.tier, lang) })}`;
      }
      for (const w of result.warnings ?? []) text += ` · ${m(lang, w.key, w.params)}`;
      return text;
    }
  }
}
