"""What the High Noon Saloon table tells the person to do: one sentence per phase and per out-of-turn window,
naming the choices that exist now (a phase with nothing to do says so), with the keys that do them.

Whole sentences, one per case (never glued from parts), translated in the "HighNoonSaloon" context.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from tabletop_qt.ui.games.high_noon_saloon.turn_flow import END_PHASE, own_actions

# (situation, whether there is a choice besides ending) -> sentence
PHASE_TEXTS: dict[tuple[str, bool], str] = {
    ("setup", True): QT_TRANSLATE_NOOP(
        "HighNoonSaloon", "{player}: place your figure on a lit space; to equip a gun, click it, then the Fist or the Holster."),
    ("setup_placed", True): QT_TRANSLATE_NOOP(
        "HighNoonSaloon", "{player}: equip a gun (click it, then the Fist or the Holster), or End phase (E)."),
    ("setup_placed", False): QT_TRANSLATE_NOOP("HighNoonSaloon", "{player}: nothing to equip: End phase (E)."),
    ("scavenge", True): QT_TRANSLATE_NOOP(
        "HighNoonSaloon", "{player}: click cards to discard them, then Draw (D) up to seven."),
    ("weapon", True): QT_TRANSLATE_NOOP(
        "HighNoonSaloon", "{player}: to equip or reload, click a card, then the Fist or the Holster; click a weapon "
        "to move it to the other slot; or End phase (E)."),
    ("weapon", False): QT_TRANSLATE_NOOP("HighNoonSaloon", "{player}: nothing to equip or reload: End phase (E)."),
    ("jump", True): QT_TRANSLATE_NOOP(
        "HighNoonSaloon", "{player}: click a lit space to jump into No Cover (you take a movement limit), or End phase (E)."),
    ("jump", False): QT_TRANSLATE_NOOP("HighNoonSaloon", "{player}: no jump from No Cover: End phase (E)."),
    ("fight", True): QT_TRANSLATE_NOOP(
        "HighNoonSaloon", "{player}: choose your attack on a chip (keys 1-9), or End phase (E) not to attack."),
    ("fight", False): QT_TRANSLATE_NOOP("HighNoonSaloon", "{player}: nobody is in reach: End phase (E)."),
    ("hunker", True): QT_TRANSLATE_NOOP(
        "HighNoonSaloon", "{player}: click a lit space to take cover there, or End phase (E) to stay."),
    ("hunker_limited", True): QT_TRANSLATE_NOOP(
        "HighNoonSaloon", "{player}: under a movement limit, only a lit orange space: click one, or End phase (E) to stay."),
    ("hunker", False): QT_TRANSLATE_NOOP("HighNoonSaloon", "{player}: no space to move to: End phase (E)."),
    ("end", True): QT_TRANSLATE_NOOP(
        "HighNoonSaloon", "{player}: use your cover's effect on a chip, or End phase (E) to end your turn."),
    ("end", False): QT_TRANSLATE_NOOP("HighNoonSaloon", "{player}: End phase (E) ends your turn."),
    ("team_end", True): QT_TRANSLATE_NOOP(
        "HighNoonSaloon", "{player}: you may pass a card face down to a teammate (click it, then them), "
        "use your cover, or end the turn."),
}
BLOCK = QT_TRANSLATE_NOOP("HighNoonSaloon", "{player}: block the attack with a lit card, or Pass (P).")
TEAM = QT_TRANSLATE_NOOP("HighNoonSaloon", "{player}: add an enhancement to your teammate's attack (a lit card), or Pass (P).")
COUNTER = QT_TRANSLATE_NOOP("HighNoonSaloon", "{player}: counterattack on a chip, or Pass (P).")
ATTACK_TARGET = QT_TRANSLATE_NOOP(
    "HighNoonSaloon", "{player}: click a lit player to attack, or first a lit card to add an enhancement.")
ATTACK_SPLIT = QT_TRANSLATE_NOOP(
    "HighNoonSaloon", "{player}: click up to %n lit players, then Attack these players; or first a lit card to add an enhancement.")
ATTACK_CHOOSE = QT_TRANSLATE_NOOP("HighNoonSaloon", "{player}: choose the offered card's option on a chip.")
ATTACK_TEAM = QT_TRANSLATE_NOOP(
    "HighNoonSaloon", "{player}: add enhancements (lit cards), then Done: ask my teammates.")
FALLBACK = QT_TRANSLATE_NOOP("HighNoonSaloon", "{player}: click a lit card, space or player.")


def _tr(source: str, n: int = -1) -> str:
    return QCoreApplication.translate("HighNoonSaloon", source, None, n)


def instruction(view: dict[str, Any], legal: Sequence[Any], window_kind: str | None, player: str) -> str:
    """The sentence for the acting person ``player``: ``window_kind`` is the out-of-turn window asking them
    (block, team, counter) or None."""
    attack = view.get("attack") or {}
    own = own_actions(legal)
    kinds = {a.get("type") for a in own}
    if window_kind == "block" or (window_kind is None and attack.get("step") == "block"):
        return _tr(BLOCK).format(player=player)
    if window_kind == "team":
        return _tr(TEAM).format(player=player)
    if window_kind == "counter" or "declare" in kinds and "pass" in kinds:
        return _tr(COUNTER).format(player=player)
    if attack:
        most = max((len(a.get("targets", [])) for a in own if a.get("type") == "target"), default=0)
        if most > 1:
            return _tr(ATTACK_SPLIT, most).format(player=player)
        if most:
            return _tr(ATTACK_TARGET).format(player=player)
        if attack.get("step") == "choose":
            return _tr(ATTACK_CHOOSE).format(player=player)
        return _tr(ATTACK_TEAM).format(player=player)
    phase = str(view.get("phase", ""))
    choice = any(a != END_PHASE for a in own)
    me = next((p for p in view.get("players", []) if "hand" in p), {})
    situation = {"weapon2": "weapon"}.get(phase, phase)
    if phase == "setup" and me.get("placed", me.get("space") is not None):
        situation = "setup_placed"
    elif phase == "hunker" and me.get("limited") and choice:
        situation = "hunker_limited"
    elif phase == "end" and view.get("teams") and not view.get("passed_card"):
        situation = "team_end"
        choice = True
    source = PHASE_TEXTS.get((situation, choice))
    return _tr(source or FALLBACK).format(player=player)
