"""High Noon Saloon's rules engine (rulebook: shared/rulebooks/004_*.txt; rulings: docs/rules/high_noon_saloon.md).

Implemented so far: setup (7 cards, grit 20 or 30, characters chosen or dealt (characters.py), load cards), the setup round, the six phases of a
turn in order (Scavengin', Weapon, Jump, Fightin' with gun and melee attacks, enhancements, split attacks,
blocks and every cover bonus, Hunkerin' Down with movement limits, Weapon #2, the end of turn's cover effects),
dropping weapons, counterattacks, quick draw, elimination, the last player standing or nobody, and team play.

The engine is a composition: it owns one of each component below, built on first use against its catalog, and
hands each only what it needs (the catalog, the action book, the ``Supply``); none reads another's state or the
engine's. All of them are stateless, so copying a position copies only the state (state.py), never a component.

- ``PhaseMoves`` (phase_moves.py) lists a phase's actions; ``PhasePlay`` (phase_play.py) applies them;
- fight.py declares, enhances, targets and blocks; ``AttackResolution`` (resolution.py) deals the outcome;
- ``TeamPlay`` (team_play.py) the teammates' steps of an attack and the team's plays at any moment;
- ``Supply`` (supply.py) cards drawn, loads, bullets and healing; turns.py the turn order;
- refusals.py why an action is refused; view.py what each seat sees and what the log tells it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cached_property
from typing import Any

from tabletop_qt.core import rng
from tabletop_qt.core.errors import IllegalActionError, InvalidActionError
from tabletop_qt.core.game import Event, Outcome
from tabletop_qt.core.games.high_noon_saloon import fight, view
from tabletop_qt.core.games.high_noon_saloon.action_book import ActionBook
from tabletop_qt.core.games.high_noon_saloon.actions import Action, Kind, action_from_json
from tabletop_qt.core.games.high_noon_saloon.catalog import Catalog
from tabletop_qt.core.games.high_noon_saloon.characters import OPTION as CHARACTERS
from tabletop_qt.core.games.high_noon_saloon.characters import RANDOM, deal_characters, parse_characters
from tabletop_qt.core.games.high_noon_saloon.codes import Code, End, Reason
from tabletop_qt.core.games.high_noon_saloon.content import Content, house_set
from tabletop_qt.core.games.high_noon_saloon.phase_moves import PhaseMoves
from tabletop_qt.core.games.high_noon_saloon.phase_play import HAND, Handler, PhasePlay
from tabletop_qt.core.games.high_noon_saloon.refusals import why
from tabletop_qt.core.games.high_noon_saloon.resolution import AttackResolution
from tabletop_qt.core.games.high_noon_saloon.state import AttackStep, HighNoonState, Phase, PlayerState
from tabletop_qt.core.games.high_noon_saloon.supply import Supply
from tabletop_qt.core.games.high_noon_saloon.team_play import TEAM_GRIT, TeamPlay, parse_teams, seat_teams

GAME_ID = view.GAME_ID
GRIT = 20
LONG_GRIT = 30
# What anyone may do at any moment their condition holds, whoever's turn it is.
ANY_MOMENT = frozenset({Kind.QUICK_DRAW, Kind.TEAM_CARD, Kind.CASH_TOKEN})
_OVER = Phase.OVER


class HighNoonSaloon:
    id = GAME_ID
    rules_version = 1
    min_players = 2
    max_players = 6

    def __init__(self, content: Content | None = None) -> None:
        # The house set unless a pack is given; read on first use, so listing the games reads no content.
        self._content = content
        self._last_legal: tuple[HighNoonState, int, tuple[Action, ...]] | None = None

    # Cached on first use into the instance's own attributes: the rules read both several times per action, and
    # after the first read that is a plain attribute look-up, no property call.
    @cached_property
    def book(self) -> ActionBook:
        return ActionBook(self.catalog)

    @cached_property
    def catalog(self) -> Catalog:
        return Catalog(self._content if self._content is not None else house_set())

    # The components, built together on first use (each one against the catalog) and then read as plain
    # attributes. They hold nothing that changes, so one set serves every position the engine is asked about.
    @cached_property
    def _supply(self) -> Supply:
        return Supply(self.catalog)

    @cached_property
    def _moves(self) -> PhaseMoves:
        return PhaseMoves(self.catalog, self.book, self._supply)

    @cached_property
    def _play(self) -> PhasePlay:
        return PhasePlay(self.catalog, self._supply)

    @cached_property
    def _team(self) -> TeamPlay:
        return TeamPlay(self.catalog, self.book, self._supply)

    @cached_property
    def _resolution(self) -> AttackResolution:
        return AttackResolution(self.catalog, self._supply)

    @cached_property
    def _handlers(self) -> dict[Kind, Handler]:
        """The function that applies each kind of action outside an attack (apply's one look-up)."""
        return {**self._play.handlers, Kind.PASS_CARD: self._team.pass_card}

    # ------------------------------------------------------------------ setting up
    def default_options(self, players: int) -> Mapping[str, Any]:
        return {"long": False, "advanced": False, "teams": "off", CHARACTERS: RANDOM}

    def new_state(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> HighNoonState:
        state, _ = self.new_state_with_events(players, seed, options)
        return state

    def new_state_with_events(
        self, players: int, seed: int, options: Mapping[str, Any] | None = None
    ) -> tuple[HighNoonState, list[Event]]:
        if not self.min_players <= players <= self.max_players:
            raise ValueError(f"High Noon Saloon is for 2 to 6 players, not {players}")
        options = {**self.default_options(players), **dict(options or {})}
        teams = parse_teams(options.get("teams"), players)
        catalog = self.catalog
        generator = rng.seed_state(seed)
        # Chosen characters as chosen (the rulebook lets each player choose), the rest dealt at random.
        choices = parse_characters(options.get(CHARACTERS), players, catalog.characters)
        characters, generator = deal_characters(choices, catalog.characters, generator)
        # Team cards go into the saloon deck only in team play.
        cards = catalog.instances + (catalog.team_instances if teams.count else ())
        deck, generator = rng.shuffled(generator, cards)
        loads, generator = rng.shuffled(generator, catalog.loads)
        first, generator = rng.below(generator, players)
        grit = TEAM_GRIT if teams.count else LONG_GRIT if options.get("long") else GRIT
        hands = [tuple(deck[i * HAND : (i + 1) * HAND]) for i in range(players)]
        state = HighNoonState(
            players=tuple(PlayerState(characters[i], hands[i], grit=grit) for i in range(players)),
            start_grit=grit,
            advanced=bool(options.get("advanced")),
            deck=tuple(deck[players * HAND :]),
            discards=(),
            loads=tuple(loads),
            load_discards=(),
            phase=Phase.SETUP,
            current=first,
            first=first,
            teams=seat_teams(teams, players),
            team_grit=(grit,) * teams.count,
            team_tokens=(True,) * teams.count,
            rng=generator,
        )
        events = [Event(Code.CHARACTERS, {"characters": [p.character for p in state.players]})]
        events += [Event(Code.CARDS_DEALT, {"seat": i, "cards": list(hands[i]), "count": HAND}) for i in range(players)]
        events.append(Event(Code.SETUP_ROUND, {"first": first}))
        return state, events

    # ------------------------------------------------------------------ reading
    def current_seats(self, state: HighNoonState) -> Sequence[int]:
        if state.phase is _OVER:  # state.over, without the property call (this is asked several times an action)
            return ()
        attack = state.attack
        if attack is not None:
            if attack.step is AttackStep.BLOCK:
                return (attack.targets[attack.answered],)
            if attack.step is AttackStep.TEAM:
                return (attack.helpers[0],)
            return (attack.attacker,)  # a counterattacker is not the current player
        if state.counters:
            return (state.counters[0],)
        return (state.current,)

    def outcome(self, state: HighNoonState) -> Outcome:
        scores = tuple(0 if p.out else state.grit(i) for i, p in enumerate(state.players))
        if not state.over:
            return Outcome(False, scores=scores)
        if not state.winners:
            return Outcome(True, (), scores, End.NOBODY_STANDING)
        return Outcome(True, state.winners, scores, End.LAST_TEAM_STANDING if state.teams else End.LAST_STANDING)

    def legal_actions(self, state: HighNoonState, seat: int) -> list[Action]:
        # One position asked twice in a row (a player's choices, then apply's check of the one chosen) is worked
        # out once. The state is immutable and kept in the entry, so an entry is never stale.
        last = self._last_legal
        if last is not None and last[0] is state and last[1] == seat:
            return list(last[2])
        quick = self._quick_draw(state, seat)
        if state.teams:  # team cards and the token (none outside team play)
            quick += self._team.moments(state, seat)
        if seat in self.current_seats(state):
            legal = self._decisions(state, seat)  # always a new list: extended in place
            legal += quick
        else:
            legal = quick
        self._last_legal = (state, seat, tuple(legal))
        return legal

    def _quick_draw(self, state: HighNoonState, seat: int) -> list[Action]:
        """At any moment (from the first turn on), anyone with a weapon in the holster may draw it."""
        phase = state.phase
        if phase is _OVER or phase is Phase.SETUP or not 0 <= seat < len(state.players):
            return []
        player = state.players[seat]
        return [self.book.quick_draw] if not player.out and player.holster is not None else []

    def _decisions(self, state: HighNoonState, seat: int) -> list[Action]:
        """What the seat that must decide may do (a new list each time)."""
        catalog = self.catalog
        attack = state.attack
        if attack is not None:
            if attack.step is AttackStep.BLOCK:
                return fight.blocks(catalog, state, attack, seat)
            return self._team.attack_decisions(state, attack, seat)
        if state.counters:
            out = fight.declarations(catalog, state, seat)
            out.append(self.book.pass_)
            return out
        return self._moves.choices(state, seat)

    def check(self, state: HighNoonState, seat: int, action: Action) -> None:
        """Raise IllegalActionError with the reason ``action`` is not allowed for ``seat`` now."""
        # The usual case: the very object a player picked from the legal actions just listed for this position.
        # Whatever is in that list passes every check below (a game over lists nothing; a seat not to decide
        # lists only its quick draw and team moments), so the list's identity settles it.
        last = self._last_legal
        if last is not None and last[0] is state and last[1] == seat:
            for legal_action in last[2]:
                if legal_action is action:
                    return
        if state.over:
            raise IllegalActionError(Reason.GAME_OVER)
        if action.kind is Kind.QUICK_DRAW:
            if not self._quick_draw(state, seat):
                raise IllegalActionError(Reason.HOLSTER_EMPTY if state.phase is not Phase.SETUP else Reason.WRONG_PHASE)
            return
        if action.kind in ANY_MOMENT:
            if action not in self._team.moments(state, seat):
                raise IllegalActionError(self._team.moment_why(state, seat, action))
            return
        if seat not in self.current_seats(state):
            raise IllegalActionError(Reason.NOT_YOUR_TURN)
        legal = self.legal_actions(state, seat)
        # Usually the very object a player picked from the list: found without comparing field by field.
        if any(a is action for a in legal) or action in legal:
            return
        raise IllegalActionError(why(self.catalog, state, seat, action))

    # ------------------------------------------------------------------ applying
    def apply(self, state: HighNoonState, seat: int, action: Action) -> tuple[HighNoonState, list[Event]]:
        self.check(state, seat, action)
        kind = action.kind
        handlers = self._handlers
        handler = handlers.get(kind)
        if handler is not None and state.attack is None and not state.counters:
            return handler(state, seat, action)  # most actions: a phase's own, outside a fight
        catalog = self.catalog
        if kind is Kind.QUICK_DRAW:
            return self._play.quick_draw(state, seat)
        if kind is Kind.CASH_TOKEN:
            return self._team.cash_token(state, seat)
        if kind is Kind.TEAM_CARD:
            return self._team.play_card(state, seat, action)
        if state.attack is None and state.counters and kind is Kind.PASS:
            return self._resolution.next_counter(state, [Event(Code.NO_COUNTERATTACK, {"seat": seat})])
        if state.attack is not None and state.attack.step is not AttackStep.BLOCK:
            if kind is Kind.PASS:
                return self._team.attack_pass(state, seat)
            if kind is Kind.OFFER:
                return self._team.offer(state, seat, action)
            if kind is Kind.ENHANCE and state.attack.step is AttackStep.CHOOSE:
                assert action.option is not None
                return self._team.take_offer(state, action.option)
        if state.attack is not None:
            if kind is Kind.ENHANCE:
                return fight.enhance(catalog, state, action)
            if kind is Kind.TARGET:
                return fight.choose_targets(state, action)
            state, events, resolved = fight.answer(catalog, state, seat, action)
            if resolved:
                state, more = self._resolution.resolve(state)
                events += more
            return state, events
        if kind is Kind.DECLARE:
            return fight.declare(catalog, state, seat, action)
        return handlers[kind](state, seat, action)

    # ------------------------------------------------------------------ what each seat sees (view.py)
    def view(self, state: HighNoonState, seat: int | None) -> dict[str, Any]:
        return view.view(state, seat, self.catalog.content.pack.id, self.outcome(state))

    def redact(self, event: Event, seat: int | None) -> Event | None:
        return view.redact(event, seat)

    def redact_action(self, action: Any, actor: int, seat: int | None) -> Any:
        return view.redact_action(action, actor, seat)

    def reveals_information(self, events: Sequence[Event]) -> bool:
        return view.reveals_information(events)

    # ------------------------------------------------------------------ JSON
    def state_to_json(self, state: HighNoonState) -> dict[str, Any]:
        return state.to_json()

    def state_from_json(self, data: Any) -> HighNoonState:
        return HighNoonState.from_json(data)

    def action_to_json(self, action: Action) -> dict[str, Any]:
        return action.to_json()

    def action_from_json(self, data: Any) -> Action:
        action = action_from_json(data)
        if action.card is not None and not self.catalog.known(action.card):
            raise InvalidActionError("malformed_action")
        return action
