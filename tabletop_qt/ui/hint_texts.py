"""The hint's sentence: one whole translated sentence per case of what the search measured (analysis/hint.py),
the numbers as placeholders; and the hint's other words (button, thinking, refusals)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from tabletop_qt.analysis.explain import explainer
from tabletop_qt.analysis.hint import HintCase, HintText

CONTEXT = "Hint"

SENTENCES: dict[HintCase, str] = {
    HintCase.ONLY: QT_TRANSLATE_NOOP("Hint", "Only this move is worth weighing here: you win {win}% of the time with it."),
    HintCase.CLEAR_AHEAD: QT_TRANSLATE_NOOP(
        "Hint", "This move keeps you ahead: you win {win}% of the time with it, against {other}% with the next best move."
    ),
    HintCase.CLEAR_EVEN: QT_TRANSLATE_NOOP(
        "Hint", "This move is clearly the best: you win {win}% of the time with it, against {other}% with the next best move."
    ),
    HintCase.CLEAR_BEHIND: QT_TRANSLATE_NOOP(
        "Hint",
        "You are behind, and this move gives you the best chance: you win {win}% of the time with it, against {other}% "
        "with the next best move.",
    ),
    HintCase.CLOSE: QT_TRANSLATE_NOOP(
        "Hint", "Several moves are about as good; with this one you win {win}% of the time, with the next best {other}%."
    ),
    HintCase.NEXT: QT_TRANSLATE_NOOP(
        "Hint", "The next best move: you win {win}% of the time with it, against {other}% with the best move."
    ),
}


# Moves with nothing on the table to light (a button's): a whole sentence naming the button, said before the why.
UNLIT: dict[str, str] = {
    "pass": QT_TRANSLATE_NOOP("Hint", "The move: Pass."),
    "end_phase": QT_TRANSLATE_NOOP("Hint", "The move: End phase."),
    "draw": QT_TRANSLATE_NOOP("Hint", "The move: Draw."),
    "ready": QT_TRANSLATE_NOOP("Hint", "The move: Ready."),
    "end_turn": QT_TRANSLATE_NOOP("Hint", "The move: End turn."),
    "jump": QT_TRANSLATE_NOOP("Hint", "The move: jump into No Cover."),
}


def unlit_sentence(action_type: str) -> str:
    """The sentence naming a move that lights nothing on the table ("" when the type has none)."""
    source = UNLIT.get(action_type)
    return QCoreApplication.translate("Hint", source) if source else ""


# Said before a further hint's game reason: which move this is (the reason's own sentence says why).
NEXT_NAMED = QT_TRANSLATE_NOOP("Hint", "The next best move; the best wins {other}% of the time.")


def sentence(text: HintText, game_id: str | None = None) -> str:
    """The game's reason when the worker found one (its own whole sentence, with the win chance), else the case's."""
    module = explainer(game_id) if text.reason is not None and game_id is not None else None
    if module is None or text.reason is None or text.reason.kind not in module.SENTENCES:
        return QCoreApplication.translate(CONTEXT, SENTENCES[text.case]).format(win=text.win, other=text.other)
    reason = text.reason
    why = QCoreApplication.translate(module.CONTEXT, module.SENTENCES[reason.kind], None, reason.count)
    why = why.format(win=text.win, other=text.other, **dict(reason.values))
    if text.case is HintCase.NEXT:
        return f"{QCoreApplication.translate(CONTEXT, NEXT_NAMED).format(other=text.other)} {why}"
    return why


def button_text() -> str:
    return QCoreApplication.translate("Hint", "Hint (H)")


def thinking_text() -> str:
    return QCoreApplication.translate("Hint", "Looking for a good move…")


def failed_text() -> str:
    return QCoreApplication.translate("Hint", "No hint this time: the search could not be run.")


def not_allowed_text() -> str:
    return QCoreApplication.translate("Hint", "The host of this table does not allow hints.")
