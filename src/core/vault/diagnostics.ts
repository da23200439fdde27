/** A problem found in a note, in Polish, with the line where it is known. */
export interface Diagnostic {
  severity: "error" | "warning" | "info";
  message: string;
  line?: number;
}

export class Diagnostics {
  readonly list: Diagnostic[] = [];
  error(message: string, line?: number): void {
    this.add("error", message, line);
  }
  warning(message: string, line?: number): void {
    this.add("warning", message, line);
  }
  info(message: string, line?: number): void {
    this.add("info", message, line);
  }
  private add(severity: Diagnostic["severity"], message: string, line?: number): void {
    const d: Diagnostic = { severity, message };
    if (line !== undefined) d.line = line;
    this.list.push(d);
  }
}

export type Language = "pl" | "en";

/** One severity vocabulary for every output (issue 13): Polish, English under the English language setting. */
export const SEVERITY_LABEL: Record<Language, Record<Diagnostic["severity"], string>> = {
  pl: { error: "błąd", warning: "uwaga", info: "info" },
  en: { error: "error", warning: "warning", info: "info" },
};

export function severityLabel(severity: Diagnostic["severity"], language: Language = "pl"): string {
  return SEVERITY_LABEL[language][severity];
}
