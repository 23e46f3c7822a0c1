"""On a desktop that lacks a system library of Qt's X11 plugin, the app says which package to install (in the
person's language), names the variable that skips the check, and exits with code 2, before Qt aborts."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import tabletop_qt.system_libraries as libraries
from tabletop_qt.i18n.languages import Language
from tests.test_cli import DUTCH, ENGLISH, ITALIAN, REPO, TIMEOUT_S, clean_env

# The app started as a person starts it (tabletop_qt.app.main), with the system's loader replaced by one that
# does not find the libraries named on the command line, and /etc/os-release by the given text.
FAKE_START = """
import sys
import tabletop_qt.system_libraries as libraries
missing = set(sys.argv[1].split(","))
libraries.loadable = lambda soname: soname not in missing
libraries._os_release = lambda: sys.argv[2]
from tabletop_qt.app import main
raise SystemExit(main(sys.argv[3:]))
"""


def _start(missing: str, os_release: str, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    environment = clean_env(**env)
    # An X11 desktop: Qt would load its xcb plugin.
    environment.pop("QT_QPA_PLATFORM", None)
    environment.pop("WAYLAND_DISPLAY", None)
    environment.pop(libraries.SKIP_ENV, None)
    environment["DISPLAY"] = ":99"
    return subprocess.run(
        [sys.executable, "-c", FAKE_START, missing, os_release, *args],
        check=False,
        cwd=REPO,
        env=environment,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=TIMEOUT_S,
    )


@pytest.mark.parametrize(
    ("locale", "args", "cannot", "install"),
    [
        (ENGLISH, (), "cannot open its window", "Install them with this command"),
        (ITALIAN, (), "non può aprire la sua finestra", "Installale con questo comando"),
        (DUTCH, (), "kan zijn venster niet openen", "Installeer ze met deze opdracht"),
        (ENGLISH, ("--language", "it"), "non può aprire la sua finestra", "Installale con questo comando"),
        (ITALIAN, ("--language", "nl"), "kan zijn venster niet openen", "Installeer ze met deze opdracht"),
    ],
    ids=["en", "it", "nl", "--language it", "--language nl"],
)
def test_a_missing_xcb_library_names_the_package_to_install_and_exits_with_2(
    locale: dict[str, str], args: tuple[str, ...], cannot: str, install: str
) -> None:
    result = _start("libxcb-cursor.so.0,libxcb-icccm.so.4", "ID=debian\n", *args, **locale)
    assert result.returncode == 2, result.stderr
    text = result.stderr
    assert cannot in text and install in text, text
    assert "libxcb-cursor.so.0, libxcb-icccm.so.4" in text
    assert "    sudo apt install libxcb-cursor0 libxcb-icccm4\n" in text
    assert f"{libraries.SKIP_ENV}=1" in text
    # Qt never got as far as its plugin: no abort, no Qt message, no traceback.
    assert "platform plugin" not in text and "Traceback" not in text


def test_the_command_follows_the_distribution_and_an_unknown_one_gets_all_three() -> None:
    fedora = _start("libxcb-keysyms.so.1,libxkbcommon-x11.so.0", 'ID="fedora"\n', **ENGLISH)
    assert fedora.returncode == 2
    assert "    sudo dnf install xcb-util-keysyms libxkbcommon-x11\n" in fedora.stderr
    ubuntu = _start("libxcb-keysyms.so.1", "ID=ubuntu\nID_LIKE=debian\n", **ENGLISH)
    assert "    sudo apt install libxcb-keysyms1\n" in ubuntu.stderr
    other = _start("libxcb-icccm.so.4", "ID=gentoo\n", **DUTCH)
    assert other.returncode == 2
    assert "Installeer ze met het pakketbeheer van je systeem" in other.stderr
    for line in (
        "Debian, Ubuntu, Linux Mint: sudo apt install libxcb-icccm4",
        "Fedora: sudo dnf install xcb-util-wm",
        "Arch Linux: sudo pacman -S xcb-util-wm",
    ):
        assert line in other.stderr


def test_nothing_missing_or_the_variable_set_lets_the_app_start(tmp_path: Path) -> None:
    # The skip variable: the check says nothing, whatever the loader finds.
    env = {"DISPLAY": ":0", libraries.SKIP_ENV: "1"}
    assert libraries.check(Language.ENGLISH, env) is None
    assert libraries.missing_libraries(lambda soname: True) == ()
    assert [lib.soname for lib in libraries.missing_libraries(lambda soname: soname != "libxcb-util.so.1")] == [
        "libxcb-util.so.1"
    ]


@pytest.mark.parametrize(
    ("env", "needs"),
    [
        ({"DISPLAY": ":0"}, True),
        ({"DISPLAY": ":0", "QT_QPA_PLATFORM": "xcb"}, True),
        ({"DISPLAY": ":0", "QT_QPA_PLATFORM": "xcb;wayland"}, True),
        ({"DISPLAY": ":0", "QT_QPA_PLATFORM": "offscreen"}, False),
        ({"DISPLAY": ":0", "QT_QPA_PLATFORM": "wayland"}, False),
        ({}, False),  # no X display: xcb cannot start whatever is installed, and Qt says so itself
        ({"WAYLAND_DISPLAY": "wayland-0", "XDG_SESSION_TYPE": "wayland"}, False),
        # A Wayland session with Xwayland: Qt 6 chooses its Wayland plugin when nothing is asked.
        ({"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0", "XDG_SESSION_TYPE": "wayland"}, False),
        ({"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0", "XDG_SESSION_TYPE": "wayland", "QT_QPA_PLATFORM": "xcb"}, True),
    ],
)
def test_the_check_runs_only_where_qt_will_load_its_xcb_plugin(env: dict[str, str], needs: bool) -> None:
    assert libraries.platform_needs_xcb(env, "linux") is needs
    assert libraries.platform_needs_xcb(env, "darwin") is False


def _ldd(path: Path) -> set[str]:
    out = subprocess.run(["ldd", str(path)], check=True, capture_output=True, text=True).stdout
    return {line.split()[0] for line in out.splitlines() if line.strip() and "=>" in line}


@pytest.mark.skipif(sys.platform != "linux" or shutil.which("ldd") is None, reason="Linux with ldd")
def test_the_list_covers_what_the_installed_xcb_plugin_needs_beyond_qt_widgets() -> None:
    import PySide6

    root = Path(PySide6.__file__).parent
    plugin = root / "Qt" / "plugins" / "platforms" / "libqxcb.so"
    if not plugin.is_file():
        pytest.skip("this PySide6 has no xcb plugin")
    widgets = next(root.glob("QtWidgets*.so"))
    extra = {name for name in _ldd(plugin) - _ldd(widgets) if not name.startswith("libQt6")}
    listed = {library.soname for library in libraries.XCB_LIBRARIES}
    assert extra <= listed, f"not in XCB_LIBRARIES: {sorted(extra - listed)}"
