"""Interface languages: loading Qt translators and switching them at run time."""

from __future__ import annotations
