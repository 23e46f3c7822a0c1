"""The system's language picks the interface language the first time the app starts."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest


@pytest.mark.parametrize(
    ("locale", "expected"),
    [("it_IT.UTF-8", "it"), ("nl_NL.UTF-8", "nl"), ("nl_BE.UTF-8", "nl"), ("en_GB.UTF-8", "en"), ("de_DE.UTF-8", "en")],
)
def test_the_system_locale_picks_the_first_language(locale: str, expected: str) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("LC_") and k not in ("LANG", "LANGUAGE")}
    env.update(LANG=locale, LC_ALL=locale, LANGUAGE=locale.split(".")[0], QT_QPA_PLATFORM="offscreen")
    code = "from tabletop_qt.i18n.languages import system_language; print(system_language().value)"
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == expected
