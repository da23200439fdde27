import { cryptoRandom } from "../core/dice/random";
import type { RollEnvironment, RollResult } from "../core/roll/execute";
import { refName, type NoteRef, type RollLine } from "../core/roll/types";
import type HbmPlugin from "../main";
import type { RollServices } from "./roll-block";

/** Connects roll blocks to the vault: characters, spells, the log and `wydaj` writes. */
export class PluginRollServices implements RollServices {
  private readonly listeners = new Set<() => void>();
  private readonly rng = cryptoRandom();

  constructor(private readonly plugin: HbmPlugin) {}

  environment(_sourcePath: string, blockCharacter: NoteRef | null): RollEnvironment {
    return {
      rng: this.rng,
      character: (ref) => {
        const wanted = ref ?? blockCharacter;
        return wanted ? `Nie znam postaci „${refName(wanted)}”.` : "Ta linia wymaga postaci, a żadnej nie wskazano.";
      },
      spell: (ref) => `Nie znam zaklęcia „${refName(ref)}”.`,
    };
  }

  knownNames(): string[] {
    return [];
  }

  rolled(_result: RollResult, _line: RollLine, _sourcePath: string): Promise<string | null> {
    return Promise.resolve(null);
  }

  onDataChanged(callback: () => void): () => void {
    this.listeners.add(callback);
    return () => this.listeners.delete(callback);
  }

  notifyDataChanged(): void {
    for (const listener of this.listeners) listener();
  }
}
