import { renderMessage, type Message, type MessageId, type Params } from "../play/messages";

/**
 * A problem found in a note, with the line where it is known: `message` in Polish; where the
 * diagnostic has a message key (`key`, `params`), diagnosticText gives it in English too.
 */
export interface Diagnostic {
  severity: "error" | "warning" | "info";
  message: string;
  line?: number;
  key?: MessageId;
  params?: Params;
}

/** A diagnostic from a message key: its Polish text, and the key for other languages. */
export function keyed(severity: Diagnostic["severity"], m: Message, line?: number): Diagnostic {
  const d: Diagnostic = { severity, message: renderMessage(m, "pl"), key: m.key, params: m.params };
  if (line !== undefined) d.line = line;
  return d;
}

/** The diagnostic in the chosen language (Polish where it has no message key). */
export function diagnosticText(d: Diagnostic, language: Language = "pl"): string {
  return d.key ? renderMessage({ key: d.key, params: d.params ?? {} }, language) : d.message;
}

export class Diagnostics {
  readonly list: Diagnostic[] = [];
  error(message: string | Message, line?: number): void {
    this.add("error", message, line);
  }
  warning(message: string | Message, line?: number): void {
    this.add("warning", message, line);
  }
  info(message: string | Message, line?: number): void {
    this.add("info", message, line);
  }
  private add(severity: Diagnostic["severity"], message: string | Message, line?: number): void {
    if (typeof message !== "string") {
      this.list.push(keyed(severity, message, line));
      return;
    }
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
