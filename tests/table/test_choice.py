"""The choice under way (table/choice.py): the legal actions still agreeing with the clicks so far."""

from __future__ import annotations

import ast
from pathlib import Path

from tabletop_qt.table.choice import Choice, Click
from tests.core.test_no_qt_in_core import _imported_modules

TAKES = [{"type": "take", "cells": [0]}, {"type": "take", "cells": [0, 1]}, {"type": "take", "cells": [1, 2]},
         {"type": "take", "cells": [5]}]
PLAYS = [{"type": "play", "card": "a", "pile": 0}, {"type": "play", "card": "a", "pile": 2},
         {"type": "move", "card": "a", "column": 3}, {"type": "play", "card": "b", "pile": 1},
         {"type": "ready"}]


def test_a_fresh_choice_keeps_every_legal_action_and_drops_what_is_no_action() -> None:
    choice = Choice.among([*PLAYS, "not an action", None])
    assert not choice and choice.actions() == PLAYS and choice.first() == PLAYS[0]


def test_plain_picks_narrow_by_equal_values_in_the_rules_order() -> None:
    choice = Choice.among(PLAYS).pick("card", "a")
    assert choice.actions() == PLAYS[:3]
    assert choice.options("pile") == {0, 2} and choice.options("column") == {3}
    assert choice.pick("type", "play").pick("pile", 2).actions() == [PLAYS[1]]
    assert choice.pick("pile", 1).actions() == [] and choice.pick("pile", 1).first() is None
    assert choice.get("card") == "a" and "card" in choice and "pile" not in choice and choice.get("pile", 7) == 7


def test_set_fields_agree_by_holding_every_member_picked() -> None:
    choice = Choice.among(TAKES, sets=("cells",))
    one = choice.toggled("cells", 1)
    assert one.actions() == [TAKES[1], TAKES[2]] and one.options("cells") == {0, 2}
    assert one.exact() == [] and one.toggled("cells", 0).exact() == [TAKES[1]]
    assert one.get("cells") == frozenset({1}) and one.as_dict() == {"cells": [1]}
    assert one.toggled("cells", 1).picks == ()  # the last member taken back: nothing picked
    assert choice.exact() == []  # no take is empty
    assert Choice.among([{"type": "x"}], sets=("cells",)).toggled("cells", 0).actions() == []  # no list: no agreement


def test_a_click_narrows_widens_restarts_or_is_refused() -> None:
    choice = Choice.among(TAKES, sets=("cells",))
    choice, did = choice.click("cells", 1)
    assert did is Click.NARROWED and choice.as_dict() == {"cells": [1]}
    wider, did = choice.click("cells", 1)
    assert did is Click.WIDENED and not wider
    fresh, did = choice.click("cells", 5)  # 1 and 5 are in no take together, 5 is one alone
    assert did is Click.RESTARTED and fresh.as_dict() == {"cells": [5]}
    same, did = choice.click("cells", 9)
    assert did is Click.REFUSED and same == choice


def test_a_plain_field_clicked_again_is_taken_back_and_another_value_replaces_it() -> None:
    choice, did = Choice.among(PLAYS).click("card", "a")
    assert did is Click.NARROWED
    assert choice.click("card", "a") == (choice.cleared(), Click.WIDENED)
    other, did = choice.pick("pile", 0).click("card", "b")  # b on pile 0 is nothing, b alone is something
    assert did is Click.RESTARTED and other.as_dict() == {"card": "b"}
    assert choice.click("card", "b")[0].picks == (("card", "b"),)  # replaced, still one entry per field


def test_new_legal_actions_keep_the_picks() -> None:
    choice = Choice.among(PLAYS).pick("card", "a").with_legal(PLAYS[3:])
    assert choice.get("card") == "a" and choice.actions() == []


def test_the_choice_is_plain_python() -> None:
    path = Path(__file__).resolve().parents[2] / "tabletop_qt" / "table" / "choice.py"
    imported = _imported_modules(ast.parse(path.read_text(encoding="utf-8")))
    assert not [m for m in imported if m.split(".")[0] in ("PySide6", "shiboken6", "qasync")]
