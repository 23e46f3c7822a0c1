"""The words a High Noon Saloon content pack may use: card types, attack kinds, and the small vocabulary of effects
the rules engine implements. A card's effect is a list of these, never code of its own, so a person who owns the
box can type in the printed cards. docs/rules/high_noon_saloon_content.md explains each one."""

from __future__ import annotations

from enum import Enum


class CardType(Enum):
    WEAPON = "weapon"
    BLOCK = "block"
    ENHANCEMENT = "enhancement"
    RELOAD = "reload"


class WeaponKind(Enum):
    GUN = "gun"
    MELEE = "melee"


class AttackKind(Enum):
    """What an attack is, or what an enhancement or a block answers to (``any``: a generic enhancement)."""

    GUN = "gun"
    MELEE = "melee"
    ANY = "any"


class Op(Enum):
    """Effects of saloon cards (weapon and enhancement options, blocks) and team cards."""

    SPLIT = "split"  # the attack may go to up to `amount` different players, each resolved as a whole attack
    DROP_WEAPON = "drop_weapon"  # `who` drops the weapon in their fist to the discards once the attack resolved
    NO_COUNTERATTACK = "no_counterattack"  # the target may not counterattack this attack ("cannot" beats "can")
    COUNTERATTACK = "counterattack"  # a block's: once every active attack resolved, attack the attacker back
    MOVEMENT_LIMIT = "movement_limit"  # `who` may move only to orange spaces in their next Hunkerin' Down
    HEAL = "heal"  # `who` gains `amount` grit, never above the start value
    ADD_BULLETS = "add_bullets"  # `amount` bullets to one gun `who` has equipped, up to its capacity
    DRAW = "draw"  # `who` draws `amount` saloon cards
    GIVE_GUN = "give_gun"  # team: a gun you have equipped goes to a teammate's empty fist or holster, as it is
    BLOCK_FOR_TEAMMATE = "block_for_teammate"  # team: play a block from your hand for a teammate being attacked


class Who(Enum):
    SELF = "self"  # the player whose card it is
    TARGET = "target"  # the player being attacked
    ATTACKER = "attacker"  # a block's: the player who attacks
    TEAMMATE = "teammate"  # team cards: a teammate the player chooses
    TEAM = "team"  # team cards: the team's shared grit


class When(Enum):
    """When a team card or an area's effect applies."""

    ANY_TIME = "any_time"  # team cards: at any moment, the player's turn or not
    TEAMMATE_ATTACKED = "teammate_attacked"  # team cards: while a teammate is the target of an attack
    END_OF_TURN = "end_of_turn"  # areas: at the end of the turn of a player standing there
    JUMP_FROM = "jump_from"  # areas: a player who jumped from here into No Cover this turn


class AreaOp(Enum):
    HEAL = "heal"  # `amount` grit (Behind the Bar)
    ADD_BULLETS = "add_bullets"  # `amount` bullets to one equipped gun (Behind the Player Piano)
    FIRST_MELEE_DAMAGE = "first_melee_damage"  # +`amount` to the player's first melee attack this turn (Balcony)


class Ability(Enum):
    """Characters' advanced sides."""

    FULL_LOAD_ON_EQUIP = "full_load_on_equip"  # a gun equipped from the hand is fully loaded; no load card is drawn
    FIST_DAMAGE = "fist_damage"  # the bare fist's base damage is 2 + `amount`
    MELEE_DAMAGE = "melee_damage"  # +`amount` to every melee attack
    GUN_DEFENSE = "gun_defense"  # +`amount` defense against gun attacks
    GUN_DEFENSE_IN_NO_COVER = "gun_defense_in_no_cover"  # +`amount` defense against gun attacks while in No Cover
    RELOAD_BONUS = "reload_bonus"  # each reload card gives `amount` more bullets
    HAND_SIZE = "hand_size"  # Scavengin' draws up to 7 + `amount` cards
    BLOCK_HEAL = "block_heal"  # gain `amount` grit whenever you play a block card
    MELEE_BLOCK_HEAL = "melee_block_heal"  # gain `amount` grit whenever you block a melee attack
    FREE_JUMP = "free_jump"  # jumping into No Cover sets no movement limit


class Gender(Enum):
    MAN = "man"
    WOMAN = "woman"


# Which effects each kind of card may carry (the engine implements exactly these there).
ATTACK_OPS = frozenset({Op.SPLIT, Op.DROP_WEAPON, Op.NO_COUNTERATTACK, Op.MOVEMENT_LIMIT, Op.HEAL, Op.DRAW})
BLOCK_OPS = frozenset({Op.COUNTERATTACK, Op.DROP_WEAPON, Op.MOVEMENT_LIMIT, Op.HEAL, Op.DRAW, Op.ADD_BULLETS})
TEAM_OPS = frozenset({Op.GIVE_GUN, Op.BLOCK_FOR_TEAMMATE, Op.HEAL, Op.DRAW, Op.ADD_BULLETS})
# Whose each effect may be, by op (the first is the default).
WHO_FOR: dict[Op, tuple[Who, ...]] = {
    Op.SPLIT: (Who.SELF,),
    Op.DROP_WEAPON: (Who.TARGET, Who.ATTACKER),
    Op.NO_COUNTERATTACK: (Who.TARGET,),
    Op.COUNTERATTACK: (Who.SELF,),
    Op.MOVEMENT_LIMIT: (Who.SELF, Who.TARGET, Who.ATTACKER),
    Op.HEAL: (Who.SELF, Who.TEAM),
    Op.ADD_BULLETS: (Who.SELF, Who.TEAMMATE),
    Op.DRAW: (Who.SELF, Who.TEAMMATE),
    Op.GIVE_GUN: (Who.TEAMMATE,),
    Op.BLOCK_FOR_TEAMMATE: (Who.TEAMMATE,),
}
# Effects that count something (the others take no amount).
COUNTED = frozenset({Op.SPLIT, Op.HEAL, Op.ADD_BULLETS, Op.DRAW})
