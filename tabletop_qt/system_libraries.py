"""Before Qt loads its X11 platform plugin: are the system libraries that plugin needs installed?

A fresh Debian or Ubuntu desktop lacks some of them (libxcb-cursor0, libxcb-icccm4, libxcb-keysyms1...), and Qt
then ends with "Could not load the Qt platform plugin xcb" and an abort, which tells a player nothing they can act
on. So ``main()`` asks here first (Linux, when the platform will be xcb) and, when one is missing, prints in the
person's language which packages to install, and exits with code 2. ``SKIP_ENV`` set to 1 skips the check.

The check loads each library with the system's loader (``ctypes.CDLL``), as Qt's loading of the plugin would: the
libraries found stay loaded, so the check costs the plugin's own loading nothing more. No QCoreApplication is made
(a QTranslator answers on its own); QtCore needs none of these libraries.
"""

from __future__ import annotations

import enum
import os
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP

from tabletop_qt.i18n.languages import Language
from tabletop_qt.i18n.words import Words
from tabletop_qt.xcb_platform import SKIP_ENV, library_check_due, platform_needs_xcb  # noqa: F401  (platform_needs_xcb: found here too)

EXIT_CODE = 2
CONTEXT = "SystemLibraries"


@dataclass(frozen=True)
class SystemLibrary:
    """One library the xcb plugin links, and the package that installs it on each family of distributions."""

    soname: str
    debian: str
    fedora: str
    arch: str


# What PySide6's xcb plugin (Qt/plugins/platforms/libqxcb.so and Qt/lib/libQt6XcbQpa.so.6) links beyond what
# QtGui and QtWidgets already need (those load before this check, or the import fails): `ldd` of the plugin minus
# `ldd` of QtWidgets, PySide6 6.11. tests/test_system_libraries.py compares it with the installed wheel.
XCB_LIBRARIES: tuple[SystemLibrary, ...] = (
    SystemLibrary("libxcb.so.1", "libxcb1", "libxcb", "libxcb"),
    SystemLibrary("libX11-xcb.so.1", "libx11-xcb1", "libX11-xcb", "libx11"),
    SystemLibrary("libxcb-cursor.so.0", "libxcb-cursor0", "xcb-util-cursor", "xcb-util-cursor"),
    SystemLibrary("libxcb-icccm.so.4", "libxcb-icccm4", "xcb-util-wm", "xcb-util-wm"),
    SystemLibrary("libxcb-image.so.0", "libxcb-image0", "xcb-util-image", "xcb-util-image"),
    SystemLibrary("libxcb-keysyms.so.1", "libxcb-keysyms1", "xcb-util-keysyms", "xcb-util-keysyms"),
    SystemLibrary("libxcb-randr.so.0", "libxcb-randr0", "libxcb", "libxcb"),
    SystemLibrary("libxcb-render-util.so.0", "libxcb-render-util0", "xcb-util-renderutil", "xcb-util-renderutil"),
    SystemLibrary("libxcb-render.so.0", "libxcb-render0", "libxcb", "libxcb"),
    SystemLibrary("libxcb-shape.so.0", "libxcb-shape0", "libxcb", "libxcb"),
    SystemLibrary("libxcb-shm.so.0", "libxcb-shm0", "libxcb", "libxcb"),
    SystemLibrary("libxcb-sync.so.1", "libxcb-sync1", "libxcb", "libxcb"),
    SystemLibrary("libxcb-util.so.1", "libxcb-util1", "xcb-util", "xcb-util"),
    SystemLibrary("libxcb-xfixes.so.0", "libxcb-xfixes0", "libxcb", "libxcb"),
    SystemLibrary("libxcb-xkb.so.1", "libxcb-xkb1", "libxcb", "libxcb"),
    SystemLibrary("libxkbcommon-x11.so.0", "libxkbcommon-x11-0", "libxkbcommon-x11", "libxkbcommon-x11"),
)


class Distro(enum.Enum):
    """The family of distributions whose package names and installer the message uses."""

    DEBIAN = "debian"
    FEDORA = "fedora"
    ARCH = "arch"
    OTHER = "other"


INSTALL_COMMANDS: dict[Distro, str] = {
    Distro.DEBIAN: "sudo apt install {packages}",
    Distro.FEDORA: "sudo dnf install {packages}",
    Distro.ARCH: "sudo pacman -S {packages}",
}

MISSING = QT_TRANSLATE_NOOP(
    "SystemLibraries",
    "Tabletop Qt cannot open its window: the X11 display support needs system libraries that are not installed"
    " ({libraries}).",
)
INSTALL_ONE = QT_TRANSLATE_NOOP("SystemLibraries", "Install them with this command, then start Tabletop Qt again:")
INSTALL_ANY = QT_TRANSLATE_NOOP(
    "SystemLibraries", "Install them with your system's package manager, then start Tabletop Qt again. For example:"
)
ON_DEBIAN = QT_TRANSLATE_NOOP("SystemLibraries", "Debian, Ubuntu, Linux Mint: {command}")
ON_FEDORA = QT_TRANSLATE_NOOP("SystemLibraries", "Fedora: {command}")
ON_ARCH = QT_TRANSLATE_NOOP("SystemLibraries", "Arch Linux: {command}")
BYPASS = QT_TRANSLATE_NOOP(
    "SystemLibraries",
    "If these libraries are installed where this check does not look, start with the environment variable"
    " {variable}=1 to skip it.",
)
_ON_DISTRO = {Distro.DEBIAN: ON_DEBIAN, Distro.FEDORA: ON_FEDORA, Distro.ARCH: ON_ARCH}


def loadable(soname: str) -> bool:
    """Whether the system's loader finds ``soname`` (searched as Qt's loading of the plugin would search it)."""
    import ctypes  # only where the check runs (an X11 desktop): a few milliseconds of start-up elsewhere

    try:
        ctypes.CDLL(soname)
    except OSError:
        return False
    return True


def missing_libraries(load: Callable[[str], bool] | None = None) -> tuple[SystemLibrary, ...]:
    probe = load or loadable  # looked up at the call, so a test can stand in for the system's loader
    return tuple(library for library in XCB_LIBRARIES if not probe(library.soname))


def distro(os_release: str) -> Distro:
    """The distribution family named by /etc/os-release's ID and ID_LIKE."""
    names: list[str] = []
    for line in os_release.splitlines():
        key, _, value = line.partition("=")
        if key.strip() in ("ID", "ID_LIKE"):
            names.extend(value.strip().strip("\"'").lower().split())
    for family, members in (
        (Distro.DEBIAN, ("debian", "ubuntu")),
        (Distro.FEDORA, ("fedora", "rhel", "centos")),
        (Distro.ARCH, ("arch", "archlinux")),
    ):
        if any(name in members for name in names):
            return family
    return Distro.OTHER


def _packages(missing: Sequence[SystemLibrary], family: Distro) -> str:
    names: list[str] = []
    for library in missing:
        name = {Distro.FEDORA: library.fedora, Distro.ARCH: library.arch}.get(family, library.debian)
        if name not in names:
            names.append(name)
    return " ".join(names)


def install_command(missing: Sequence[SystemLibrary], family: Distro) -> str:
    return INSTALL_COMMANDS[family].format(packages=_packages(missing, family))


def message(missing: Sequence[SystemLibrary], family: Distro, words: Callable[[str], str]) -> str:
    lines = [words(MISSING).format(libraries=", ".join(library.soname for library in missing))]
    if family is Distro.OTHER:
        lines.append(words(INSTALL_ANY))
        for each in (Distro.DEBIAN, Distro.FEDORA, Distro.ARCH):
            lines.append("    " + words(_ON_DISTRO[each]).format(command=install_command(missing, each)))
    else:
        lines.append(words(INSTALL_ONE))
        lines.append("    " + install_command(missing, family))
    lines.append(words(BYPASS).format(variable=SKIP_ENV))
    return "\n".join(lines)


def _os_release() -> str:
    for path in (Path("/etc/os-release"), Path("/usr/lib/os-release")):
        try:
            return path.read_text(encoding="utf-8", errors="replace")
        except OSError:
            continue
    return ""


def check(language: Language, env: Mapping[str, str] | None = None) -> str | None:
    """The message to print when the xcb plugin's libraries are missing, else None (nothing to say)."""
    env = os.environ if env is None else env
    if not library_check_due(env):
        return None
    missing = missing_libraries()
    if not missing:
        return None
    return message(missing, distro(_os_release()), Words(language, CONTEXT))
