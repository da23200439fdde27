/**
 * What play says, as message keys with parameters, rendered in Polish or
 * English by the plugin and the CLI. Counted nouns are written `{n:noun}` and
 * take their form from Intl.PluralRules (1 punkt, 2 punkty, 5 punktów).
 */
export type Params = Record<string, string | number>;

export interface Message {
  key: MessageId;
  params: Params;
}

const NOUNS: Record<string, { pl: Partial<Record<Intl.LDMLPluralRule, string>>; en: Partial<Record<Intl.LDMLPluralRule, string>> }> = {
  point: { pl: { one: "punkt", few: "punkty", many: "punktów", other: "punktu" }, en: { one: "point", other: "points" } },
  dose: { pl: { one: "dawka", few: "dawki", many: "dawek", other: "dawki" }, en: { one: "dose", other: "doses" } },
  pd: { pl: { one: "PD", few: "PD", many: "PD", other: "PD" }, en: { one: "XP", other: "XP" } },
  success: { pl: { one: "sukces", few: "sukcesy", many: "sukcesów", other: "sukcesu" }, en: { one: "success", other: "successes" } },
};

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
  "condition.on": "{condition}: tak",
  "condition.onUntil": "{condition}: tak ({until})",
  "condition.off": "{condition}: nie",
  "effect.added": "{effect} ({until})",
  "effect.ended": "koniec: {effect}",
  "cast.result": "{spell}: {verdict} ({n:success} z {required})",
  "cast.spent": "{spell}: Mana {from} → {to}/{max} (koszt {cost})",
  "cast.unlimited": "{spell}: Mana nieograniczona, nic nie ubyło (koszt {cost})",
  "cast.notSpent": "{spell}: koszt {cost} many, nie zapisano",
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
  "condition.on": "{condition}: on",
  "condition.onUntil": "{condition}: on ({until})",
  "condition.off": "{condition}: off",
  "effect.added": "{effect} ({until})",
  "effect.ended": "ended: {effect}",
  "cast.result": "{spell}: {verdict} ({n:success} of {required})",
  "cast.spent": "{spell}: mana {from} → {to}/{max} (cost {cost})",
  "cast.unlimited": "{spell}: unlimited mana, nothing spent (cost {cost})",
  "cast.notSpent": "{spell}: costs {cost} mana, not saved",
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
};

const TABLES = { pl, en } as const;

export function msg(key: MessageId, params: Params = {}): Message {
  return { key, params };
}

export function pluralNoun(lang: "pl" | "en", n: number, noun: string): string {
  const forms = NOUNS[noun]?.[lang];
  if (!forms) return noun;
  const rule = new Intl.PluralRules(lang).select(n);
  return forms[rule] ?? forms.other ?? forms.many ?? noun;
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
    if (noun) return `${value} ${pluralNoun(lang, Number(value), noun)}`;
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
