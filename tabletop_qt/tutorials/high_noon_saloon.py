"""Learn to play High Noon Saloon: two turns against Bruno (a normal bot) on a fixed deal.

The deal (seed 120) gives, in this order: the setup round (a gun in the Fist, a Derringer in the Holster, a place
behind the Upended Table), Scavengin', a gun attack, Hunkerin' Down to the Stairs, a reload in Weapon #2, Bruno's
attack that you block with Duck!, then a Quick Draw, a Jump into No Cover and a melee attack with Strong that
Bruno's cover stops. `tests/tutorials/test_scripts.py` replays it against the engine and Bruno.
"""

from __future__ import annotations

from tabletop_qt.tutorials.script import QT_TRANSLATE_NOOP, Script, Step, Target, TargetKind

CONTEXT = "HighNoonSaloonTutorial"


def _hand(card: str) -> Target:
    return Target(TargetKind.HAND, card)


def _slot(slot: str) -> Target:
    return Target(TargetKind.SLOT, slot)


def _space(space: str) -> Target:
    return Target(TargetKind.SPACE, space)


def _button(name: str) -> Target:
    return Target(TargetKind.BUTTON, name)


BRUNO = Target(TargetKind.FIGURE, 1)

STEPS = (
    Step(
        QT_TRANSLATE_NOOP(
            "HighNoonSaloonTutorial",
            "Welcome to the High Noon Saloon! You are in a brawl in the Old West: attack your opponents and move from "
            "cover to cover. The goal is to be the last player who still has grit; whoever runs out of grit is out "
            "of the game. You and Bruno each start with 20 grit. Press Next.",
        ),
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "HighNoonSaloonTutorial",
            "Before the game starts, each player has a setup turn: equip weapons from your hand to your Fist and "
            "Holster, and place your figure on an empty space. Guns make attacks only from the Fist. Click the "
            "Repeatin' Rifle in your hand, then your Fist.",
        ),
        {"type": "equip", "card": "repeatin_rifle#1", "slot": "fist"},
        (_hand("repeatin_rifle#1"), _slot("fist")),
        QT_TRANSLATE_NOOP(
            "HighNoonSaloonTutorial",
            "When you equip a gun, the top card of the load deck is revealed and discarded: it says how many bullets "
            "the gun starts with. Your rifle is loaded.",
        ),
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "HighNoonSaloonTutorial",
            "Only a gun with the holster icon goes in the Holster, like the Derringer: you cannot attack with it "
            "there, but you can draw it at any moment. Click the Derringer, then your Holster.",
        ),
        {"type": "equip", "card": "derringer#3", "slot": "holster"},
        (_hand("derringer#3"), _slot("holster")),
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "HighNoonSaloonTutorial",
            "Now place your figure. The covers give defense against attacks from other covers: Behind an Upended "
            "Table takes 2 off every attack. Click the marked space behind the table.",
        ),
        {"type": "place", "space": "table_1"},
        (_space("table_1"),),
    ),
    Step(
        QT_TRANSLATE_NOOP("HighNoonSaloonTutorial", "Your setup turn is done: click End phase."),
        {"type": "end_phase"},
        (_button("end_phase"),),
        QT_TRANSLATE_NOOP(
            "HighNoonSaloonTutorial",
            "Bruno has equipped a rifle and taken cover Behind the Bar. Watch the table, then press Next.",
        ),
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "HighNoonSaloonTutorial",
            "Your turn has six phases, always in this order: Scavengin', Weapon, Jump, Fightin', Hunkerin' Down and "
            "Weapon #2. Each phase must be finished before the next begins; the bar above the table shows where you "
            "are. Press Next.",
        ),
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "HighNoonSaloonTutorial",
            "Scavengin': at the start of your turn you may discard some or all of the cards in your hand. Dirty "
            "Trick is of little use to you now: click it to discard it.",
        ),
        {"type": "discard", "card": "dirty_trick#2"},
        (_hand("dirty_trick#2"),),
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "HighNoonSaloonTutorial",
            "Then draw from the saloon deck until you have seven cards in your hand. Click Draw.",
        ),
        {"type": "draw"},
        (_button("draw"),),
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "HighNoonSaloonTutorial",
            "Weapon phase: you may equip weapons, move them between Fist and Holster and play reload cards, in any "
            "order. Your rifle is full, so there is nothing to do: click End phase.",
        ),
        {"type": "end_phase"},
        (_button("end_phase"),),
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "HighNoonSaloonTutorial",
            "Jump phase: you may jump out into No Cover. A jump limits your movement later in the turn, and there "
            "your cover gives no defense. Stay behind the table this time: click End phase.",
        ),
        {"type": "end_phase"},
        (_button("end_phase"),),
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "HighNoonSaloonTutorial",
            "Fightin': you may make one attack. A gun attack can target any player, whatever the cover. Each gun "
            "offers bullet options: the rifle spends 2 bullets for 3 damage. Click that option on the table.",
        ),
        {"type": "declare", "attack": "gun", "option": 1},
        (Target(TargetKind.CHIP, {"type": "declare", "attack": "gun", "option": 1}),),
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "HighNoonSaloonTutorial",
            "After declaring the attack (and playing any enhancement cards) you choose the target. Click Bruno.",
        ),
        {"type": "target", "targets": [1]},
        (BRUNO,),
        QT_TRANSLATE_NOOP(
            "HighNoonSaloonTutorial",
            "The damage is the weapon's, plus enhancements and the attacker's cover bonus, minus the defender's "
            "blocks and cover. Bruno played no block card, and Behind the Bar takes 2 off your 3: he loses 1 grit. "
            "Press Next.",
        ),
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "HighNoonSaloonTutorial",
            "Hunkerin' Down: you may move from your cover to any empty space of the saloon, it need not be next to "
            "you. Click the space On the Stairs: attacks from the stairs get +1 damage.",
        ),
        {"type": "move", "space": "stairs_1"},
        (_space("stairs_1"),),
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "HighNoonSaloonTutorial",
            "Weapon #2: you may do anything you could do in the first Weapon phase. Your rifle spent 2 bullets: "
            "play Loose Rounds to add its bullets to the rifle. Click Loose Rounds, then your Fist.",
        ),
        {"type": "reload", "card": "loose_rounds#1", "slot": "fist"},
        (_hand("loose_rounds#1"), _slot("fist")),
    ),
    Step(
        QT_TRANSLATE_NOOP("HighNoonSaloonTutorial", "That is enough for Weapon #2: click End phase."),
        {"type": "end_phase"},
        (_button("end_phase"),),
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "HighNoonSaloonTutorial",
            "At the end of the turn the special covers act (Behind the Bar heals, Behind the Player Piano adds "
            "bullets); the stairs have none. Click End phase to end your turn.",
        ),
        {"type": "end_phase"},
        (_button("end_phase"),),
        QT_TRANSLATE_NOOP(
            "HighNoonSaloonTutorial",
            "Now it is Bruno's turn. Watch what he does, then press Next.",
        ),
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "HighNoonSaloonTutorial",
            "Bruno attacks you with his rifle, out of your turn: you are asked whether to block. A block must be "
            "of the same type as the attack, here a gun block. Click Duck! in your hand.",
        ),
        {"type": "block", "card": "duck#5"},
        (_hand("duck#5"),),
        QT_TRANSLATE_NOOP(
            "HighNoonSaloonTutorial",
            "Duck! took 3 off his attack and your cover on the stairs 1 more. Your grit shows what you lost. Press "
            "Next.",
        ),
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "HighNoonSaloonTutorial",
            "Your second turn. Scavengin' again: you may keep all your cards this time. Click Draw.",
        ),
        {"type": "draw"},
        (_button("draw"),),
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "HighNoonSaloonTutorial",
            "Quick Draw: at any moment, even during an attack, you may draw the weapon in your Holster into your "
            "Fist; the weapon you were holding is discarded. Your rifle is nearly empty: click Quick Draw.",
        ),
        {"type": "quick_draw"},
        (_button("quick_draw"),),
        QT_TRANSLATE_NOOP(
            "HighNoonSaloonTutorial",
            "The Derringer is in your Fist now and the rifle went to the discards. Press Next.",
        ),
    ),
    Step(
        QT_TRANSLATE_NOOP("HighNoonSaloonTutorial", "Nothing more to equip: click End phase."),
        {"type": "end_phase"},
        (_button("end_phase"),),
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "HighNoonSaloonTutorial",
            "This time, jump into No Cover. From there you can reach Bruno Behind the Bar for a melee attack, which "
            "works only against a player in your cover or in a cover you can reach. Click the marked space.",
        ),
        {"type": "jump", "space": "floor_1"},
        (_space("floor_1"),),
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "HighNoonSaloonTutorial",
            "You can always make a melee attack, whatever weapon you hold; a gun used this way does the melee damage "
            "printed at the bottom of its card, 0 for the Derringer. Click the melee attack on the table.",
        ),
        {"type": "declare", "attack": "melee"},
        (Target(TargetKind.CHIP, {"type": "declare", "attack": "melee"}),),
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "HighNoonSaloonTutorial",
            "Attack enhancements are played while declaring, of the same type as the attack: Strong adds 2 to a melee "
            "attack. Click Strong.",
        ),
        {"type": "enhance", "card": "strong#2", "option": 0},
        (_hand("strong#2"),),
    ),
    Step(
        QT_TRANSLATE_NOOP("HighNoonSaloonTutorial", "Now click Bruno to make him the target."),
        {"type": "target", "targets": [1]},
        (BRUNO,),
        QT_TRANSLATE_NOOP(
            "HighNoonSaloonTutorial",
            "The Derringer's 0 and Strong's 2 make 2, and Bruno's cover Behind the Bar takes 2 off: no damage this "
            "time. Against a player in cover, a melee attack needs a strong weapon or more enhancements. Press Next.",
        ),
    ),
    Step(
        QT_TRANSLATE_NOOP(
            "HighNoonSaloonTutorial",
            "Hunkerin' Down: because you jumped, you have a movement limit and may move only to an orange space. "
            "Stay where you are: click End phase.",
        ),
        {"type": "end_phase"},
        (_button("end_phase"),),
    ),
    Step(
        QT_TRANSLATE_NOOP("HighNoonSaloonTutorial", "Weapon #2: nothing to do. Click End phase."),
        {"type": "end_phase"},
        (_button("end_phase"),),
    ),
    Step(
        QT_TRANSLATE_NOOP("HighNoonSaloonTutorial", "Click End phase to end your turn."),
        {"type": "end_phase"},
        (_button("end_phase"),),
    ),
)

SCRIPT = Script(
    game_id="high_noon_saloon",
    context=CONTEXT,
    seed=120,
    bots=(("Bruno", "normal"),),
    options={},
    title=QT_TRANSLATE_NOOP("HighNoonSaloonTutorial", "Learn to play High Noon Saloon"),
    steps=STEPS,
    finish=QT_TRANSLATE_NOOP(
        "HighNoonSaloonTutorial",
        "You know every phase of a turn now: equipping and loading, cover, gun and melee attacks, blocks, the Quick "
        "Draw and Hunkerin' Down. You may finish this game against Bruno, or start a real one.",
    ),
)
