/**
 * What a cast at targets says (issue 26 item 3, issue 31 item 4 for stat blocks' own
 * casting text), in Polish and English. messages-pl.ts / messages-en.ts merge these.
 */
export const CAST_MESSAGES_PL = {
  "cast.effectDice": "{label}: kości {faces} = {n}",
  "cast.pool": "{spell}: pula {dice}k6, T:S {threshold}:{required}, kości {faces} → {n:success}",
  "cast.free": "{spell}: bez Testu i bez kosztu Many ({name}: tak mówi karta)",
  "refused.castsNone": "{name} w tej formie nie rzuca zaklęć (tak mówi karta).",
  "fight.castAt": "{name}: {lines}",
  "fight.castFailed": "{spell}: zaklęcie się nie udało, cele bez zmian.",
  "fight.refused.noTargets": "Wybierz co najmniej jeden cel zaklęcia.",
  "fight.refused.tooManyTargets": "{spell}: najwyżej {n:target} (wybrano {chosen}).",
  "fight.castApplied": "zastosowano do celów w walce",
  "fight.refused.overcastUnpaid":
    "{spell}: wybrane nadczarowanie wymaga poziomów: {chosen}, a rzut opłacił: {paid} (dopisz do linii „| nadczaruj N”).",
  "spell.overcastSave": "{name}: nadczarowanie podnosi S testu obronnego o {n}",
  "spell.dice.damage": "{spell}: obrażenia",
  "spell.dice.damageOvercast": "{spell}: obrażenia (nadczarowanie)",
  "spell.dice.heal": "{spell}: leczenie",
  "spell.dice.healOvercast": "{spell}: leczenie (nadczarowanie)",
  "spell.dice.shield": "{spell}: Magiczna Osłona",
  "spell.dice.shieldOvercast": "{spell}: Magiczna Osłona (nadczarowanie)",
  "spell.dice.saveSuccesses": "{spell}: S testu obronnego",
  "spell.dice.saveSuccessesOvercast": "{spell}: S (nadczarowanie)",
} as const;

export type CastMessageId = keyof typeof CAST_MESSAGES_PL;

/** Built with the English table (messages-en.ts englishTable), when English is first asked for. */
export const CAST_MESSAGES_EN = (): Record<CastMessageId, string> => ({
  "cast.effectDice": "{label}: dice {faces} = {n}",
  "cast.pool": "{spell}: pool {dice}d6, T:S {threshold}:{required}, dice {faces} → {n:success}",
  "cast.free": "{spell}: no test and no mana cost ({name}: as the stat block says)",
  "refused.castsNone": "{name} casts no spells in this form (as the stat block says).",
  "fight.castAt": "{name}: {lines}",
  "fight.castFailed": "{spell}: the spell failed, the targets are unchanged.",
  "fight.refused.noTargets": "Pick at least one target for the spell.",
  "fight.refused.tooManyTargets": "{spell}: at most {n:target} ({chosen} picked).",
  "fight.castApplied": "applied to targets in the fight",
  "fight.refused.overcastUnpaid":
    "{spell}: the overcast picked takes levels: {chosen}, the roll paid for: {paid} (add “| nadczaruj N” to the line).",
  "spell.overcastSave": "{name}: overcasting raises the save's S by {n}",
  "spell.dice.damage": "{spell}: damage",
  "spell.dice.damageOvercast": "{spell}: damage (overcast)",
  "spell.dice.heal": "{spell}: healing",
  "spell.dice.healOvercast": "{spell}: healing (overcast)",
  "spell.dice.shield": "{spell}: Magiczna Osłona",
  "spell.dice.shieldOvercast": "{spell}: Magiczna Osłona (overcast)",
  "spell.dice.saveSuccesses": "{spell}: the save's S",
  "spell.dice.saveSuccessesOvercast": "{spell}: S (overcast)",
});
