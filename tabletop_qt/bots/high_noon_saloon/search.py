"""High Noon Saloon for the search: a shoot-out of 2 to 6 players (teams optional) with out-of-turn windows.

What a seat cannot see: the other players' hands (a teammate's too), the order of the saloon deck and of the load
deck, and who else is still to decide on a counterattack. A guess deals every saloon card that is neither in the
seat's hand, nor face up (the discards, the weapons, the attack under way) at random into the other hands and
the deck, with the counts the view shows; the load cards not in the load discards are shuffled into the load
deck. The counterattack queue is not in the view: the seat asked with no attack under way outside its turn is
its head, and anyone still standing at 0 grit must be in it (the rules put a player out at 0 grit otherwise).

What the search decides: the seat's own attack (declare or not, which option, enhancements, targets) and the
windows it answers out of turn (a block, a counterattack). Every other decision (Scavengin', the weapon phases,
the jump, Hunkerin' Down, the cover's effect, a teammate's offer) is the normal bot's: searched with this
valuation they made the bot weaker. At the root the anytime moves (a quick draw, the team token, passing a card)
are weighed only when the normal bot would make them, and a weapon swap only when it strictly helps (two copies
of one gun swapped back and forth for ever otherwise).

The search is one level deep (flat Monte Carlo with UCB at the root): each iteration guesses the hidden cards,
makes one root move and plays on with the normal bot's choices for every seat to the end of the turn in play --
the opponent IS the normal bot, so its blocks and counterattacks are modelled as it makes them, on the guessed
hand. Then the position is valued: for each side its grit, what it holds (the fist's weapon and bullets, the
holster, the cards in hand) and the next round of attacks as the judge values a space (the grit the enemies'
best attacks would take against what one's own would take); the reward is a logistic of the margin over the best
other side, and a finished game pays its winners.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from tabletop_qt.bots.search.adapter import GuessError, SearchAdapter
from tabletop_qt.core.games.high_noon_saloon.actions import Action, Kind
from tabletop_qt.core.games.high_noon_saloon.state import (
    Attack,
    HighNoonState,
    Phase,
    PlayerState,
)
from tabletop_qt.core.games.high_noon_saloon.vocabulary import CardType

ITERATIONS = 60

# The decisions the search makes; the normal bot makes the others (see ``situation``).
SEARCHED = frozenset({"attack", "block", "counter"})
# Moves weighed at the root only when the normal bot would make them (see the module's docstring).
_ROOT_ONLY = frozenset({Kind.QUICK_DRAW, Kind.CASH_TOKEN, Kind.PASS_CARD})
# How many actions a leaf's turn may take to end before it is valued as it stands (a turn takes about a dozen).
SETTLE_LIMIT = 60

# The valuation of one side, in grit: what holding things is worth beside the grit itself.
FIST_NOW = 0.35  # a bare fist or an empty gun's butt: a poor attack
# A weapon's damage is potential, not grit: covers and blocks take much of it, and spending bullets on an attack
# now must not look like losing the damage itself.
POTENTIAL = 0.1
BULLET = 0.25  # a bullet in a gun
HOLSTER_SHARE = 0.4  # a holstered weapon is a backup
CARD = 0.6  # a card in hand (blocks, enhancements, reloads to come)
HAND_CAP = 7
# The next round of attacks, as the judge values a space: grit the enemies would take, and grit one would take.
TAKEN = 0.5
GIVEN = 0.2
OUT = -6.0  # a player out: the side loses what they held and a body
# The margin (in grit) that counts as a clear lead: rewards are a logistic of margin / scale.
MARGIN_SCALE = 4.0


class HighNoonSaloonAdapter(SearchAdapter):
    max_playout = 0  # every leaf is valued by ``evaluate``, which plays on to the end of the turn first
    exploration = 0.1

    # ------------------------------------------------------------------ guessing
    def determinise(self, game: Any, view: Mapping[str, Any], seat: int, rng: random.Random) -> HighNoonState:
        catalog = game.catalog
        seen_players = view["players"]
        teams = tuple(int(t) for t in view["teams"])
        attack = None if view["attack"] is None else Attack.from_json(view["attack"])
        known: set[str] = set(seen_players[seat]["hand"])
        known.update(view["discards"])
        for p in seen_players:
            for slot in ("fist", "holster"):
                if p[slot] is not None:
                    known.add(p[slot])
        if attack is not None:
            if attack.weapon is not None:
                known.add(attack.weapon)
            known.update(e.card for e in attack.enhancements)
            known.update(card for _, card in attack.blocks)
            if attack.offered is not None:
                known.add(attack.offered)
        every = catalog.instances + (catalog.team_instances if teams else ())
        unseen = [c for c in every if c not in known]
        rng.shuffle(unseen)
        at = 0
        players = []
        for i, p in enumerate(seen_players):
            if i == seat:
                hand = tuple(p["hand"])
            else:
                count = int(p["hand_count"])
                hand = tuple(unseen[at : at + count])
                at += count
            players.append(
                PlayerState(
                    character=p["character"],
                    hand=hand,
                    fist=p["fist"],
                    fist_bullets=int(p["fist_bullets"]),
                    holster=p["holster"],
                    holster_bullets=int(p["holster_bullets"]),
                    space=p["space"],
                    grit=0 if teams else int(p["grit"]),
                    out=bool(p["out"]),
                    limited=bool(p["limited"]),
                    placed=bool(p["placed"]),
                )
            )
        deck = tuple(unseen[at:])
        if len(deck) != int(view["deck_count"]):
            raise GuessError("the view's card counts do not add up")
        loads = Counter(catalog.loads)
        loads.subtract(Counter(int(b) for b in view["load_discards"]))
        load_deck = [b for b, n in sorted(loads.items()) for _ in range(n)]
        if len(load_deck) != int(view["load_count"]) or any(n < 0 for n in loads.values()):
            raise GuessError("the view's load counts do not add up")
        rng.shuffle(load_deck)
        current = int(view["current"])
        phase = Phase(view["phase"])
        counters, countered = _counter_queue(view, seat, attack, current, phase, teams)
        state = HighNoonState(
            players=tuple(players),
            start_grit=int(view["start_grit"]),
            advanced=bool(view["advanced"]),
            deck=deck,
            discards=tuple(view["discards"]),
            loads=tuple(load_deck),
            load_discards=tuple(int(b) for b in view["load_discards"]),
            phase=phase,
            current=current,
            first=int(view["first"]),
            turn=int(view["turn"]),
            attack=attack,
            attacked=bool(view["attacked"]),
            jumped_from=None,  # not in the view, and the rules never read it back
            first_melee_bonus=int(view["first_melee_bonus"]),
            teams=teams,
            team_grit=tuple(int(g) for g in view["team_grit"]),
            team_tokens=tuple(bool(t) for t in view["team_tokens"]),
            passed_card=bool(view["passed_card"]),
            counters=counters,
            countered=countered,
            winners=tuple(int(w) for w in view["winners"]),
            # The rules' generator shuffles the discards into a new deck: its next order is as unknown as the
            # deck's, so it is drawn from the search's own generator (a search stays a pure function of its seed).
            rng=rng.getrandbits(64),
        )
        return state

    # ------------------------------------------------------------------ the tree's moves
    def root_actions(self, game: Any, view: Mapping[str, Any], seat: int, legal: Sequence[Any]) -> Sequence[Any]:
        normal = normal_choice(game, view, legal)
        if situation(view, seat) not in SEARCHED:
            return [normal]
        p = view["players"][seat]
        player = PlayerState(p["character"], (), p["fist"], int(p["fist_bullets"]), p["holster"], int(p["holster_bullets"]))
        # The anytime moves only when the normal bot would make them: the valuation does not weigh them well.
        return [
            a
            for a in legal
            if a is normal
            or (a.kind not in _ROOT_ONLY and (a.kind is not Kind.MOVE_WEAPON or _swap_helps(game.catalog, player)))
        ]

    def actions(self, game: Any, state: Any, seat: int) -> Sequence[Any]:
        # One level: each root move's worth is the mean over guesses of where the normal bot's play takes it by
        # the end of the turn. Deeper nodes, with the opponents' moves chosen by the tree on a guessed hand (the
        # opponent seeing its own cards, best-replying in each guess), made the bot weaker, not stronger: 0.40 of
        # 48 games against normal, and 0.31 with more iterations.
        return ()

    # ------------------------------------------------------------------ scoring
    def evaluate(self, game: Any, state: Any, players: int) -> Sequence[float]:
        state = settle(game, state)
        if state.phase is Phase.OVER:
            return super().evaluate(game, state, players)
        values = side_values(game, state)
        sides = _sides(state)
        rewards = []
        for s in range(players):
            mine = sides[s]
            best_other = max(v for side, v in values.items() if side != mine) if len(values) > 1 else 0.0
            margin = values[mine] - best_other
            rewards.append(1.0 / (1.0 + math.exp(-margin / MARGIN_SCALE)))
        return rewards

    def players(self, game: Any, state: Any, view: Mapping[str, Any]) -> int:
        return len(state.players)


def situation(view: Mapping[str, Any], seat: int) -> str:
    """What kind of decision ``seat`` faces: a window (block, offer, counter), its own attack, or a phase."""
    attack = view["attack"]
    if attack is not None:
        step = attack["step"]
        if step == "block":
            return "block"
        return "attack" if int(attack["attacker"]) == seat else "offer"
    if view["phase"] == "fight":
        return "attack" if int(view["current"]) == seat else "counter"
    return str(view["phase"])


def normal_choice(game: Any, view: Mapping[str, Any], legal: Sequence[Action]) -> Action:
    """The normal bot's move (bots/high_noon_saloon/normal.py), its ties broken the same way every time."""
    from tabletop_qt.bots.high_noon_saloon.normal import _Normal
    from tabletop_qt.bots.high_noon_saloon.judge import Seen

    as_json = [game.action_to_json(a) for a in legal]
    chosen = _Normal(Seen(dict(view), game.catalog), as_json, random.Random(0)).decide()
    return legal[as_json.index(chosen)]


def _counter_queue(
    view: Mapping[str, Any], seat: int, attack: Attack | None, current: int, phase: Phase, teams: tuple[int, ...]
) -> tuple[tuple[int, ...], int | None]:
    """The seats still to decide on a counterattack and whom they would attack back, as far as the view tells."""
    if phase in (Phase.OVER, Phase.SETUP):
        return (), None
    seen_players = view["players"]
    n = len(seen_players)
    # Standing at 0 grit: still to counterattack (the rules put everyone else out at once).
    pending = [i for i, p in enumerate(seen_players) if not p["out"] and int(p["grit"]) < 1]
    head: int | None = None
    if attack is not None and attack.counter:
        head = attack.attacker
    elif attack is None and phase is Phase.FIGHT and seat != current:
        head = seat  # asked outside its turn with no attack under way: a counterattack window
    if head is None:
        return (), None
    rest = sorted((i for i in pending if i != head), key=lambda i: (i - current) % n)
    # The queue runs in turn order from the current player: only those after the head are still to decide.
    rest = [i for i in rest if (i - current) % n > (head - current) % n]
    # Counterattacks answer an attack of the current player's (a counterattack is never itself countered).
    return (head, *rest), current


# ---------------------------------------------------------------------------------------------------- leaves
def settle(game: Any, state: HighNoonState) -> HighNoonState:
    """Play on with the normal bot's choices for every seat to the end of the turn in play (the fight, its
    counterattacks, Hunkerin' Down, Weapon #2 and the cover's effect), so a leaf is valued with the damage done
    and what the turn's owner does after it (a heal given up by attacking, say)."""
    turn = state.turn
    steps = 0
    while state.phase is not Phase.OVER and state.turn == turn and steps < SETTLE_LIMIT:
        who = game.current_seats(state)[0]
        legal = game.legal_actions(state, who)
        state, _ = game.apply(state, who, normal_choice(game, game.view(state, who), legal))
        steps += 1
    return state


def _sides(state: HighNoonState) -> list[int]:
    """Each seat's side: its team, or itself."""
    return list(state.teams) if state.teams else list(range(len(state.players)))


def side_values(game: Any, state: HighNoonState) -> dict[int, float]:
    """Each side's worth in grit: its grit, what its players still in the game hold, and the next round of
    attacks as the judge sees a space (judge.Seen.space_value): the grit the enemies' best
    attacks would take from each player where they stand, against what the player's best would take."""
    catalog = game.catalog
    sides = _sides(state)
    values: dict[int, float] = {}
    alive = [i for i, p in enumerate(state.players) if not p.out and p.space is not None]
    for seat, player in enumerate(state.players):
        side = sides[seat]
        if side not in values:
            values[side] = float(max(0, state.grit(seat))) if not (player.out and not state.teams) else 0.0
        if player.out:
            values[side] += OUT
            continue
        values[side] += _holding(catalog, player)
    for seat in alive:
        enemies = [e for e in alive if sides[e] != sides[seat]]
        if not enemies:
            continue
        taken = sum(_best_net(catalog, state.players[e], state.players[seat]) for e in enemies)
        given = max(_best_net(catalog, state.players[seat], state.players[e]) for e in enemies)
        # Several enemies do not all shoot at one player: about one in two attacks comes their way in a crowd.
        share = 1.0 if len(enemies) <= 1 else 1.5 / len(enemies)
        values[sides[seat]] += GIVEN * given - TAKEN * share * taken
    return values


def _holding(catalog: Any, player: PlayerState) -> float:
    value = _slot(catalog, player.fist, player.fist_bullets) if player.fist is not None else POTENTIAL * 2 * FIST_NOW
    if player.holster is not None:
        value += HOLSTER_SHARE * _slot(catalog, player.holster, player.holster_bullets)
    return value + CARD * min(len(player.hand), HAND_CAP)


def _swap_helps(catalog: Any, player: PlayerState) -> bool:
    """Swapping the fist's and the holster's weapons makes what the player holds strictly better: a neutral swap
    (two copies of one gun) would otherwise be searched as a move like any other, back and forth for ever."""
    swapped = PlayerState(player.character, (), player.holster, player.holster_bullets, player.fist, player.fist_bullets)
    return _holding(catalog, swapped) > _holding(catalog, player) + 0.05


def _best_net(catalog: Any, attacker: PlayerState, target: PlayerState) -> float:
    """The grit ``attacker``'s best attack next turn takes from ``target`` (no block, abilities aside): a loaded
    gun from anywhere, the holster's a little less likely, a melee attack where the attacker's cover reaches."""
    here = catalog.area(attacker.space)
    there = catalog.area(target.space)
    same = here is there
    bonus = 0 if same or here is None else here.attack_bonus
    defense = 0 if same or there is None else there.defense
    best = 0.0
    for weapon, bullets, share in ((attacker.fist, attacker.fist_bullets, 1.0), (attacker.holster, attacker.holster_bullets, 0.8)):
        card = catalog.saloon_card(weapon) if weapon is not None else None
        if card is not None and card.is_gun:
            for o in card.options:
                if o.bullets <= bullets:
                    best = max(best, share * max(0, max(0, o.damage + bonus) - defense))
    if target.space in catalog.reach_of(attacker.space):
        card = catalog.saloon_card(attacker.fist) if attacker.fist is not None else None
        melee = 2 if card is None else (card.melee_damage if card.is_gun else card.damage)
        best = max(best, float(max(0, max(0, melee + bonus) - defense)))
    return best


def _slot(catalog: Any, weapon: str, bullets: int) -> float:
    card = catalog.saloon_card(weapon)
    if card is None:
        return 0.0
    if card.is_gun:
        best = max((o.damage for o in card.options if o.bullets <= bullets), default=0)
        return POTENTIAL * max(float(best), card.melee_damage * FIST_NOW) + BULLET * min(bullets, 6)
    if card.type is CardType.WEAPON:
        return POTENTIAL * card.damage
    return 0.0


ADAPTER = HighNoonSaloonAdapter()
