"""benchmarks/gui_stall.py names the long events it cannot file under a kind of its own ("other"): each one's QEvent
type and its receiver's class (benchmarks/_stall_monitor.py), so a gap spent inside one (a 796 ms gap at a winner
screen, in an "other" event) can be explained. In a fresh interpreter (the benchmark's QApplication class is its own)."""

from __future__ import annotations


from tests.test_cli import ENGLISH, child_report, run

SCRIPT = r"""
import json, sys
sys.path.insert(0, "benchmarks")
import _stall_monitor as monitor
from PySide6.QtCore import QEvent, QObject, QTimer
iv = monitor.Intervals()
app = monitor.timed_application(iv)([sys.argv[0]])
monitor.NAME_OTHER_S = 0.0  # every "other" event named: the test waits for no long one

class Receiver(QObject):
    pass

receiver = Receiver()
app.postEvent(receiver, QEvent(QEvent.Type.User))
gone = QTimer()
gone.deleteLater()  # the event deletes its receiver: named before it is sent
ticks = []
QTimer.singleShot(0, lambda: ticks.append(1))  # a queued call: a kind of its own, not named
while not ticks:
    app.processEvents()
app.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
named = [[kind, receiver] for _, _, _, kind, receiver in iv.named_others]
print(json.dumps({"named": named, "in_window": iv.others_in(0.0, float("inf")), "other_spans": len(iv.spans["ev_other"])}))
"""


def test_long_events_of_no_named_kind_are_named_by_type_and_receiver() -> None:
    result = run("-c", SCRIPT, **ENGLISH)
    seen = child_report(result)
    assert ["User", "Receiver"] in seen["named"], seen
    assert ["DeferredDelete", "QTimer"] in seen["named"], seen
    # Only "other" events are named (the queued call and the timer have kinds of their own), each one once.
    assert len(seen["named"]) == seen["other_spans"], seen
    assert all(kind not in ("MetaCall", "Timer") for kind, _ in seen["named"]), seen
    assert {(o["event"], o["receiver"]) for o in seen["in_window"]} == {tuple(n) for n in seen["named"]}, seen
