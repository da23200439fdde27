import { describe, expect, it } from "vitest";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { readVault, TEST_VAULT } from "../../../test/harness";
import { itWithSampleVault, SAMPLE_VAULT } from "../../../test/real-vault";
import { splitNote } from "./frontmatter";
import { parseMarkdown } from "./markdown";

/**
 * The plugin parses bodies with mdast-util-from-markdown directly (issue 30: unified's wrapper
 * cost about 14 kB of the bundle). remark-parse is that same parser behind unified; the trees
 * must not differ by a node, a value or a position, note by note, over both vaults.
 */
const remark = unified().use(remarkParse);

function sameTrees(files: Record<string, string>): number {
  let bodies = 0;
  for (const [path, text] of Object.entries(files)) {
    // The body, as the readers parse it (positions counted from the body's first line).
    const { body } = splitNote(text);
    expect(parseMarkdown(body), path).toEqual(remark.parse(body));
    bodies++;
  }
  return bodies;
}

describe("mdast-util-from-markdown gives remark-parse's tree", () => {
  it("over every note of test-vault ", () => {
    expect(sameTrees(readVault(TEST_VAULT))).toBeGreaterThan(20);
  });

  itWithSampleVault("over every note of the real-vault sample", () => {
    expect(sameTrees(readVault(SAMPLE_VAULT))).toBeGreaterThan(150);
  });
});
