"""The words of an out-of-turn window on the High Noon Saloon table (a block, a teammate's enhancement, a
counterattack): the attack being answered and who may do what, for the acting board's panel and the board's
headline.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication


def window_lines(answer: Any, mine: bool, name: Callable[[int], str], card_tip: Callable[[str | None], str]) -> list[str]:
    """What the window asks, in two lines: the attack being answered, and who may do what. ``mine``: worded
    to the person asked, else naming them."""
    details = answer.details
    attacker = name(int(details.get("attacker", 0)))
    player = name(answer.seat)
    weapon = details.get("weapon")
    weapon_name = card_tip(weapon).split("\n")[0] if weapon else \
        QCoreApplication.translate("HighNoonSaloon", "the fist")
    kind = QCoreApplication.translate("HighNoonSaloon", "gun") if details.get("attack") == "gun" else \
        QCoreApplication.translate("HighNoonSaloon", "melee")
    weapon_text = f"{weapon_name} ({kind})"
    damage = int(details.get("damage", 0))
    if answer.kind == "block":
        if mine:
            return [QCoreApplication.translate("HighNoonSaloon", "{attacker} attacks you with {weapon}: %n damage so far.", None, damage).format(
                        attacker=attacker, weapon=weapon_text),
                    QCoreApplication.translate("HighNoonSaloon", "Block with a lit card, or pass.")]
        return [QCoreApplication.translate("HighNoonSaloon", "{attacker} attacks {player} with {weapon}: %n damage so far.", None, damage).format(
                    attacker=attacker, player=player, weapon=weapon_text),
                QCoreApplication.translate("HighNoonSaloon", "{player} may block.").format(player=player)]
    if answer.kind == "team":
        head = QCoreApplication.translate("HighNoonSaloon", "{attacker} attacks with {weapon}: %n damage so far.", None, damage).format(
            attacker=attacker, weapon=weapon_text)
        if mine:
            return [head, QCoreApplication.translate("HighNoonSaloon", "Add an enhancement from your hand (lit cards), or pass.")]
        return [head, QCoreApplication.translate("HighNoonSaloon", "{player} may add an enhancement.").format(player=player)]
    if mine:
        return [QCoreApplication.translate("HighNoonSaloon", "You blocked {attacker}'s attack with a counterattack.").format(attacker=attacker),
                QCoreApplication.translate("HighNoonSaloon", "Counterattack {attacker} (melee or gun), or pass.").format(attacker=attacker)]
    return [QCoreApplication.translate("HighNoonSaloon", "{player} may counterattack {attacker}.").format(player=player, attacker=attacker)]
