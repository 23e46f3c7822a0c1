"""The command line, run as a user runs it: a separate Python process, no window."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tabletop_qt import __version__

REPO = Path(__file__).resolve().parent.parent
TIMEOUT_S = 120  # a hang guard, not a speed requirement


def clean_env(**locale: str) -> dict[str, str]:
    """The test run's environment without any locale of its own, plus ``locale``, offscreen."""
    env = {k: v for k, v in os.environ.items() if not (k.startswith("LC_") or k in ("LANG", "LANGUAGE"))}
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH")]))
    env.update(locale)
    return env


def run(*args: str, **locale: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, *args],
        check=False,
        cwd=REPO,
        env=clean_env(**locale),
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=TIMEOUT_S,
    )


ENGLISH = {"LANGUAGE": "C", "LC_ALL": "C.UTF-8", "LANG": "C.UTF-8"}


def child_report(result: subprocess.CompletedProcess[str]) -> Any:
    """The JSON a child script printed on its last line, once it exited cleanly (its stderr shown otherwise)."""
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout.strip().splitlines()[-1])
US_ENGLISH = {"LANGUAGE": "en_US", "LC_ALL": "en_US.UTF-8", "LANG": "en_US.UTF-8"}
ITALIAN = {"LANGUAGE": "it", "LC_ALL": "it_IT.UTF-8", "LANG": "it_IT.UTF-8"}
DUTCH = {"LANGUAGE": "nl", "LC_ALL": "nl_NL.UTF-8", "LANG": "nl_NL.UTF-8"}


def test_version_prints_the_package_version_and_exits_zero() -> None:
    result = run("-m", "tabletop_qt", "--version", **ENGLISH)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"tabletop-qt {__version__}"
    assert result.stderr == ""


def test_version_does_not_load_the_widgets_module() -> None:
    code = (
        "import sys\n"
        "from tabletop_qt.app import main\n"
        "code = main(['--version'])\n"
        "print(code, 'PySide6.QtWidgets' in sys.modules, 'PySide6.QtGui' in sys.modules)\n"
    )
    result = run("-c", code, **ENGLISH)
    assert result.returncode == 0, result.stderr
    version_line, modules_line = result.stdout.strip().splitlines()
    assert version_line == f"tabletop-qt {__version__}"
    assert modules_line == "0 False False"


@pytest.mark.parametrize("locale", [ENGLISH, US_ENGLISH], ids=["C", "en_US"])
def test_an_unknown_option_exits_2_and_says_so_in_english(locale: dict[str, str]) -> None:
    result = run("-m", "tabletop_qt", "--frobnicate", **locale)
    assert result.returncode == 2
    assert "Unknown option: --frobnicate" in result.stderr
    assert "tabletop-qt --help" in result.stderr
    assert "usage: tabletop-qt" in result.stderr
    assert "Traceback" not in result.stderr
    assert result.stdout == ""


@pytest.mark.parametrize(
    ("locale", "words"),
    [(ITALIAN, "Opzione sconosciuta: --frobnicate"), (DUTCH, "Onbekende optie: --frobnicate")],
    ids=["it", "nl"],
)
def test_an_unknown_option_is_reported_in_the_system_language(locale: dict[str, str], words: str) -> None:
    # Qt takes the interface language from these variables even where the C library lacks the locale.
    result = run("-m", "tabletop_qt", "--frobnicate", **locale)
    assert result.returncode == 2
    assert words in result.stderr
    assert "Unknown option" not in result.stderr
    assert "Traceback" not in result.stderr


def test_a_bad_option_value_exits_2_naming_the_option_and_the_value() -> None:
    result = run("-m", "tabletop_qt", "--bot-delay", "abc", **ENGLISH)
    assert result.returncode == 2
    assert "The option --bot-delay has a wrong value" in result.stderr
    assert "“abc”" in result.stderr
    assert "Traceback" not in result.stderr


def test_a_bad_option_value_is_reported_in_italian_too() -> None:
    result = run("-m", "tabletop_qt", "--bot-delay", "abc", **ITALIAN)
    assert result.returncode == 2
    assert "--bot-delay" in result.stderr
    assert "wrong value" not in result.stderr
    assert "valore" in result.stderr


def test_the_simulator_prints_its_figures_as_json() -> None:
    result = run("-m", "tabletop_qt.sim", "tea_time", "--players", "2", "--games", "3", "--seed", "1", **ENGLISH)
    assert result.returncode == 0, result.stderr
    figures = json.loads(result.stdout)
    assert figures["game"] == "tea_time"
    assert figures["players"] == 2
    assert figures["games"] == 3
    assert figures["seed"] == 1
    assert sum(figures["wins"]["by_seat"]) + figures["draws"] == 3
    assert figures["mean_actions"] > 0


def test_the_simulator_gives_the_same_results_for_the_same_seed() -> None:
    args = ("-m", "tabletop_qt.sim", "tea_time", "--players", "3", "--games", "2", "--seed", "7")
    first, second = json.loads(run(*args, **ENGLISH).stdout), json.loads(run(*args, **ENGLISH).stdout)
    for figures in (first, second):
        figures.pop("games_per_second")
    assert first == second


def test_the_simulator_seats_a_game_with_one_player_count_without_being_told() -> None:
    result = run("-m", "tabletop_qt.sim", "times_square", "--games", "2", "--seed", "3", **ENGLISH)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["players"] == 2


def test_the_simulator_asks_for_the_players_of_a_game_with_several_counts() -> None:
    result = run("-m", "tabletop_qt.sim", "tea_time", "--games", "2", **ENGLISH)
    assert result.returncode == 2
    assert "2 to 4" in result.stderr


@pytest.mark.parametrize(
    ("locale", "usage", "heading", "help_line"),
    [
        (ITALIAN, "uso: tabletop-qt", "opzioni:", "mostra questo aiuto ed esce"),
        (DUTCH, "gebruik: tabletop-qt", "opties:", "toont deze hulp en stopt"),
    ],
    ids=["it", "nl"],
)
def test_help_is_entirely_in_the_system_language(locale: dict[str, str], usage: str, heading: str, help_line: str) -> None:
    result = run("-m", "tabletop_qt", "--help", **locale)
    assert result.returncode == 0, result.stderr
    assert usage in result.stdout
    assert heading in result.stdout
    assert help_line in result.stdout
    for english in ("usage:", "options:", "show this help", "print the version", "interface language", "milliseconds"):
        assert english not in result.stdout
    assert "--no-discovery" in result.stdout and "look for tables" not in result.stdout


def test_the_app_can_be_told_to_look_for_no_tables_on_the_network() -> None:
    result = run("-m", "tabletop_qt", "--help", **ENGLISH)
    assert "--no-discovery" in result.stdout and "do not look for tables on the local network" in result.stdout


def test_help_follows_the_language_option_over_the_system_one() -> None:
    result = run("-m", "tabletop_qt", "--language", "NL", "--help", **ITALIAN)
    assert result.returncode == 0, result.stderr
    assert "gebruik: tabletop-qt" in result.stdout


@pytest.mark.parametrize(("locale", "words"), [(ITALIAN, "non è una lingua"), (DUTCH, "is geen taal")], ids=["it", "nl"])
def test_an_unknown_language_is_refused_in_the_system_language(locale: dict[str, str], words: str) -> None:
    result = run("-m", "tabletop_qt", "--language", "xx", **locale)
    assert result.returncode == 2
    assert words in result.stderr
    assert "invalid choice" not in result.stderr and "choose from" not in result.stderr
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize("code", ["IT", "It", "nl", "EN"])
def test_language_codes_are_accepted_in_any_case(code: str) -> None:
    result = run("-m", "tabletop_qt", "--language", code, "--version", **ENGLISH)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"tabletop-qt {__version__}"


@pytest.mark.parametrize(("locale", "words"), [(ENGLISH, "0 or more"), (ITALIAN, "0 o più"), (DUTCH, "0 of meer")], ids=["en", "it", "nl"])
def test_a_negative_bot_delay_is_refused(locale: dict[str, str], words: str) -> None:
    result = run("-m", "tabletop_qt", "--bot-delay", "-5", **locale)
    assert result.returncode == 2
    assert "--bot-delay" in result.stderr
    assert words in result.stderr
