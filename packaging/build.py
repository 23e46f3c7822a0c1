"""Build Tabletop Qt as a native app for this system, smoke-test it, and print its size and start-up time.

    python3 packaging/build.py [--out dist] [--work build] [--runs 5] [--release] [--no-deb] [--deb-xz-level N]
                               [--no-timing]

On every system: the PyInstaller app folder (``tabletop-qt/``; on macOS also ``Tabletop Qt.app``), checked by
``packaging/smoke.py`` (every language, every playable game's table, the rules help, a hard bot's move, a clean quit), its size,
and its start-up time to the first painted window beside the source tree's, measured in the same run.
On Linux also the ``.deb`` (``packaging/deb.py``), unpacked into a scratch root, whose ``/usr/bin`` launcher is
run and smoke-tested as well. ``--release`` adds what is handed to people: on Linux a ``.tar.gz`` of the app
folder, on macOS a ``.dmg`` (hdiutil), on Windows the installer (Inno Setup's ``iscc``).

Needs PyInstaller (``pip install -e ".[package]"``, or ``.[test]``, which includes it). Everything goes under
``--out`` (default: dist/) and ``--work`` (default: build/), both ignored by git; the work folder is emptied
first, so nothing of an earlier build is reused. A failed check exits with status 1.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tarfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

import deb  # noqa: E402
import icons  # noqa: E402
import smoke  # noqa: E402

APP_NAME = "tabletop-qt"
MACOS_BUNDLE = "Tabletop Qt.app"


def folder_size(path: Path) -> int:
    """Bytes of the files under ``path``, links not followed (as a file manager or du --apparent-size counts)."""
    total = 0
    for entry in path.rglob("*"):
        if entry.is_file() and not entry.is_symlink():
            total += entry.stat().st_size
    return total


def mb(size: int) -> str:
    return f"{size / 1_000_000:.1f} MB"


def run_pyinstaller(out: Path, work: Path, icons_dir: Path) -> float:
    """Run the spec; returns the seconds it took."""
    try:
        import PyInstaller  # noqa: F401
    except ImportError as exc:
        raise SystemExit('PyInstaller is missing: python3 -m pip install -e ".[package]"') from exc
    started = time.perf_counter()
    subprocess.run(
        [
            sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
            "--distpath", str(out), "--workpath", str(work / "pyinstaller"),
            str(HERE / "tabletop-qt.spec"), "--", "--icons", str(icons_dir),
        ],
        check=True,
        cwd=ROOT,
    )
    return time.perf_counter() - started


def app_path(out: Path) -> Path:
    """What a person starts: the .app bundle on macOS, the folder's executable elsewhere."""
    if sys.platform == "darwin":
        return out / MACOS_BUNDLE
    return out / APP_NAME / (f"{APP_NAME}.exe" if sys.platform == "win32" else APP_NAME)


def check(label: str, verdict: smoke.Verdict, failures: list[str]) -> None:
    if verdict.ok:
        print(f"  {label}: passed ({verdict.version_line or 'version from the report'})")
    else:
        print(f"  {label}: FAILED")
        for problem in verdict.problems:
            print(f"    - {problem}")
        failures += [f"{label}: {problem}" for problem in verdict.problems]


def install_deb_into_scratch_root(package: Path, root: Path) -> Path:
    """Unpack the package as dpkg would install it, under ``root``; returns the launcher on PATH."""
    if root.exists():
        shutil.rmtree(root)
    subprocess.run(["dpkg-deb", "-x", str(package), str(root)], check=True)
    return root / "usr" / "bin" / APP_NAME


def deb_layout_problems(root: Path) -> list[str]:
    """Files the .deb must install, checked in the scratch root."""
    problems = []
    wanted = [
        f"opt/{APP_NAME}/{APP_NAME}",
        f"usr/share/applications/{APP_NAME}.desktop",
        f"usr/share/icons/hicolor/scalable/apps/{APP_NAME}.svg",
        f"usr/share/metainfo/{deb.APP_ID}.metainfo.xml",
        f"usr/share/doc/{APP_NAME}/copyright",
    ]
    wanted += [f"usr/share/icons/hicolor/{n}x{n}/apps/{APP_NAME}.png" for n in icons.HICOLOR_SIZES]
    for relative in wanted:
        if not (root / relative).is_file():
            problems.append(f"the package installs no /{relative}")
    launcher = root / "usr" / "bin" / APP_NAME
    if not launcher.is_symlink() or os.path.isabs(os.readlink(launcher)):
        problems.append(f"/usr/bin/{APP_NAME} is not a relative link into /opt/{APP_NAME}")
    return problems


def make_tarball(app_dir: Path, out: Path, version: str) -> Path:
    arch = platform.machine().lower()
    archive = out / f"{APP_NAME}-{version}-linux-{arch}.tar.gz"
    with tarfile.open(archive, "w:gz", compresslevel=6) as tar:
        tar.add(app_dir, arcname=f"{APP_NAME}-{version}")
    return archive


def make_dmg(bundle: Path, out: Path, work: Path, version: str) -> Path:
    """A compressed disk image holding the app and a link to /Applications to drag it onto."""
    stage = work / "dmg"
    if stage.exists():
        shutil.rmtree(stage)
    stage.mkdir(parents=True)
    subprocess.run(["ditto", str(bundle), str(stage / bundle.name)], check=True)  # keeps links and signatures
    (stage / "Applications").symlink_to("/Applications")
    image = out / f"{APP_NAME}-{version}-macos-{platform.machine().lower()}.dmg"
    image.unlink(missing_ok=True)
    subprocess.run(
        ["hdiutil", "create", "-volname", "Tabletop Qt", "-srcfolder", str(stage), "-ov", "-format", "UDZO", str(image)],
        check=True,
    )
    return image


def find_iscc() -> str | None:
    found = shutil.which("iscc") or shutil.which("ISCC")
    if found:
        return found
    for base in (os.environ.get("ProgramFiles(x86)"), os.environ.get("ProgramFiles")):
        if base and (Path(base) / "Inno Setup 6" / "ISCC.exe").is_file():
            return str(Path(base) / "Inno Setup 6" / "ISCC.exe")
    return None


def make_installer(app_dir: Path, out: Path, icon: Path, version: str) -> Path:
    iscc = find_iscc()
    if iscc is None:
        raise SystemExit("Inno Setup's iscc is not installed (choco install innosetup)")
    subprocess.run(
        [iscc, "/Q", f"/DAppVersion={version}", f"/DSourceDir={app_dir}", f"/DOutputDir={out}", f"/DIconFile={icon}",
         str(HERE / "windows" / "tabletop-qt.iss")],
        check=True,
    )
    return out / f"{APP_NAME}-{version}-windows-x64-setup.exe"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "dist", help="where the app and packages go (dist/)")
    parser.add_argument("--work", type=Path, default=ROOT / "build", help="PyInstaller's work folder (build/)")
    parser.add_argument("--runs", type=int, default=5, help="start-up runs of each, packaged and source (5)")
    parser.add_argument("--no-timing", action="store_true", help="skip the start-up measurement")
    parser.add_argument("--no-deb", action="store_true", help="Linux: skip the .deb")
    parser.add_argument(
        "--deb-xz-level", type=int, choices=range(10), default=deb.XZ_LEVEL, metavar="0-9",
        help=f"Linux: the .deb's xz level ({deb.XZ_LEVEL}, dpkg's default; the test suite builds at 0, ten times faster)",
    )
    parser.add_argument("--release", action="store_true", help="also the tar.gz / dmg / installer to hand out")
    args = parser.parse_args(argv)
    out: Path = args.out.resolve()
    work: Path = args.work.resolve()
    version = smoke.repo_version()
    started = time.perf_counter()
    summary: dict[str, Any] = {"version": version, "system": f"{platform.system()} {platform.machine()}"}
    failures: list[str] = []

    if work.exists():
        shutil.rmtree(work)  # no earlier analysis, no earlier icons: what is checked is what was just built
    for stale in (out / APP_NAME, out / MACOS_BUNDLE):
        if stale.exists():
            shutil.rmtree(stale)
    out.mkdir(parents=True, exist_ok=True)

    print(f"Tabletop Qt {version}: building for {summary['system']}")
    made = icons.make_icons(work / "icons")
    seconds = run_pyinstaller(out, work, work / "icons")
    app = app_path(out)
    app_dir = app if sys.platform == "darwin" else app.parent
    summary["app"] = str(app)
    summary["app_size_bytes"] = folder_size(app_dir)
    summary["pyinstaller_s"] = round(seconds, 1)
    print(f"\napp: {app_dir}  {mb(summary['app_size_bytes'])}  (PyInstaller {seconds:.0f} s)")

    print("\nsmoke tests (offscreen):")
    reference = smoke.source_reference(out / "smoke" / "source")
    command = smoke.app_command(app)
    check("app folder", smoke.smoke(command, out / "smoke" / "app", frozen=True, reference=reference), failures)

    package: Path | None = None
    if sys.platform.startswith("linux") and not args.no_deb:
        if shutil.which("dpkg-deb") is None:
            raise SystemExit("dpkg-deb is missing (Debian/Ubuntu: apt-get install dpkg); or pass --no-deb")
        deb_started = time.perf_counter()
        package = deb.build_deb(app_dir, work / "icons", out, args.deb_xz_level)
        summary["deb"] = str(package)
        summary["deb_size_bytes"] = package.stat().st_size
        summary["deb_s"] = round(time.perf_counter() - deb_started, 1)
        print(f"\n.deb: {package}  {mb(summary['deb_size_bytes'])}  ({summary['deb_s']:.0f} s)")
        root = work / "deb-root"
        launcher = install_deb_into_scratch_root(package, root)
        layout = deb_layout_problems(root)
        if layout:
            failures += layout
            print("  layout: FAILED\n    - " + "\n    - ".join(layout))
        else:
            print("  layout: /opt, /usr/bin launcher, .desktop, hicolor icons, metainfo, copyright")
        check(".deb launcher", smoke.smoke([str(launcher)], out / "smoke" / "deb", frozen=True, reference=reference), failures)

    if args.release:
        if sys.platform.startswith("linux"):
            summary["tarball"] = str(make_tarball(app_dir, out, version))
        elif sys.platform == "darwin":
            summary["dmg"] = str(make_dmg(app, out, work, version))
        elif sys.platform == "win32":
            summary["installer"] = str(make_installer(app_dir, out, made["ico"], version))
        for key in ("tarball", "dmg", "installer"):
            if key in summary:
                print(f"\n{key}: {summary[key]}  {mb(Path(summary[key]).stat().st_size)}")

    if not args.no_timing and not failures:
        print(f"\nstart-up to the first painted window, offscreen, {args.runs} runs each after a warm-up:")
        times = smoke.first_paint_times(
            {"packaged app": (command, False), "source (python3 packaging/entry.py)": (smoke.SOURCE_COMMAND, True)},
            args.runs,
            work / "timing",
        )
        summary["first_paint_ms"] = {}
        for label, values in times.items():
            print(f"  {label:<38} {smoke.summary_ms(values)}")
            summary["first_paint_ms"][label] = {
                "median": round(statistics.median(values) * 1000, 1),
                "runs": [round(v * 1000, 1) for v in values],
            }

    summary["total_s"] = round(time.perf_counter() - started, 1)
    summary["failures"] = failures
    (out / "build-summary.json").write_text(json.dumps(summary, indent=1), encoding="utf-8")
    print(f"\nsizes: app folder {mb(summary['app_size_bytes'])}"
          + (f", .deb {mb(summary['deb_size_bytes'])}" if package else "")
          + f"; whole build and checks {summary['total_s']:.0f} s; summary in {out / 'build-summary.json'}")
    if failures:
        print(f"\nBUILD CHECKS FAILED ({len(failures)} problems)")
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
