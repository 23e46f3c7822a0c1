"""A wrapping label as tall as the tallest of its row's labels: the home page's game descriptions.

Two tiles side by side share a height (the grid gives a row one), and each tile's picture takes what its words
leave. A description one line shorter than its neighbour's gave its picture that line: in English Tea Time's
picture stood ~17 px taller than Times Square's beside it. Each description now asks for the height of the
longest in its row at its width, so the pictures of a row are the same size in every language.
"""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWidget


class RowLabel(QLabel):
    """A word-wrapped QLabel whose height for a width is the largest of its row's (``join_row``)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self._row: tuple[RowLabel, ...] = (self,)

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt's name)
        return max(QLabel.heightForWidth(label, width) for label in self._row)

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        super().setText(text)
        # The layout keeps each label's height for a width: the neighbours' are stale once one text changes.
        for label in self._row:
            if label is not self:
                label.updateGeometry()


def join_row(labels: list[RowLabel]) -> None:
    """Make ``labels`` one row: each is then as tall as the tallest of them."""
    row = tuple(labels)
    for label in row:
        label._row = row
