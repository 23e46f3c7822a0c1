"""Team play in High Noon Saloon: the teams and their shared grit, teammates' enhancements, team cards, the +10
token and passing a card face down. ``TeamPlay`` is a component the engine (rules.py) owns and calls for an
attack's teammate steps and the team's any-moment plays; it gets the catalog, the action book and the ``Supply``
and reads nothing else of the engine. What needs no cards (an attacker's helpers, the cards one may pass) are
plain functions of the state.

Rulings where the text is silent (docs/rules/high_noon_saloon.md): nobody attacks a teammate; a team's grit
never rises above 30, or 40 once its token is cashed; the ``long`` option has no effect in team play; team cards
and the token are played, like a quick draw, at any moment from the first turn on; a gun handed over by Chuck
It! goes to the teammate's fist if it is empty, else to the holster."""

from __future__ import annotations

from enum import Enum
from typing import Any

from tabletop_qt.core.errors import IllegalActionError
from tabletop_qt.core.game import Event
from tabletop_qt.core.games.high_noon_saloon import fight
from tabletop_qt.core.games.high_noon_saloon.action_book import ActionBook
from tabletop_qt.core.games.high_noon_saloon.actions import Action, Kind
from tabletop_qt.core.games.high_noon_saloon.catalog import Catalog
from tabletop_qt.core.games.high_noon_saloon.codes import Code, Reason
from tabletop_qt.core.games.high_noon_saloon.content import TeamCard
from tabletop_qt.core.games.high_noon_saloon.state import (
    TOKEN_GRIT,
    Attack,
    AttackStep,
    Enhancement,
    HighNoonState,
    Phase,
    Slot,
    card_id,
    replace,
)
from tabletop_qt.core.games.high_noon_saloon.supply import Supply
from tabletop_qt.core.games.high_noon_saloon.vocabulary import Op, When, Who

TEAM_GRIT = 30  # each team's marker starts at 30, with the +10 token beside it


class Teams(Enum):
    """The ``teams`` option: how many teams of how many players (seats alternate teams)."""

    OFF = "off"
    TWO_OF_TWO = "2x2"
    TWO_OF_THREE = "2x3"
    THREE_OF_TWO = "3x2"

    @property
    def count(self) -> int:
        return {Teams.OFF: 0, Teams.TWO_OF_TWO: 2, Teams.TWO_OF_THREE: 2, Teams.THREE_OF_TWO: 3}[self]

    @property
    def players(self) -> int:
        return {Teams.OFF: 0, Teams.TWO_OF_TWO: 4, Teams.TWO_OF_THREE: 6, Teams.THREE_OF_TWO: 6}[self]


def parse_teams(value: Any, players: int) -> Teams:
    """The ``teams`` option's value for ``players`` seats; ValueError if it is not one the table allows."""
    if value in (None, False):
        return Teams.OFF
    try:
        teams = Teams(value)
    except ValueError:
        raise ValueError(f"teams must be one of {', '.join(t.value for t in Teams)}, not {value!r}") from None
    if teams is not Teams.OFF and teams.players != players:
        raise ValueError(f"teams {teams.value} is for {teams.players} players, not {players}")
    return teams


def seat_teams(teams: Teams, players: int) -> tuple[int, ...]:
    """Each seat's team: the teams alternate round the table, as the rulebook seats them."""
    return tuple(seat % teams.count for seat in range(players)) if teams.count else ()


def helpers(state: HighNoonState, attacker: int) -> tuple[int, ...]:
    """The attacker's teammates still in the game, in turn order from the attacker."""
    if not state.teams:
        return ()  # nobody's teammate (asked at every step of every attack)
    players = len(state.players)
    mates = [s for s in state.teammates(attacker) if not state.players[s].out]
    return tuple(sorted(mates, key=lambda s: (s - attacker) % players))


def attack_step_why(attack: Attack) -> str:
    """Why an action does not fit the step the attack waits at."""
    return {
        AttackStep.ENHANCE: Reason.FINISH_THE_ATTACK,
        AttackStep.TEAM: Reason.OFFER_OR_PASS,
        AttackStep.CHOOSE: Reason.CHOOSE_AN_OPTION,
        AttackStep.TARGET: Reason.NAME_THE_TARGETS,
    }.get(attack.step, Reason.FINISH_THE_ATTACK)


def passes(state: HighNoonState, seat: int) -> list[Action]:
    """End of turn in team play: one card of the hand, face down, to a teammate still in the game."""
    if not state.teams or state.passed_card or state.phase is not Phase.END:
        return []
    mates = [s for s in state.teammates(seat) if not state.players[s].out]
    hand = dict.fromkeys(state.players[seat].hand)
    return [Action(Kind.PASS_CARD, card=c, target=m) for m in mates for c in hand]


class TeamPlay:
    """Team play against one catalog. Holds nothing that changes (teams, grit and tokens are in the state), so one
    instance serves every copy of every position."""

    __slots__ = ("catalog", "_book", "_supply")

    def __init__(self, catalog: Catalog, book: ActionBook, supply: Supply) -> None:
        self.catalog = catalog
        self._book = book
        self._supply = supply

    # ------------------------------------------------------------------ teammates' enhancements
    def attack_decisions(self, state: HighNoonState, attack: Attack, seat: int) -> list[Action]:
        """What the seat the attack waits for may do, at each step before the blocks."""
        catalog = self.catalog
        if attack.step is AttackStep.ENHANCE:
            own = fight.enhancements(catalog, state, attack)
            if helpers(state, attack.attacker):
                return own + [self._book.pass_]  # on to the teammates, who add theirs before the target
            return own + fight.target_choices(catalog, state, attack)
        if attack.step is AttackStep.TEAM:
            return fight.offers(catalog, state, attack, seat) + [self._book.pass_]
        if attack.step is AttackStep.CHOOSE:
            assert attack.offered is not None
            card = catalog.card(attack.offered)
            left = fight.bullets_left(catalog, state, attack)
            return [Action(Kind.ENHANCE, card=attack.offered, option=i) for i in fight.playable_options(card, attack, left)]
        return fight.target_choices(catalog, state, attack)  # AttackStep.TARGET

    @staticmethod
    def attack_pass(state: HighNoonState, seat: int) -> tuple[HighNoonState, list[Event]]:
        """The attacker hands over to the teammates, or a teammate is done offering."""
        attack = state.attack
        assert attack is not None
        if attack.step is AttackStep.ENHANCE:
            mates = helpers(state, attack.attacker)
            event = Event(Code.TEAM_HELP_ASKED, {"seat": seat, "helpers": list(mates)})
        else:
            mates = attack.helpers[1:]
            event = Event(Code.NO_OFFER, {"seat": seat})
        step = AttackStep.TEAM if mates else AttackStep.TARGET
        return replace(state, attack=replace(attack, step=step, helpers=mates)), [event]

    def offer(self, state: HighNoonState, seat: int, action: Action) -> tuple[HighNoonState, list[Event]]:
        """A teammate plays an enhancement onto the attack; with more than one option that fits, the attacker
        chooses which applies."""
        attack = state.attack
        assert attack is not None and action.card is not None
        player = state.players[seat]
        hand = list(player.hand)
        hand.remove(action.card)
        state = state.with_player(seat, replace(player, hand=tuple(hand)))
        card = self.catalog.card(action.card)
        options = fight.playable_options(card, attack, fight.bullets_left(self.catalog, state, attack))
        events = [Event(Code.OFFERED, {"seat": seat, "attacker": attack.attacker, "card": card_id(action.card)})]
        attack = replace(attack, offered=action.card, step=AttackStep.CHOOSE)
        state = replace(state, attack=attack)
        if len(options) == 1:
            state, more = self.take_offer(state, options[0])
            events += more
        return state, events

    def take_offer(self, state: HighNoonState, option: int) -> tuple[HighNoonState, list[Event]]:
        attack = state.attack
        assert attack is not None and attack.offered is not None
        owner = attack.helpers[0]
        bullets = self.catalog.card(attack.offered).options[option].bullets
        attacker = state.players[attack.attacker]
        state = state.with_player(attack.attacker, replace(attacker, fist_bullets=attacker.fist_bullets - bullets))
        attack = replace(
            attack,
            enhancements=attack.enhancements + (Enhancement(attack.offered, option, owner),),
            offered=None,
            step=AttackStep.TEAM,
        )
        args = {"seat": attack.attacker, "card": card_id(attack.enhancements[-1].card), "option": option,
                "bullets": bullets, "owner": owner}
        return replace(state, attack=attack), [Event(Code.ENHANCED, args)]

    # ------------------------------------------------------------------ at any moment
    def moments(self, state: HighNoonState, seat: int) -> list[Action]:
        """Team cards whose condition holds now, and cashing the team's token: at any moment, from the first turn
        on, for anyone still in the game."""
        if not state.teams or state.over or state.phase is Phase.SETUP or not 0 <= seat < len(state.players):
            return []
        player = state.players[seat]
        if player.out:
            return []
        out: list[Action] = []
        if state.team_tokens[state.teams[seat]]:
            out.append(Action(Kind.CASH_TOKEN))
        for instance in dict.fromkeys(player.hand):
            if self.catalog.is_team(instance):
                out += self._team_card_uses(state, seat, instance)
        return out

    def _attacked_teammates(self, state: HighNoonState, seat: int) -> tuple[int, ...]:
        attack = state.attack
        if attack is None or attack.step is not AttackStep.BLOCK:
            return ()
        mates = state.teammates(seat)
        return tuple(t for t in attack.targets if t in mates)

    def _team_card_uses(self, state: HighNoonState, seat: int, instance: str) -> list[Action]:
        card: TeamCard = self.catalog.team_card(instance)
        attacked = self._attacked_teammates(state, seat)
        if card.when is When.TEAMMATE_ATTACKED and not attacked:
            return []
        ops = {e.op: e for e in card.effects}
        mates = [s for s in state.teammates(seat) if not state.players[s].out]
        if card.when is When.TEAMMATE_ATTACKED:
            mates = [s for s in mates if s in attacked]
        needs_target = any(e.who is Who.TEAMMATE or e.op in (Op.GIVE_GUN, Op.BLOCK_FOR_TEAMMATE) for e in card.effects)
        targets: list[int | None] = list(mates) if needs_target else [None]
        out: list[Action] = []
        for target in targets:
            if Op.GIVE_GUN in ops:
                assert target is not None
                out += [
                    Action(Kind.TEAM_CARD, card=instance, target=target, slot=slot)
                    for slot in self._guns_to_give(state, seat, target)
                ]
            elif Op.BLOCK_FOR_TEAMMATE in ops:
                attack = state.attack
                assert attack is not None
                blocks = [a.card for a in fight.blocks(self.catalog, state, attack, seat) if a.kind is Kind.BLOCK]
                out += [Action(Kind.TEAM_CARD, card=instance, target=target, block=b) for b in blocks]
            elif Op.ADD_BULLETS in ops:
                holder = seat if target is None else target
                out += [
                    Action(Kind.TEAM_CARD, card=instance, target=target, slot=slot)
                    for slot in self._supply.gun_slots(state.players[holder])
                ]
            else:
                out.append(Action(Kind.TEAM_CARD, card=instance, target=target))
        return out

    def _receiving_slot(self, state: HighNoonState, target: int, gun: str) -> Slot | None:
        receiver = state.players[target]
        if receiver.fist is None:
            return Slot.FIST
        if receiver.holster is None and self.catalog.card(gun).holster:
            return Slot.HOLSTER
        return None

    def _guns_to_give(self, state: HighNoonState, seat: int, target: int) -> list[Slot]:
        attack = state.attack
        out = []
        for slot in self._supply.gun_slots(state.players[seat]):
            gun = state.players[seat].weapon(slot)
            assert gun is not None
            if attack is not None and attack.weapon == gun:
                continue  # the gun of an attack under way stays in its attacker's fist until the attack resolved
            if self._receiving_slot(state, target, gun) is not None:
                out.append(slot)
        return out

    def moment_why(self, state: HighNoonState, seat: int, action: Action) -> str:
        if not state.teams:
            return Reason.NOT_TEAM_PLAY
        if state.phase is Phase.SETUP:
            return Reason.WRONG_PHASE
        if action.kind is Kind.CASH_TOKEN:
            return Reason.TOKEN_ALREADY_CASHED
        if action.card is None or action.card not in state.players[seat].hand:
            return Reason.NOT_IN_HAND
        if not self.catalog.is_team(action.card):
            return Reason.NOT_A_TEAM_CARD
        if action.target is not None and action.target not in state.teammates(seat):
            return Reason.NOT_A_TEAMMATE
        return Reason.TEAM_CARD_CONDITION

    @staticmethod
    def cash_token(state: HighNoonState, seat: int) -> tuple[HighNoonState, list[Event]]:
        team = state.teams[seat]
        tokens = list(state.team_tokens)
        tokens[team] = False
        state = replace(state, team_tokens=tuple(tokens))
        state = state.with_grit(seat, state.grit(seat) + TOKEN_GRIT)
        return state, [Event(Code.TOKEN_CASHED, {"seat": seat, "team": team, "grit": state.grit(seat)})]

    def play_card(self, state: HighNoonState, seat: int, action: Action) -> tuple[HighNoonState, list[Event]]:
        assert action.card is not None
        player = state.players[seat]
        hand = list(player.hand)
        hand.remove(action.card)
        state = replace(state.with_player(seat, replace(player, hand=tuple(hand))), discards=state.discards + (action.card,))
        card: TeamCard = self.catalog.team_card(action.card)
        events = [Event(Code.TEAM_CARD_PLAYED, {"seat": seat, "card": card.id, "target": action.target})]
        for effect in card.effects:
            whom = action.target if effect.who is Who.TEAMMATE and action.target is not None else seat
            if effect.op is Op.GIVE_GUN:
                assert action.target is not None and action.slot is not None
                state, more = self._give_gun(state, seat, action.target, action.slot)
            elif effect.op is Op.BLOCK_FOR_TEAMMATE:
                state, more = self._cover(state, seat, action)
            elif effect.op is Op.HEAL:
                state, more = self._supply.heal(state, seat, effect.amount)
            elif effect.op is Op.ADD_BULLETS:
                gun_holder = state.players[whom]
                if action.slot is None or gun_holder.weapon(action.slot) is None:
                    continue
                gun_holder, added = self._supply.add_bullets(gun_holder, action.slot, effect.amount)
                state = state.with_player(whom, gun_holder)
                more = [Event(Code.BULLETS_ADDED, {"seat": whom, "bullets": added})]
            elif effect.op is Op.DRAW:
                state, more = self._supply.draw(state, whom, effect.amount)
            else:
                continue
            events += more
        return state, events

    def _give_gun(self, state: HighNoonState, seat: int, target: int, slot: Slot) -> tuple[HighNoonState, list[Event]]:
        """Chuck It!: the gun goes over as it is, bullets and all (no load card, Masterson's ability or not)."""
        giver = state.players[seat]
        gun = giver.weapon(slot)
        assert gun is not None
        to = self._receiving_slot(state, target, gun)
        if to is None:
            raise IllegalActionError(Reason.NO_ROOM_FOR_THE_GUN)
        bullets = giver.bullets(slot)
        state = state.with_player(seat, giver.with_slot(slot, None, 0))
        state = state.with_player(target, state.players[target].with_slot(to, gun, bullets))
        args = {"seat": seat, "target": target, "card": card_id(gun), "slot": to.value, "bullets": bullets}
        return state, [Event(Code.GUN_GIVEN, args)]

    def _cover(self, state: HighNoonState, seat: int, action: Action) -> tuple[HighNoonState, list[Event]]:
        """Cover Me!: a block from this player's hand counts as the attacked teammate's own."""
        attack = state.attack
        assert attack is not None and action.block is not None and action.target is not None
        player = state.players[seat]
        hand = list(player.hand)
        hand.remove(action.block)
        state = state.with_player(seat, replace(player, hand=tuple(hand)))
        attack = replace(attack, blocks=attack.blocks + ((action.target, action.block),))
        args = {"seat": seat, "target": action.target, "card": card_id(action.block)}
        return replace(state, attack=attack), [Event(Code.COVERED, args)]

    # ------------------------------------------------------------------ passing a card
    @staticmethod
    def pass_card(state: HighNoonState, seat: int, action: Action) -> tuple[HighNoonState, list[Event]]:
        assert action.card is not None and action.target is not None
        giver = state.players[seat]
        hand = list(giver.hand)
        hand.remove(action.card)
        state = state.with_player(seat, replace(giver, hand=tuple(hand)))
        receiver = state.players[action.target]
        state = state.with_player(action.target, replace(receiver, hand=receiver.hand + (action.card,)))
        event = Event(Code.CARD_PASSED, {"seat": seat, "target": action.target, "card": action.card})
        return replace(state, passed_card=True), [event]

