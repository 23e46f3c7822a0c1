"""PySide6's classes made on the GUI thread before another thread uses them.

PySide6 (shiboken 6.11) makes each wrapped class lazily, the first time Python asks for it: `from PySide6.QtGui
import QLinearGradient`, a return value of a class not seen yet, or a module's first import. That making is not
thread-safe: it runs Python code partway (so the interpreter may hand the GIL to another thread inside it) while it
walks the module's table of classes still to make, and a second thread making a class of the same module meanwhile
changes that table under it. The process dies with SIGSEGV. Seen with the home screen's two picture threads on a
first start: one at `from PySide6.QtGui import QLinearGradient`, the other importing QtSvg (3 crashes in 250
starts). So a thread other than the GUI thread only ever uses classes the GUI thread made first (``make_here``);
tests check with ``made_classes`` that its work makes none.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Mapping, Sequence


def make_here(classes: Mapping[str, Sequence[str]], modules: Sequence[str] = ()) -> None:
    """Import ``modules`` (which may name PySide classes at their import) and make each class ``classes`` names
    (module name -> class names), on the calling thread: the GUI thread, before it starts a thread that uses them."""
    for name in modules:
        importlib.import_module(name)
    for module_name, names in classes.items():
        module = importlib.import_module(module_name)
        for name in names:
            getattr(module, name)  # asking for it is what makes it


def made_classes() -> dict[str, frozenset[str]]:
    """Each loaded PySide6 module's classes made so far (those in its namespace): what a thread's work added to
    these is what it made itself."""
    return {
        name: frozenset(vars(module))
        for name, module in list(sys.modules.items())
        if name.startswith("PySide6.Qt") and module is not None
    }
