import { seededRandom, type RandomSource } from "../../src/core/dice";
import { SKILLS } from "../../src/core/rules";

/**
 * A deterministic synthetic vault in the real vault's mix: PCs with filled
 * tables, stat blocks (some multi-form), spells with the full frontmatter,
 * elixir discipline notes, talents, long lore notes with tables and links,
 * and session notes full of hbm-roll blocks. The first four PCs are also tagged
 * `druzyna`: a party of four (`#druzyna`) beside the party of every PC (`#pc`, 3% of the notes).
 */
export const MIX = {
  pc: 0.03,
  statblock: 0.02,
  spell: 0.1,
  elixirs: 0.005,
  talent: 0.03,
  lore: 0.6,
  session: 0.215,
} as const;

/** The 20-line hbm-roll block the bench renders (a block's render and its first render). */
export const BENCH_BLOCK = Array.from(
  { length: 20 },
  (_, i) =>
    [
      "Unik: Ciało + Refleks 4:1",
      "Obrażenia: 2k6+3",
      "Pula: 6k6 4:2",
      "@Postać 1 Walka Wręcz 4:1 | +2",
      "Pocisk: zaklęcie [[spell-3]] | nadczaruj 1",
    ][i % 5],
).join("\n");

const WORDS =
  "magia szkoła las otchłań uczeń nauczyciel zaklęcie eliksir mana runa smok wieża księga klątwa rytuał most rzeka miasto noc ogień".split(
    " ",
  );

function pick<T>(rng: RandomSource, list: readonly T[]): T {
  return list[rng.die(list.length) - 1] as T;
}

function sentence(rng: RandomSource, words: number): string {
  const out: string[] = [];
  for (let i = 0; i < words; i++) out.push(pick(rng, WORDS));
  const s = out.join(" ");
  return s[0]?.toUpperCase() + s.slice(1) + ".";
}

function statTables(rng: RandomSource): string {
  const a = () => 1 + rng.die(6);
  const skills = Array.from({ length: 8 }, () => pick(rng, SKILLS));
  const unique = [...new Map(skills.map((s) => [s.name, s])).values()];
  return `| Ciało | Umysł | Dusza | Magia |
| :---: | :---: | :---: | :---: |
| ${a()} | ${a()} | ${a()} | ${pick(rng, ["I", "II", "III", "IV", "V", "VI"])} |

| Żywotność | Mana | Pancerz | Inicjatywa | Zapał | Szybkość |
| :-------: | :--: | :-----: | :--------: | :---: | :------: |
| ${10 + rng.die(20)} | ${rng.die(30)} | ${rng.die(3) - 1} | 2k6+${rng.die(12)} | ${rng.die(4)} | 10 m |

### Umiejętności
${unique.map((s) => `- ${s.name} (Ciało) +${rng.die(4)} (${rng.die(10)})`).join("\n")}

### Talenty
- [[Gotowość do Walki]]
- [[Talent ${rng.die(300)}]] *(darmowy)*

### Zaklęcia
- [[spell-${rng.die(1000)}]]
- [[spell-${rng.die(1000)}]]
`;
}

function pc(rng: RandomSource, i: number): [string, string] {
  return [
    `player-characters/Postać ${i}.md`,
    `---
tags:
  - pc
  - student${i < 4 ? "\n  - druzyna" : ""}
aliases: [P${i}]
status: active
health: ${rng.die(10)}
---
| **Zdjęcie**              | ![[.jpg\\|200]] |
| ------------------------ | -------------- |
| **Gracz**                | *Gracz ${i}*   |
| **Rasa**                 | *[[Człowiek]]* |
| **Dziedzina Magii**      | **             |
| **Organizacje**          | *Klasa ${rng.die(5)}Pa* |

## Opis
${sentence(rng, 40)}

## Statystyki

### Atrybuty

${statTables(rng)}
### Ekwipunek
- [[Sztylet]]
`,
  ];
}

function statblock(rng: RandomSource, i: number): [string, string] {
  const forms = rng.die(10) <= 3 ? 2 : 1;
  const body =
    forms === 1
      ? `## Statystyki\n\n${statTables(rng)}`
      : Array.from(
          { length: forms },
          (_, f) => `## Forma ${"I".repeat(f + 1)} - Postać\n\n${sentence(rng, 30)}\n\n${statTables(rng)}`,
        ).join("\n");
  return [
    `rules/06. Bestiariusz/Istota ${i}.md`,
    `---
tags:
  - rule
  - npc-statblock
aliases:
  - Istota ${i}
---
# Istota ${i}

${sentence(rng, 60)}

${body}
`,
  ];
}

function spell(rng: RandomSource, i: number): [string, string] {
  return [
    `spells/school-${i % 12}/spell-${i}.md`,
    `---
tags:
  - spell
  - general
castingMode: ${rng.die(5) === 1 ? "sacred" : "standard"}
school: general
deity: ''
sourceBook: ksiega-magii
manaCost: ${rng.die(6)}
bloodCost: 0
complexityLevel: ${rng.die(3)}
isSuperspell: false
requiresGroupCast: false
minCasters: 1
nonCombatOnly: false
damageBase: ''
damageType: ''
ignoresArmor: false
statusEffects: []
components:
  verbal: false
  somatic: true
  material: ''
  symbols:
    - Lux
requirements:
  race: []
  talent: []
  discipline: []
difficulty:
  threshold: ${2 + rng.die(4)}
  successes: ${rng.die(3)}
range:
  kind: distance
  value: ${rng.die(30)}
  unit: m
duration: Natychmiastowe
castingTime: ''
target: '1'
areaOfEffect: null
overcastOptions:
  - text: +1 punkt Obrażeń
    repeatable: true
    cost: 0
description: >-
  ${sentence(rng, 50)}
---
# Zaklęcie ${i}

${sentence(rng, 50)}
`,
  ];
}

function elixirs(rng: RandomSource, i: number): [string, string] {
  const sections = Array.from(
    { length: 6 },
    (_, e) => `### Eliksir ${i}-${e}
${sentence(rng, 20)}

- Działanie normalne: ${sentence(rng, 12)}
- Działanie szybkie: ${sentence(rng, 8)}
- Moc eliksiru: ${rng.die(8)}

Przedawkowanie:
* 3 dawki: ${sentence(rng, 8)}
* 5 dawek: ${sentence(rng, 8)}

Składniki (na 1 dawkę - 100 ml):
* woda, 100 ml
`,
  ).join("\n");
  return [
    `disciplines/Dziedzina ${i}/Poddziedzina - Warzenie Eliksirów ${i}.md`,
    `---
tags:
  - alchemy
  - potion-brewing
---
## Eliksiry

${sections}`,
  ];
}

function talent(rng: RandomSource, i: number): [string, string] {
  return [
    `rules/00. Podręcznik Gry/Rozdział IV - Talenty/Talent ${i}.md`,
    `---
tags:
  - rule
  - talent
---
Wymagania: Dusza (${rng.die(4)}), Oddanie (${rng.die(4)}) lub Rasa (Anioł)

${sentence(rng, 60)}
`,
  ];
}

function lore(rng: RandomSource, i: number): [string, string] {
  const paragraphs = Array.from({ length: 12 }, () => sentence(rng, 40)).join("\n\n");
  const table = Array.from(
    { length: 10 },
    (_, r) => `| ${pick(rng, WORDS)} ${r} | ${sentence(rng, 6)} | [[Notatka ${rng.die(6000)}]] |`,
  ).join("\n");
  return [
    `lore/${pick(rng, WORDS)}/Notatka ${i}.md`,
    `---
tags:
  - lore
  - ${pick(rng, WORDS)}
aliases: []
---
# Notatka ${i}

${paragraphs}

| Nazwa | Opis | Link |
| --- | --- | --- |
${table}

- [[Notatka ${rng.die(6000)}]]
- [Mapa](../maps/Mapa%20${rng.die(50)}.md)
`,
  ];
}

function session(rng: RandomSource, i: number): [string, string] {
  const lines = [
    "Unik: Ciało + Refleks 4:1",
    "Szukanie śladów: Spostrzegawczość 5:2 | łatwiej",
    `@Postać ${rng.die(300)} Walka Wręcz 4:1 | +2`,
    "Pula: 6k6 4:2",
    "Obrażenia: 1k6+2",
    `Pocisk: zaklęcie [[spell-${rng.die(1000)}]] | nadczaruj 1`,
    "Wyczerpanie: wyczerpanie 3",
  ];
  const blocks = Array.from(
    { length: 3 },
    () => `\`\`\`hbm-roll\npostać: [[Postać ${rng.die(300)}]]\n${lines.join("\n")}\n\`\`\``,
  ).join(`\n\n${sentence(rng, 30)}\n\n`);
  return [
    `sessions/Sesja ${i}.md`,
    `---
tags:
  - session
character: "[[Postać ${rng.die(300)}]]"
---
# Sesja ${i}

${sentence(rng, 80)}

${blocks}
`,
  ];
}

const MAKERS: Record<keyof typeof MIX, (rng: RandomSource, i: number) => [string, string]> = {
  pc,
  statblock,
  spell,
  elixirs,
  talent,
  lore,
  session,
};

export function generateVault(n: number, seed = 2026): Array<[string, string]> {
  const rng = seededRandom(seed);
  const files: Array<[string, string]> = [];
  for (const [kind, share] of Object.entries(MIX) as Array<[keyof typeof MIX, number]>) {
    const count = Math.max(1, Math.round(n * share));
    for (let i = 0; i < count; i++) files.push(MAKERS[kind](rng, i));
  }
  return files.slice(0, n);
}
