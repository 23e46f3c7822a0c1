"""The end-of-game words the winner screen (winner_screen.py) uses: a person's place ("You finished 2nd") and the
ranking's lines."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from tabletop_qt.ui.texts import joined


def you_finished_text(place: int) -> str:
    """"You finished 2nd." as one translated sentence per place: ordinals differ by language (2º, 2e)."""
    sentences = {
        1: QCoreApplication.translate("Score", "You finished 1st."),
        2: QCoreApplication.translate("Score", "You finished 2nd."),
        3: QCoreApplication.translate("Score", "You finished 3rd."),
        4: QCoreApplication.translate("Score", "You finished 4th."),
        5: QCoreApplication.translate("Score", "You finished 5th."),
        6: QCoreApplication.translate("Score", "You finished 6th."),
    }
    return sentences.get(place, QCoreApplication.translate("Score", "You finished in place {place}.").format(place=place))


def place_text(place: int) -> str:
    """A place as its own words ("2nd place", "2º posto", "2e plaats"), for the ranking's rows."""
    words = {
        1: QCoreApplication.translate("Score", "1st place"),
        2: QCoreApplication.translate("Score", "2nd place"),
        3: QCoreApplication.translate("Score", "3rd place"),
        4: QCoreApplication.translate("Score", "4th place"),
        5: QCoreApplication.translate("Score", "5th place"),
        6: QCoreApplication.translate("Score", "6th place"),
    }
    return words.get(place, QCoreApplication.translate("Score", "Place {place}").format(place=place))


def ranking_lines(names: Sequence[str], places: Sequence[int]) -> list[str]:
    """One line per place, best first, naming everyone who finished there ("2nd place: Bruno, Carla")."""
    lines = []
    for place in sorted(set(places)):
        who = [names[s] for s, p in enumerate(places) if p == place and s < len(names)]
        lines.append(QCoreApplication.translate("Score", "{place}: {names}").format(place=place_text(place), names=joined(who)))
    return lines
