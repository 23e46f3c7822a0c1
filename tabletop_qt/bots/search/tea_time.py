"""Tea Time for the search: what a seat cannot see is the order of the face-down deck, which cards left the game
unseen (3 players) and which pairs were cancelled; the grid and the collections are public."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from tabletop_qt.bots.search.adapter import SearchAdapter
from tabletop_qt.core.games.tea_time.cards import ALICE, ALL_CHARACTER_CARDS, Character, Face, character_of
from tabletop_qt.core.games.tea_time.state import TeaTimeState

ITERATIONS = 400

_BY_CHARACTER: dict[str, tuple[str, ...]] = {
    c.value: tuple(card for card in ALL_CHARACTER_CARDS if character_of(card) is c) for c in Character
}


class TeaTimeAdapter(SearchAdapter):
    def determinise(self, game: Any, view: Mapping[str, Any], seat: int, rng: random.Random) -> TeaTimeState:
        free = {character: list(cards) for character, cards in _BY_CHARACTER.items()}
        for cards in free.values():
            rng.shuffle(cards)
        grid: list[str | None] = []
        for cell in view["grid"]:
            if cell is None:
                grid.append(None)
            elif cell["card"] == ALICE:
                grid.append(ALICE)
            else:
                grid.append(free[cell["card"]].pop())
        collections = []
        for held in view["collections"]:
            collection = []
            for character, count in held["counts"].items():
                face = Face(held["faces"][character])
                collection.extend((free[character].pop(), face) for _ in range(count))
            collections.append(tuple(collection))
        unseen = [card for cards in free.values() for card in cards]
        rng.shuffle(unseen)
        discarded_count = int(view["discarded_count"])
        removed_count = int(view["removed_count"])
        discarded = tuple(
            (card, Face.NORMAL if i % 2 == 0 else Face.MIRROR) for i, card in enumerate(unseen[:discarded_count])
        )
        removed = tuple(unseen[discarded_count : discarded_count + removed_count])
        deck = tuple(unseen[discarded_count + removed_count :])
        if len(deck) != view["deck_count"]:
            raise ValueError("the view's card counts do not add up")
        return TeaTimeState(
            players=int(view["players"]),
            round=int(view["round"]),
            rounds_total=int(view["rounds_total"]),
            turn_in_round=int(view["turn_in_round"]),
            current=int(view["current"]),
            grid=tuple(grid),
            deck=deck,
            removed=removed,
            collections=tuple(collections),
            discarded=discarded,
            alice_holder=view["alice_holder"],
            finished=bool(view["finished"]),
            rng=rng.getrandbits(64),
        )

    def evaluate(self, game: Any, state: Any, players: int) -> Sequence[float]:
        return super().evaluate(game, state, players)


ADAPTER = TeaTimeAdapter()
