"""The home screen's idle warm-up holds the GUI thread a few milliseconds a step: a game's board, its own warm-up
and the rules thread's Qt modules are imported one module per step (ui/import_steps.py), not in one step each
(a board's ~40 modules held the GUI thread 10-45 ms, High Noon Saloon's board step 66 ms).

Counted in modules, not milliseconds (tests never assert times): in a fresh interpreter, so no other test has
imported them first, the app's modules each step imports."""

from __future__ import annotations


from tests.test_cli import ENGLISH, child_report, run
from tests.ui.window_script import WINDOW_WITHOUT_ITS_WARM_UP

# The window as main() makes it, its own warm-up timer left out; the steps driven one at a time.
STEPS = WINDOW_WITHOUT_ITS_WARM_UP + r"""
window.show()
app.processEvents()
import threading
class WhoImports:  # notes the thread that first looks for each app module; the usual finders find it
    threads = {}
    def find_spec(self, name, path=None, target=None):
        WhoImports.threads.setdefault(name, threading.current_thread() is threading.main_thread())
        return None
sys.meta_path.insert(0, WhoImports())
from tabletop_qt.ui.boards import _BOARDS
from tabletop_qt.ui.warm_up import warm_up_steps
def app_modules():
    # (The import-ahead thread's modules are off the GUI thread: not counted.)
    # list(): one copy made under the lock; the import-ahead thread adds modules while this looks
    return {name for name in list(sys.modules) if name.startswith("tabletop_qt") and WhoImports.threads.get(name, True)}
boards = sorted(module for module, _ in _BOARDS.values())
unloaded = [module for module in boards if module not in sys.modules]
steps = []
known = app_modules()
for _ in warm_up_steps(lambda: window.game):
    now = app_modules()
    steps.append(sorted(now - known))
    known = now
print(json.dumps({"unloaded": unloaded, "boards": boards, "steps": steps}))
"""

# Per step: the module imported and, at most, one more the step's work imports inside a function (a board's
# constructor, a picture's loader).
MODULES_PER_STEP = 2


def test_warm_up_steps_import_the_boards_and_the_rules_threads_modules_one_module_at_a_time() -> None:
    result = run("-c", STEPS, **ENGLISH)
    seen = child_report(result)
    assert seen["unloaded"] == seen["boards"]  # the first frame imported no board: the steps did all of it
    steps = seen["steps"]
    imported = {module for step in steps for module in step}
    assert set(seen["boards"]) <= imported
    assert {"tabletop_qt.rules_thread.worker", "tabletop_qt.history.store", "tabletop_qt.ui.winner_screen"} <= imported
    big = [step for step in steps if len(step) > MODULES_PER_STEP]
    assert big == [], big
