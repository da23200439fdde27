// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { VaultIndex } from "../../core/vault/index";
import { IndexedNote } from "../../core/vault/read-note";
import { PARTY_SLICE_MS, PartyReader } from "./party-reader";

/**
 * The sheet's party (issue 30): read once per index change, never in one long task. A vault
 * with 60 PCs tagged #pc; reading one member's character costs 3 ms by a fake clock.
 */
const pc = (i: number): [string, string] => [
  `player-characters/Postać ${String(i).padStart(2, "0")}.md`,
  `---\ntags: [pc]\n---\n| Ciało | Umysł | Dusza | Magia |\n|---|---|---|---|\n| 2 | 2 | 2 | IV |\n`,
];

let clock = 0;
afterEach(() => vi.restoreAllMocks());

function setup(members = 60) {
  const index = new VaultIndex();
  index.load(Array.from({ length: members }, (_, i) => pc(i)));
  vi.spyOn(performance, "now").mockImplementation(() => clock);
  const descriptor = Object.getOwnPropertyDescriptor(IndexedNote.prototype, "character")!;
  const reads: string[] = [];
  vi.spyOn(IndexedNote.prototype, "character", "get").mockImplementation(function (this: IndexedNote) {
    reads.push(this.path);
    clock += 3;
    return descriptor.get!.call(this) as IndexedNote["character"];
  });
  const reader = new PartyReader(index, () => "#pc");
  return { index, reader, reads };
}

const turns = async (n: number) => {
  for (let i = 0; i < n; i++) await new Promise((r) => setTimeout(r, 0));
};

describe("the sheet's party reader", () => {
  it("reads no member in the asking task and the party in later tasks, each slice within its time", async () => {
    const { reader, reads } = setup();
    const changed = vi.fn();
    reader.onChange(changed);
    expect(reader.paths()).toEqual([]);
    expect(reads).toHaveLength(0); // the asking task (the sheet's first open) has its own work
    expect(reader.busy).toBe(true);
    await turns(1);
    expect(reads.length * 3).toBeLessThanOrEqual(PARTY_SLICE_MS + 3);
    expect(reads.length).toBeGreaterThan(0);
    await turns(60);
    expect(reader.busy).toBe(false);
    expect(reader.paths()).toHaveLength(60);
    expect(reader.paths()[0]).toBe("player-characters/Postać 00.md");
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it("lists the members in its first slice, not in the asking task", async () => {
    const { index, reader } = setup(3);
    const listed = vi.spyOn(index, "ofKind");
    reader.paths();
    expect(listed).not.toHaveBeenCalled();
    await turns(1);
    expect(listed).toHaveBeenCalled();
    expect(reader.paths()).toHaveLength(3);
  });

  it("reads no member again until the index changes, however often the sheet asks", async () => {
    const { index, reader, reads } = setup(3);
    expect(reader.paths()).toHaveLength(0);
    await turns(1);
    expect(reader.paths()).toHaveLength(3); // a small party is there one task later
    const key = reader.key();
    for (let i = 0; i < 20; i++) reader.paths();
    expect(reads).toHaveLength(3);
    index.update(...pc(3));
    reader.paths();
    await turns(5);
    expect(reader.paths()).toHaveLength(4);
    expect(reader.key()).toBeGreaterThan(key);
    // The other members' characters are kept by the index: reading again asks each note once.
    expect(reads).toHaveLength(3 + 4);
  });
});
