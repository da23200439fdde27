/**
 * What play says, as message keys with parameters, rendered in Polish or
 * English by the plugin and the CLI. Counted nouns are written `{n:noun}` and
 * take their form from Intl.PluralRules (1 punkt, 2 punkty, 5 punktów).
 */
import { countNoun } from "../text/plural";

export type Params = Record<string, string | number>;

export interface Message {
  key: MessageId;
  params: Params;
}

const STATS: Record<string, { pl: string; en: string }> = {
  health: { pl: "Żywotność", en: "Health" },
  mana: { pl: "Mana", en: "Mana" },
  zeal: { pl: "Zapał", en: "Zeal" },
  elixirTolerance: { pl: "Tolerancja eliksirów", en: "Elixir tolerance" },
  experience: { pl: "PD", en: "XP" },
};

const UNTIL: Record<string, { pl: string; en: string }> = {
  scene: { pl: "do końca sceny", en: "until the scene ends" },
  longRest: { pl: "do Długiego odpoczynku", en: "until the next long rest" },
};

const pl = {
  "refused.dead": "{name} jest Martwy: rzuty, zaklęcia, odpoczynki i inne akcje są wstrzymane, dopóki Mistrz Gry nie zdejmie stanu Martwy.",
  "refused.noMana": "{name} nie ma Many (Brak): nie może rzucać zaklęć.",
  "refused.powerSource": "Źródło Mocy nie może rzucać zaklęć (Pierwotna Energia).",
  "refused.baseCost": "Bazowy koszt zaklęcia ({cost}) przekracza Maksymalny Koszt Zaklęcia ({max}); tylko nadczarowanie może go przekroczyć.",
  "refused.prayerTalent": "Modlitwa wymaga talentu Błogosławieństwo, a {name} go nie ma.",
  "refused.prayerZeal": "Modlitwa kosztuje {cost} Zapału, a {name} ma {zeal}.",
  "refused.prayerDazed": "{name} jest Oszołomiony: nie może wykorzystywać Zapału, więc nie może się modlić.",
  "refused.dyingNeedsZero": "Umierający tylko przy 0 Żywotności, a {name} ma {health}: zadaj obrażenia albo ustaw Żywotność.",
  "refused.notDying": "{name} nie jest Umierający: Test Przeżycia nie jest potrzebny.",
  "refused.unknownCondition": "Nie znam stanu „{condition}”.",
  "refused.elixirPower": "Nie znam Mocy eliksiru „{elixir}” (brak „Moc eliksiru: N”).",
  "refused.quick": "{elixir}: {text}",
  "refused.purchase": "{reason}",
  "refused.statBlock": "Statystyki z bestiariusza to szablon: {name} nie kupuje niczego za PD.",
  "refused.award": "Nie przyznano PD: {n} daje {result} PD, a PD nie mogą spaść poniżej 0 ani zmienić się o więcej niż {max}.",
  "refused.amount": "„{value}” to nie liczba od 0 do {max}.",
  "change.value": "{stat}: {from} → {to}/{max}",
  "change.same": "{stat} bez zmian ({value}/{max})",
  "change.cut": "{stat}: {from} → {to} (cięcie do maksimum w mocy)",
  "damage.layers": "Obrażenia {total}: {layers}",
  "damage.dazed": "Oszołomiony: obrażenia {n} ≥ Ciało + Umysł + Dusza ({threshold})",
  "damage.dying": "Umierający: obrażenia ponad 0 Żywotności: {overflow}; Test Przeżycia na początku tury",
  "damage.hitWhileDying": "trafienie podczas umierania ({hits}/{max}): Test Przeżycia o stopień trudniejszy",
  "damage.dead": "{name} umiera.",
  "damage.layerNote": "{layer}: {note}",
  "heal.endsDying": "Żywotność powyżej 0: koniec stanu Umierający, liczniki umierania wyczyszczone",
  "condition.on": "{condition}: nałożony",
  "condition.onUntil": "{condition}: nałożony ({until})",
  "condition.off": "{condition}: zdjęty",
  "effect.added": "{effect} ({until})",
  "effect.ended": "koniec: {effect}",
  "cast.result": "{spell}: {verdict} ({n:success} z {required})",
  "cast.spent": "{spell}: Mana {from} → {to}/{max} (koszt: {cost:manaPoint})",
  "cast.unlimited": "{spell}: Mana nieograniczona, nic nie ubyło (koszt: {cost:manaPoint})",
  "cast.notSpent": "{spell}: koszt {cost:manaPoint}, nie zapisano",
  "cast.prayer": "modlitwa: Zapał {from} → {to}",
  "cast.overcastTest": "nadczarowanie ponad Maksymalny Koszt (E={excess}): {verdict} ({n:success} z {required})",
  "cast.exhaustion": "Wyczerpanie Many ({dice}k6 = {total}): {tier} - {effect}",
  "cast.exhaustionDamage": "{tier}: {formula} obrażeń ignorujących Pancerz = {n}",
  "drink.drunk": "{elixir} ({mode}): Tolerancja eliksirów {from} → {to}/{tolerance}",
  "drink.text": "{elixir}: {text}",
  "drink.weaker": "przekroczona Tolerancja: efekt słabszy o połowę",
  "drink.stopped": "efekty dawek tego eliksiru nie działają do końca przedawkowania",
  "drink.doses": "{elixir}: {n:dose} od ostatniego zresetowania Tolerancji",
  "drink.doseOverdose": "Przedawkowanie ({elixir}, {n:dose}): {text}",
  "drink.overdose": "Przekroczenie Tolerancji: {text}",
  "drink.unconscious": "Nieprzytomny: przekroczenie Tolerancji o 100%",
  "drink.countDown": "Ekwipunek: {item} ×{from} → ×{to}",
  "drink.lastOne": "Ekwipunek: {item} - ostatni, linia usunięta",
  "drink.notOwned": "Ekwipunek: {item} nie jest na liście, nic nie ubyło",
  "rest.roll": "rzut: Żywotność 1k6 = {health} + Wytrzymałość {endurance}, Mana 1k6 = {mana}",
  "rest.noHealing": "Przeklęty: Żywotność nie regeneruje się naturalnie",
  "rest.noBreatherMana": "Zmęczenie: Odetchnięcie nie przywraca Many do końca sceny",
  "rest.toleranceReset": "Tolerancja eliksirów {from} → 0",
  "rest.nothing": "{rest}: nic się nie zmieniło",
  "rest.name": "{rest}",
  "turn.burn": "{condition}: {n:point} obrażeń Środowiskowych",
  "turn.survivalDue": "Umierający: teraz Test Przeżycia",
  "turn.nothing": "Nowa tura: nic się nie zmieniło",
  "survival.roll": "Test Przeżycia {threshold}:{required}: {faces} → {n:success}",
  "survival.passed": "Test Przeżycia zdany: ustabilizowany, Nieprzytomny",
  "survival.failed": "Nieudany Test Przeżycia ({failed}/{max}): jeszcze jedna szansa",
  "survival.dead": "Drugi nieudany Test Przeżycia: {name} umiera",
  "buy.done": "{what} za {cost} PD (zostaje {left})",
  "scene.ended": "Koniec sceny",
  "scene.nothing": "Koniec sceny: żaden efekt nie trwał",
  "pd.awarded": "PD: {from} → {to}",
  // ---- rolls (core/roll): result texts, captions and problems ----
  "roll.count": "{n:success} z {required} wymaganych",
  "roll.countOne": "{n:success} z 1 wymaganego",
  "roll.passed": "Sukces",
  "roll.failed": "Porażka",
  "roll.noDice": "brak kości w puli: Porażka bez rzutu",
  "roll.prayer": "modlitwa: −{n:zealPoint}",
  "roll.spent": "wydano: {parts}",
  "roll.spentMana": "Mana {from} → {to}",
  "roll.spentZeal": "Zapał {from} → {to}",
  "roll.exhaustion": "Wyczerpanie Many ({dice}k6) → {faces} = {total}: {tier}",
  "roll.noTier": "bez skutków",
  "roll.extended": "Rozszerzony {description} ({dice}k6 ×3) {threshold}:{required} → {rounds} → razem {count}: {verdict}",
  "roll.extendedRound": "{i}. rzut: {faces} ({successes})",
  "roll.opposedRound": "runda {i}: {left} {leftFaces} ({leftSuccesses}) vs {right} {rightFaces} ({rightSuccesses})",
  "roll.opposedWinner": "wygrywa {name}",
  "roll.opposedTie": "remis nierozstrzygnięty",
  "roll.side": "Strona {n}",
  "roll.round": "Runda {n}",
  "roll.initiative": "Inicjatywa → {order}",
  "roll.rollOff": "dogrywka {faces}",
  "roll.survival": "Test Przeżycia: {pool} → {outcome}",
  "roll.stabilised": "ustabilizowany (Nieprzytomny)",
  "roll.dies": "umiera",
  "roll.stillDying": "nadal Umierający (jeszcze jedna szansa)",
  "roll.spellCost": "koszt: {n:manaPoint}",
  "roll.spellUnlimited": "koszt: {n:manaPoint} (Mana nieograniczona: nic nie ubywa)",
  "roll.overcast": "nadczarowanie ponad Maksymalny Koszt Zaklęcia (E={excess}): {pool}",
  "roll.overdrawn": "brakuje {n:manaPoint}: Wyczerpanie Many {faces} = {total}: {tier}",
  "roll.one": "jedynka: zawsze porażka",
  "roll.six": "szóstka: zawsze sukces",
  "roll.hit": "sukces",
  "roll.miss": "bez sukcesu",
  "roll.diceLabel": "Kości: {faces}",
  "caption.initiative": "Inicjatywa: {list}",
  "caption.survival": "{name}: Test Przeżycia {threshold}:{required}",
  "caption.notDying": "{name}: Test Przeżycia (nie umiera)",
  "caption.exhaustion": "Wyczerpanie Many {dice}k6",
  "caption.extended": "Rozszerzony: {pool} {threshold}:{required}",
  "caption.spellCost": "{n:manaPoint}",
  "caption.overcast": "nadczarowanie {levels}",
  "caption.zeal": "{n:zealPoint}",
  "rollError.needsCharacter": "„{text}” wymaga postaci, a żadnej nie wskazano.",
  "rollError.doubleMissing": "„podwój {skill}”: tej umiejętności nie ma w puli.",
  "rollError.tooManyDice": "Za dużo kości w puli: {dice} (najwyżej {max}).",
  "rollError.noManaPool": "{name} nie ma Many (Mana: Brak), więc nie rzuca zaklęć.",
  "rollError.noZeal": "{name} ma {zeal} Zapału, a modlitwa kosztuje {n:zealPoint}.",
  "rollError.unknownCharacterHeader": "Nie znam postaci „{name}” (nagłówek „postać:”).",
  "rollError.unknownCharacterFrontmatter": "Nie znam postaci „{name}” (frontmatter „character:”).",
  "rollError.noCharacter": "Ta linia wymaga postaci: dodaj „postać: [[Imię]]”, „@Imię” w linii albo wybierz postać w karcie.",
  "rollError.unknownCharacter": "Nie znam postaci „{name}”.",
  "rollError.noStats": "{name} nie ma jeszcze statystyk (pusta tabela Atrybuty).",
  "rollError.dead": "{name} jest Martwy: rzuty są wstrzymane, dopóki Mistrz Gry nie zdejmie stanu Martwy.",
  "rollError.unknownSpell": "Nie znam zaklęcia „{name}”.",
  "rollError.spellIncomplete": "Zaklęcie „{name}” nie ma kosztu Many albo T:S we frontmatter.",
  "rollError.headerNotRoll": "„postać:” to nagłówek bloku, nie rzut.",
  "rollError.lineAt": "Linia {line}: „{source}”: {problem}",
} as const;

export type MessageId = keyof typeof pl;

const en: Record<MessageId, string> = {
  "refused.dead": "{name} is dead (Martwy): rolls, spells, rests and other actions wait until the GM removes Martwy.",
  "refused.noMana": "{name} has no mana (Brak): cannot cast spells.",
  "refused.powerSource": "A power source cannot cast spells (Pierwotna Energia).",
  "refused.baseCost": "The spell's base cost ({cost}) is above the max spell cost ({max}); only overcasting may exceed it.",
  "refused.prayerTalent": "A prayer needs the talent Błogosławieństwo, which {name} does not have.",
  "refused.prayerZeal": "A prayer costs {cost} zeal and {name} has {zeal}.",
  "refused.prayerDazed": "{name} is dazed (Oszołomiony): cannot use zeal, so cannot pray.",
  "refused.dyingNeedsZero": "Dying (Umierający) only at 0 health, and {name} has {health}: deal damage or set the health.",
  "refused.notDying": "{name} is not dying: no survival test is needed.",
  "refused.unknownCondition": "Unknown condition “{condition}”.",
  "refused.elixirPower": "The elixir “{elixir}” has no power (no “Moc eliksiru: N”).",
  "refused.quick": "{elixir}: {text}",
  "refused.purchase": "{reason}",
  "refused.statBlock": "A bestiary stat block is a template: {name} buys nothing with XP.",
  "refused.award": "No XP awarded: {n} gives {result} XP; XP cannot go below 0 or change by more than {max}.",
  "refused.amount": "“{value}” is not a number from 0 to {max}.",
  "change.value": "{stat}: {from} → {to}/{max}",
  "change.same": "{stat} unchanged ({value}/{max})",
  "change.cut": "{stat}: {from} → {to} (cut to the maximum in force)",
  "damage.layers": "Damage {total}: {layers}",
  "damage.dazed": "Dazed: damage {n} ≥ body + mind + soul ({threshold})",
  "damage.dying": "Dying: damage beyond 0 health: {overflow}; survival test at the start of the turn",
  "damage.hitWhileDying": "hit while dying ({hits}/{max}): the survival test is one step harder",
  "damage.dead": "{name} dies.",
  "damage.layerNote": "{layer}: {note}",
  "heal.endsDying": "Health above 0: no longer dying, dying counters cleared",
  "condition.on": "{condition}: added",
  "condition.onUntil": "{condition}: added ({until})",
  "condition.off": "{condition}: removed",
  "effect.added": "{effect} ({until})",
  "effect.ended": "ended: {effect}",
  "cast.result": "{spell}: {verdict} ({n:success} of {required})",
  "cast.spent": "{spell}: mana {from} → {to}/{max} (cost: {cost:manaPoint})",
  "cast.unlimited": "{spell}: unlimited mana, nothing spent (cost: {cost:manaPoint})",
  "cast.notSpent": "{spell}: costs {cost:manaPoint}, not saved",
  "cast.prayer": "prayer: zeal {from} → {to}",
  "cast.overcastTest": "overcast beyond the max cost (E={excess}): {verdict} ({n:success} of {required})",
  "cast.exhaustion": "Mana exhaustion ({dice}d6 = {total}): {tier} - {effect}",
  "cast.exhaustionDamage": "{tier}: {formula} damage ignoring armour = {n}",
  "drink.drunk": "{elixir} ({mode}): elixir tolerance {from} → {to}/{tolerance}",
  "drink.text": "{elixir}: {text}",
  "drink.weaker": "tolerance exceeded: the effect is halved",
  "drink.stopped": "the doses of this elixir do nothing until the overdose ends",
  "drink.doses": "{elixir}: {n:dose} since the last tolerance reset",
  "drink.doseOverdose": "Overdose ({elixir}, {n:dose}): {text}",
  "drink.overdose": "Tolerance exceeded: {text}",
  "drink.unconscious": "Unconscious: tolerance exceeded by 100%",
  "drink.countDown": "Equipment: {item} ×{from} → ×{to}",
  "drink.lastOne": "Equipment: {item} - the last one, line removed",
  "drink.notOwned": "Equipment: {item} is not listed, nothing taken",
  "rest.roll": "roll: health 1d6 = {health} + endurance {endurance}, mana 1d6 = {mana}",
  "rest.noHealing": "Cursed (Przeklęty): health does not regenerate naturally",
  "rest.noBreatherMana": "Fatigue (Zmęczenie): a breather restores no mana until the scene ends",
  "rest.toleranceReset": "Elixir tolerance {from} → 0",
  "rest.nothing": "{rest}: nothing changed",
  "rest.name": "{rest}",
  "turn.burn": "{condition}: {n:point} of environmental damage",
  "turn.survivalDue": "Dying: survival test now",
  "turn.nothing": "New turn: nothing changed",
  "survival.roll": "Survival test {threshold}:{required}: {faces} → {n:success}",
  "survival.passed": "Survival test passed: stabilised, unconscious",
  "survival.failed": "Survival test failed ({failed}/{max}): one more chance",
  "survival.dead": "Second failed survival test: {name} dies",
  "buy.done": "{what} for {cost} XP ({left} left)",
  "scene.ended": "End of scene",
  "scene.nothing": "End of scene: no effect was running",
  "pd.awarded": "XP: {from} → {to}",
  "roll.count": "{n:success} of {required} required",
  "roll.countOne": "{n:success} of 1 required",
  "roll.passed": "Success",
  "roll.failed": "Failure",
  "roll.noDice": "no dice in the pool: failure without a roll",
  "roll.prayer": "prayer: −{n:zealPoint}",
  "roll.spent": "spent: {parts}",
  "roll.spentMana": "mana {from} → {to}",
  "roll.spentZeal": "zeal {from} → {to}",
  "roll.exhaustion": "Mana exhaustion ({dice}k6) → {faces} = {total}: {tier}",
  "roll.noTier": "no effect",
  "roll.extended": "Extended {description} ({dice}k6 ×3) {threshold}:{required} → {rounds} → in all {count}: {verdict}",
  "roll.extendedRound": "roll {i}: {faces} ({successes})",
  "roll.opposedRound": "round {i}: {left} {leftFaces} ({leftSuccesses}) vs {right} {rightFaces} ({rightSuccesses})",
  "roll.opposedWinner": "{name} wins",
  "roll.opposedTie": "an unresolved tie",
  "roll.side": "Side {n}",
  "roll.round": "Round {n}",
  "roll.initiative": "Initiative → {order}",
  "roll.rollOff": "roll-off {faces}",
  "roll.survival": "Survival test: {pool} → {outcome}",
  "roll.stabilised": "stabilised (unconscious)",
  "roll.dies": "dies",
  "roll.stillDying": "still dying (one more chance)",
  "roll.spellCost": "cost: {n:manaPoint}",
  "roll.spellUnlimited": "cost: {n:manaPoint} (unlimited mana: nothing is spent)",
  "roll.overcast": "overcast beyond the max spell cost (E={excess}): {pool}",
  "roll.overdrawn": "{n:manaPoint} short: mana exhaustion {faces} = {total}: {tier}",
  "roll.one": "a one: always a failure",
  "roll.six": "a six: always a success",
  "roll.hit": "success",
  "roll.miss": "no success",
  "roll.diceLabel": "Dice: {faces}",
  "caption.initiative": "Initiative: {list}",
  "caption.survival": "{name}: survival test {threshold}:{required}",
  "caption.notDying": "{name}: survival test (not dying)",
  "caption.exhaustion": "Mana exhaustion {dice}k6",
  "caption.extended": "Extended: {pool} {threshold}:{required}",
  "caption.spellCost": "{n:manaPoint}",
  "caption.overcast": "overcast {levels}",
  "caption.zeal": "{n:zealPoint}",
  "rollError.needsCharacter": "“{text}” needs a character and none was given.",
  "rollError.doubleMissing": "“podwój {skill}”: that skill is not in the pool.",
  "rollError.tooManyDice": "Too many dice in the pool: {dice} (at most {max}).",
  "rollError.noManaPool": "{name} has no mana (Mana: Brak), so casts no spells.",
  "rollError.noZeal": "{name} has {zeal} zeal and a prayer costs {n:zealPoint}.",
  "rollError.unknownCharacterHeader": "Unknown character “{name}” (the “postać:” header).",
  "rollError.unknownCharacterFrontmatter": "Unknown character “{name}” (frontmatter “character:”).",
  "rollError.noCharacter": "This line needs a character: add “postać: [[Name]]”, “@Name” on the line, or choose a character in the sheet.",
  "rollError.unknownCharacter": "Unknown character “{name}”.",
  "rollError.noStats": "{name} has no stats yet (empty Atrybuty table).",
  "rollError.dead": "{name} is dead (Martwy): rolls wait until the GM removes Martwy.",
  "rollError.unknownSpell": "Unknown spell “{name}”.",
  "rollError.spellIncomplete": "The spell “{name}” has no mana cost or T:S in its frontmatter.",
  "rollError.headerNotRoll": "“postać:” is the block's header, not a roll.",
  "rollError.lineAt": "Line {line}: “{source}”: {problem}",
};

const TABLES = { pl, en } as const;

export function msg(key: MessageId, params: Params = {}): Message {
  return { key, params };
}


function untilText(lang: "pl" | "en", until: string): string {
  const fixed = UNTIL[until]?.[lang];
  if (fixed) return fixed;
  const round = /^round (\d+)$/.exec(until);
  if (round) return lang === "pl" ? `do rundy ${round[1]}` : `until round ${round[1]}`;
  return until;
}

/** One message in the chosen language (Polish where English has no text). */
export function renderMessage(m: Message, lang: "pl" | "en" = "pl"): string {
  const template = TABLES[lang][m.key] ?? pl[m.key];
  return template.replace(/\{(\w+)(?::(\w+))?\}/g, (_, name: string, noun?: string) => {
    const value = m.params[name];
    if (value === undefined) return `{${name}}`;
    if (noun) return countNoun(lang, Number(value), noun);
    if (name === "stat") return STATS[String(value)]?.[lang] ?? String(value);
    if (name === "until") return untilText(lang, String(value));
    return String(value);
  });
}

export function renderMessages(ms: readonly Message[], lang: "pl" | "en" = "pl"): string[] {
  return ms.map((m) => renderMessage(m, lang));
}

/** Every key has a Polish and an English text (tests check this). */
export const MESSAGE_IDS = Object.keys(pl) as MessageId[];
export const messageTables = TABLES;
