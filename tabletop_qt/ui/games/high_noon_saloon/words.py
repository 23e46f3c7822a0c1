"""High Noon Saloon's words on the table: phases, the house set's areas and characters, effects, card lines.

English uses the box's own terms (Fist, Holster, Grit, Scavengin', Jump, Fightin', Hunkerin' Down, Quick Draw,
Behind the Bar, Upstairs Balcony...). Italian uses the Italian rulebook's words (pugno, fondina, grinta, fase di
rinnovo, fase di salto, impugnatura veloce, copertura, soli e scudi, limitazione di movimento...). Dutch uses
terms chosen once by the project and used everywhere:

    Fist = Vuist, Holster = Holster, Grit = Lef, Scavengin' = Snuffelen, Weapon = Wapen, Jump = Sprong,
    Fightin' = Knokken, Hunkerin' Down = Dekking zoeken, Quick Draw = Snel trekken, No Cover = Geen dekking,
    gun = vuurwapen, melee = man-tegen-man, bullet = kogel, block = afweer, enhancement = versterking,
    reload = herladen, sun = zon, shield = schild, movement limit = bewegingsbeperking,
    counterattack = tegenaanval, saloon deck = saloonstapel, load deck = ladingstapel, discards = aflegstapel.

Pack names (cards, areas, characters) are the pack's own; the house set's area names and character abilities are
translated here, since the house set is the project's and every language should read it.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale

CONTEXT = "HighNoonSaloon"

# The phases in turn order (the setup round and the end of the turn at either end).
PHASES: dict[str, str] = {
    "setup": QT_TRANSLATE_NOOP("HighNoonSaloon", "Setup turn"),
    "scavenge": QT_TRANSLATE_NOOP("HighNoonSaloon", "Scavengin'"),
    "weapon": QT_TRANSLATE_NOOP("HighNoonSaloon", "Weapon"),
    "jump": QT_TRANSLATE_NOOP("HighNoonSaloon", "Jump"),
    "fight": QT_TRANSLATE_NOOP("HighNoonSaloon", "Fightin'"),
    "hunker": QT_TRANSLATE_NOOP("HighNoonSaloon", "Hunkerin' Down"),
    "weapon2": QT_TRANSLATE_NOOP("HighNoonSaloon", "Weapon #2"),
    "end": QT_TRANSLATE_NOOP("HighNoonSaloon", "End of turn"),
    "over": QT_TRANSLATE_NOOP("HighNoonSaloon", "Game over"),
}
TURN_PHASES = ("scavenge", "weapon", "jump", "fight", "hunker", "weapon2", "end")

# The house set's areas, by id (another pack's areas show the pack's own names).
HOUSE_AREAS: dict[str, str] = {
    "no_cover": QT_TRANSLATE_NOOP("HighNoonSaloon", "No Cover"),
    "stairs": QT_TRANSLATE_NOOP("HighNoonSaloon", "On the Stairs"),
    "balcony": QT_TRANSLATE_NOOP("HighNoonSaloon", "Upstairs Balcony"),
    "back_room": QT_TRANSLATE_NOOP("HighNoonSaloon", "Back Room"),
    "bar": QT_TRANSLATE_NOOP("HighNoonSaloon", "Behind the Bar"),
    "piano": QT_TRANSLATE_NOOP("HighNoonSaloon", "Behind the Player Piano"),
    "table": QT_TRANSLATE_NOOP("HighNoonSaloon", "Behind an Upended Table"),
}

# Character abilities (the advanced side), worded from the ability and its amount.
ABILITIES: dict[str, str] = {
    "full_load_on_equip": QT_TRANSLATE_NOOP(
        "HighNoonSaloon", "A gun you equip from your hand is fully loaded (no load card)."
    ),
    "fist_damage": QT_TRANSLATE_NOOP("HighNoonSaloon", "Your fist does %n damage."),
    "melee_damage": QT_TRANSLATE_NOOP("HighNoonSaloon", "+%n damage on your melee attacks."),
    "gun_defense": QT_TRANSLATE_NOOP("HighNoonSaloon", "+{amount} defense against gun attacks."),
    "gun_defense_in_no_cover": QT_TRANSLATE_NOOP(
        "HighNoonSaloon", "+{amount} defense against gun attacks while you are in No Cover."
    ),
    "reload_bonus": QT_TRANSLATE_NOOP("HighNoonSaloon", "Each reload card gives %n more bullets."),
    "hand_size": QT_TRANSLATE_NOOP("HighNoonSaloon", "In Scavengin' you draw up to %n cards."),
    "block_heal": QT_TRANSLATE_NOOP("HighNoonSaloon", "Gain {amount} grit whenever you play a block."),
    "melee_block_heal": QT_TRANSLATE_NOOP("HighNoonSaloon", "Gain {amount} grit whenever you block a melee attack."),
    "free_jump": QT_TRANSLATE_NOOP("HighNoonSaloon", "Jumping into No Cover gives you no movement limit."),
}

# The effects of an area, as its icon's tooltip.
AREA_EFFECTS: dict[tuple[str, str], str] = {
    ("end_of_turn", "heal"): QT_TRANSLATE_NOOP("HighNoonSaloon", "At the end of your turn here: +{amount} grit."),
    ("end_of_turn", "add_bullets"): QT_TRANSLATE_NOOP(
        "HighNoonSaloon", "At the end of your turn here: +%n bullets to one of your guns."
    ),
    ("end_of_turn", "first_melee_damage"): QT_TRANSLATE_NOOP(
        "HighNoonSaloon", "At the end of your turn here: +{amount} to your first melee attack."
    ),
    ("jump_from", "heal"): QT_TRANSLATE_NOOP(
        "HighNoonSaloon", "Jump from here into No Cover: +{amount} grit."
    ),
    ("jump_from", "add_bullets"): QT_TRANSLATE_NOOP(
        "HighNoonSaloon", "Jump from here into No Cover: +%n bullets to one of your guns."
    ),
    ("jump_from", "first_melee_damage"): QT_TRANSLATE_NOOP(
        "HighNoonSaloon", "Jump from here into No Cover: +%n damage to your first melee attack this turn."
    ),
}
ALONE = QT_TRANSLATE_NOOP("HighNoonSaloon", "Only if nobody else is in this cover.")
NO_ATTACK = QT_TRANSLATE_NOOP("HighNoonSaloon", "Only if you made no attack this turn.")

# Card types, as the line under a card's name.
CARD_TYPES: dict[str, str] = {
    "gun": QT_TRANSLATE_NOOP("HighNoonSaloon", "Gun"),
    "melee": QT_TRANSLATE_NOOP("HighNoonSaloon", "Melee weapon"),
    "block_gun": QT_TRANSLATE_NOOP("HighNoonSaloon", "Block · gun attack"),
    "block_melee": QT_TRANSLATE_NOOP("HighNoonSaloon", "Block · melee attack"),
    "enhancement_gun": QT_TRANSLATE_NOOP("HighNoonSaloon", "Enhancement · gun"),
    "enhancement_melee": QT_TRANSLATE_NOOP("HighNoonSaloon", "Enhancement · melee"),
    "enhancement_any": QT_TRANSLATE_NOOP("HighNoonSaloon", "Enhancement · any attack"),
    "reload": QT_TRANSLATE_NOOP("HighNoonSaloon", "Reload"),
    "team": QT_TRANSLATE_NOOP("HighNoonSaloon", "Team card"),
}

# Card effects, in a few words each (the face draws values as icons and numbers).
EFFECTS: dict[tuple[str, str], str] = {
    ("split", "self"): QT_TRANSLATE_NOOP("HighNoonSaloon", "up to %n targets"),
    ("drop_weapon", "target"): QT_TRANSLATE_NOOP("HighNoonSaloon", "target drops the fist's weapon"),
    ("drop_weapon", "attacker"): QT_TRANSLATE_NOOP("HighNoonSaloon", "attacker drops the fist's weapon"),
    ("drop_weapon", "self"): QT_TRANSLATE_NOOP("HighNoonSaloon", "you drop the fist's weapon"),
    ("no_counterattack", "target"): QT_TRANSLATE_NOOP("HighNoonSaloon", "no counterattack"),
    ("counterattack", "self"): QT_TRANSLATE_NOOP("HighNoonSaloon", "you may counterattack"),
    ("movement_limit", "self"): QT_TRANSLATE_NOOP("HighNoonSaloon", "you take a movement limit"),
    ("movement_limit", "target"): QT_TRANSLATE_NOOP("HighNoonSaloon", "target takes a movement limit"),
    ("movement_limit", "attacker"): QT_TRANSLATE_NOOP("HighNoonSaloon", "attacker takes a movement limit"),
    ("heal", "self"): QT_TRANSLATE_NOOP("HighNoonSaloon", "+{amount} grit"),
    ("heal", "team"): QT_TRANSLATE_NOOP("HighNoonSaloon", "your team +{amount} grit"),
    ("add_bullets", "self"): QT_TRANSLATE_NOOP("HighNoonSaloon", "+%n bullets to your gun"),
    ("add_bullets", "teammate"): QT_TRANSLATE_NOOP("HighNoonSaloon", "+%n bullets to a teammate's gun"),
    ("draw", "self"): QT_TRANSLATE_NOOP("HighNoonSaloon", "draw %n cards"),
    ("draw", "teammate"): QT_TRANSLATE_NOOP("HighNoonSaloon", "a teammate draws %n cards"),
    ("give_gun", "teammate"): QT_TRANSLATE_NOOP("HighNoonSaloon", "give a gun to a teammate"),
    ("block_for_teammate", "teammate"): QT_TRANSLATE_NOOP("HighNoonSaloon", "block for a teammate"),
}
TEAM_WHEN: dict[str, str] = {
    "any_time": QT_TRANSLATE_NOOP("HighNoonSaloon", "At any moment"),
    "teammate_attacked": QT_TRANSLATE_NOOP("HighNoonSaloon", "When a teammate is attacked"),
}


def tr(source: str, count: int | None = None) -> str:
    """A table's text in the reader's language; a counted one ("%n bullets") in the form its count needs."""
    if count is not None and "%n" in source:
        return QCoreApplication.translate(CONTEXT, source, None, count)
    return QCoreApplication.translate(CONTEXT, source)


def phase_name(phase: str) -> str:
    return tr(PHASES[phase]) if phase in PHASES else phase


def area_name(pack: str, area_id: str, own_name: str) -> str:
    """The house set's areas in the reader's language; any other pack's as the pack names them."""
    if pack == "house" and area_id in HOUSE_AREAS:
        return tr(HOUSE_AREAS[area_id])
    return own_name


def area_effect_text(when: str, op: str, amount: int, alone: bool, no_attack: bool) -> str:
    source = AREA_EFFECTS.get((when, op))
    lines = [tr(source, amount).format(amount=amount) if source else f"{when}: {op} {amount}"]
    if alone:
        lines.append(tr(ALONE))
    if no_attack:
        lines.append(tr(NO_ATTACK))
    return "\n".join(lines)


def effect_text(op: str, who: str, amount: int) -> str:
    source = EFFECTS.get((op, who)) or next((s for (o, _), s in EFFECTS.items() if o == op), None)
    return tr(source, amount).format(amount=amount) if source else op


def ability_text(ability: str, amount: int) -> str:
    source = ABILITIES.get(ability)
    if source is None:
        return ability
    # The counted abilities count the fist's damage (base 2) or the hand size (base 7), else the amount.
    count = 2 + amount if ability == "fist_damage" else 7 + amount if ability == "hand_size" else amount
    return tr(source, count).format(amount=amount)


def card_type_key(card: Any) -> str:
    """The CARD_TYPES key of a saloon card (content.SaloonCard)."""
    kind = card.type.value
    if kind == "weapon":
        return card.weapon.value if card.weapon is not None else "gun"
    if kind in ("block", "enhancement"):
        return f"{kind}_{card.attack.value if card.attack is not None else 'any'}"
    return kind


def reader_language() -> str:
    """The interface's language code (en, it, nl), for the words a content pack carries per language (the house
    set's card names and texts): LanguageManager sets the default QLocale with the translators."""
    from tabletop_qt.core.games.metadata import language_or_english

    return language_or_english(QLocale().name().split("_")[0])


def card_name(card: Any) -> str:
    """A saloon or team card's name for the reader (the pack's own in their language, else its one name)."""
    return str(card.name_in(reader_language()))


def card_text(card: Any) -> str:
    return str(card.text_in(reader_language()))
