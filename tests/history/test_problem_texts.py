"""Every reason a history file is refused has a sentence, in English, Italian and Dutch."""

from __future__ import annotations

from tabletop_qt.history.record import HistoryProblem


def test_every_history_problem_is_worded_in_every_language(qapp) -> None:  # type: ignore[no-untyped-def]
    from tabletop_qt.i18n.languages import Language, LanguageManager
    from tabletop_qt.ui.texts import HISTORY_PROBLEMS, history_problem_text

    assert set(HISTORY_PROBLEMS) == {p.value for p in HistoryProblem}
    manager = LanguageManager()
    try:
        english = {p: history_problem_text(p.value) for p in HistoryProblem}
        assert len(set(english.values())) == len(english)
        for language in (Language.ITALIAN, Language.DUTCH):
            manager.set_language(language)
            for problem in HistoryProblem:
                text = history_problem_text(problem.value)
                assert text and text != english[problem], (language, problem)
        manager.set_language(Language.ENGLISH)
        assert history_problem_text("history.something_new") == english[HistoryProblem.DAMAGED]
    finally:
        manager.set_language(Language.ENGLISH)
        manager.deleteLater()
