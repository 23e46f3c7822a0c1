"""Fightin': declaring an attack, its enhancements, its targets, the targets' blocks, and the damage.

The sequence is the rulebook's: declare (gun or melee; a gun's bullet option, its bullets spent), play any
enhancements (each of the attack's type or generic, never two of one name, before the target is known), choose
the target, then the target may block with a block of the attack's type, then

    grit lost = weapon + enhancements + attacker's cover (suns) − block − defender's cover (shields), at least 0,

with both covers ignored when the two players stand in the same cover, and attacks from a cover with a negative
bonus (the Back Room: −2) never below 0 on that account.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import NamedTuple, Protocol

from tabletop_qt.core.errors import IllegalActionError
from tabletop_qt.core.game import Event
from tabletop_qt.core.games.high_noon_saloon.actions import Action, Kind
from tabletop_qt.core.games.high_noon_saloon.catalog import Catalog
from tabletop_qt.core.games.high_noon_saloon.codes import Code, Reason
from tabletop_qt.core.games.high_noon_saloon.content import Option, SaloonCard
from tabletop_qt.core.games.high_noon_saloon.state import (
    Attack,
    AttackStep,
    Enhancement,
    HighNoonState,
    PlayerState,
    card_id,
    replace,
)
from tabletop_qt.core.games.high_noon_saloon.vocabulary import Ability, AttackKind, CardType, Op

FIST_DAMAGE = 2  # the bare fist's base damage
PASS = Action(Kind.PASS)  # one immutable value serves every list of blocks


# ---------------------------------------------------------------------------------------------------- reading
def weapon_options(catalog: Catalog, player: PlayerState) -> tuple[Option, ...]:
    """The options of the gun in the fist (none for a melee weapon or a bare fist)."""
    if player.fist is None:
        return ()
    card = catalog.card(player.fist)
    return card.options if card.is_gun else ()


def melee_damage(catalog: Catalog, state: HighNoonState, seat: int) -> int:
    player = state.players[seat]
    return _melee_base(catalog, state.advanced, player.character, player.fist)


def _melee_base(catalog: Catalog, advanced: bool, character: str, fist: str | None) -> int:
    """A melee attack's base: the weapon in the fist (a gun's melee damage) or the bare fist, and the
    character's melee abilities."""
    ability, amount = catalog.ability(character, advanced)
    if fist is None:
        base = FIST_DAMAGE + (amount if ability is Ability.FIST_DAMAGE else 0)
    else:
        card = catalog.card(fist)
        base = card.melee_damage if card.is_gun else card.damage
    return base + (amount if ability is Ability.MELEE_DAMAGE else 0)


def possible_targets(catalog: Catalog, state: HighNoonState, seat: int, kind: AttackKind) -> tuple[int, ...]:
    """Guns hit anyone on the map; melee only the same cover or a cover the attacker reaches. A counterattack
    goes only against the player whose attack it answers."""
    opponents = _opponents(state, seat)
    if kind is AttackKind.GUN:
        return tuple(opponents)
    return _in_reach(catalog, state, seat, opponents)


def _opponents(state: HighNoonState, seat: int) -> list[int]:
    """The players ``seat`` may attack wherever they stand: in the game, not ``seat``, no teammate; in a
    counterattack only the player it answers."""
    players = state.players
    if state.counters and state.countered is not None:
        candidates: Sequence[int] = (state.countered,)
    else:
        candidates = range(len(players))
    teams = state.teams
    if not teams:
        return [other for other in candidates if other != seat and not players[other].out]
    mine = teams[seat]
    return [other for other in candidates if other != seat and not players[other].out and teams[other] != mine]


def _in_reach(catalog: Catalog, state: HighNoonState, seat: int, opponents: list[int]) -> tuple[int, ...]:
    """Those of ``opponents`` a melee attack by ``seat`` reaches."""
    players = state.players
    reach = catalog.reach_of(players[seat].space)
    return tuple(other for other in opponents if players[other].space in reach)


def _gun_bullets_spent(catalog: Catalog, attack: Attack) -> int:
    spent = 0
    if attack.kind is AttackKind.GUN and attack.weapon is not None and attack.option is not None:
        spent += catalog.card(attack.weapon).options[attack.option].bullets
    for enhancement in attack.enhancements:
        spent += catalog.card(enhancement.card).options[enhancement.option].bullets
    return spent


def chosen_options(catalog: Catalog, attack: Attack) -> list[Option]:
    options = []
    if attack.kind is AttackKind.GUN and attack.weapon is not None and attack.option is not None:
        options.append(catalog.card(attack.weapon).options[attack.option])
    elif attack.kind is AttackKind.MELEE and attack.weapon is not None:
        card = catalog.card(attack.weapon)
        if not card.is_gun:
            options.append(Option(0, 0, card.effects))  # a melee weapon's own effects
    options.extend(catalog.card(e.card).options[e.option] for e in attack.enhancements)
    return options


def split_limit(catalog: Catalog, attack: Attack) -> int:
    # The effects of chosen_options, read without building an Option for a melee weapon's own effects.
    groups = []
    if attack.kind is AttackKind.GUN and attack.weapon is not None and attack.option is not None:
        groups.append(catalog.card(attack.weapon).options[attack.option].effects)
    elif attack.kind is AttackKind.MELEE and attack.weapon is not None:
        card = catalog.card(attack.weapon)
        if not card.is_gun:
            groups.append(card.effects)
    groups.extend(catalog.card(e.card).options[e.option].effects for e in attack.enhancements)
    limit = 1
    for effects in groups:
        for effect in effects:
            if effect.op is Op.SPLIT:
                limit = max(limit, effect.amount)
    return limit


# ---------------------------------------------------------------------------------------------------- legal
def declarations(catalog: Catalog, state: HighNoonState, seat: int) -> list[Action]:
    player = state.players[seat]
    out: list[Action] = []
    opponents = _opponents(state, seat)  # a gun's targets; melee's are those in reach
    if opponents:
        for index, option in enumerate(weapon_options(catalog, player)):
            if option.bullets <= player.fist_bullets:
                out.append(_declare_gun(index))
        if _in_reach(catalog, state, seat, opponents):
            out.append(DECLARE_MELEE)
    return out


# Actions are immutable values: the few a fight lists over and over are built once and shared.
DECLARE_MELEE = Action(Kind.DECLARE, attack=AttackKind.MELEE)
_DECLARE_GUN: dict[int, Action] = {}
_ENHANCE: dict[tuple[str, int], Action] = {}
_TARGET: dict[tuple[int, ...], Action] = {}
_BLOCK: dict[str, Action] = {}


def _declare_gun(option: int) -> Action:
    action = _DECLARE_GUN.get(option)
    if action is None:
        action = _DECLARE_GUN[option] = Action(Kind.DECLARE, attack=AttackKind.GUN, option=option)
    return action


def _enhance(instance: str, option: int) -> Action:
    action = _ENHANCE.get((instance, option))
    if action is None:
        action = _ENHANCE[instance, option] = Action(Kind.ENHANCE, card=instance, option=option)
    return action


def _target(group: tuple[int, ...]) -> Action:
    action = _TARGET.get(group)
    if action is None:
        action = _TARGET[group] = Action(Kind.TARGET, targets=group)
    return action


def _block(instance: str) -> Action:
    action = _BLOCK.get(instance)
    if action is None:
        action = _BLOCK[instance] = Action(Kind.BLOCK, card=instance)
    return action


def _enhancement_fits(card: SaloonCard, kind: AttackKind) -> bool:
    return card.type is CardType.ENHANCEMENT and card.attack in (kind, AttackKind.ANY)


def enhancements(catalog: Catalog, state: HighNoonState, attack: Attack) -> list[Action]:
    player = state.players[attack.attacker]
    used = {card_id(e.card) for e in attack.enhancements} if attack.enhancements else ()
    left = bullets_left(catalog, state, attack)
    out: list[Action] = []
    by_instance, saloon_card, kind = catalog.by_instance, catalog.saloon_card, attack.kind
    for instance in player.hand:
        card = by_instance.get(instance) or saloon_card(instance)  # saloon_card, mostly without the call
        # _enhancement_fits, written out: this runs for every card of the hand at every step of an attack.
        if card is None or card.type is not CardType.ENHANCEMENT or card.attack not in (kind, AttackKind.ANY):
            continue
        if card.id not in used:
            out += [_enhance(instance, i) for i in playable_options(card, attack, left)]
    return out


def playable_options(card: SaloonCard, attack: Attack, bullets_left: int) -> list[int]:
    """The options of an enhancement that fit ``attack``: a bullet option spends the attacker's gun bullets, so
    only in a gun attack and only what is left."""
    return [
        index
        for index, option in enumerate(card.options)
        if option.bullets == 0 or (attack.kind is AttackKind.GUN and option.bullets <= bullets_left)
    ]


def bullets_left(catalog: Catalog, state: HighNoonState, attack: Attack) -> int:
    """The attacker's gun bullets still there for bullet options: declaring and each enhancement took theirs off
    the track as they were played."""
    return state.players[attack.attacker].fist_bullets


def offers(catalog: Catalog, state: HighNoonState, attack: Attack, seat: int) -> list[Action]:
    """Team play: the enhancements a teammate may offer for ``attack`` (the attacker later picks the option)."""
    used = {card_id(e.card) for e in attack.enhancements}
    left = bullets_left(catalog, state, attack)
    out = []
    for instance in dict.fromkeys(state.players[seat].hand):
        card = catalog.saloon_card(instance)
        if card is None or not _enhancement_fits(card, attack.kind) or card.id in used:
            continue
        if playable_options(card, attack, left):
            out.append(Action(Kind.OFFER, card=instance))
    return out


def target_choices(catalog: Catalog, state: HighNoonState, attack: Attack) -> list[Action]:
    targets = possible_targets(catalog, state, attack.attacker, attack.kind)
    limit = split_limit(catalog, attack)
    # One target at a time first (one player is always "one per team").
    out = [_target((target,)) for target in targets]
    for size in range(2, min(limit, len(targets)) + 1):
        out.extend(
            _target(group) for group in combinations(targets, size) if _one_per_team(state, group)
        )
    return out


def _one_per_team(state: HighNoonState, targets: tuple[int, ...]) -> bool:
    """A split attack in team play hits at most one player of each team."""
    return not state.teams or len({state.teams[t] for t in targets}) == len(targets)


def blocks(catalog: Catalog, state: HighNoonState, attack: Attack, seat: int) -> list[Action]:
    out: list[Action] = [PASS]
    by_instance, saloon_card, kind = catalog.by_instance, catalog.saloon_card, attack.kind
    for instance in state.players[seat].hand:
        card = by_instance.get(instance) or saloon_card(instance)  # saloon_card, mostly without the call
        if card is not None and card.type is CardType.BLOCK and card.attack is kind:
            out.append(_block(instance))
    return out


# ---------------------------------------------------------------------------------------------------- checking
def check_declare(catalog: Catalog, state: HighNoonState, seat: int, action: Action) -> None:
    player = state.players[seat]
    if action.attack is AttackKind.GUN:
        options = weapon_options(catalog, player)
        if not options:
            raise IllegalActionError(Reason.NO_GUN_IN_FIST)
        if action.option is None or action.option >= len(options):
            raise IllegalActionError(Reason.NO_SUCH_OPTION)
        if options[action.option].bullets > player.fist_bullets:
            raise IllegalActionError(Reason.NOT_ENOUGH_BULLETS)
    elif action.option is not None:
        raise IllegalActionError(Reason.NO_SUCH_OPTION)
    assert action.attack is not None
    if not possible_targets(catalog, state, seat, action.attack):
        raise IllegalActionError(Reason.NOBODY_IN_REACH if action.attack is AttackKind.MELEE else Reason.NO_TARGET)


def check_enhance(catalog: Catalog, state: HighNoonState, attack: Attack, action: Action) -> None:
    player = state.players[attack.attacker]
    if action.card not in player.hand:
        raise IllegalActionError(Reason.NOT_IN_HAND)
    card = catalog.saloon_card(action.card)
    if card is None or card.type is not CardType.ENHANCEMENT:
        raise IllegalActionError(Reason.NOT_AN_ENHANCEMENT)
    if not _enhancement_fits(card, attack.kind):
        raise IllegalActionError(Reason.WRONG_ATTACK_TYPE)
    if any(card_id(e.card) == card.id for e in attack.enhancements):
        raise IllegalActionError(Reason.SAME_NAME)
    if action.option is None or action.option >= len(card.options):
        raise IllegalActionError(Reason.NO_SUCH_OPTION)
    option = card.options[action.option]
    if option.bullets:
        if attack.kind is not AttackKind.GUN:
            raise IllegalActionError(Reason.WRONG_ATTACK_TYPE)
        if option.bullets > bullets_left(catalog, state, attack):
            raise IllegalActionError(Reason.NOT_ENOUGH_BULLETS)


def check_targets(catalog: Catalog, state: HighNoonState, attack: Attack, action: Action) -> None:
    if len(set(action.targets)) != len(action.targets):
        raise IllegalActionError(Reason.TARGET_TWICE)
    if len(action.targets) > split_limit(catalog, attack):
        raise IllegalActionError(Reason.TOO_MANY_TARGETS)
    allowed = possible_targets(catalog, state, attack.attacker, attack.kind)
    for target in action.targets:
        if target == attack.attacker:
            raise IllegalActionError(Reason.TARGET_SELF)
        if target >= len(state.players) or state.players[target].out:
            raise IllegalActionError(Reason.NO_SUCH_PLAYER)
        if target in state.teammates(attack.attacker):
            raise IllegalActionError(Reason.TARGET_TEAMMATE)
        if target not in allowed:
            raise IllegalActionError(Reason.OUT_OF_REACH)
    if not _one_per_team(state, action.targets):
        raise IllegalActionError(Reason.ONE_TARGET_PER_TEAM)


def check_block(catalog: Catalog, state: HighNoonState, attack: Attack, seat: int, action: Action) -> None:
    if action.card not in state.players[seat].hand:
        raise IllegalActionError(Reason.NOT_IN_HAND)
    card = catalog.saloon_card(action.card)
    if card is None or card.type is not CardType.BLOCK:
        raise IllegalActionError(Reason.NOT_A_BLOCK)
    if card.attack is not attack.kind:
        raise IllegalActionError(Reason.WRONG_BLOCK_TYPE)


# ---------------------------------------------------------------------------------------------------- applying
def declare(catalog: Catalog, state: HighNoonState, seat: int, action: Action) -> tuple[HighNoonState, list[Event]]:
    player = state.players[seat]
    assert action.attack is not None
    attack = Attack(seat, action.attack, player.fist, action.option, counter=bool(state.counters))
    spent = _gun_bullets_spent(catalog, attack)
    state = state.with_player(seat, replace(player, fist_bullets=player.fist_bullets - spent), attack=attack)
    args = {"seat": seat, "attack": action.attack.value, "weapon": card_id(player.fist) if player.fist else None}
    if action.option is not None:
        args["option"] = action.option
        args["bullets"] = spent
    return state, [Event(Code.ATTACK_DECLARED, args)]


def enhance(catalog: Catalog, state: HighNoonState, action: Action) -> tuple[HighNoonState, list[Event]]:
    attack = state.attack
    assert attack is not None and action.card is not None and action.option is not None
    player = state.players[attack.attacker]
    bullets = catalog.card(action.card).options[action.option].bullets
    hand = list(player.hand)
    hand.remove(action.card)
    player = replace(player, hand=tuple(hand), fist_bullets=player.fist_bullets - bullets)
    attack = replace(attack, enhancements=attack.enhancements + (Enhancement(action.card, action.option),))
    state = state.with_player(attack.attacker, player, attack=attack)
    event = Event(
        Code.ENHANCED,
        {"seat": attack.attacker, "card": card_id(action.card), "option": action.option, "bullets": bullets},
    )
    return state, [event]


def choose_targets(state: HighNoonState, action: Action) -> tuple[HighNoonState, list[Event]]:
    attack = state.attack
    assert attack is not None
    attack = replace(attack, targets=action.targets, step=AttackStep.BLOCK)
    event = Event(Code.TARGETED, {"seat": attack.attacker, "targets": list(action.targets)})
    return replace(state, attack=attack), [event]


def answer(
    catalog: Catalog, state: HighNoonState, seat: int, action: Action
) -> tuple[HighNoonState, list[Event], bool]:
    """A target blocks or passes; True once every target has answered (the attack then resolves)."""
    attack = state.attack
    assert attack is not None
    events: list[Event] = []
    if action.kind is Kind.BLOCK:
        assert action.card is not None
        player = state.players[seat]
        hand = list(player.hand)
        hand.remove(action.card)
        attack = replace(attack, blocks=attack.blocks + ((seat, action.card),), answered=attack.answered + 1)
        state = state.with_player(seat, replace(player, hand=tuple(hand)), attack=attack)
        events.append(Event(Code.BLOCKED, {"seat": seat, "card": card_id(action.card)}))
    else:
        attack = replace(attack, answered=attack.answered + 1)
        state = replace(state, attack=attack)
        events.append(Event(Code.NOT_BLOCKED, {"seat": seat}))
    return state, events, attack.answered >= len(attack.targets)


# ---------------------------------------------------------------------------------------------------- damage
class Fighting(Protocol):
    """What of a player an attack's damage reads, all of it public (every view shows it): a PlayerState, or a
    Fighter read from a view."""

    @property
    def character(self) -> str: ...
    @property
    def fist(self) -> str | None: ...
    @property
    def space(self) -> str | None: ...


@dataclass(frozen=True)
class Fighter:
    """A player's part in an attack's damage, as a view shows it (preview.py)."""

    character: str
    fist: str | None
    space: str | None


class Reckoning(NamedTuple):
    """An attack's damage to one target, blocks apart: the one sum the resolution deals and a preview shows.
    (An immutable tuple rather than a frozen dataclass: one is made per target of every attack resolved, and a
    tuple is made without the dataclass's per-field setattr.)

    ``strength`` is weapon + enhancements + the attacker's cover (suns), ``defense`` the defender's cover
    (shields) and defence abilities; a block only adds to the defense, so the grit lost is
    ``strength - defense - blocks``, at least 0."""

    strength: int
    defense: int

    def damage(self, blocked: int = 0) -> int:
        """Grit lost when the target's blocks add ``blocked`` defense (0: no block played)."""
        return max(0, self.strength - self.defense - blocked)


def attack_base(catalog: Catalog, advanced: bool, attack: Attack, attacker: Fighting, melee_bonus: int) -> int:
    """The attack's weapon and enhancements, before any cover or block (``melee_bonus``: the Balcony jump's,
    which counts only on the current player's attacks)."""
    if attack.cancelled:
        return 0
    if attack.kind is AttackKind.GUN and attack.option is not None and attack.weapon is not None:
        total = catalog.card(attack.weapon).options[attack.option].damage
    else:
        # The weapon the attack was declared with (None: the bare Fist), not the Fist now: a gun a teammate's
        # Chuck It! put there mid-attack does not change the attack declared and logged (ruling, issue 26).
        total = _melee_base(catalog, advanced, attacker.character, attack.weapon) + melee_bonus
    if attack.enhancements:  # (a generator over nothing still costs as much as the rest of this line)
        total += sum(catalog.card(e.card).options[e.option].damage for e in attack.enhancements)
    return total


def reckon(
    catalog: Catalog, advanced: bool, attack: Attack, attacker: Fighting, defender: Fighting, melee_bonus: int
) -> Reckoning:
    """The block-independent part of ``attack``'s damage to ``defender``: pure, from public facts only, so the
    resolution and the attacker's preview (preview.py, from a view) are the same sum."""
    if attack.cancelled:
        return Reckoning(0, 0)  # the attacker quick-drew before it resolved: no damage, whatever the blocks
    total = attack_base(catalog, advanced, attack, attacker, melee_bonus)
    here, there = catalog.area(attacker.space), catalog.area(defender.space)
    same_cover = here is not None and there is not None and here.id == there.id
    if not same_cover and here is not None:
        total = max(0, total + here.attack_bonus)  # a negative bonus (the Back Room) reduces to 0 at most
    defense = there.defense if not same_cover and there is not None else 0
    ability, amount = catalog.ability(defender.character, advanced)
    if attack.kind is AttackKind.GUN and (
        ability is Ability.GUN_DEFENSE or (ability is Ability.GUN_DEFENSE_IN_NO_COVER and there is catalog.no_cover)
    ):
        defense += amount
    return Reckoning(total, defense)


def balcony_bonus(state: HighNoonState, attack: Attack) -> int:
    """The Balcony jump's bonus counts on the current player's attacks only (``attack_base`` adds it to melee)."""
    return state.first_melee_bonus if attack.attacker == state.current else 0


def damage_to(catalog: Catalog, state: HighNoonState, attack: Attack, target: int) -> int:
    """Grit ``target`` loses to ``attack`` (blocks as played so far)."""
    reckoning = reckon(
        catalog,
        state.advanced,
        attack,
        state.players[attack.attacker],
        state.players[target],
        balcony_bonus(state, attack),
    )
    blocked = sum(catalog.card(card).defense for who, card in attack.blocks if who == target) if attack.blocks else 0
    return reckoning.damage(blocked)
