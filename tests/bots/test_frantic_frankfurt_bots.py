"""Frantic Frankfurt bots: legal choices from the seat's view alone, sensible choices in clear positions,
reaction times as data, and in simulated real time the normal level clearly beats the easy one and a fast bot a
slow one (the engine is built directly: the game is not in the registry's menus until its table exists)."""

from __future__ import annotations

import random
import statistics

import pytest

from tabletop_qt.bots import LEVELS, Bot, make_bot
from tabletop_qt.bots.frantic_frankfurt.normal import (
    REACTIONS,
    SPEEDS,
    NormalFranticFrankfurtBot,
    Speed,
    move_ms,
    notice_ms,
    reaction_ms,
    simulate,
)
from tabletop_qt.core.games.frantic_frankfurt.cards import ALL_CARDS, CARDS
from tabletop_qt.core.games.frantic_frankfurt.rules import FranticFrankfurt, Play, Slap
from tabletop_qt.core.games.frantic_frankfurt.state import FranticFrankfurtState, Phase, check_state
from tests.tiers import sample

GAME = FranticFrankfurt()
_COLOUR = {"y": "yellow", "r": "red", "b": "blue"}


def _take(pool: list[str], spec: str) -> str:
    """A card such as "r13" (a red 13) out of ``pool``."""
    card = next(c for c in pool if CARDS[c].colour.value == _COLOUR[spec[0]] and CARDS[c].value == int(spec[1:]))
    pool.remove(card)
    return card


def build(layouts: list[list[list[str]]], piles: list[list[str]], draw_first: int = 20) -> FranticFrankfurtState:
    """A position in play: these columns (bottom to top) and piles; seat 0 gets ``draw_first`` cards in its
    draw pile, the other seats share the rest."""
    pool = list(ALL_CARDS)
    lay = tuple(tuple(tuple(_take(pool, c) for c in col) for col in seat) for seat in layouts)
    pile_cards = tuple(tuple(_take(pool, c) for c in p) for p in piles)
    n = len(layouts)
    draw = [tuple(pool[:draw_first])] + [tuple(pool[draw_first + i :: n - 1]) for i in range(n - 1)]
    state = FranticFrankfurtState(
        players=n,
        stress=False,
        round=1,
        phase=Phase.PLAY,
        draw=tuple(draw),
        layouts=lay,  # type: ignore[arg-type]
        holding=(None,) * n,
        piles=pile_cards,
        box=(),
        ready=(False,) * n,
        finisher=None,
        claims=(None,) * n,
        winners=(),
        rng=1,
    )
    check_state(state)
    return state


def find(state: FranticFrankfurtState, spec: str) -> str:
    tops = [col[-1] for layout in state.layouts for col in layout if col]
    return next(c for c in tops if CARDS[c].colour.value == _COLOUR[spec[0]] and CARDS[c].value == int(spec[1:]))


def position(players: int, seed: int, steps: int, stress: bool) -> FranticFrankfurtState:
    rnd = random.Random(seed)
    state = GAME.new_state(players, seed, {"continuous_stress": stress})
    for _ in range(steps):
        if not GAME.current_seats(state):
            break
        seat = rnd.choice(GAME.current_seats(state))
        state, _ = GAME.apply(state, seat, rnd.choice(GAME.legal_actions(state, seat)))
    return state


def redeal(state: FranticFrankfurtState, rnd: random.Random) -> FranticFrankfurtState:
    """The same position with its face-down cards (draw piles, under the column tops, held, box) dealt again."""
    hidden = [c for d in state.draw for c in d] + [c for lay in state.layouts for col in lay for c in col[:-1]]
    hidden += [h for h in state.holding if h] + list(state.box)
    rnd.shuffle(hidden)
    it = iter(hidden)
    other = FranticFrankfurtState(
        **{
            **{name: getattr(state, name) for name in FranticFrankfurtState.__dataclass_fields__},
            "draw": tuple(tuple(next(it) for _ in d) for d in state.draw),
            "layouts": tuple(
                tuple((*(next(it) for _ in col[:-1]), col[-1]) if col else () for col in lay)
                for lay in state.layouts
            ),
            "holding": tuple(None if h is None else next(it) for h in state.holding),
            "box": tuple(next(it) for _ in state.box),
            "rng": rnd.getrandbits(64),
        }
    )
    check_state(other)
    return other


def legal_json(state: FranticFrankfurtState, seat: int) -> list[dict]:
    return [GAME.action_to_json(a) for a in GAME.legal_actions(state, seat)]


def test_make_bot_levels() -> None:
    for level in LEVELS:
        bot = make_bot("frantic_frankfurt", level)
        assert isinstance(bot, Bot) and bot.level == level
    with pytest.raises(ValueError):
        make_bot("frantic_frankfurt", "expert")
    with pytest.raises(ValueError):
        make_bot("frantic_frankfurt", "hard:warp")  # a speed the game does not have


def test_bots_choose_a_legal_action_from_their_own_view_whatever_lies_face_down() -> None:
    """A bot reads only its view: with the face-down cards dealt differently it makes the same choice."""
    for level in LEVELS:
        bot = make_bot("frantic_frankfurt", level)
        for seed in range(40):
            state = position(2 + seed % 3, seed, seed * 7, seed % 2 == 1)
            other = redeal(state, random.Random(seed))
            for seat in GAME.current_seats(state):
                legal = legal_json(state, seat)
                choice = bot.choose(GAME.view(state, seat), legal, random.Random(seed))
                assert choice in legal
                again = bot.choose(GAME.view(other, seat), legal_json(other, seat), random.Random(seed))
                assert again == choice


def test_the_normal_bot_turns_a_card_up_before_emptying_a_column() -> None:
    """y13 has a card under it, y11 is alone: laying y13 turns a new card up."""
    state = build([[["y11"], ["r1", "y13"], [], []], [["b1"], [], [], []]], [["y8"], ["r20"]])
    choice = NormalFranticFrankfurtBot().choose(GAME.view(state, 0), legal_json(state, 0), random.Random(1))
    assert choice["card"] == find(state, "y13")


def test_the_normal_bot_moves_into_an_empty_column_when_it_cannot_turn_a_card_up_by_playing() -> None:
    state = build([[[], ["r1", "b7"], [], ["y11"]], [["b1"], [], [], []]], [["y8"], ["b13"]])
    choice = NormalFranticFrankfurtBot().choose(GAME.view(state, 0), legal_json(state, 0), random.Random(1))
    assert choice["type"] == "move" and choice["card"] == find(state, "b7")


def test_the_normal_bot_slaps_the_smallest_pile() -> None:
    """«COLPIRO' LA PILA PIU' PICCOLA.» As the finisher (the pile leaves the game, leaving the bigger ones to
    the others) and as one of the others (the pile goes under its own draw pile)."""
    state = build(
        [[["y13"], [], [], []], [["b9", "r3"], ["y5"], [], []], [["r1"], ["b3"], ["y7"], []]],
        [["r8", "b9", "y10"], ["b8", "y10", "r10", "y12"], ["y8", "b10"]],
    )
    state, _ = GAME.apply(state, 0, Play(find(state, "y13"), 1, state.piles[1][-1], 1))  # type: ignore[index]
    bot = NormalFranticFrankfurtBot()
    assert bot.choose(GAME.view(state, 0), legal_json(state, 0), random.Random(2)) == {
        "type": "slap",
        "pile": 2,
        "round": 1,
    }
    state, _ = GAME.apply(state, 0, Slap(2, 1))
    for seat in (1, 2):
        assert bot.choose(GAME.view(state, seat), legal_json(state, seat), random.Random(3))["pile"] == 0


def test_a_bot_refuses_to_act_without_a_legal_action() -> None:
    state = GAME.new_state(2, 1)
    with pytest.raises(ValueError):
        make_bot("frantic_frankfurt", "normal").choose(GAME.view(state, 0), [], random.Random(0))


# ------------------------------------------------------------------------------------------------ reaction times


def test_reaction_times_are_data_per_speed_slow_medium_fast() -> None:
    assert SPEEDS == ("slow", "medium", "fast") and set(REACTIONS) == set(Speed)
    medians = {}
    for speed in SPEEDS:
        rng = random.Random(5)
        samples = [reaction_ms(speed, rng) for _ in range(2000)]
        floor = REACTIONS[Speed(speed)].floor
        assert min(samples) >= floor
        assert all(isinstance(s, int) for s in samples)
        medians[speed] = statistics.median(samples)
        r = REACTIONS[Speed(speed)]
        assert abs(medians[speed] - (r.notice_mean + r.move_mean)) < 0.1 * (r.notice_mean + r.move_mean)
    assert medians["fast"] < medians["medium"] < medians["slow"]
    assert 400 < medians["fast"] and medians["slow"] < 2500  # a person's reaction, not a machine's
    with pytest.raises(ValueError):
        reaction_ms("instant", random.Random(0))


def test_look_then_play_a_slap_and_a_press_are_quicker_than_carrying_a_card() -> None:
    for speed in SPEEDS:
        rng = random.Random(8)
        carry = statistics.median(move_ms(speed, "play", rng) for _ in range(500))
        hit = statistics.median(move_ms(speed, "slap", rng) for _ in range(500))
        press = statistics.median(move_ms(speed, "ready", rng) for _ in range(500))
        look = statistics.median(notice_ms(speed, rng) for _ in range(500))
        assert hit < carry and press < carry and look > 0
    assert reaction_ms("fast", random.Random(3)) == reaction_ms(Speed.FAST, random.Random(3))


# ------------------------------------------------------------------------------------------ simulated real time


def test_simulated_real_time_games_end_with_a_winner_who_spent_the_draw_pile() -> None:
    for players in (2, 3, 4):
        result = simulate(
            players, 60 + players, ["normal", "easy", "normal", "easy"][:players], ["medium"] * players
        )
        assert result.outcome.finished and result.outcome.winners
        assert all(result.outcome.scores[w] <= 1 for w in result.outcome.winners)
        assert result.table_ms > 60_000 and result.actions > 100  # minutes at the table, as in life


def test_normal_beats_easy_at_the_same_speed() -> None:
    """Measured: 77% of 200 two-player games at medium speed (benchmarks/frantic_frankfurt_rules.py prints it).
    60 games in the full tier."""
    games = sample(20, 60)
    wins = 0
    for i in range(games):
        levels = ["normal", "easy"] if i % 2 == 0 else ["easy", "normal"]
        result = simulate(2, 2_000 + i, levels, ["medium", "medium"])
        wins += levels[result.outcome.winners[0]] == "normal"
    assert wins >= games * 65 // 100, wins


def test_a_fast_bot_beats_a_slow_one_at_the_same_level() -> None:
    games = sample(12, 30)
    wins = 0
    for i in range(games):
        speeds = ["fast", "slow"] if i % 2 == 0 else ["slow", "fast"]
        result = simulate(2, 3_000 + i, ["easy", "easy"], speeds)
        wins += speeds[result.outcome.winners[0]] == "fast"
    assert wins >= games * 5 // 6, wins


def test_races_happen_in_simulated_real_time() -> None:
    """Bots at the same speed do collide on piles: some intents arrive too late, and the game goes on."""
    late = sum(simulate(3, 4_000 + i, ["normal"] * 3, ["fast"] * 3).too_late for i in range(3))
    assert late > 0
