"""High Noon Saloon's words for refusals, end reasons and log lines, in the box's English terms, the Italian
rulebook's and the project's Dutch ones (listed in ui/games/high_noon_saloon/words.py).

Source texts are marked with QT_TRANSLATE_NOOP and translated when shown (a language switch re-words the log).
Whole sentences per case, never glued. Card names are the content pack's own (the house set's are English in
every language, as the printed cards' names are); areas of the house set are translated.
"""

from __future__ import annotations

import re

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from tabletop_qt.core.game import Event
from tabletop_qt.ui.games.high_noon_saloon.words import area_name, phase_name
from tabletop_qt.ui.games.high_noon_saloon.words import card_name as reader_card_name
from tabletop_qt.ui.texts import joined, winners_text

CONTEXT = "HighNoonSaloon"

# Refusals ("Reasons" context).
REASONS: dict[str, str] = {
    "hns.game_over": QT_TRANSLATE_NOOP("Reasons", "The game is over."),
    "hns.not_your_turn": QT_TRANSLATE_NOOP("Reasons", "It is not your turn to decide."),
    "hns.wrong_phase": QT_TRANSLATE_NOOP("Reasons", "That is not allowed in this phase."),
    "hns.place_your_figure": QT_TRANSLATE_NOOP("Reasons", "Place your figure on an empty space first."),
    "hns.already_placed": QT_TRANSLATE_NOOP("Reasons", "Your figure is already on the map."),
    "hns.not_in_hand": QT_TRANSLATE_NOOP("Reasons", "That card is not in your hand."),
    "hns.not_a_weapon": QT_TRANSLATE_NOOP("Reasons", "Only weapon cards can be equipped."),
    "hns.no_holster_icon": QT_TRANSLATE_NOOP("Reasons", "Only a gun with the holster icon can go into the Holster."),
    "hns.not_a_reload": QT_TRANSLATE_NOOP("Reasons", "That is not a reload card."),
    "hns.no_gun_there": QT_TRANSLATE_NOOP("Reasons", "There is no gun there to take the bullets."),
    "hns.slot_empty": QT_TRANSLATE_NOOP("Reasons", "There is no weapon there to move."),
    "hns.team_card_not_here": QT_TRANSLATE_NOOP("Reasons", "A team card cannot be used like that."),
    "hns.no_such_space": QT_TRANSLATE_NOOP("Reasons", "There is no such space on the map."),
    "hns.space_taken": QT_TRANSLATE_NOOP("Reasons", "That space is taken."),
    "hns.jump_into_no_cover": QT_TRANSLATE_NOOP("Reasons", "A Jump goes into No Cover."),
    "hns.already_in_no_cover": QT_TRANSLATE_NOOP("Reasons", "You are already in No Cover: there is nowhere to jump."),
    "hns.orange_only": QT_TRANSLATE_NOOP("Reasons", "Under a movement limit you may move only onto an orange space."),
    "hns.no_cover_effect": QT_TRANSLATE_NOOP("Reasons", "Your cover has no effect for you now."),
    "hns.holster_empty": QT_TRANSLATE_NOOP("Reasons", "Your Holster is empty: there is nothing to quick-draw."),
    "hns.no_gun_in_fist": QT_TRANSLATE_NOOP("Reasons", "A gun attack needs a gun in your Fist."),
    "hns.no_such_option": QT_TRANSLATE_NOOP("Reasons", "That card has no such option."),
    "hns.not_enough_bullets": QT_TRANSLATE_NOOP("Reasons", "Not enough bullets for that option."),
    "hns.nobody_in_reach": QT_TRANSLATE_NOOP("Reasons", "Nobody is in your cover or in a cover you reach."),
    "hns.no_target": QT_TRANSLATE_NOOP("Reasons", "There is nobody to attack."),
    "hns.finish_the_attack": QT_TRANSLATE_NOOP("Reasons", "Finish your attack first: enhancements, then the target."),
    "hns.answer_the_attack": QT_TRANSLATE_NOOP("Reasons", "Answer the attack first: block or pass."),
    "hns.counterattack_or_pass": QT_TRANSLATE_NOOP("Reasons", "Counterattack or pass."),
    "hns.not_an_enhancement": QT_TRANSLATE_NOOP("Reasons", "That is not an attack enhancement."),
    "hns.wrong_attack_type": QT_TRANSLATE_NOOP("Reasons", "That enhancement is for the other kind of attack."),
    "hns.same_name": QT_TRANSLATE_NOOP("Reasons", "An enhancement of that name is already on this attack."),
    "hns.target_twice": QT_TRANSLATE_NOOP("Reasons", "A split attack hits each player only once."),
    "hns.too_many_targets": QT_TRANSLATE_NOOP("Reasons", "This attack cannot be split that many ways."),
    "hns.target_self": QT_TRANSLATE_NOOP("Reasons", "You cannot attack yourself."),
    "hns.no_such_player": QT_TRANSLATE_NOOP("Reasons", "That player is not in the game."),
    "hns.out_of_reach": QT_TRANSLATE_NOOP("Reasons", "A melee attack reaches only your cover or a cover you reach."),
    "hns.not_a_block": QT_TRANSLATE_NOOP("Reasons", "That is not a block card."),
    "hns.wrong_block_type": QT_TRANSLATE_NOOP("Reasons", "The block must be of the same kind as the attack."),
    "hns.target_teammate": QT_TRANSLATE_NOOP("Reasons", "You do not attack a teammate."),
    "hns.one_target_per_team": QT_TRANSLATE_NOOP("Reasons", "A split attack hits players of different teams."),
    "hns.teammates_first": QT_TRANSLATE_NOOP("Reasons", "Your teammates may add enhancements first: pass to them."),
    "hns.offer_or_pass": QT_TRANSLATE_NOOP("Reasons", "Offer an enhancement that fits the attack, or pass."),
    "hns.choose_an_option": QT_TRANSLATE_NOOP("Reasons", "Choose which option of the offered card applies."),
    "hns.name_the_targets": QT_TRANSLATE_NOOP("Reasons", "Choose the target of your attack."),
    "hns.not_team_play": QT_TRANSLATE_NOOP("Reasons", "Only in team play."),
    "hns.token_already_cashed": QT_TRANSLATE_NOOP("Reasons", "Your team has already cashed its +10 token."),
    "hns.not_a_team_card": QT_TRANSLATE_NOOP("Reasons", "That is not a team card."),
    "hns.not_a_teammate": QT_TRANSLATE_NOOP("Reasons", "That player is not your teammate."),
    "hns.team_card_condition": QT_TRANSLATE_NOOP("Reasons", "That team card cannot be played like that now."),
    "hns.no_room_for_the_gun": QT_TRANSLATE_NOOP("Reasons", "Your teammate has no empty place for that gun."),
    "hns.already_passed_a_card": QT_TRANSLATE_NOOP("Reasons", "You have already passed a card this turn."),
    # The "characters" option of a new game (core/games/high_noon_saloon/characters.py).
    "hns.character_chosen_twice": QT_TRANSLATE_NOOP("Reasons", "Two seats have chosen {character}: each player chooses a different character."),
    "hns.unknown_character": QT_TRANSLATE_NOOP("Reasons", "There is no character {character} in this game's cards."),
    "hns.characters_count": QT_TRANSLATE_NOOP("Reasons", "The characters are chosen for %n seats, but the table has {players}."),
    "hns.characters_malformed": QT_TRANSLATE_NOOP("Reasons", "The characters chosen cannot be read."),
}
REASON_DETAIL: dict[str, str] = {}

OUTCOME_REASONS: dict[str, str] = {
    "hns.last_standing": QT_TRANSLATE_NOOP("HighNoonSaloon", "The last player with Grit wins."),
    "hns.last_team_standing": QT_TRANSLATE_NOOP("HighNoonSaloon", "The last team with Grit wins."),
    "hns.nobody_standing": QT_TRANSLATE_NOOP("HighNoonSaloon", "No man left standing: the game is a draw."),
}


# The catalog of the table on the screen (the board sets it: the table's content pack); None: the house set's.
_table_catalog: Any = None


def use_catalog(catalog: Any) -> None:
    """Word the log with this content pack's card and area names (the table on the screen plays with it)."""
    global _table_catalog
    _table_catalog = catalog


def table_catalog() -> Any:
    """The content pack the log is worded with now (None: the house set), to put back after wording another."""
    return _table_catalog


def _catalog() -> Any:
    if _table_catalog is not None:
        return _table_catalog
    # The engine's own look-ups over the house set (read once, on first use).
    from tabletop_qt.core.games import get_game

    return get_game("high_noon_saloon").catalog


def reason_details(details: Mapping[str, Any]) -> dict[str, Any]:
    """A refusal's details as the sentence names them: a character by its name on the card, not its id."""
    out = dict(details)
    if "character" in out:
        known = _catalog().characters.get(str(out["character"]))
        out["character"] = known.name if known is not None else str(out["character"])
    return out


def card_name(card: object) -> str:
    """A card's name (an id or an instance "id#n") as the table's pack prints it; an unknown id as written."""
    catalog = _catalog()
    card_id = str(card).split("#", 1)[0]
    known = catalog.cards.get(card_id) or catalog.team_cards.get(card_id)
    return reader_card_name(known) if known is not None else card_id


def space_area(space: object) -> str:
    catalog = _catalog()
    area = catalog.area(str(space))
    return area_name(catalog.content.pack.id, area.id, area.name) if area is not None else str(space)


# A card whose name ends in "!" or "?" (Duck!, Chuck It!) at the end of a sentence: its mark ends the sentence.
_DOUBLE_MARK = re.compile(r"([!?])\.(?=\s|$)")


def event_text(event: Event, who: Callable[[str], str], names: Sequence[str]) -> str | None:
    text = _event_text(event, who, names)
    return None if text is None else _DOUBLE_MARK.sub(r"\1", text)


def _event_text(event: Event, who: Callable[[str], str], names: Sequence[str]) -> str | None:
    a: Mapping[str, Any] = event.args
    code = event.code
    card = card_name(a.get("card", "?"))
    if code == "hns.characters":
        return None  # the seat list shows each player's character
    if code == "hns.cards_dealt":
        count = int(a.get("count", 0))
        return QCoreApplication.translate("Log", "{player} is dealt %n cards.", None, count).format(
            player=who("seat")
        )
    if code == "hns.setup_round":
        return QCoreApplication.translate(
            "Log", "The setup round: {player} starts, each player equips weapons and places a figure."
        ).format(player=who("first"))
    if code == "hns.setup_turn":
        return QCoreApplication.translate("Log", "{player}'s setup turn.").format(player=who("seat"))
    if code == "hns.placed":
        return QCoreApplication.translate("Log", "{player} takes a place: {area}.").format(
            player=who("seat"), area=space_area(a.get("space"))
        )
    if code == "hns.turn_started":
        return QCoreApplication.translate("Log", "Turn {turn}: {player}.").format(
            turn=a.get("turn", "?"), player=who("seat")
        )
    if code == "hns.phase_ended":
        return QCoreApplication.translate("Log", "{player} ends the phase: {phase}.").format(
            player=who("seat"), phase=phase_name(str(a.get("phase")))
        )
    if code == "hns.discarded":
        return QCoreApplication.translate("Log", "{player} discards {card}.").format(player=who("seat"), card=card)
    if code == "hns.cards_drawn":
        cards = a.get("cards")
        if cards:
            return QCoreApplication.translate("Log", "{player} draws {cards} from the saloon deck.").format(
                player=who("seat"), cards=joined([card_name(c) for c in cards])
            )
        count = int(a.get("count", 0))
        return QCoreApplication.translate("Log", "{player} draws %n cards from the saloon deck.", None, count).format(
            player=who("seat")
        )
    if code == "hns.deck_reshuffled":
        return QCoreApplication.translate("Log", "The discards are shuffled into a new saloon deck.")
    if code == "hns.loads_reshuffled":
        return QCoreApplication.translate("Log", "The used load cards are shuffled into a new load deck.")
    if code == "hns.load_revealed":
        bullets = int(a.get("bullets", 0))
        return QCoreApplication.translate("Log", "A load card is revealed: %n bullets.", None, bullets)
    if code == "hns.equipped":
        bullets = int(a.get("bullets", 0))
        if a.get("slot") == "holster":
            if bullets == 0:  # a melee weapon, or an empty gun: no "(0 bullets)"
                text = QCoreApplication.translate("Log", "{player} puts {card} in the Holster.")
            else:
                text = QCoreApplication.translate("Log", "{player} puts {card} in the Holster (%n bullets).", None, bullets)
        elif bullets == 0:
            text = QCoreApplication.translate("Log", "{player} equips {card} in the Fist.")
        else:
            text = QCoreApplication.translate("Log", "{player} equips {card} in the Fist (%n bullets).", None, bullets)
        return text.format(player=who("seat"), card=card)
    if code == "hns.weapon_discarded":
        return QCoreApplication.translate("Log", "{player} discards {card} to make room.").format(
            player=who("seat"), card=card
        )
    if code == "hns.weapons_moved":
        return QCoreApplication.translate("Log", "{player} moves a weapon between Fist and Holster.").format(
            player=who("seat")
        )
    if code == "hns.reloaded":
        bullets = int(a.get("bullets", 0))
        if a.get("slot") == "holster":
            text = QCoreApplication.translate(
                "Log", "{player} plays {card}: %n bullets into the gun in the Holster.", None, bullets
            )
        else:
            text = QCoreApplication.translate(
                "Log", "{player} plays {card}: %n bullets into the gun in the Fist.", None, bullets
            )
        return text.format(player=who("seat"), card=card)
    if code == "hns.jumped":
        return QCoreApplication.translate("Log", "{player} jumps into No Cover.").format(player=who("seat"))
    if code == "hns.moved":
        return QCoreApplication.translate("Log", "{player} hunkers down: {area}.").format(
            player=who("seat"), area=space_area(a.get("space"))
        )
    if code == "hns.attack_declared":
        if a.get("attack") == "gun":
            bullets = int(a.get("bullets", 0))
            return QCoreApplication.translate("Log", "{player} shoots with {card}, spending %n bullets.", None, bullets).format(player=who("seat"), card=card_name(a.get("weapon", "?")))
        if a.get("weapon"):
            return QCoreApplication.translate("Log", "{player} attacks in melee with {card}.").format(
                player=who("seat"), card=card_name(a.get("weapon"))
            )
        return QCoreApplication.translate("Log", "{player} attacks in melee with the fist.").format(
            player=who("seat")
        )
    if code == "hns.enhanced":
        owner = a.get("owner")
        if isinstance(owner, int) and owner != a.get("seat"):
            return QCoreApplication.translate("Log", "{helper}'s {card} enhances {player}'s attack.").format(
                helper=who("owner"), card=card, player=who("seat")
            )
        return QCoreApplication.translate("Log", "{player} enhances the attack with {card}.").format(
            player=who("seat"), card=card
        )
    if code == "hns.team_help_asked":
        return QCoreApplication.translate("Log", "{player} asks the teammates for enhancements.").format(
            player=who("seat")
        )
    if code == "hns.offered":
        return QCoreApplication.translate("Log", "{player} offers {card} for the attack.").format(
            player=who("seat"), card=card
        )
    if code == "hns.no_offer":
        return QCoreApplication.translate("Log", "{player} adds nothing to the attack.").format(player=who("seat"))
    if code == "hns.targeted":
        targets = [names[t] for t in a.get("targets", []) if isinstance(t, int) and 0 <= t < len(names)]
        return QCoreApplication.translate("Log", "{player} attacks {targets}.").format(
            player=who("seat"), targets=joined(targets)
        )
    if code == "hns.blocked":
        return QCoreApplication.translate("Log", "{player} blocks with {card}.").format(player=who("seat"), card=card)
    if code == "hns.covered":
        return QCoreApplication.translate("Log", "{player} covers {target} with {card}.").format(
            player=who("seat"), target=who("target"), card=card
        )
    if code == "hns.not_blocked":
        return QCoreApplication.translate("Log", "{player} does not block.").format(player=who("seat"))
    if code == "hns.damage":
        return QCoreApplication.translate("Log", "{target} loses {grit} Grit.").format(
            target=who("target"), grit=a.get("grit", 0)
        )
    if code == "hns.healed":
        return QCoreApplication.translate("Log", "{player} gains {grit} Grit.").format(
            player=who("seat"), grit=a.get("grit", 0)
        )
    if code == "hns.bullets_added":
        bullets = int(a.get("bullets", 0))
        return QCoreApplication.translate("Log", "{player} gets %n bullets.", None, bullets).format(
            player=who("seat")
        )
    if code == "hns.weapon_dropped":
        return QCoreApplication.translate("Log", "{player} drops {card}.").format(player=who("seat"), card=card)
    if code == "hns.counterattacks":
        seats = [names[s] for s in a.get("seats", []) if isinstance(s, int) and 0 <= s < len(names)]
        if len(seats) == 1:  # the verb agrees with one player or several
            return QCoreApplication.translate("Log", "{counter} may counterattack {player}.").format(
                counter=seats[0], player=who("against")
            )
        return QCoreApplication.translate("Log", "{players} may counterattack {player}.").format(
            players=joined(seats), player=who("against")
        )
    if code == "hns.no_counterattack":
        return QCoreApplication.translate("Log", "{player} does not counterattack.").format(player=who("seat"))
    if code == "hns.quick_draw":
        return QCoreApplication.translate("Log", "{player} quick-draws {card}.").format(player=who("seat"), card=card)
    if code == "hns.player_out":
        return QCoreApplication.translate("Log", "{player} is out of the game.").format(player=who("seat"))
    if code == "hns.cover_healed":
        return QCoreApplication.translate("Log", "{player} catches a breath behind cover: +{grit} Grit.").format(
            player=who("seat"), grit=a.get("grit", 0)
        )
    if code == "hns.cover_loaded":
        bullets = int(a.get("bullets", 0))
        return QCoreApplication.translate("Log", "{player} loads up behind cover: +%n bullets.", None, bullets).format(
            player=who("seat")
        )
    if code == "hns.token_cashed":
        return QCoreApplication.translate("Log", "{player}'s team cashes its +10 token: {grit} Grit.").format(
            player=who("seat"), grit=a.get("grit", 0)
        )
    if code == "hns.team_card_played":
        if isinstance(a.get("target"), int):
            return QCoreApplication.translate("Log", "{player} plays {card} for {target}.").format(
                player=who("seat"), card=card, target=who("target")
            )
        return QCoreApplication.translate("Log", "{player} plays {card}.").format(player=who("seat"), card=card)
    if code == "hns.gun_given":
        bullets = int(a.get("bullets", 0))
        return QCoreApplication.translate("Log", "{player} hands {card} to {target}, with %n bullets.", None, bullets).format(
            player=who("seat"), card=card, target=who("target")
        )
    if code == "hns.card_passed":
        if "card" in a:
            return QCoreApplication.translate("Log", "{player} passes {card} face down to {target}.").format(
                player=who("seat"), card=card, target=who("target")
            )
        return QCoreApplication.translate("Log", "{player} passes a card face down to {target}.").format(
            player=who("seat"), target=who("target")
        )
    if code == "hns.game_ended":
        winners = [names[w] for w in a.get("winners", []) if isinstance(w, int) and 0 <= w < len(names)]
        if not winners:
            return QCoreApplication.translate("Log", "Nobody is left standing: the game is a draw.")
        return winners_text(winners)
    return None
