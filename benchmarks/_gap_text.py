"""A detailed gap of gui_stall.py as text: its figures on one line, then what the probe and the thread clocks saw."""

from __future__ import annotations

from typing import Any


def named_others(others: list[dict[str, Any]]) -> str:
    """'DeferredDelete on QWidget 796.0 ms (CPU 22.0)' for each long "other" event, longest first."""
    return "; ".join(f"{o['event']} on {o['receiver']} {o['ms']} ms (CPU {o['cpu_ms']})" for o in others)


def gap_text(detail: dict[str, Any], leave_out: tuple[str, ...]) -> str:
    """A gap's figures as one line, its long "other" events named at the end."""
    rest = ", ".join(
        f"{k} {v}" for k, v in detail.items() if k not in (*leave_out, "other_events", "probe", "threads")
    )
    if detail.get("other_events"):
        rest += f"; events of no named kind: {named_others(detail['other_events'])}"
    probe = detail.get("probe")
    if probe and probe["samples"]:
        rest += (
            f"\n{'':<18}probe: {probe['samples']} samples over {probe['seen_ms']} ms, GUI CPU {probe['seen_gui_cpu_ms']} ms,"
            f" {probe['minor_faults']} minor faults, run-queue wait {probe['run_queue_wait_ms']} ms, steal"
            f" {probe['steal_ms']} ms, states {probe['states']}, the watchdog at most {probe['probe_latest_ms']} ms late"
        )
        for seen in probe["stacks"]:
            rest += f"\n{'':<20}{seen['gui_cpu_ms']:6.2f} ms CPU at " + " < ".join(seen["stack"])
        for seen in probe["other_threads"]:
            rest += f"\n{'':<20}another thread, {seen['samples']} samples at " + " < ".join(seen["stack"])
    threads = detail.get("threads")
    if threads:
        rest += f"\n{'':<18}threads, from another process: it woke at most {threads['sampler_late_ms']} ms late;" + "".join(
            f" {name} {t['cpu_ms']} ms CPU, {t['queue_ms']} waiting for a CPU, in {t['over_ms']} ms ({t['states']})," for name, t in threads["threads"].items()
        ).rstrip(",")
    return rest
