import { fold } from "../text/normalize";
import { Diagnostics } from "./diagnostics";
import type { Elixir } from "./model";
import { msg } from "../play/messages";

/**
 * Elixirs (docs/en/notes.md "Elixirs"): one `### Eliksir X` section each inside a
 * discipline note; `Moc eliksiru` or `Moc Eliksiru`; bullets mix `-` and `*`.
 */
export function readElixirs(
  path: string,
  body: string,
  bodyLine: number,
): { elixirs: Elixir[]; diagnostics: Diagnostics } {
  const d = new Diagnostics();
  const elixirs: Elixir[] = [];
  const lines = body.split(/\r?\n/);
  let current: Elixir | null = null;
  let list: "overdose" | "ingredients" | null = null;
  const finish = () => {
    if (!current) return;
    if (current.power === null) d.warning(msg("vault.elixirNoPower", { name: current.name }), current.line);
    elixirs.push(current);
  };
  lines.forEach((raw, i) => {
    const line = bodyLine + i;
    const heading = /^(#{1,6})\s+(.+?)\s*#*$/.exec(raw);
    if (heading) {
      const depth = (heading[1] ?? "").length;
      const title = (heading[2] ?? "").replace(/[*_]/g, "").trim();
      if (/^eliksir\b/i.test(title) && fold(title) !== "eliksiry") {
        finish();
        current = { name: title, path, normal: "", quick: "", power: null, overdose: [], ingredients: [], line };
        list = null;
      } else if (current && depth <= 3) {
        finish();
        current = null;
      }
      return;
    }
    if (!current) return;
    const bullet = /^\s*[-*+]\s+(.*)$/.exec(raw);
    const text = (bullet ? bullet[1] : raw)?.trim() ?? "";
    const f = fold(text);
    if (f.startsWith("dzialanie normalne:")) current.normal = text.slice(text.indexOf(":") + 1).trim();
    else if (f.startsWith("dzialanie szybkie:")) current.quick = text.slice(text.indexOf(":") + 1).trim();
    else if (f.startsWith("moc eliksiru")) {
      const m = /:\s*(\d+)/.exec(text);
      if (m) current.power = Number(m[1]);
      else d.warning(msg("vault.elixirNoNumber", { name: current.name, text }), line);
    } else if (f.startsWith("przedawkowanie")) list = "overdose";
    else if (f.startsWith("skladniki")) {
      list = "ingredients";
      // "Składniki (na 10 dawek - 100 ml):": the doses the list is written for (docs/en/rules.md Decision (brewing)).
      const doses = /\bna\s+(\d+)\s+daw/i.exec(text);
      if (doses) current.ingredientDoses = Number(doses[1]);
    } else if (bullet && list) current[list].push(text);
    else if (!bullet && text === "") return;
    else if (!bullet) list = list && text.endsWith(":") ? list : null;
  });
  finish();
  return { elixirs, diagnostics: d };
}
