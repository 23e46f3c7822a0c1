"""Times Square's idle warm-up (its GameSpec's ``warm_up``): the figures' master pictures drawn one per step, so
making the board (``TimesSquareScene._build`` places every figure) scales pictures instead of rendering five SVGs
in one step of the GUI thread (~25 ms of a ~35 ms step)."""

from __future__ import annotations

from collections.abc import Iterator

from tabletop_qt.ui.items.art import card_art

# The scene's figure art: the same shared CardArt (folder and aspect) as TimesSquareScene's.
FIGURES_FOLDER = "figures"
FIGURES_ASPECT = 1.6


def warm_up_figures() -> Iterator[None]:
    """Each figure's master picture (every picture of the figures' folder), one per step."""
    return card_art("times_square", FIGURES_FOLDER, FIGURES_ASPECT).warm_up()
