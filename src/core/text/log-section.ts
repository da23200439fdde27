/**
 * The "## Dziennik rzutów" section of a note: a roll is appended as one plain
 * text line. Everything outside the inserted line stays byte for byte.
 */
export const LOG_HEADING = "## Dziennik rzutów";

export function appendLogLine(text: string, entry: string, heading = LOG_HEADING): string {
  const line = `- ${entry.replace(/[\r\n]+/g, " ")}`;
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  const lines = text.split(/\r?\n/);
  const start = lines.findIndex((l) => l.trim() === heading);
  if (start < 0) {
    const prefix = text.length === 0 || text.endsWith(eol + eol) ? "" : text.endsWith("\n") ? eol : eol + eol;
    return `${text}${prefix}${heading}${eol}${eol}${line}${eol}`;
  }
  // The section ends at the next heading of level 1 or 2.
  let end = lines.length;
  for (let i = start + 1; i < lines.length; i++) {
    if (/^#{1,2}\s/.test(lines[i] as string)) {
      end = i;
      break;
    }
  }
  let insertAt = end;
  while (insertAt > start + 1 && (lines[insertAt - 1] as string).trim() === "") insertAt--;
  if (insertAt === start + 1) {
    // An empty section: keep one blank line after the heading.
    lines.splice(start + 1, 0, "", line);
    return lines.join(eol);
  }
  lines.splice(insertAt, 0, line);
  return lines.join(eol);
}
