<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>HighNoonSaloon</name>
    <message numerus="yes">
        <source>{player}: click up to %n lit players, then Attack these players; or first a lit card to add an enhancement.</source>
        <translation>
            <numerusform>{player}: click up to %n lit player, then Attack these players; or first a lit card to add an enhancement.</numerusform>
            <numerusform>{player}: click up to %n lit players, then Attack these players; or first a lit card to add an enhancement.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shields: attacks from other covers against a player here do %n less damage.</source>
        <translation>
            <numerusform>Shields: attacks from other covers against a player here do %n less damage.</numerusform>
            <numerusform>Shields: attacks from other covers against a player here do %n less damage.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Suns: attacks from here against other covers do %n more damage.</source>
        <translation>
            <numerusform>Suns: attacks from here against other covers do %n more damage.</numerusform>
            <numerusform>Suns: attacks from here against other covers do %n more damage.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Attacks from here against other covers do %n less damage (never below 0).</source>
        <translation>
            <numerusform>Attacks from here against other covers do %n less damage (never below 0).</numerusform>
            <numerusform>Attacks from here against other covers do %n less damage (never below 0).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Click up to %n players to attack.</source>
        <translation>
            <numerusform>Click up to %n player to attack.</numerusform>
            <numerusform>Click up to %n players to attack.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{attacker} attacks you with {weapon}: %n damage so far.</source>
        <translation>
            <numerusform>{attacker} attacks you with {weapon}: %n damage so far.</numerusform>
            <numerusform>{attacker} attacks you with {weapon}: %n damage so far.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{attacker} attacks {player} with {weapon}: %n damage so far.</source>
        <translation>
            <numerusform>{attacker} attacks {player} with {weapon}: %n damage so far.</numerusform>
            <numerusform>{attacker} attacks {player} with {weapon}: %n damage so far.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{attacker} attacks with {weapon}: %n damage so far.</source>
        <translation>
            <numerusform>{attacker} attacks with {weapon}: %n damage so far.</numerusform>
            <numerusform>{attacker} attacks with {weapon}: %n damage so far.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bullets</source>
        <translation>
            <numerusform>%n bullet</numerusform>
            <numerusform>%n bullets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n damage</source>
        <translation>
            <numerusform>%n damage</numerusform>
            <numerusform>%n damage</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n damage</source>
        <translation>
            <numerusform>+%n damage</numerusform>
            <numerusform>+%n damage</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your fist does %n damage.</source>
        <translation>
            <numerusform>Your fist does %n damage.</numerusform>
            <numerusform>Your fist does %n damage.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n damage on your melee attacks.</source>
        <translation>
            <numerusform>+%n damage on your melee attacks.</numerusform>
            <numerusform>+%n damage on your melee attacks.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each reload card gives %n more bullets.</source>
        <translation>
            <numerusform>Each reload card gives %n more bullet.</numerusform>
            <numerusform>Each reload card gives %n more bullets.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In Scavengin&apos; you draw up to %n cards.</source>
        <translation>
            <numerusform>In Scavengin&apos; you draw up to %n card.</numerusform>
            <numerusform>In Scavengin&apos; you draw up to %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At the end of your turn here: +%n bullets to one of your guns.</source>
        <translation>
            <numerusform>At the end of your turn here: +%n bullet to one of your guns.</numerusform>
            <numerusform>At the end of your turn here: +%n bullets to one of your guns.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Jump from here into No Cover: +%n bullets to one of your guns.</source>
        <translation>
            <numerusform>Jump from here into No Cover: +%n bullet to one of your guns.</numerusform>
            <numerusform>Jump from here into No Cover: +%n bullets to one of your guns.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Jump from here into No Cover: +%n damage to your first melee attack this turn.</source>
        <translation>
            <numerusform>Jump from here into No Cover: +%n damage to your first melee attack this turn.</numerusform>
            <numerusform>Jump from here into No Cover: +%n damage to your first melee attack this turn.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>up to %n targets</source>
        <translation>
            <numerusform>up to %n target</numerusform>
            <numerusform>up to %n targets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n bullets to your gun</source>
        <translation>
            <numerusform>+%n bullet to your gun</numerusform>
            <numerusform>+%n bullets to your gun</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n bullets to a teammate&apos;s gun</source>
        <translation>
            <numerusform>+%n bullet to a teammate&apos;s gun</numerusform>
            <numerusform>+%n bullets to a teammate&apos;s gun</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>draw %n cards</source>
        <translation>
            <numerusform>draw %n card</numerusform>
            <numerusform>draw %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a teammate draws %n cards</source>
        <translation>
            <numerusform>a teammate draws %n card</numerusform>
            <numerusform>a teammate draws %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} would take %n damage before any block.</source>
        <translation>
            <numerusform>{player} would take %n damage before any block.</numerusform>
            <numerusform>{player} would take %n damage before any block.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HintFranticFrankfurt</name>
    <message numerus="yes">
        <source>After this you have the fewest cards left: %n card(s) ahead of the next player (you win {win}% of the time).</source>
        <translation>
            <numerusform>After this you have the fewest cards left: %n card ahead of the next player (you win {win}% of the time).</numerusform>
            <numerusform>After this you have the fewest cards left: %n cards ahead of the next player (you win {win}% of the time).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Slap this pile: only %n card(s) go under your draw pile, fewer than with any other (you win {win}% of the time).</source>
        <translation>
            <numerusform>Slap this pile: only %n card goes under your draw pile, fewer than with any other (you win {win}% of the time).</numerusform>
            <numerusform>Slap this pile: only %n cards go under your draw pile, fewer than with any other (you win {win}% of the time).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This leaves you %n card(s) to get rid of (you win {win}% of the time).</source>
        <translation>
            <numerusform>This leaves you %n card to get rid of (you win {win}% of the time).</numerusform>
            <numerusform>This leaves you %n cards to get rid of (you win {win}% of the time).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HintHighNoonSaloon</name>
    <message numerus="yes">
        <source>This costs your opponents %n grit (you win {win}% of the time).</source>
        <translation>
            <numerusform>This costs your opponents %n grit (you win {win}% of the time).</numerusform>
            <numerusform>This costs your opponents %n grit (you win {win}% of the time).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This saves you %n grit that the other moves would lose (you win {win}% of the time).</source>
        <translation>
            <numerusform>This saves you %n grit that the other moves would lose (you win {win}% of the time).</numerusform>
            <numerusform>This saves you %n grit that the other moves would lose (you win {win}% of the time).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This loads %n more bullet(s) into your guns (you win {win}% of the time).</source>
        <translation>
            <numerusform>This loads %n more bullet into your guns (you win {win}% of the time).</numerusform>
            <numerusform>This loads %n more bullets into your guns (you win {win}% of the time).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HintTeaTime</name>
    <message numerus="yes">
        <source>This take puts you in the lead by %n point(s) (you win {win}% of the time).</source>
        <translation>
            <numerusform>This take puts you in the lead by %n point (you win {win}% of the time).</numerusform>
            <numerusform>This take puts you in the lead by %n points (you win {win}% of the time).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take Alice: she is worth %n point(s) to you now (you win {win}% of the time).</source>
        <translation>
            <numerusform>Take Alice: she is worth %n point to you now (you win {win}% of the time).</numerusform>
            <numerusform>Take Alice: she is worth %n points to you now (you win {win}% of the time).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This take gains you %n point(s), more than any other take (you win {win}% of the time).</source>
        <translation>
            <numerusform>This take gains you %n point, more than any other take (you win {win}% of the time).</numerusform>
            <numerusform>This take gains you %n points, more than any other take (you win {win}% of the time).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This take keeps you in the lead by %n point(s) (you win {win}% of the time).</source>
        <translation>
            <numerusform>This take keeps you in the lead by %n point (you win {win}% of the time).</numerusform>
            <numerusform>This take keeps you in the lead by %n points (you win {win}% of the time).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This take closes the gap to the leader to %n point(s) (you win {win}% of the time).</source>
        <translation>
            <numerusform>This take closes the gap to the leader to %n point (you win {win}% of the time).</numerusform>
            <numerusform>This take closes the gap to the leader to %n points (you win {win}% of the time).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This take gains you %n point(s) (you win {win}% of the time).</source>
        <translation>
            <numerusform>This take gains you %n point (you win {win}% of the time).</numerusform>
            <numerusform>This take gains you %n points (you win {win}% of the time).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every take costs you points here; this one costs the fewest: %n point(s) (you win {win}% of the time).</source>
        <translation>
            <numerusform>Every take costs you points here; this one costs the fewest: %n point (you win {win}% of the time).</numerusform>
            <numerusform>Every take costs you points here; this one costs the fewest: %n points (you win {win}% of the time).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With this take your cards cancel your opponents&apos; and they lose %n point(s) (you win {win}% of the time).</source>
        <translation>
            <numerusform>With this take your cards cancel your opponents&apos; and they lose %n point (you win {win}% of the time).</numerusform>
            <numerusform>With this take your cards cancel your opponents&apos; and they lose %n points (you win {win}% of the time).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This take leaves the next player&apos;s best take worth %n point(s) less than the other takes would (you win {win}% of the time).</source>
        <translation>
            <numerusform>This take leaves the next player&apos;s best take worth %n point less than the other takes would (you win {win}% of the time).</numerusform>
            <numerusform>This take leaves the next player&apos;s best take worth %n points less than the other takes would (you win {win}% of the time).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HintTimesSquare</name>
    <message numerus="yes">
        <source>This moves Saucy Sue %n space(s) closer to your club (you win {win}% of the time).</source>
        <translation>
            <numerusform>This moves Saucy Sue %n space closer to your club (you win {win}% of the time).</numerusform>
            <numerusform>This moves Saucy Sue %n spaces closer to your club (you win {win}% of the time).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Champagne Charlie will move %n space(s) towards your club at the end of your turn (you win {win}% of the time).</source>
        <translation>
            <numerusform>Champagne Charlie will move %n space towards your club at the end of your turn (you win {win}% of the time).</numerusform>
            <numerusform>Champagne Charlie will move %n spaces towards your club at the end of your turn (you win {win}% of the time).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This keeps Saucy Sue %n space(s) away from the centre on your side (you win {win}% of the time).</source>
        <translation>
            <numerusform>This keeps Saucy Sue %n space away from the centre on your side (you win {win}% of the time).</numerusform>
            <numerusform>This keeps Saucy Sue %n spaces away from the centre on your side (you win {win}% of the time).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This puts %n figure(s) on your club&apos;s entrance spaces, where they pull Champagne Charlie your way (you win {win}% of the time).</source>
        <translation>
            <numerusform>This puts %n figure on your club&apos;s entrance spaces, where it pulls Champagne Charlie your way (you win {win}% of the time).</numerusform>
            <numerusform>This puts %n figures on your club&apos;s entrance spaces, where they pull Champagne Charlie your way (you win {win}% of the time).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This moves the Bodyguard on your side away: Saucy Sue has %n space(s) of room towards your club (you win {win}% of the time).</source>
        <translation>
            <numerusform>This moves the Bodyguard on your side away: Saucy Sue has %n space of room towards your club (you win {win}% of the time).</numerusform>
            <numerusform>This moves the Bodyguard on your side away: Saucy Sue has %n spaces of room towards your club (you win {win}% of the time).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This moves the Bodyguard on your opponent&apos;s side up to Saucy Sue: she has only %n space(s) of room that way (you win {win}% of the time).</source>
        <translation>
            <numerusform>This moves the Bodyguard on your opponent&apos;s side up to Saucy Sue: she has only %n space of room that way (you win {win}% of the time).</numerusform>
            <numerusform>This moves the Bodyguard on your opponent&apos;s side up to Saucy Sue: she has only %n spaces of room that way (you win {win}% of the time).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lan</name>
    <message numerus="yes">
        <source>Someone at {address} has tried %n wrong join codes.</source>
        <translation>
            <numerusform>Someone at {address} has tried %n wrong join code.</numerusform>
            <numerusform>Someone at {address} has tried %n wrong join codes.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message numerus="yes">
        <source>%n cards are removed unseen (two of each character).</source>
        <translation>
            <numerusform>%n card is removed unseen (two of each character).</numerusform>
            <numerusform>%n cards are removed unseen (two of each character).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} discards %n pairs of {character}: normal and mirror faces cancel out.</source>
        <translation>
            <numerusform>{player} discards %n pair of {character}: a normal and a mirror face cancel out.</numerusform>
            <numerusform>{player} discards %n pairs of {character}: normal and mirror faces cancel out.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Champagne Charlie moves %n spaces towards {player}&apos;s club: {figures} at its entrance, and Sue with both Bodyguards on that half.</source>
        <translation>
            <numerusform>Champagne Charlie moves %n space towards {player}&apos;s club: {figures} at its entrance, and Sue with both Bodyguards on that half.</numerusform>
            <numerusform>Champagne Charlie moves %n spaces towards {player}&apos;s club: {figures} at its entrance, and Sue with both Bodyguards on that half.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Champagne Charlie moves %n spaces towards {player}&apos;s club: {figures} at its entrance.</source>
        <translation>
            <numerusform>Champagne Charlie moves %n space towards {player}&apos;s club: {figures} at its entrance.</numerusform>
            <numerusform>Champagne Charlie moves %n spaces towards {player}&apos;s club: {figures} at its entrance.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The draw pile is used up: the discard pile is shuffled into a new draw pile of %n cards.</source>
        <translation>
            <numerusform>The draw pile is used up: the discard pile is shuffled into a new draw pile of %n card.</numerusform>
            <numerusform>The draw pile is used up: the discard pile is shuffled into a new draw pile of %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} is dealt %n cards.</source>
        <translation>
            <numerusform>{player} is dealt %n card.</numerusform>
            <numerusform>{player} is dealt %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} draws %n cards.</source>
        <translation>
            <numerusform>{player} draws %n card.</numerusform>
            <numerusform>{player} draws %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A load card is revealed: %n bullets.</source>
        <translation>
            <numerusform>A load card is revealed: %n bullet.</numerusform>
            <numerusform>A load card is revealed: %n bullets.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} puts {card} in the Holster (%n bullets).</source>
        <translation>
            <numerusform>{player} puts {card} in the Holster (%n bullet).</numerusform>
            <numerusform>{player} puts {card} in the Holster (%n bullets).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} equips {card} in the Fist (%n bullets).</source>
        <translation>
            <numerusform>{player} equips {card} in the Fist (%n bullet).</numerusform>
            <numerusform>{player} equips {card} in the Fist (%n bullets).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} plays {card}: %n bullets into the gun in the Holster.</source>
        <translation>
            <numerusform>{player} plays {card}: %n bullet into the gun in the Holster.</numerusform>
            <numerusform>{player} plays {card}: %n bullets into the gun in the Holster.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} plays {card}: %n bullets into the gun in the Fist.</source>
        <translation>
            <numerusform>{player} plays {card}: %n bullet into the gun in the Fist.</numerusform>
            <numerusform>{player} plays {card}: %n bullets into the gun in the Fist.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} shoots with {card}, spending %n bullets.</source>
        <translation>
            <numerusform>{player} shoots with {card}, spending %n bullet.</numerusform>
            <numerusform>{player} shoots with {card}, spending %n bullets.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} gets %n bullets.</source>
        <translation>
            <numerusform>{player} gets %n bullet.</numerusform>
            <numerusform>{player} gets %n bullets.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} loads up behind cover: +%n bullets.</source>
        <translation>
            <numerusform>{player} loads up behind cover: +%n bullet.</numerusform>
            <numerusform>{player} loads up behind cover: +%n bullets.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} hands {card} to {target}, with %n bullets.</source>
        <translation>
            <numerusform>{player} hands {card} to {target}, with %n bullet.</numerusform>
            <numerusform>{player} hands {card} to {target}, with %n bullets.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} draws %n cards from the saloon deck.</source>
        <translation>
            <numerusform>{player} draws %n card from the saloon deck.</numerusform>
            <numerusform>{player} draws %n cards from the saloon deck.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message numerus="yes">
        <source>%n seconds</source>
        <translation>
            <numerusform>%n second</numerusform>
            <numerusform>%n seconds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message numerus="yes">
        <source>The characters are chosen for %n seats, but the table has {players}.</source>
        <translation>
            <numerusform>The characters are chosen for %n seat, but the table has {players}.</numerusform>
            <numerusform>The characters are chosen for %n seats, but the table has {players}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You may take at most %n cards this turn.</source>
        <translation>
            <numerusform>You may take at most %n card this turn.</numerusform>
            <numerusform>You may take at most %n cards this turn.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message numerus="yes">
        <source>%n cards in hand.</source>
        <translation>
            <numerusform>%n card in hand.</numerusform>
            <numerusform>%n cards in hand.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TeaTime</name>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
</TS>
