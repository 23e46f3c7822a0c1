"""The benchmarks' records of times, kept where Python's garbage collector does not walk them.

A 40 s run records hundreds of thousands of spans and ticks. Kept as lists of float objects (and of tuples of
them), every collection of the oldest generation on the GUI thread visited each one, and the app's collections
looked 12-26 ms long where the app alone spends ~5 ms (measured after 20 games of Times Square): the benchmark
timed its own records. An array of doubles holds no object to visit.
"""

from __future__ import annotations

from array import array
from collections.abc import Iterator


class Floats(array):  # type: ignore[type-arg]
    """Seconds, as raw doubles: a list's ``append``, ``clear``, iteration, indexing and ``len``."""

    __slots__ = ()

    def __new__(cls, values: object = ()) -> Floats:
        return super().__new__(cls, "d", values)  # type: ignore[call-arg]

    def clear(self) -> None:
        del self[:]


class Spans:
    """(start, end) pairs, as two arrays of doubles: ``append``, iteration, indexing and ``len`` of a list of
    tuples."""

    __slots__ = ("_starts", "_ends")

    def __init__(self) -> None:
        self._starts = Floats()
        self._ends = Floats()

    def append(self, span: tuple[float, float]) -> None:
        self._starts.append(span[0])
        self._ends.append(span[1])

    def clear(self) -> None:
        self._starts.clear()
        self._ends.clear()

    def __len__(self) -> int:
        return len(self._starts)

    def __iter__(self) -> Iterator[tuple[float, float]]:
        return zip(self._starts, self._ends)

    def __getitem__(self, index: int) -> tuple[float, float]:
        return self._starts[index], self._ends[index]

    def __bool__(self) -> bool:
        return len(self._starts) > 0
