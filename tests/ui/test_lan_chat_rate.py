"""A chat line the host refused for coming too fast shows as a note in the sender's own language."""

from __future__ import annotations

from tabletop_qt.i18n.languages import Language
from tabletop_qt.ui.lan_panel import LanPanel


def test_the_too_fast_note_is_worded_in_each_language(qtbot, languages) -> None:  # type: ignore[no-untyped-def]
    panel = LanPanel()
    qtbot.addWidget(panel)
    panel.add_chat("Ann", "hi")
    panel.add_chat_notice("lan.chat_too_fast")
    assert panel.chat_lines()[-1] == "Not sent: You are writing too fast: wait a moment before the next message."
    languages.set_language(Language.ITALIAN)
    qtbot.waitUntil(lambda: panel.chat_lines()[-1].startswith("Non inviato: Stai scrivendo troppo in fretta"), timeout=2000)
    languages.set_language(Language.DUTCH)
    qtbot.waitUntil(lambda: panel.chat_lines()[-1].startswith("Niet verzonden: Je schrijft te snel"), timeout=2000)
    assert panel.chat_lines()[0] == "Ann: hi"
