"""Every game is stated once, in its GameSpec: each spec's module paths import, and the registries derived from the
specs agree with them and with the engines."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop_qt.core.games import ALL_GAMES, GAMES
from tabletop_qt.core.games.metadata import ABOUT_GAMES, GAME_INFO, LISTED_GAMES, game_name, pitch
from tabletop_qt.core.games.spec import Dynamics, GameInfo, GameSpec, HomeArt, resolve
from tabletop_qt.core.games.specs import SPECS, is_real_time, spec_of
from tabletop_qt.core.ranking import Better
from tabletop_qt.tutorials import tutorial_games

PACKAGE = Path(__file__).resolve().parents[2] / "tabletop_qt"


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.game_id)
def test_every_path_a_spec_names_imports(spec: GameSpec) -> None:
    for field, path in spec.paths().items():
        assert resolve(path) is not None, f"{spec.game_id}.{field}: {path}"


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.game_id)
def test_a_spec_states_its_engine_and_its_bots(spec: GameSpec) -> None:
    engine = ALL_GAMES[spec.game_id]
    assert type(engine) is resolve(spec.engine)
    assert (engine.min_players, engine.max_players) == (spec.info.min_players, spec.info.max_players)
    assert resolve(spec.search).ADAPTER is not None
    assert callable(resolve(spec.bots).make)
    if spec.real_time:
        assert resolve(spec.pacing).SPEEDS  # a real-time game's bots have reaction speeds
    if spec.windows is not None:
        assert callable(resolve(spec.windows).game_window)


def test_ids_and_code_prefixes_are_unique_and_the_registries_follow_the_specs() -> None:
    assert len({spec.game_id for spec in SPECS}) == len(SPECS)
    assert len({spec.code_prefix for spec in SPECS}) == len(SPECS)
    assert list(GAMES) == [spec.game_id for spec in SPECS if spec.listed]
    assert list(GAME_INFO) == list(GAMES)


def test_what_the_home_page_reads_before_any_spec_is_built_is_the_specs() -> None:
    # The home page's first frame lists the games, words them and offers their tutorials from plain data
    # (metadata.ABOUT_GAMES, tutorials.TUTORIAL_GAMES), without building the GameSpecs: it must say what they say.
    listed = [spec for spec in SPECS if spec.listed]
    assert list(LISTED_GAMES) == list(ABOUT_GAMES) == [spec.game_id for spec in listed]
    assert tutorial_games() == tuple(spec.game_id for spec in listed if spec.tutorial is not None)
    for spec in listed:
        assert spec.info == GameInfo(spec.game_id, **ABOUT_GAMES[spec.game_id]), spec.game_id
        assert game_name(spec.game_id) == spec.info.name
        for lang in ("en", "it", "nl"):
            assert pitch(spec.game_id, lang) == spec.info.pitch[lang]


def test_the_dynamics_and_scoring_direction_are_the_specs() -> None:
    assert [spec.game_id for spec in SPECS if spec.real_time] == ["frantic_frankfurt"]
    assert is_real_time("frantic_frankfurt") and not is_real_time("tea_time") and not is_real_time("no_such_game")
    assert spec_of("frantic_frankfurt").scores_better is Better.LOWER
    assert spec_of("high_noon_saloon").scores_better is Better.HIGHER
    with pytest.raises(KeyError):
        spec_of("no_such_game")


def test_a_real_time_spec_without_pacing_is_refused() -> None:
    info = GameInfo("x", "X", 2, 2, 1, 1, {}, None, "P")
    with pytest.raises(ValueError, match="pacing"):
        GameSpec("x", info, "m:E", "b", "s", "u:B", "x", "X", HomeArt(("#000", "#111"), ()), dynamics=Dynamics.REAL_TIME)


def test_no_module_outside_the_specs_branches_on_a_game_id() -> None:
    """The issue-25 rule: a per-game difference is a spec field or a method of the game's own code, never an
    ``if game_id == "..."`` in a generic module."""
    specs = {PACKAGE / "core" / "games" / "spec.py", PACKAGE / "core" / "games" / "specs.py"}
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if path in specs:
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if re.search(r"game_id\s*[!=]=\s*[\"']", line) or re.search(r"[\"']\w+[\"']\s*[!=]=\s*\w*game_id\b", line):
                found.append(f"{path.relative_to(PACKAGE)}:{number}: {line.strip()}")
            if re.search(r"getattr\(.*[\"']real_time[\"']", line):
                found.append(f"{path.relative_to(PACKAGE)}:{number}: {line.strip()}")
    assert found == []


def test_listing_the_games_imports_no_rules_bots_or_board() -> None:
    # The specs are read at start-up (home page, --help): their paths must stay strings until asked for.
    code = (
        "import sys; import tabletop_qt.core.games.metadata, tabletop_qt.core.games.specs;"
        "print(sorted(m for m in sys.modules if m.endswith(('.rules', '.windows', '.content')) or '.bots' in m"
        " or '.ui' in m))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=PACKAGE.parent)
    assert out.stdout.strip() == "[]"
