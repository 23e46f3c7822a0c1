"""What a High Noon Saloon bot knows and how it values it: a reading of one seat's view (never the state) plus the
content pack's public card texts, with the numbers the bots decide by.

Everything here is arithmetic on the view: the rulebook's damage sum (weapon + enhancements + suns − shields −
block, covers ignored in one cover), how likely a target holds a block of the attack's type (from its hand size
and the deck's share of such blocks), what a weapon in the fist or the holster is worth, and what a space is
worth to stand on. The bots in high_noon_saloon.py turn these into choices.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any
from weakref import WeakKeyDictionary

from tabletop_qt.core.games.high_noon_saloon.catalog import Catalog
from tabletop_qt.core.games.high_noon_saloon.content import Option, SaloonCard
from tabletop_qt.core.games.high_noon_saloon.state import TOKEN_GRIT
from tabletop_qt.core.games.high_noon_saloon.vocabulary import (
    Ability,
    AreaOp,
    AttackKind,
    CardType,
    Op,
    When,
    Who,
)

FIST_DAMAGE = 2  # the rules' bare fist (fight.FIST_DAMAGE)
HOLSTER_SHARE = 0.4  # a holstered weapon is a backup: swapped in at a weapon phase, or quick-drawn
BULLET = 0.35  # what one bullet in a gun is worth, beside the damage it makes possible now
FIST_NOW = 0.35  # an attack that needs reach or an empty gun's butt: a poor attack, valued low


@dataclass(frozen=True)
class Loadout:
    """The weapons one player holds: what a weapon phase changes."""

    fist: str | None
    fist_bullets: int
    holster: str | None
    holster_bullets: int

    def weapon(self, slot: str) -> str | None:
        return self.fist if slot == "fist" else self.holster

    def bullets(self, slot: str) -> int:
        return self.fist_bullets if slot == "fist" else self.holster_bullets

    def with_bullets(self, slot: str, bullets: int) -> Loadout:
        if slot == "fist":
            return Loadout(self.fist, bullets, self.holster, self.holster_bullets)
        return Loadout(self.fist, self.fist_bullets, self.holster, bullets)

    def swapped(self) -> Loadout:
        return Loadout(self.holster, self.holster_bullets, self.fist, self.fist_bullets)


class Seen:
    """One seat's view, read once: who is who, where, with what, and the damage sums of the rules."""

    def __init__(self, view: dict[str, Any], catalog: Catalog) -> None:
        self.view = view
        self.catalog = catalog
        self.players: list[dict[str, Any]] = view["players"]
        me = next((i for i, p in enumerate(self.players) if "hand" in p), None)
        if me is None:
            raise ValueError("a bot needs a seat's view, not a spectator's")
        self.me: int = me
        self.hand: list[str] = list(self.players[me]["hand"])
        self.advanced: bool = bool(view.get("advanced"))
        self.start: int = int(view["start_grit"])
        teams = view.get("teams") or []
        self.teams: list[int] = list(teams) if len(teams) == len(self.players) else []
        self.alive = [i for i, p in enumerate(self.players) if not p["out"]]
        self.teammates = [i for i in self.alive if i != me and self.same_team(i, me)]
        self.enemies = [i for i in self.alive if not self.same_team(i, me)]
        self.attack: dict[str, Any] | None = view.get("attack")
        self.current: int = int(view["current"])
        self._loads = self._remaining_loads()
        self._block_share, self._block_defense = _block_stats(catalog)
        self._threats: dict[int, float] = {}
        self._spaces: dict[tuple[str, bool], float] = {}

    # ------------------------------------------------------------------ who
    def same_team(self, a: int, b: int) -> bool:
        return a == b or (bool(self.teams) and self.teams[a] == self.teams[b])

    @property
    def two_sided(self) -> bool:
        """Only one opposing side is left: a kill now wins the game."""
        if not self.teams:
            return len(self.enemies) == 1
        return len({self.teams[e] for e in self.enemies}) == 1

    def grit(self, seat: int) -> int:
        """A player's grit: their own, or in team play their team's."""
        team_grit = self.view.get("team_grit") or []
        if self.teams and len(team_grit) > self.teams[seat]:
            return int(team_grit[self.teams[seat]])
        return int(self.players[seat]["grit"])

    def max_grit(self, seat: int) -> int:
        tokens = self.view.get("team_tokens") or []
        if self.teams and len(tokens) > self.teams[seat] and not tokens[self.teams[seat]]:
            return self.start + TOKEN_GRIT
        return self.start

    def token_left(self, seat: int) -> bool:
        tokens = self.view.get("team_tokens") or []
        return bool(self.teams) and len(tokens) > self.teams[seat] and bool(tokens[self.teams[seat]])

    def ability(self, seat: int) -> tuple[Ability | None, int]:
        return self.catalog.ability(self.players[seat]["character"], self.advanced)

    def loadout(self, seat: int) -> Loadout:
        p = self.players[seat]
        return Loadout(p["fist"], int(p["fist_bullets"]), p["holster"], int(p["holster_bullets"]))

    def card(self, instance: str) -> SaloonCard | None:
        """A saloon card's text, None for a team card (or anything else the saloon deck does not hold)."""
        name = instance.split("#", 1)[0]
        return self.catalog.cards.get(name)

    # ------------------------------------------------------------------ where
    def space(self, seat: int) -> str | None:
        return self.players[seat]["space"]

    def area_id(self, space: str | None) -> str | None:
        area = self.catalog.area(space)
        return None if area is None else area.id

    def others_in_area(self, area_id: str | None, but: int) -> int:
        return sum(1 for i in self.alive if i != but and self.area_id(self.space(i)) == area_id)

    def reaches(self, from_space: str | None, to_space: str | None) -> bool:
        return self.catalog.reaches(from_space, to_space)

    def free_spaces(self, area_id: str | None = None) -> list[str]:
        taken = {self.space(i) for i in self.alive}
        return [
            s
            for s in self.catalog.spaces
            if s not in taken and (area_id is None or self.catalog.area_of_space[s].id == area_id)
        ]

    # ------------------------------------------------------------------ damage, as fight.damage_to sums it
    def melee_base(self, seat: int, fist: str | None = None, use_own: bool = True) -> int:
        """The base of a melee attack by ``seat`` with ``fist`` (their own fist if ``use_own``)."""
        if use_own:
            fist = self.players[seat]["fist"]
        ability, amount = self.ability(seat)
        if fist is None:
            base = FIST_DAMAGE + (amount if ability is Ability.FIST_DAMAGE else 0)
        else:
            card = self.card(fist)
            base = 0 if card is None else (card.melee_damage if card.is_gun else card.damage)
        return base + (amount if ability is Ability.MELEE_DAMAGE else 0)

    def net(
        self, total: int, kind: AttackKind, from_space: str | None, target: int, to_space: str | None = None
    ) -> int:
        """Grit ``target`` (standing on ``to_space``, by default their own) loses to an attack of ``total`` from
        ``from_space`` with no block played."""
        here = self.catalog.area(from_space)
        there = self.catalog.area(to_space if to_space is not None else self.space(target))
        same = here is not None and there is not None and here.id == there.id
        if not same and here is not None:
            total = max(0, total + here.attack_bonus)
        defense = there.defense if (not same and there is not None) else 0
        ability, amount = self.ability(target)
        if kind is AttackKind.GUN and (
            ability is Ability.GUN_DEFENSE
            or (ability is Ability.GUN_DEFENSE_IN_NO_COVER and there is self.catalog.no_cover)
        ):
            defense += amount
        return max(0, total - defense)

    def block_chance(self, target: int, kind: AttackKind) -> float:
        """How likely ``target`` holds a block for ``kind``, from their hand size alone."""
        if target == self.me:
            return 1.0 if self.my_blocks(kind) else 0.0
        share = self._block_share.get(kind, 0.0)
        return 1.0 - (1.0 - share) ** int(self.players[target]["hand_count"])

    def my_blocks(self, kind: AttackKind) -> list[str]:
        out = []
        for c in self.hand:
            card = self.card(c)
            if card is not None and card.type is CardType.BLOCK and card.attack is kind:
                out.append(c)
        return out

    def expected_loss(self, net: int, target: int, kind: AttackKind) -> float:
        """Grit the target is expected to lose to ``net`` (a block takes off about its mean defense, and is only
        played against an attack worth blocking)."""
        if net <= 0:
            return 0.0
        chance = self.block_chance(target, kind) * (0.9 if net >= 3 else 0.5)
        return net - chance * min(net, self._block_defense.get(kind, 3.0))

    def kill_chance(self, net: int, target: int, kind: AttackKind) -> float:
        grit = self.grit(target)
        if net < grit:
            return 0.0
        chance = self.block_chance(target, kind)
        if net - self._block_defense.get(kind, 3.0) >= grit:
            return 1.0 - 0.3 * chance
        return 1.0 - 0.95 * chance

    def threat(self, seat: int) -> float:
        """How hard ``seat`` can hit next turn: their best raw attack with what they hold."""
        known = self._threats.get(seat)
        if known is None:
            known = self._threats[seat] = self._threat(seat)
        return known

    def _threat(self, seat: int) -> float:
        load = self.loadout(seat)
        best = float(self.melee_base(seat)) * 0.6
        if load.fist is not None:
            card = self.card(load.fist)
            if card is not None and card.is_gun:
                best = max(best, max((o.damage for o in card.options if o.bullets <= load.fist_bullets), default=0))
        if load.holster is not None:
            card = self.card(load.holster)
            if card is not None and card.is_gun:
                best = max(best, max((o.damage for o in card.options if o.bullets <= load.holster_bullets), default=0))
        return best

    # ------------------------------------------------------------------ loads
    def _remaining_loads(self) -> list[int]:
        """The load cards still in the load deck (all of them once it would be reshuffled)."""
        every = Counter(self.catalog.loads)
        if int(self.view.get("load_count", 0)) == 0:
            return sorted(every.elements())
        every.subtract(Counter(int(b) for b in self.view.get("load_discards", [])))
        left = sorted(every.elements())
        return left or sorted(Counter(self.catalog.loads).elements())

    def equip_bullets(self, card: SaloonCard) -> list[int]:
        """The bullets a gun equipped now may come with (James Masterson's advanced side: full)."""
        ability, _ = self.ability(self.me)
        if ability is Ability.FULL_LOAD_ON_EQUIP:
            return [card.capacity]
        return [min(b, card.capacity) for b in self._loads]

    # ------------------------------------------------------------------ what holding things is worth (to me)
    def slot_value(self, weapon: str | None, bullets: int, fist: bool) -> float:
        """A weapon in the fist is an attack next fight; in the holster a backup."""
        if weapon is None:
            return self.melee_base(self.me, None, use_own=False) * FIST_NOW if fist else 0.0
        card = self.card(weapon)
        if card is None:
            return 0.0
        if card.is_gun:
            best = max((o.damage + effects_value(o) for o in card.options if o.bullets <= bullets), default=0.0)
            value = max(best, card.melee_damage * FIST_NOW) + BULLET * min(bullets, 6)
        else:
            value = card.damage * 0.6 + sum(effect_value(e) for e in card.effects)
        return value if fist else value * HOLSTER_SHARE

    def loadout_value(self, load: Loadout) -> float:
        return self.slot_value(load.fist, load.fist_bullets, True) + self.slot_value(
            load.holster, load.holster_bullets, False
        )

    def card_value(self, instance: str) -> float:
        """What keeping a card in hand is worth to me (a fresh card is worth about 1)."""
        card = self.card(instance)
        if card is None:
            return 1.2  # a team card
        load = self.loadout(self.me)
        guns = [w for w in (load.fist, load.holster) if w is not None and (self.card(w) or card).is_gun]
        if card.type is CardType.BLOCK:
            same = len(self.my_blocks(card.attack or AttackKind.GUN))
            value = 1.3 + 0.15 * card.defense + sum(0.3 for e in card.effects if e.op is Op.COUNTERATTACK)
            return value / (1.0 + 0.25 * max(0, same - 1))
        if card.type is CardType.ENHANCEMENT:
            best = max((o.damage for o in card.options), default=0)
            if card.attack is AttackKind.GUN and not guns:
                return 0.5
            return 0.8 + 0.2 * best
        if card.type is CardType.RELOAD:
            if not guns and not any((self.card(c) or card).is_gun for c in self.hand):
                return 0.3
            missing = sum(self._capacity(w) for w in guns) - load.fist_bullets * (load.fist in guns) - (
                load.holster_bullets * (load.holster in guns)
            )
            return 0.5 + 0.25 * min(card.bullets, max(missing, 1))
        # A weapon: worth keeping if it would improve what I hold, else a little as a spare.
        better = self.best_equip_gain(instance)
        return 0.6 + min(better, 2.0) * 0.5

    def _capacity(self, weapon: str) -> int:
        card = self.card(weapon)
        return card.capacity if card is not None else 0

    def best_equip_gain(self, instance: str) -> float:
        card = self.card(instance)
        if card is None or card.type is not CardType.WEAPON:
            return 0.0
        load = self.loadout(self.me)
        now = self.loadout_value(load)
        gains = [self.expected_loadout(load, instance, True) - now]
        if card.holster:
            gains.append(self.expected_loadout(load, instance, False) - now)
        return max(0.0, max(gains))

    def expected_loadout(self, load: Loadout, instance: str, fist: bool) -> float:
        """The mean value of ``load`` with ``instance`` equipped to the fist (or holster) over its load card."""
        card = self.card(instance)
        assert card is not None
        draws = self.equip_bullets(card) if card.is_gun else [0]
        total = 0.0
        for bullets in draws:
            if fist:
                total += self.loadout_value(Loadout(instance, bullets, load.holster, load.holster_bullets))
            else:
                total += self.loadout_value(Loadout(load.fist, load.fist_bullets, instance, bullets))
        return total / len(draws)

    # ------------------------------------------------------------------ spaces
    def best_net(self, attacker: int, from_space: str | None, target: int, to_space: str | None) -> float:
        """The grit ``attacker``'s best attack next turn takes from ``target`` (no block), with what they hold
        now: a loaded gun from anywhere, a melee attack where their cover reaches (or, after a jump into No
        Cover, where it reaches: a little less likely)."""
        load = self.loadout(attacker)
        best = 0.0
        for weapon, bullets, share in ((load.fist, load.fist_bullets, 1.0), (load.holster, load.holster_bullets, 0.8)):
            card = self.card(weapon) if weapon else None
            if card is not None and card.is_gun:
                for o in card.options:
                    if o.bullets <= bullets:
                        best = max(best, share * self.net(o.damage, AttackKind.GUN, from_space, target, to_space))
        melee = self.melee_base(attacker)
        if self.reaches(from_space, to_space):
            best = max(best, float(self.net(melee, AttackKind.MELEE, from_space, target, to_space)))
        elif self.catalog.area(to_space) is not None and self.area_id(to_space) in self.catalog.no_cover.reach:
            floor = self.catalog.no_cover.spaces[0].id
            best = max(best, 0.6 * self.net(melee, AttackKind.MELEE, floor, target, to_space))
        return best

    def space_value(self, space: str, after_fight: bool) -> float:
        """What standing on ``space`` is worth to me for the rest of this turn and the next round of attacks: the
        grit the enemies' best attacks would take from me there against what mine would take from them, and the
        cover's end-of-turn effect."""
        area = self.catalog.area(space)
        if area is None:
            return 0.0
        # Every space of an area is worth the same: reach, covers and effects are the area's.
        key = (area.id, after_fight)
        known = self._spaces.get(key)
        if known is None:
            known = self._spaces[key] = self._space_value(space, after_fight)
        return known

    def _space_value(self, space: str, after_fight: bool) -> float:
        area = self.catalog.area(space)
        assert area is not None
        me = self.me
        load = self.loadout(me)
        enemies = [e for e in self.enemies if self.space(e) is not None]
        taken = sum(self.best_net(e, self.space(e), me, space) for e in enemies)
        given = max((self.best_net(me, space, e, self.space(e)) for e in enemies), default=0.0)
        # Several enemies do not all shoot at me: about one in two attacks comes my way in a crowd.
        share = 1.0 if len(enemies) <= 1 else 1.5 / len(enemies)
        value = 2.0 * area.defense / 10 - 0.7 * share * taken + 0.45 * given
        alone = self.others_in_area(area.id, me) == 0
        for effect in area.effects:
            if effect.when is When.END_OF_TURN and (alone or not effect.alone):
                if effect.op is AreaOp.HEAL:
                    missing = self.max_grit(me) - self.grit(me)
                    attacked = bool(self.view.get("attacked")) and self.current == me
                    if after_fight and not attacked:
                        value += min(effect.amount, missing) * 1.0
                    value += 0.25 * min(effect.amount, missing) + 0.2
                elif effect.op is AreaOp.ADD_BULLETS:
                    missing = self.gun_missing(load)
                    value += min(effect.amount, missing) * BULLET * (1.0 if after_fight else 0.6)
            elif effect.when is When.JUMP_FROM and effect.op is AreaOp.FIRST_MELEE_DAMAGE:
                fist = self.card(load.fist) if load.fist else None
                if fist is None or not fist.is_gun:
                    value += 0.3
        return value

    def gun_missing(self, load: Loadout) -> int:
        missing = 0
        for weapon, bullets in ((load.fist, load.fist_bullets), (load.holster, load.holster_bullets)):
            card = self.card(weapon) if weapon else None
            if card is not None and card.is_gun:
                missing = max(missing, card.capacity - bullets)
        return missing


_STATS: WeakKeyDictionary[Catalog, tuple[dict[AttackKind, float], dict[AttackKind, float]]] = WeakKeyDictionary()


def _block_stats(catalog: Catalog) -> tuple[dict[AttackKind, float], dict[AttackKind, float]]:
    """Per attack kind: the share of the deck that blocks it, and those blocks' mean defense (once per pack)."""
    known = _STATS.get(catalog)
    if known is not None:
        return known
    total = sum(c.copies for c in catalog.content.saloon) or 1
    share: dict[AttackKind, float] = {}
    defense: dict[AttackKind, float] = {}
    for kind in (AttackKind.GUN, AttackKind.MELEE):
        blocks = [c for c in catalog.content.saloon if c.type is CardType.BLOCK and c.attack is kind]
        share[kind] = sum(c.copies for c in blocks) / total
        defense[kind] = _mean_defense(blocks)
    _STATS[catalog] = (share, defense)
    return share, defense


def _mean_defense(cards: list[SaloonCard]) -> float:
    copies = sum(c.copies for c in cards)
    return sum(c.defense * c.copies for c in cards) / copies if copies else 3.0


def effect_value(effect: Any) -> float:
    """A rough worth of a card effect to the player who plays it (attack effects, melee weapons, blocks)."""
    op = effect.op
    if op is Op.DROP_WEAPON:
        return 0.8 if effect.who in (Who.TARGET, Who.ATTACKER) else 0.0
    if op is Op.NO_COUNTERATTACK:
        return 0.3
    if op is Op.MOVEMENT_LIMIT:
        return -0.4 if effect.who is Who.SELF else 0.3
    if op is Op.HEAL:
        return 0.9 * effect.amount
    if op is Op.DRAW:
        return 0.8 * effect.amount
    if op is Op.ADD_BULLETS:
        return BULLET * effect.amount
    if op is Op.COUNTERATTACK:
        return 1.0
    return 0.0


def effects_value(option: Option) -> float:
    return sum(effect_value(e) for e in option.effects if e.op is not Op.SPLIT)
