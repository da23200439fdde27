/** The Atrybuty table of a character or stat block note, as the notes write it (docs/en/notes.md). */
export function attributeTable(body: number, mind: number, soul: number, magic: number | string): string[] {
  return ["| Ciało | Umysł | Dusza | Magia |", "|---|---|---|---|", `| ${body} | ${mind} | ${soul} | ${magic} |`, ""];
}
