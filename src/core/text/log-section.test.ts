import { describe, expect, it } from "vitest";
import { appendLogLine } from "./log-section";

describe("appending to ## Dziennik rzutów", () => {
  it("creates the section at the end when there is none, leaving the rest byte-identical", () => {
    const before = "# Sesja\n\nTekst.\n";
    const after = appendLogLine(before, "Unik: 3 sukcesy");
    expect(after.startsWith(before)).toBe(true);
    expect(after).toBe("# Sesja\n\nTekst.\n\n## Dziennik rzutów\n\n- Unik: 3 sukcesy\n");
  });

  it("appends after the last entry of an existing section, before the next heading", () => {
    const before = "# S\n\n## Dziennik rzutów\n\n- pierwszy\n\n## Notatki\nx\n";
    const after = appendLogLine(before, "drugi");
    expect(after).toBe("# S\n\n## Dziennik rzutów\n\n- pierwszy\n- drugi\n\n## Notatki\nx\n");
  });

  it("keeps Windows line endings", () => {
    const after = appendLogLine("a\r\n## Dziennik rzutów\r\n\r\n- x\r\n", "y");
    expect(after).toBe("a\r\n## Dziennik rzutów\r\n\r\n- x\r\n- y\r\n");
  });

  it("a multi-line entry becomes one line", () => {
    expect(appendLogLine("", "a\nb")).toBe("## Dziennik rzutów\n\n- a b\n");
  });

  it("a text without a final newline gets a blank line before the section", () => {
    expect(appendLogLine("abc", "x")).toBe("abc\n\n## Dziennik rzutów\n\n- x\n");
  });
});
