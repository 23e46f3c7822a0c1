from __future__ import annotations

import os
import sys
from collections.abc import Iterator

import pytest

from tests.tiers import FULL_ENV

# Every test runs without a screen; set before anything imports Qt.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--full",
        action="store_true",
        help="the full tier: thousands of random games, big bot-strength samples, more hypothesis examples "
        f"(the same as {FULL_ENV}=1; see tests/tiers.py)",
    )


# The shuffled order every run uses unless --randomly-seed names another: a run that fails in one order fails
# again the same way, and other orders are tried on purpose (README, "Tests").
ORDER_SEED = 20261126


@pytest.hookimpl(tryfirst=True)
def pytest_configure(config: pytest.Config) -> None:
    if getattr(config.option, "randomly_seed", None) == "default" and not hasattr(config, "workerinput"):
        config.option.randomly_seed = ORDER_SEED
    # Test modules read the tier when they are imported (sample sizes in parametrize), which is after this hook,
    # in the main process and in every xdist worker alike.
    if config.getoption("--full"):
        os.environ[FULL_ENV] = "1"
    config.addinivalue_line(
        "markers",
        "warm_up: the test is of the main window's idle warm-up run by its own timer; every other test starts its "
        "windows (in this process and in child apps) without it",
    )


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int | None:
    """``-n auto``: one worker more than xdist would start (the machine's cores). Many tests mostly wait on the
    clock, not the CPU: the two-computer games (one xdist group, a minute or more of silence limits and pulled
    cables in one worker), the LAN guard's deadlines, a High Noon Saloon game paced by the host's flood limit. With
    one worker a core, a core idled through each of those waits. PYTEST_XDIST_AUTO_NUM_WORKERS still decides when
    set."""
    if os.environ.get("PYTEST_XDIST_AUTO_NUM_WORKERS"):
        return None
    from xdist.plugin import pytest_xdist_auto_num_workers as xdist_count

    return xdist_count(config) + 1


def pytest_sessionstart(session: pytest.Session) -> None:
    """Where the environment forbids bytecode files (PYTHONDONTWRITEBYTECODE), the run keeps them in a folder of
    its own instead (PYTHONPYCACHEPREFIX, removed at the end): the suite starts hundreds of Python processes
    (the xdist workers, headless peers, app children, command lines), and each would otherwise compile every module
    it imports from source, about a fifth of a second of CPU for the app's modules alone. Nothing is written
    beside the sources. Runs before xdist starts its workers (its own hook is trylast), so they inherit it."""
    if hasattr(session.config, "workerinput") or not sys.flags.dont_write_bytecode:
        return
    import tempfile

    prefix = tempfile.mkdtemp(prefix="tabletop-qt-pycache-")
    session.config.stash[_PYCACHE_KEY] = prefix
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    os.environ["PYTHONPYCACHEPREFIX"] = prefix
    sys.dont_write_bytecode = False
    sys.pycache_prefix = prefix


_PYCACHE_KEY = pytest.StashKey[str]()


def pytest_unconfigure(config: pytest.Config) -> None:
    prefix = config.stash.get(_PYCACHE_KEY, None)
    if prefix is not None:
        import shutil

        shutil.rmtree(prefix, ignore_errors=True)


def pytest_report_header(config: pytest.Config) -> str:
    from tests.tiers import full

    return "tier: full (thousands of games, strength samples)" if full() else "tier: default (seeded samples; --full for volume)"


# tabletop_qt/ui/warm_up_switch.py: NO_WARM_UP_ENV (not imported here: this file imports no app module).
NO_WARM_UP_ENV = "TABLETOP_QT_NO_WARM_UP"


@pytest.fixture(autouse=True)
def _no_warm_up_unless_tested(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """Windows start without their idle warm-up (it draws every game's tables and paints hidden scenes: about a
    second of CPU in a fresh process, a third of one for each later window), except in a test marked warm_up. Set
    in the environment, so a child app a test starts inherits it. Tests that drive the warm-up's steps themselves
    (tests/ui/test_warm_up_steps.py and the like) need no mark."""
    if request.node.get_closest_marker("warm_up") is None:
        monkeypatch.setenv(NO_WARM_UP_ENV, "1")
    else:
        monkeypatch.delenv(NO_WARM_UP_ENV, raising=False)


@pytest.fixture(autouse=True)
def _no_window_outlives_its_test() -> Iterator[None]:
    """Close every top-level window a test left open (a score dialog the game opened, a message box).

    A window left behind is invisible state shared with the next test: an application-modal dialog still open
    swallows the next test's pointer moves, so its hover checks fail only when that test runs after this one.
    """
    yield
    if "tabletop_qt.gui_gc" in sys.modules:
        # A table started in this worker moved cyclic collection onto the Qt event loop (tabletop_qt/gui_gc.py);
        # tests that spin no loop still get the collections CPython would have made.
        sys.modules["tabletop_qt.gui_gc"].collect_due()
    if "PySide6.QtWidgets" not in sys.modules:
        return
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    for widget in app.topLevelWidgets():
        if widget.isVisible():
            widget.close()
    app.processEvents()
