"""A Debian package of the built app folder.

    python3 packaging/deb.py APP_DIR ICONS_DIR OUT_DIR

Layout of the package:

    /opt/tabletop-qt/                    the PyInstaller app folder, as built
    /usr/bin/tabletop-qt                 -> ../../opt/tabletop-qt/tabletop-qt (relative: also works unpacked
                                            into a scratch root by ``dpkg-deb -x``)
    /usr/share/applications/tabletop-qt.desktop
    /usr/share/icons/hicolor/<n>x<n>/apps/tabletop-qt.png, .../scalable/apps/tabletop-qt.svg
    /usr/share/metainfo/io.github.tabletopqt.TabletopQt.metainfo.xml
    /usr/share/doc/tabletop-qt/copyright

No maintainer scripts: the icon cache and the desktop database are refreshed by the dpkg triggers of
hicolor-icon-theme and desktop-file-utils, which watch those folders.

``Depends`` lists the system libraries the app folder still loads from the system (PyInstaller never bundles
glibc, OpenGL/EGL, libxcb or Wayland's client libraries, and bundles only what the build machine has), read from
the binaries themselves; a library this file does not know fails the build rather than leaving a hole.
"""

from __future__ import annotations

import datetime
import os
import re
import shutil
import stat
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
PACKAGE = "tabletop-qt"
APP_ID = "io.github.tabletopqt.TabletopQt"
INSTALL_DIR = Path("opt") / PACKAGE
MAINTAINER = "Tabletop Qt developers <tabletop-qt@users.noreply.invalid>"

# The Debian packages (bookworm names; Ubuntu 22.04+ has the same) that provide each library the bundle may
# load from the system. glibc's own libraries are handled apart (their version comes from the symbols used).
SYSTEM_LIBRARIES = {
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libGLX.so.0": "libglx0",
    "libGLdispatch.so.0": "libglvnd0",
    "libOpenGL.so.0": "libopengl0",
    "libxcb.so.1": "libxcb1",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libX11.so.6": "libx11-6",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-glx.so.0": "libxcb-glx0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xinerama.so.0": "libxcb-xinerama0",
    "libxcb-xinput.so.0": "libxcb-xinput0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libwayland-client.so.0": "libwayland-client0",
    "libwayland-cursor.so.0": "libwayland-cursor0",
    "libwayland-egl.so.1": "libwayland-egl1",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libdbus-1.so.3": "libdbus-1-3",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libz.so.1": "zlib1g",
    "libstdc++.so.6": "libstdc++6",
    "libgcc_s.so.1": "libgcc-s1",
}
GLIBC_LIBRARIES = {
    "libc.so.6", "libm.so.6", "libdl.so.2", "libpthread.so.0", "librt.so.1", "libutil.so.1", "libresolv.so.2",
    "ld-linux-x86-64.so.2", "ld-linux-aarch64.so.1", "ld-linux.so.2",
}
# Not linked but needed all the same: the bundled fontconfig reads the system's /etc/fonts.
EXTRA_DEPENDS = ["fontconfig-config"]
RECOMMENDS = ["fonts-dejavu-core | fonts-noto-core"]


# The control file's Description: a synopsis line, then the extended text (each line starts with a space, " ." is an
# empty line, two spaces keep a line as written). Written from tabletop_qt/core/games/metadata.py by
# `python tools/write_descriptions.py`; tests/packaging/test_descriptions.py fails when it disagrees with the source.
# description:begin (tools/write_descriptions.py)
DEB_DESCRIPTION = (
    'Tabletop games against bots, at one screen or over the LAN\n'
    ' Tabletop games on the desktop: play alone against bots, with friends side by\n'
    ' side at one screen, or across the local network (LAN) between two or more\n'
    ' computers, where the app finds the tables open on the network by itself. In\n'
    ' English, Italian or Dutch. The rules are exact, the table is drawn by the\n'
    ' project, and the bots are worth playing.\n'
    ' .\n'
    ' The games:\n'
    '  * Tea Time (2-4 players, 15-30 minutes): collect Wonderland characters from a\n'
    '    grid of double-faced cards: a mirror face cancels a normal one.\n'
    '  * Times Square (2 players, 20-30 minutes): lure Saucy Sue into your\n'
    '    nightclub, or let Champagne Charlie stumble in: play cards of one colour to\n'
    '    move the figures along the street.\n'
    '  * Frantic Frankfurt (2-4 players, 15-20 minutes, everybody at once): empty\n'
    '    your four columns onto the discard piles faster than the others: another\n'
    '    colour goes higher on lower, the same colour odd on even.\n'
    '  * High Noon Saloon (2-6 players, 30-60 minutes, alone or in teams): a\n'
    '    shoot-out in a saloon: take cover, load your guns, attack, block and\n'
    '    counterattack; the last one with grit left wins.\n'
    ' .\n'
    " The art of every table, and High Noon Saloon's cards and saloon map (the\n"
    " “Tabletop Qt house set”), are the project's own work; owners of the box can\n"
    ' load its printed cards as a content pack.'
)
# description:end

def _elf_files(app_dir: Path) -> list[Path]:
    files = []
    for path in sorted(app_dir.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as handle:
                if handle.read(4) == b"\x7fELF":
                    files.append(path)
    return files


def _needed(elf: Path) -> tuple[list[str], set[str]]:
    """(DT_NEEDED names, GLIBC_x.y versions required) of one ELF file, read with readelf."""
    out = subprocess.run(["readelf", "-d", "-V", "-W", str(elf)], capture_output=True, text=True, check=True).stdout
    needed = re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", out)
    versions = set(re.findall(r"Name: (GLIBC_\d+(?:\.\d+)*)", out))
    return needed, versions


def system_depends(app_dir: Path) -> list[str]:
    """The Depends entries for what the app folder loads from the system."""
    bundled = {path.name for path in app_dir.rglob("*")}
    packages: set[str] = set()
    glibc = (2, 17)
    unknown: dict[str, str] = {}
    for elf in _elf_files(app_dir):
        needed, versions = _needed(elf)
        for version in versions:
            glibc = max(glibc, tuple(int(part) for part in version.removeprefix("GLIBC_").split(".")))  # type: ignore[assignment]
        for name in needed:
            if name in bundled:
                continue
            if name in GLIBC_LIBRARIES:
                continue
            if name in SYSTEM_LIBRARIES:
                packages.add(SYSTEM_LIBRARIES[name])
            else:
                unknown.setdefault(name, str(elf.relative_to(app_dir)))
    if unknown:
        listing = ", ".join(f"{name} (needed by {by})" for name, by in sorted(unknown.items()))
        raise RuntimeError(f"the app folder needs system libraries packaging/deb.py has no package for: {listing}")
    return [f"libc6 (>= {'.'.join(map(str, glibc))})", *sorted(packages), *EXTRA_DEPENDS]


def _architecture() -> str:
    return subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True, check=True).stdout.strip()


def _commit_time() -> int:
    """When the commit being packaged was made: the release date in the metadata and the files' times in the
    package, so a rebuild of the same commit gives the same package. Now, outside a git checkout."""
    try:
        out = subprocess.run(["git", "-C", str(ROOT), "log", "-1", "--format=%ct"], capture_output=True, text=True, check=True)
        return int(out.stdout.strip())
    except (OSError, ValueError, subprocess.CalledProcessError):
        return int(time.time())


def _version() -> str:
    text = (ROOT / "tabletop_qt" / "__init__.py").read_text(encoding="utf-8")
    match = re.search(r'^__version__ = "([^"]+)"', text, re.MULTILINE)
    if not match:
        raise RuntimeError("no __version__ in tabletop_qt/__init__.py")
    return match.group(1)


def _write(path: Path, data: bytes | str, mode: int = 0o644) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(data, str):
        data = data.encode("utf-8")
    path.write_bytes(data)
    path.chmod(mode)


def _normalise_modes(root: Path) -> None:
    """Folders 755, executables 755, other files 644: what Debian expects, whatever the build's umask was."""
    for path in [root, *root.rglob("*")]:
        if path.is_symlink():
            continue
        if path.is_dir():
            path.chmod(0o755)
        else:
            executable = path.stat().st_mode & stat.S_IXUSR
            path.chmod(0o755 if executable else 0o644)


def _copyright(version: str) -> str:
    return f"""Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: Tabletop Qt
Comment: Tabletop Qt {version}, built with PyInstaller. /opt/{PACKAGE} also holds the libraries it runs on:
 CPython (PSF-2.0), Qt 6 and PySide6 (LGPL-3.0), shiboken6 (LGPL-3.0), qasync (BSD-2-Clause),
 zeroconf (LGPL-2.1-or-later), ifaddr (MIT), spake2 (MIT), cryptography (Apache-2.0 OR BSD-3-Clause, with
 OpenSSL, Apache-2.0, inside its compiled module), ICU (Unicode-3.0) and the system libraries
 PyInstaller copied from the build machine, each under its own licence.

Files: *
Copyright: The Tabletop Qt developers
License: GPL-3.0-or-later
 On Debian systems, the full text of the GNU General Public License version 3 can be found in
 /usr/share/common-licenses/GPL-3.
"""


XZ_LEVEL = 6  # dpkg-deb's own default: the .deb handed to people


def build_deb(app_dir: Path, icons_dir: Path, out_dir: Path, xz_level: int = XZ_LEVEL) -> Path:
    """Build ``tabletop-qt_<version>_<arch>.deb`` in ``out_dir`` from the PyInstaller folder ``app_dir``, its data
    xz-compressed at ``xz_level`` (0-9: the same format at any level; 0 takes a tenth of 6's time, the file about a
    sixth bigger)."""
    if not (app_dir / PACKAGE).is_file():
        raise FileNotFoundError(f"{app_dir} holds no {PACKAGE} executable")
    version = _version()
    arch = _architecture()
    out_dir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="tabletop-qt-deb-") as tmp:
        stage = Path(tmp) / "root"
        shutil.copytree(app_dir, stage / INSTALL_DIR, symlinks=True)
        launcher = stage / "usr" / "bin" / PACKAGE
        launcher.parent.mkdir(parents=True)
        # Relative, so the launcher also runs from a package unpacked anywhere (dpkg-deb -x into a test root).
        launcher.symlink_to(Path("..", "..", INSTALL_DIR, PACKAGE))
        share = stage / "usr" / "share"
        _write(share / "applications" / f"{PACKAGE}.desktop", (HERE / "linux" / f"{PACKAGE}.desktop").read_bytes())
        for png in sorted((icons_dir / "png").glob("*.png")):
            size = png.stem
            _write(share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{PACKAGE}.png", png.read_bytes())
        svg = ROOT / "resources" / "icons" / f"{PACKAGE}.svg"
        _write(share / "icons" / "hicolor" / "scalable" / "apps" / f"{PACKAGE}.svg", svg.read_bytes())
        metainfo = (HERE / "linux" / f"{APP_ID}.metainfo.xml").read_text(encoding="utf-8")
        when = int(os.environ.get("SOURCE_DATE_EPOCH") or _commit_time())
        date = datetime.datetime.fromtimestamp(when, datetime.timezone.utc).date().isoformat()
        metainfo = metainfo.replace("@VERSION@", version).replace("@DATE@", date)
        _write(share / "metainfo" / f"{APP_ID}.metainfo.xml", metainfo)
        _write(share / "doc" / PACKAGE / "copyright", _copyright(version))
        _normalise_modes(stage)

        installed_kib = sum(p.stat().st_size for p in stage.rglob("*") if p.is_file() and not p.is_symlink()) // 1024
        control = {
            "Package": PACKAGE,
            "Version": version,
            "Architecture": arch,
            "Maintainer": MAINTAINER,
            "Installed-Size": str(installed_kib),
            "Depends": ", ".join(system_depends(stage / INSTALL_DIR)),
            "Recommends": ", ".join(RECOMMENDS),
            "Section": "games",
            "Priority": "optional",
            "Description": DEB_DESCRIPTION,
        }
        _write(stage / "DEBIAN" / "control", "".join(f"{key}: {value}\n" for key, value in control.items()))
        (stage / "DEBIAN").chmod(0o755)

        deb = out_dir / f"{PACKAGE}_{version}_{arch}.deb"
        deb.unlink(missing_ok=True)
        # xz, dpkg's default, which every dpkg reads; --root-owner-group: files owned by root whoever builds.
        subprocess.run(
            ["dpkg-deb", "--root-owner-group", "-Zxz", f"-z{xz_level}", "--build", str(stage), str(deb)],
            check=True,
            stdout=subprocess.DEVNULL,
            env={
                **os.environ,
                "SOURCE_DATE_EPOCH": str(when),  # dpkg-deb clamps file times to it
                # xz on every core (dpkg >= 1.21.9; older ones ignore the variable, where --threads-max would fail).
                "DPKG_DEB_THREADS_MAX": str(os.cpu_count() or 1),
            },
        )
    return deb


if __name__ == "__main__":
    if len(sys.argv) != 4:
        raise SystemExit(__doc__)
    print(build_deb(Path(sys.argv[1]), Path(sys.argv[2]), Path(sys.argv[3])))
