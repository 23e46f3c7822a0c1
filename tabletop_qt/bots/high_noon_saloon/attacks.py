"""The normal High Noon Saloon bot's attack sums: what a declaration, an enhancement or a group of targets is worth
in grit-like units, from the seat's view (``Seen``). The normal bot (normal.py) weighs every attack it could
declare with these; normal.py's ``best_net_damage`` reads the same sums for the tests and the watch benchmark."""

from __future__ import annotations

from typing import Any

from tabletop_qt.bots.high_noon_saloon.judge import Seen
from tabletop_qt.core.games.high_noon_saloon.content import SaloonCard
from tabletop_qt.core.games.high_noon_saloon.vocabulary import AreaOp, AttackKind, CardType, Op, Who

Action = dict[str, Any]
KILL_WINS = 30.0  # a kill when only one side is left: the game
KILL = 10.0  # a kill among several enemies
STANDOFF = 50  # turns after which the normal bot attacks whenever it can hurt at all


class NoCard:
    """Stands in for a card id the view does not show, so a lookup never has to test for None."""

    type = None
    is_gun = False


NO_CARD: Any = NoCard()


class Attacks:
    """Attack sums for the normal bot: what a declaration, an enhancement or a group of targets is worth."""

    def __init__(self, seen: Seen) -> None:
        self.seen = seen
        reloads = any((seen.card(c) or NO_CARD).type is CardType.RELOAD for c in seen.hand)
        # A bullet is worth the damage it makes later; bullets come back by reloads and the Piano. In a long
        # stand-off (both sides behind cover, saving bullets) waiting gains nothing: then bullets and the risk
        # of a counterattack cost nothing.
        self.standoff = int(seen.view.get("turn", 0)) > STANDOFF
        self.bullet_cost = 0.0 if self.standoff else (0.2 if reloads else 0.3)

    def target_value(self, total: int, kind: AttackKind, space: str | None, target: int, effects: list[Any]) -> float:
        seen = self.seen
        net = seen.net(total, kind, space, target)
        loss = seen.expected_loss(net, target, kind)
        grit = seen.grit(target)
        weight = 1.0 + 0.08 * seen.threat(target) + (0.4 if grit <= 6 else 0.0)
        value = loss * weight + seen.kill_chance(net, target, kind) * (KILL_WINS if seen.two_sided else KILL)
        if net > 0:
            value += 0.5 * seen.block_chance(target, kind) * (0.9 if net >= 3 else 0.5)  # a block card spent
        for effect in effects:
            if effect.op is Op.DROP_WEAPON and effect.who is Who.TARGET:
                load = seen.loadout(target)
                if load.fist is not None:
                    value += 0.5 + 0.3 * seen.threat(target)
            elif effect.op is Op.MOVEMENT_LIMIT and effect.who is Who.TARGET:
                value += 0.3
        return value

    def group_value(
        self, total: int, kind: AttackKind, space: str | None, targets: list[int], effects: list[Any], split: int
    ) -> tuple[float, list[int]]:
        """The best ``split`` targets among ``targets`` and what hitting them is worth."""
        ranked = sorted(
            ((self.target_value(total, kind, space, t, effects), t) for t in targets), key=lambda vt: (-vt[0], vt[1])
        )
        chosen = [(v, t) for v, t in ranked[: max(1, split)] if v > 0] or ranked[:1]
        return sum(v for v, _ in chosen), [t for _, t in chosen]

    def reachable(self, kind: AttackKind, space: str | None, counter: bool) -> list[int]:
        seen = self.seen
        if counter:
            candidates = [seen.current] if seen.current in seen.enemies else []
        else:
            candidates = seen.enemies
        if kind is AttackKind.GUN:
            return list(candidates)
        return [e for e in candidates if seen.reaches(space, seen.space(e))]

    def enhancements(self, kind: AttackKind, used: set[str]) -> list[tuple[str, SaloonCard]]:
        out = []
        for instance in self.seen.hand:
            card = self.seen.card(instance)
            if card is None or card.type is not CardType.ENHANCEMENT or card.id in used:
                continue
            if card.attack in (kind, AttackKind.ANY):
                used = used | {card.id}
                out.append((instance, card))
        return out

    def declaration(
        self,
        kind: AttackKind,
        option: int | None,
        space: str | None,
        melee_bonus: int,
        counter: bool,
        fist: str | None = None,
        fist_bullets: int | None = None,
        hypothetical: bool = False,
    ) -> float:
        """What declaring this attack is worth, counting the enhancements in hand the bot would add."""
        seen = self.seen
        me = seen.me
        if not hypothetical:
            fist, fist_bullets = seen.players[me]["fist"], int(seen.players[me]["fist_bullets"])
        assert fist_bullets is not None
        card = seen.card(fist) if fist else None
        effects: list[Any] = []
        split = 1
        spent = 0
        if kind is AttackKind.GUN:
            if card is None or not card.is_gun or option is None or option >= len(card.options):
                return -1.0
            chosen = card.options[option]
            total, spent = chosen.damage, chosen.bullets
            effects += list(chosen.effects)
        else:
            total = seen.melee_base(me, fist, use_own=False) + melee_bonus
            if card is not None and not card.is_gun:
                effects += list(card.effects)
        split = max([split] + [e.amount for e in effects if e.op is Op.SPLIT])
        targets = self.reachable(kind, space, counter)
        if not targets:
            return -1.0
        value, _ = self.group_value(total, kind, space, targets, effects, split)
        # The enhancements in hand that add to it, greedily (each one spends a card).
        left = fist_bullets - spent
        for _, enh in self.enhancements(kind, set()):
            best_gain = 0.0
            best: tuple[int, int, list[Any], int] | None = None
            for o in enh.options:
                if o.bullets and (kind is not AttackKind.GUN or o.bullets > left):
                    continue
                more_split = max([split] + [e.amount for e in o.effects if e.op is Op.SPLIT])
                more = effects + list(o.effects)
                gained, _ = self.group_value(total + o.damage, kind, space, targets, more, more_split)
                gain = gained - value - 0.6 - o.bullets * self.bullet_cost
                if gain > best_gain:
                    best_gain, best = gain, (o.damage, o.bullets, list(o.effects), more_split)
            if best is not None:
                total += best[0]
                left -= best[1]
                effects += best[2]
                split = best[3]
                value += best_gain
        value -= spent * self.bullet_cost * (0.0 if seen.grit(me) <= 0 else 1.0)
        value -= self.costs(effects, targets, counter)
        return value

    def costs(self, effects: list[Any], targets: list[int], counter: bool) -> float:
        """What an attack gives up: the cover's healing this turn, a counterattack, a movement limit."""
        seen = self.seen
        cost = 0.0
        if not counter and not self.standoff:
            if any(e.op is Op.MOVEMENT_LIMIT and e.who is Who.SELF for e in effects):
                cost += 0.4
            if not any(e.op is Op.NO_COUNTERATTACK for e in effects):
                # About one card in thirteen is a block that counterattacks.
                chance = 1.0 - (12 / 13) ** (sum(int(seen.players[t]["hand_count"]) for t in targets[:1]))
                cost += 0.35 * chance * max((seen.threat(t) for t in targets[:1]), default=0.0)
            cost += self.heal_forgone()
        return cost

    def heal_forgone(self) -> float:
        """Behind the Bar (an area that heals only who made no attack): the grit an attack would cost."""
        seen = self.seen
        if bool(seen.view.get("attacked")):
            return 0.0
        area = seen.catalog.area(seen.space(seen.me))
        if area is None or (seen.others_in_area(area.id, seen.me) and any(e.alone for e in area.effects)):
            return 0.0
        missing = seen.max_grit(seen.me) - seen.grit(seen.me)
        return sum(min(e.amount, missing) for e in area.effects if e.no_attack and e.op is AreaOp.HEAL)

    def net_damage(self, declare: Action) -> int:
        """The most grit ``declare`` takes from one target it reaches, before enhancements and blocks."""
        seen = self.seen
        me = seen.me
        counter = seen.view["phase"] != "fight" or seen.current != me
        space = seen.space(me)
        kind = AttackKind(declare["attack"])
        fist = seen.players[me]["fist"]
        card = seen.card(fist) if fist else None
        if kind is AttackKind.GUN:
            option = declare.get("option")
            if card is None or not card.is_gun or option is None or option >= len(card.options):
                return 0
            total = card.options[option].damage
        else:
            bonus = int(seen.view.get("first_melee_bonus", 0)) if not counter else 0
            total = seen.melee_base(me, fist, use_own=False) + bonus
        return max([0] + [seen.net(total, kind, space, t) for t in self.reachable(kind, space, counter)])

    def best_declaration(
        self, space: str | None, melee_bonus: int, counter: bool, fist: str | None, bullets: int
    ) -> float:
        """The best attack available with ``fist`` holding ``bullets`` (for jump and quick draw plans)."""
        best = 0.0
        card = self.seen.card(fist) if fist else None
        if card is not None and card.is_gun:
            for i, o in enumerate(card.options):
                if o.bullets <= bullets:
                    gun = self.declaration(AttackKind.GUN, i, space, melee_bonus, counter, fist, bullets, True)
                    best = max(best, gun)
        melee = self.declaration(AttackKind.MELEE, None, space, melee_bonus, counter, fist, bullets, True)
        return max(best, melee)
