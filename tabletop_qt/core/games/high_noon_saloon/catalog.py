"""Look-ups the rules make many times over one content pack: cards by instance, areas by space, reach."""

from __future__ import annotations

from functools import cached_property

from tabletop_qt.core.games.high_noon_saloon.content import Area, Character, Content, SaloonCard, TeamCard
from tabletop_qt.core.games.high_noon_saloon.state import card_id
from tabletop_qt.core.games.high_noon_saloon.vocabulary import Ability


class Catalog:
    def __init__(self, content: Content) -> None:
        self.content = content
        self.cards: dict[str, SaloonCard] = {c.id: c for c in content.saloon}
        self.team_cards: dict[str, TeamCard] = {c.id: c for c in content.team}
        self.characters: dict[str, Character] = {c.id: c for c in content.characters}
        self.areas: dict[str, Area] = {a.id: a for a in content.areas}
        self.area_of_space: dict[str, Area] = {s.id: a for a in content.areas for s in a.spaces}
        self.orange: frozenset[str] = frozenset(s.id for a in content.areas for s in a.spaces if s.orange)
        self.spaces: tuple[str, ...] = tuple(s.id for a in content.areas for s in a.spaces)
        self.no_cover: Area = content.no_cover

    @cached_property
    def instances(self) -> tuple[str, ...]:
        """Every saloon card of the box, each copy with its own name."""
        return tuple(f"{c.id}#{n}" for c in self.content.saloon for n in range(1, c.copies + 1))

    @cached_property
    def team_instances(self) -> tuple[str, ...]:
        """The team cards, shuffled into the saloon deck in team play only."""
        return tuple(f"{c.id}#{n}" for c in self.content.team for n in range(1, c.copies + 1))

    def is_team(self, instance: str) -> bool:
        return card_id(instance) in self.team_cards

    def team_card(self, instance: str) -> TeamCard:
        return self.team_cards[card_id(instance)]

    @cached_property
    def loads(self) -> tuple[int, ...]:
        return tuple(c.bullets for c in self.content.loads for _ in range(c.copies))

    @cached_property
    def by_instance(self) -> dict[str, SaloonCard]:
        """Each saloon card instance's card. The rules look cards up by instance many times per action: one dict
        look-up instead of a split (loops over a hand use it directly, ``card`` and ``saloon_card`` falling
        back to the card's id for any other name)."""
        return {instance: self.cards[card_id(instance)] for instance in self.instances}

    def card(self, instance: str) -> SaloonCard:
        found = self.by_instance.get(instance)
        return found if found is not None else self.cards[card_id(instance)]

    def saloon_card(self, instance: str) -> SaloonCard | None:
        """The saloon card an instance is, None for a team card (a hand may hold both in team play)."""
        found = self.by_instance.get(instance)
        return found if found is not None else self.cards.get(card_id(instance))

    def known(self, instance: str) -> bool:
        name, _, copy = instance.partition("#")
        card: SaloonCard | TeamCard | None = self.cards.get(name) or self.team_cards.get(name)
        return card is not None and copy.isdigit() and 1 <= int(copy) <= card.copies and str(int(copy)) == copy

    def area(self, space: str | None) -> Area | None:
        return None if space is None else self.area_of_space.get(space)

    def reaches(self, from_space: str | None, to_space: str | None) -> bool:
        """A melee attack from ``from_space`` may hit a player on ``to_space``: the same cover, or one the
        attacker's cover reaches (reach is one-way)."""
        return to_space in self.reach_of(from_space)

    def reach_of(self, space: str | None) -> frozenset[str]:
        """Every space a melee attack from ``space`` reaches (none from off the map)."""
        return self._reach.get(space, frozenset()) if space is not None else frozenset()

    @cached_property
    def _reach(self) -> dict[str, frozenset[str]]:
        # Worked out once per pack: the fights ask it for every opponent in nearly every Fightin' position.
        out = {}
        for space, here in self.area_of_space.items():
            out[space] = frozenset(s for s, there in self.area_of_space.items() if there.id == here.id or there.id in here.reach)
        return out

    def ability(self, character: str, advanced: bool) -> tuple[Ability | None, int]:
        if not advanced:
            return None, 0
        found = self.characters.get(character)
        return (found.ability, found.amount) if found is not None else (None, 0)
