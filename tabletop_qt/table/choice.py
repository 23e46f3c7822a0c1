"""A choice under way: the legal actions still agreeing with the clicks so far.

A person builds an action click by click (a card, then a target; cells of a grid one by one). Each click *picks* a
field's value; the choice keeps the legal actions (their JSON, exactly as the rules sent them) that hold every
pick, and the scene lights what those actions still offer (``options``) and asks for one when the clicks have
narrowed them to it. The scenes never judge an action: a choice only filters what the rules listed.

Two kinds of field: a plain one (``"card"``, ``"pile"``) agrees when the action holds the same value; a *set* field
(named in ``sets``: ``"cells"``, ``"targets"``) is picked member by member, and agrees when the action's list holds
every member picked so far. Plain Python, no Qt: the rules thread, the tests and the four scenes share it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from enum import Enum
from typing import Any

Action = Mapping[str, Any]


class Click(Enum):
    """What a click did to the choice."""

    NARROWED = "narrowed"  # the value joined the picks, and some legal action still holds them all
    WIDENED = "widened"  # a second click on a picked value took it back
    RESTARTED = "restarted"  # it agrees with no action along with the picks so far, but does alone: begun again
    REFUSED = "refused"  # no legal action holds it, even alone: the choice is unchanged


@dataclass(frozen=True)
class Choice:
    """The legal actions and the picks so far (field -> value; a set field's value is a frozenset)."""

    legal: tuple[Action, ...] = ()
    sets: frozenset[str] = frozenset()
    picks: tuple[tuple[str, Any], ...] = ()  # in the order picked; one entry per field

    @classmethod
    def among(cls, legal: Iterable[Any], sets: Iterable[str] = ()) -> Choice:
        """A fresh choice among ``legal`` (anything that is not an action's mapping is left out)."""
        return cls(tuple(a for a in legal if isinstance(a, Mapping)), frozenset(sets))

    # ------------------------------------------------------------------ reading
    def __bool__(self) -> bool:
        """True once anything is picked."""
        return bool(self.picks)

    def __contains__(self, field: object) -> bool:
        return any(name == field for name, _ in self.picks)

    def get(self, field: str, default: Any = None) -> Any:
        """The value picked for ``field`` (a set field: the frozenset of its members), else ``default``."""
        return next((value for name, value in self.picks if name == field), default)

    def as_dict(self) -> dict[str, Any]:
        """The picks as a dict, a set field's members sorted into a list (the form an action has)."""
        return {name: sorted(value) if name in self.sets else value for name, value in self.picks}

    def agrees(self, action: Action) -> bool:
        """Whether ``action`` holds every pick."""
        for name, value in self.picks:
            if name in self.sets:
                held = action.get(name)
                if not isinstance(held, (list, tuple)) or not value <= set(held):
                    return False
            elif action.get(name) != value:
                return False
        return True

    def actions(self) -> list[Action]:
        """The legal actions still agreeing with the picks, in the order the rules listed them."""
        return [a for a in self.legal if self.agrees(a)]

    def exact(self) -> list[Action]:
        """The agreeing actions whose set fields hold exactly the members picked, no more (a set field not
        picked must then be empty in the action)."""
        out = []
        for action in self.actions():
            if all(set(action.get(name) or ()) == self.get(name, frozenset()) for name in self.sets):
                out.append(action)
        return out

    def options(self, field: str) -> set[Any]:
        """What ``field`` may still be among the agreeing actions: their values of it (a list's members, less
        those already picked). Actions without the field add nothing."""
        out: set[Any] = set()
        for action in self.actions():
            if field not in action:
                continue
            value = action[field]
            if isinstance(value, (list, tuple)):
                out.update(value)
            else:
                out.add(value)
        if field in self.sets:
            out -= self.get(field, frozenset())
        return out

    def first(self) -> Action | None:
        """The first agreeing action, or None."""
        return next((a for a in self.legal if self.agrees(a)), None)

    # ------------------------------------------------------------------ choosing (each returns a new choice)
    def pick(self, field: str, value: Any) -> Choice:
        """``field`` set to ``value`` (a set field: to the members of ``value``; none: the field dropped)."""
        if field in self.sets:
            members = frozenset(value)
            if not members:
                return self.drop(field)
            value = members
        if field in self:
            return replace(self, picks=tuple((n, value if n == field else v) for n, v in self.picks))
        return replace(self, picks=(*self.picks, (field, value)))

    def drop(self, field: str) -> Choice:
        return replace(self, picks=tuple(p for p in self.picks if p[0] != field))

    def cleared(self) -> Choice:
        return replace(self, picks=())

    def with_legal(self, legal: Iterable[Any]) -> Choice:
        """The same picks among other legal actions (a new position); whether they still agree is the caller's."""
        return replace(self, legal=tuple(a for a in legal if isinstance(a, Mapping)))

    def toggled(self, field: str, value: Any) -> Choice:
        """A click's plain effect: a set field gains or loses the member ``value``; a plain field is set to
        ``value``, or dropped when it held ``value`` already."""
        if field in self.sets:
            members: frozenset[Any] = self.get(field, frozenset())
            return self.pick(field, members - {value} if value in members else members | {value})
        if self.get(field, _NOTHING) == value:
            return self.drop(field)
        return self.pick(field, value)

    def click(self, field: str, value: Any) -> tuple[Choice, Click]:
        """A click on ``value`` for ``field``: toggled into the picks if some legal action then still agrees; else
        the choice begins again from this click alone if that agrees with some action; else it is refused and
        the choice returned unchanged."""
        toggled = self.toggled(field, value)
        if toggled.first() is not None:
            taken_back = len(toggled.picks) < len(self.picks) or (
                field in self.sets and len(toggled.get(field, ())) < len(self.get(field, ()))
            )
            return toggled, Click.WIDENED if taken_back else Click.NARROWED
        fresh = self.cleared().toggled(field, value)
        if fresh.first() is not None:
            return fresh, Click.RESTARTED
        return self, Click.REFUSED


_NOTHING = object()
