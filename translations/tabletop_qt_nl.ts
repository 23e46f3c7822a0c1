<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl">
<context>
    <name>About</name>
    <message>
        <source>About Tabletop Qt</source>
        <translation>Over Tabletop Qt</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>Versie {version}</translation>
    </message>
    <message>
        <source>Tabletop Qt is free software, under the GNU General Public License, version 3 or (at your choice) any later version ({licence}). It comes with no warranty.</source>
        <translation>Tabletop Qt is vrije software, onder de GNU General Public License, versie 3 of (naar keuze) elke latere versie ({licence}). Er wordt geen enkele garantie gegeven.</translation>
    </message>
    <message>
        <source>The games and their makers</source>
        <translation>De spellen en hun makers</translation>
    </message>
    <message>
        <source>The games&apos; names, rules and designs belong to their authors and publishers; Tabletop Qt is an unofficial adaptation, neither made nor endorsed by them.</source>
        <translation>De namen, regels en ontwerpen van de spellen zijn van hun auteurs en uitgevers; Tabletop Qt is een onofficiële bewerking, niet door hen gemaakt of goedgekeurd.</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licentie</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>{player} played the search&apos;s own choice here: {win}% of wins estimated with it.</source>
        <translation>Hier speelde {player} de eigen keuze van de zoektocht: daarmee wordt {win}% winst geschat.</translation>
    </message>
    <message>
        <source>The search would play the move lit in violet ({before}% of wins); the move {player} played keeps {after}%: good enough.</source>
        <translation>De zoektocht zou de paars gemarkeerde zet spelen ({before}% winst); de zet die {player} speelde houdt {after}%: goed genoeg.</translation>
    </message>
    <message>
        <source>The search would play the move lit in violet ({before}% of wins); the move {player} played keeps {after}%: an inaccuracy.</source>
        <translation>De zoektocht zou de paars gemarkeerde zet spelen ({before}% winst); de zet die {player} speelde houdt {after}%: een onnauwkeurigheid.</translation>
    </message>
    <message>
        <source>The search would play the move lit in violet ({before}% of wins); the move {player} played keeps {after}%: a mistake.</source>
        <translation>De zoektocht zou de paars gemarkeerde zet spelen ({before}% winst); de zet die {player} speelde houdt {after}%: een fout.</translation>
    </message>
    <message>
        <source>The search would play the move lit in violet ({before}% of wins); the move {player} played keeps {after}%: a blunder.</source>
        <translation>De zoektocht zou de paars gemarkeerde zet spelen ({before}% winst); de zet die {player} speelde houdt {after}%: een blunder.</translation>
    </message>
    <message>
        <source>Step to a marked point of the graph to see a decision of {player}.</source>
        <translation>Ga naar een gemarkeerd punt van de grafiek om een beslissing van {player} te zien.</translation>
    </message>
    <message>
        <source>Analyse this game</source>
        <translation>Deze partij analyseren</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>The win chance is the search&apos;s estimate from what this player could see. A move is marked as an inaccuracy when it loses at least {inaccuracy} percentage points of it, a mistake from {mistake}, a blunder from {blunder}.</source>
        <translation>De winkans is de schatting van de zoektocht op basis van wat deze speler kon zien. Een zet wordt gemarkeerd als onnauwkeurigheid wanneer hij er minstens {inaccuracy} procentpunten van verliest, als fout vanaf {mistake}, als blunder vanaf {blunder}.</translation>
    </message>
    <message>
        <source>{player}: inaccuracies {inaccuracies}, mistakes {mistakes}, blunders {blunders}.</source>
        <translation>{player}: onnauwkeurigheden {inaccuracies}, fouten {mistakes}, blunders {blunders}.</translation>
    </message>
    <message>
        <source>Analysing the decisions of {player}…</source>
        <translation>De beslissingen van {player} worden geanalyseerd…</translation>
    </message>
    <message>
        <source>The analysis could not be run.</source>
        <translation>De analyse kon niet worden uitgevoerd.</translation>
    </message>
    <message>
        <source>Choose a player under “Seen by” to analyse their moves.</source>
        <translation>Kies een speler bij “Gezien door” om diens zetten te analyseren.</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>usage: </source>
        <translation>gebruik: </translation>
    </message>
    <message>
        <source>options</source>
        <translation>opties</translation>
    </message>
    <message>
        <source>optional arguments</source>
        <translation>opties</translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>argumenten</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>toont deze hulp en stopt</translation>
    </message>
    <message>
        <source>The option %(argument_name)s has a wrong value (%(message)s).</source>
        <translation>De optie %(argument_name)s heeft een verkeerde waarde (%(message)s).</translation>
    </message>
    <message>
        <source>it needs a value</source>
        <translation>er hoort een waarde bij</translation>
    </message>
    <message>
        <source>it takes no value, but was given %r</source>
        <translation>er hoort geen waarde bij, maar kreeg %r</translation>
    </message>
    <message>
        <source>%(value)r is not one of %(choices)s</source>
        <translation>%(value)r is niet een van %(choices)s</translation>
    </message>
    <message>
        <source>%(value)r is not a valid %(type)s</source>
        <translation>%(value)r is geen geldige %(type)s</translation>
    </message>
    <message>
        <source>Unknown option: {option}. Run tabletop-qt --help to see the options.</source>
        <translation>Onbekende optie: {option}. Voer tabletop-qt --help uit om de opties te zien.</translation>
    </message>
    <message>
        <source>tabletop-qt: error: {message}</source>
        <translation>tabletop-qt: fout: {message}</translation>
    </message>
    <message>
        <source>print the version and exit</source>
        <translation>toont de versie en stopt</translation>
    </message>
    <message>
        <source>interface language: {choices}</source>
        <translation>taal van de interface: {choices}</translation>
    </message>
    <message>
        <source>where saves and settings are kept (default: the system&apos;s)</source>
        <translation>waar opgeslagen spellen en instellingen staan (standaard: die van het systeem)</translation>
    </message>
    <message>
        <source>milliseconds a bot waits before it plays (0 or more)</source>
        <translation>milliseconden die een bot wacht voordat hij speelt (0 of meer)</translation>
    </message>
    <message>
        <source>do not look for tables on the local network (joining a table by its address still works)</source>
        <translation>niet naar tafels op het lokale netwerk zoeken (aanschuiven via het adres van een tafel werkt nog steeds)</translation>
    </message>
    <message>
        <source>“{value}” is not a language of the app; choose from {choices}</source>
        <translation>„{value}” is geen taal van de app; kies uit {choices}</translation>
    </message>
    <message>
        <source>“{value}” is not a number of milliseconds (0 or more)</source>
        <translation>„{value}” is geen aantal milliseconden (0 of meer)</translation>
    </message>
</context>
<context>
    <name>ContentPack</name>
    <message>
        <source>the file is missing.</source>
        <translation>het bestand ontbreekt.</translation>
    </message>
    <message>
        <source>the file cannot be read.</source>
        <translation>het bestand kan niet gelezen worden.</translation>
    </message>
    <message>
        <source>the text is not valid JSON.</source>
        <translation>de tekst is geen geldige JSON.</translation>
    </message>
    <message>
        <source>this is not a High Noon Saloon content file.</source>
        <translation>dit is geen inhoudsbestand van High Noon Saloon.</translation>
    </message>
    <message>
        <source>the file was made for a newer version of the app.</source>
        <translation>het bestand is gemaakt voor een nieuwere versie van de app.</translation>
    </message>
    <message>
        <source>this field is missing.</source>
        <translation>dit veld ontbreekt.</translation>
    </message>
    <message>
        <source>this field is not part of the format (a typo?).</source>
        <translation>dit veld hoort niet bij het formaat (een tikfout?).</translation>
    </message>
    <message>
        <source>this value is not allowed here.</source>
        <translation>deze waarde is hier niet toegestaan.</translation>
    </message>
    <message>
        <source>the same id is used twice.</source>
        <translation>dezelfde id wordt twee keer gebruikt.</translation>
    </message>
    <message>
        <source>this names something the pack does not have.</source>
        <translation>dit noemt iets wat het pakket niet heeft.</translation>
    </message>
    <message>
        <source>the number of cards is not the box&apos;s.</source>
        <translation>het aantal kaarten is niet dat van de doos.</translation>
    </message>
    <message>
        <source>the id “house” belongs to the Tabletop Qt house set: give the pack an id of its own.</source>
        <translation>de id „house” hoort bij de eigen set van Tabletop Qt: geef het pakket een eigen id.</translation>
    </message>
    <message>
        <source>{file}, line {line}, field {field}</source>
        <translation>{file}, regel {line}, veld {field}</translation>
    </message>
    <message>
        <source>{file}, line {line}</source>
        <translation>{file}, regel {line}</translation>
    </message>
    <message>
        <source>{file}, field {field}</source>
        <translation>{file}, veld {field}</translation>
    </message>
    <message>
        <source>{where}: {problem}</source>
        <translation>{where}: {problem}</translation>
    </message>
    <message>
        <source>Tabletop Qt house set</source>
        <translation>Tabletop Qt-huisset</translation>
    </message>
    <message>
        <source>Detail (in English): {detail}</source>
        <translation>Detail (in het Engels): {detail}</translation>
    </message>
    <message>
        <source>{folder} (cannot be played)</source>
        <translation>{folder} (kan niet gespeeld worden)</translation>
    </message>
    <message>
        <source>“{folder}” cannot be played: {mistake}</source>
        <translation>„{folder}” kan niet gespeeld worden: {mistake}</translation>
    </message>
</context>
<context>
    <name>FranticFrankfurt</name>
    <message>
        <source>yellow {value}</source>
        <translation>de gele {value}</translation>
    </message>
    <message>
        <source>red {value}</source>
        <translation>de rode {value}</translation>
    </message>
    <message>
        <source>blue {value}</source>
        <translation>de blauwe {value}</translation>
    </message>
    <message>
        <source>At the end of a round the winner had at most one card left in the draw pile.</source>
        <translation>Aan het eind van een ronde had de winnaar nog hoogstens één kaart in de trekstapel.</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Ronde {round}</translation>
    </message>
    <message>
        <source>You are watching: everybody plays at once.</source>
        <translation>Je kijkt toe: iedereen speelt tegelijk.</translation>
    </message>
    <message>
        <source>Waiting for the others to be ready…</source>
        <translation>Wachten tot de anderen klaar zijn…</translation>
    </message>
    <message>
        <source>Press Ready: all held cards are turned up together.</source>
        <translation>Druk op Klaar: alle achtergehouden kaarten worden tegelijk omgedraaid.</translation>
    </message>
    <message>
        <source>Everyone is stuck: press Ready to turn up a card from your draw pile.</source>
        <translation>Iedereen zit vast: druk op Klaar om een kaart van je trekstapel om te draaien.</translation>
    </message>
    <message>
        <source>Everyone is stuck: waiting for the others…</source>
        <translation>Iedereen zit vast: wachten op de anderen…</translation>
    </message>
    <message>
        <source>You emptied your columns: slap a pile (it leaves the game).</source>
        <translation>Je kolommen zijn leeg: sla op een stapel (die gaat uit het spel).</translation>
    </message>
    <message>
        <source>Slap a pile before the others take them all!</source>
        <translation>Sla op een stapel voordat de anderen ze allemaal pakken!</translation>
    </message>
    <message>
        <source>The round is ending: the piles are being slapped.</source>
        <translation>De ronde loopt af: er wordt op de stapels geslagen.</translation>
    </message>
    <message>
        <source>Turn up your held card to open your pile.</source>
        <translation>Draai je achtergehouden kaart om om je aflegstapel te openen.</translation>
    </message>
    <message>
        <source>Play your face-up cards onto any discard pile: another colour, higher on lower; the same colour, odd on even.</source>
        <translation>Leg je open kaarten af op een willekeurige aflegstapel: op een andere kleur hoger op lager; op dezelfde kleur oneven op even.</translation>
    </message>
    <message>
        <source>Keys: 1 2 3 4 pick up a column&apos;s card, Q W E R lay it on a pile (or slap that pile), Space presses Ready, Esc puts the card back.</source>
        <translation>Toetsen: 1 2 3 4 pakken de kaart van een kolom, Q W E R leggen hem af op een stapel (of slaan op die stapel), Spatie = Klaar, Esc legt de kaart terug.</translation>
    </message>
    <message>
        <source>Turn up my card</source>
        <translation>Mijn kaart omdraaien</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Klaar</translation>
    </message>
    <message>
        <source>Cards still to shed</source>
        <translation>Nog af te leggen kaarten</translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation>Trekstapel</translation>
    </message>
    <message>
        <source>Cards left: {count}</source>
        <translation>Kaarten over: {count}</translation>
    </message>
    <message>
        <source>Winner!</source>
        <translation>Winnaar!</translation>
    </message>
    <message>
        <source>Emptied the columns!</source>
        <translation>Kolommen leeg!</translation>
    </message>
    <message>
        <source>Slapped {player}&apos;s pile</source>
        <translation>Sloeg op de stapel van {player}</translation>
    </message>
    <message>
        <source>Not ready yet</source>
        <translation>Nog niet klaar</translation>
    </message>
    <message>
        <source>Your pile</source>
        <translation>Jouw aflegstapel</translation>
    </message>
    <message>
        <source>Slapped by {player}</source>
        <translation>Geslagen door {player}</translation>
    </message>
    <message>
        <source>Not open yet</source>
        <translation>Nog niet open</translation>
    </message>
    <message>
        <source>Ready to turn the cards up… {seconds}</source>
        <translation>Klaar om de kaarten om te draaien… {seconds}</translation>
    </message>
    <message>
        <source>Ready to turn the cards up?</source>
        <translation>Klaar om de kaarten om te draaien?</translation>
    </message>
    <message>
        <source>Everyone is stuck! Revealing in {seconds}</source>
        <translation>Iedereen zit vast! Omdraaien over {seconds}</translation>
    </message>
    <message>
        <source>Everyone is stuck!</source>
        <translation>Iedereen zit vast!</translation>
    </message>
    <message>
        <source>You emptied your columns: slap a pile, it leaves the game!</source>
        <translation>Je kolommen zijn leeg: sla op een stapel, die gaat uit het spel!</translation>
    </message>
    <message>
        <source>Slap a pile, quick!</source>
        <translation>Sla op een stapel, snel!</translation>
    </message>
    <message>
        <source>{player} emptied the columns: wait for the slap…</source>
        <translation>{player} heeft de kolommen leeg: wacht tot er op een stapel geslagen wordt…</translation>
    </message>
    <message>
        <source>The others race for the piles…</source>
        <translation>De anderen strijden om de stapels…</translation>
    </message>
    <message>
        <source>The game is over. Winner: {winners}</source>
        <translation>Het spel is voorbij. Winnaar: {winners}</translation>
    </message>
    <message>
        <source>The game is over. Winners: {winners}</source>
        <translation>Het spel is voorbij. Winnaars: {winners}</translation>
    </message>
    <message>
        <source>Turn up your card to open your pile!</source>
        <translation>Draai je kaart om om je stapel te openen!</translation>
    </message>
    <message>
        <source>Held card</source>
        <translation>Achtergehouden kaart</translation>
    </message>
    <message>
        <source>Click or press Space to close</source>
        <translation>Klik of druk op Spatie om te sluiten</translation>
    </message>
    <message>
        <source>Round {round} is over: so is the game!</source>
        <translation>Ronde {round} is voorbij, en het spel ook!</translation>
    </message>
    <message>
        <source>Winner: {winners}. {finisher} emptied the columns first.</source>
        <translation>Winnaar: {winners}. {finisher} had als eerste de kolommen leeg.</translation>
    </message>
    <message>
        <source>Winners: {winners}. {finisher} emptied the columns first.</source>
        <translation>Winnaars: {winners}. {finisher} had als eerste de kolommen leeg.</translation>
    </message>
    <message>
        <source>Round {round} is over</source>
        <translation>Ronde {round} is voorbij</translation>
    </message>
    <message>
        <source>{player} emptied all four columns first and wins the round.</source>
        <translation>{player} had als eerste alle vier kolommen leeg en wint de ronde.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Pile slapped</source>
        <translation>Geslagen stapel</translation>
    </message>
    <message>
        <source>Left in the columns</source>
        <translation>Over in de kolommen</translation>
    </message>
    <message>
        <source>Draw pile now</source>
        <translation>Trekstapel nu</translation>
    </message>
    <message>
        <source>{count} → out of the game</source>
        <translation>{count} → uit het spel</translation>
    </message>
    <message>
        <source>Cards in the draw pile</source>
        <translation>Kaarten op de trekstapel</translation>
    </message>
    <message>
        <source>Rounds with the columns emptied first</source>
        <translation>Rondes met de kolommen als eerste leeg</translation>
    </message>
</context>
<context>
    <name>FranticFrankfurtTutorial</name>
    <message>
        <source>Welcome to Frantic Frankfurt! Everybody plays at the same time, as fast as they can: get rid of the cards in your columns before the others. Each player has a draw pile and, in front of them, its first 10 cards in 4 columns of 1, 2, 3 and 4 cards: only the top card of each column is face up. In this lesson Bruno and Carla wait for you at every step. Press Next.</source>
        <translation>Welkom bij Frantic Frankfurt! Iedereen speelt tegelijk, zo snel mogelijk: word de kaarten in je kolommen eerder kwijt dan de anderen. Elke speler heeft een trekstapel en daarvoor de eerste 10 kaarten ervan in 4 kolommen van 1, 2, 3 en 4 kaarten: alleen de bovenste kaart van elke kolom ligt open. In deze les wachten Bruno en Carla bij elke stap op jou. Druk op Volgende.</translation>
    </message>
    <message>
        <source>At the start of a round each player takes a card from their draw pile and holds it face down. The cards are revealed at the same time: press Ready.</source>
        <translation>Aan het begin van een ronde pakt elke speler een kaart van de eigen trekstapel en houdt die gedekt vast. De kaarten worden tegelijk omgedraaid: druk op Klaar.</translation>
    </message>
    <message>
        <source>Each revealed card starts the discard pile in front of its player: the yellow 20 is your pile, the blue 5 Bruno&apos;s, the yellow 1 Carla&apos;s. Every player may play on every pile. Press Next.</source>
        <translation>Elke omgedraaide kaart begint de aflegstapel voor de speler die hem omdraaide: de gele 20 is jouw stapel, de blauwe 5 die van Bruno, de gele 1 die van Carla. Iedereen mag op elke stapel afleggen. Druk op Volgende.</translation>
    </message>
    <message>
        <source>There are only two ways to discard the top card of a column. On a different colour: higher on lower. Lay your red 20 on Bruno&apos;s blue 5: click the red 20, then Bruno&apos;s pile.</source>
        <translation>Er zijn maar twee manieren om de bovenste kaart van een kolom af te leggen. Op een andere kleur: hoger op lager. Leg je rode 20 op de blauwe 5 van Bruno: klik op de rode 20 en dan op de stapel van Bruno.</translation>
    </message>
    <message>
        <source>Your first column is empty now. Meanwhile Bruno laid his blue 8 on Carla&apos;s yellow 1: everybody plays at once. Press Next.</source>
        <translation>Je eerste kolom is nu leeg. Intussen legde Bruno zijn blauwe 8 op de gele 1 van Carla: iedereen speelt tegelijk. Druk op Volgende.</translation>
    </message>
    <message>
        <source>On the same colour: odd on even only, and then higher or lower does not matter. Lay your blue 11 on the blue 8 on Carla&apos;s pile: click the blue 11, then Carla&apos;s pile.</source>
        <translation>Op dezelfde kleur: alleen oneven op even, en dan maakt hoger of lager niet uit. Leg je blauwe 11 op de blauwe 8 op de stapel van Carla: klik op de blauwe 11 en dan op de stapel van Carla.</translation>
    </message>
    <message>
        <source>Once you discard the top card of a column, the next card of that column is turned face up: your red 1. Carla laid her red 1 on the red 20 (the same colour, odd on even: a lower card is fine too), and Bruno his yellow 14 and yellow 18. Press Next.</source>
        <translation>Zodra je de bovenste kaart van een kolom aflegt, wordt de volgende kaart van die kolom omgedraaid: je rode 1. Carla legde haar rode 1 op de rode 20 (dezelfde kleur, oneven op even: lager mag ook) en Bruno zijn gele 14 en gele 18. Druk op Volgende.</translation>
    </message>
    <message>
        <source>When a column is empty, you may move a face-up card into it from another column and turn up the next card of that column. Move your blue 13 into your empty first column: click the blue 13, then the empty column.</source>
        <translation>Als een kolom leeg is, mag je er een open kaart uit een andere kolom naartoe verplaatsen en de volgende kaart van die kolom omdraaien. Verplaats je blauwe 13 naar je lege eerste kolom: klik op de blauwe 13 en dan op de lege kolom.</translation>
    </message>
    <message>
        <source>The card under it is turned up: a blue 14. Press Next.</source>
        <translation>De kaart eronder is omgedraaid: een blauwe 14. Druk op Volgende.</translation>
    </message>
    <message>
        <source>In a real game nobody waits: if another card lands on a pile before yours, your card is too late and goes back to its column. Press Next and watch Bruno play as fast as he can.</source>
        <translation>In een echt spel wacht niemand: komt er een andere kaart eerder op een stapel dan de jouwe, dan is jouw kaart te laat en gaat hij terug naar zijn kolom. Druk op Volgende en kijk hoe Bruno zo snel mogelijk speelt.</translation>
    </message>
    <message>
        <source>Bruno laid five cards on Carla&apos;s pile and moved his yellow 10 into an empty column. Now nobody can discard a card and nobody can move one into an empty column: everyone is stuck. Press Next.</source>
        <translation>Bruno legde vijf kaarten op de stapel van Carla en verplaatste zijn gele 10 naar een lege kolom. Nu kan niemand een kaart afleggen of er een naar een lege kolom verplaatsen: iedereen zit vast. Druk op Volgende.</translation>
    </message>
    <message>
        <source>When everyone is stuck, all players take a card from their draw pile, as at the start of the round, and play it at the same time, each onto the pile in front of them. Press Ready.</source>
        <translation>Als iedereen vastzit, pakken alle spelers, net als aan het begin van de ronde, een kaart van hun trekstapel en spelen die tegelijk, elk op de stapel voor zich. Druk op Klaar.</translation>
    </message>
    <message>
        <source>Your red 18, Bruno&apos;s blue 1 and Carla&apos;s blue 18 are on the piles, and Bruno at once laid his yellow 10 on his blue 1. A player with no cards left in the draw pile takes a card from the lid of the box instead. Press Next.</source>
        <translation>Jouw rode 18, de blauwe 1 van Bruno en de blauwe 18 van Carla liggen op de stapels, en Bruno legde meteen zijn gele 10 op zijn blauwe 1. Wie geen kaarten meer op de trekstapel heeft, pakt in plaats daarvan een kaart uit het deksel van de doos. Druk op Volgende.</translation>
    </message>
    <message>
        <source>Now you can play again: lay your red 16 on Bruno&apos;s yellow 10. Click the red 16, then Bruno&apos;s pile.</source>
        <translation>Nu kun je weer spelen: leg je rode 16 op de gele 10 van Bruno. Klik op de rode 16 en dan op de stapel van Bruno.</translation>
    </message>
    <message>
        <source>Bruno laid his last card, the blue 9 on Carla&apos;s blue 18: his four columns are empty and the round ends. The first player to empty their columns slaps a discard pile of their choice, and all its cards go into the lid of the box, out of the game: Bruno slapped the smallest, your pile. Press Next.</source>
        <translation>Bruno legde zijn laatste kaart, de blauwe 9 op de blauwe 18 van Carla: zijn vier kolommen zijn leeg en de ronde eindigt. Wie als eerste de kolommen leeg heeft, slaat op een aflegstapel naar keuze, en al die kaarten gaan in het deksel van de doos, uit het spel: Bruno sloeg op de kleinste, jouw stapel. Druk op Volgende.</translation>
    </message>
    <message>
        <source>All the other players slap a different pile as fast as they can, and put its cards, with the cards left in their columns, under their draw pile. Slap the smaller pile, Bruno&apos;s with 7 cards: click it.</source>
        <translation>Alle anderen slaan zo snel mogelijk op een andere stapel en leggen de kaarten ervan, samen met de kaarten die nog in hun kolommen liggen, onder hun trekstapel. Sla op de kleinere stapel, die van Bruno met 7 kaarten: klik erop.</translation>
    </message>
    <message>
        <source>The last player left gets the last pile: Carla takes 11 cards. Your 7 cards and the 7 left in your columns went under your draw pile. The next round is laid out as the first: 10 cards in columns and a card held face down. Press Next.</source>
        <translation>De laatste speler krijgt de laatste stapel: Carla pakt 11 kaarten. Jouw 7 kaarten en de 7 die nog in je kolommen lagen, gingen onder je trekstapel. De volgende ronde wordt net zo klaargelegd als de eerste: 10 kaarten in kolommen en een kaart die je gedekt vasthoudt. Druk op Volgende.</translation>
    </message>
    <message>
        <source>New rounds are dealt while every player has at least two cards in their draw pile. With fewer than 11 cards, build as many columns as you can, of 1, 2, 3 and 4 cards in this order, and always keep one card to open a pile. As soon as a player has no more than one card left in the draw pile at the end of a round, the game ends and that player wins. Press Next.</source>
        <translation>Zolang elke speler nog minstens twee kaarten op de eigen trekstapel heeft, wordt er een nieuwe ronde gespeeld. Met minder dan 11 kaarten bouw je zoveel kolommen als je kunt, van 1, 2, 3 en 4 kaarten in die volgorde, en hou je altijd een kaart over om een stapel te openen. Zodra een speler aan het eind van een ronde nog hoogstens één kaart op de trekstapel heeft, is het spel uit en heeft die speler gewonnen. Druk op Volgende.</translation>
    </message>
    <message>
        <source>Learn to play Frantic Frankfurt</source>
        <translation>Leer Frantic Frankfurt spelen</translation>
    </message>
    <message>
        <source>You know the rules of Frantic Frankfurt now: on another colour higher on lower, on the same colour odd on even; a card moved into an empty column turns up the next one; when everyone is stuck, a card from each draw pile; the first with empty columns slaps a pile into the box, the others race for the rest. From now on Bruno and Carla play at their own speed: finish this game, or start a real one. After a few games, try the “stress continuo” variant.</source>
        <translation>Je kent de regels van Frantic Frankfurt nu: op een andere kleur hoger op lager, op dezelfde kleur oneven op even; een kaart verplaatst naar een lege kolom draait de volgende om; zit iedereen vast, dan een kaart van elke trekstapel; wie als eerste de kolommen leeg heeft, slaat op een stapel die in het deksel gaat, de anderen strijden om de rest. Vanaf nu spelen Bruno en Carla op hun eigen snelheid: speel dit spel uit of begin een echt spel. Probeer na een paar spellen de variant „stress continuo”.</translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <source>You have a seat at “{table}”.
Waiting for the host to start the game…</source>
        <translation>Je hebt een plaats aan tafel „{table}”.
Wachten tot de host het spel begint…</translation>
    </message>
    <message>
        <source>You are watching “{table}”.
Waiting for the host to start the game…</source>
        <translation>Je kijkt mee aan tafel „{table}”.
Wachten tot de host het spel begint…</translation>
    </message>
    <message>
        <source>Take the cards</source>
        <translation>Kaarten nemen</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Keuze wissen</translation>
    </message>
    <message>
        <source>Pass the screen to {player}.
The other players look away.</source>
        <translation>Geef het scherm aan {player}.
De andere spelers kijken weg.</translation>
    </message>
    <message>
        <source>I am {player}: show my cards</source>
        <translation>Ik ben {player}: mijn kaarten tonen</translation>
    </message>
    <message>
        <source>{seconds} s left to answer before an automatic pass.</source>
        <translation>Nog {seconds} s om te antwoorden, daarna wordt er automatisch gepast.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Hervatten</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pauze</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Ongedaan maken</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Verloop van het spel</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>Niet opgeslagen</translation>
    </message>
    <message>
        <source>The game cannot be saved now: if the app closes, this game is lost.</source>
        <translation>Het spel kan nu niet worden opgeslagen: als de app sluit, is dit spel verloren.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Het spel is afgelopen.</translation>
    </message>
    <message>
        <source>The game is paused.</source>
        <translation>Het spel is gepauzeerd.</translation>
    </message>
    <message>
        <source>{player} is thinking…</source>
        <translation>{player} denkt na…</translation>
    </message>
    <message>
        <source>The game is paused.
Press Resume (Ctrl+P) to go on.</source>
        <translation>Het spel is gepauzeerd.
Druk op Hervatten (Ctrl+P) om verder te spelen.</translation>
    </message>
    <message>
        <source>The host has paused the game.
It goes on when the host resumes it.</source>
        <translation>De host heeft het spel gepauzeerd.
Het gaat verder zodra de host het hervat.</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Rules of {game}</source>
        <translation>Spelregels van {game}</translation>
    </message>
</context>
<context>
    <name>HighNoonSaloon</name>
    <message>
        <source>Turn {turn} · {player} · {phase}</source>
        <translation>Beurt {turn} · {player} · {phase}</translation>
    </message>
    <message>
        <source>{player}: place your figure on a lit space; to equip a gun, click it, then the Fist or the Holster.</source>
        <translation>{player}: zet je figuur op een gemarkeerd vak; om een vuurwapen uit te rusten klik je erop en dan op de vuist of de holster.</translation>
    </message>
    <message>
        <source>{player}: equip a gun (click it, then the Fist or the Holster), or End phase (E).</source>
        <translation>{player}: rust een vuurwapen uit (klik erop en dan op de vuist of de holster), of Fase beëindigen (E).</translation>
    </message>
    <message>
        <source>{player}: nothing to equip: End phase (E).</source>
        <translation>{player}: niets om uit te rusten: Fase beëindigen (E).</translation>
    </message>
    <message>
        <source>{player}: click cards to discard them, then Draw (D) up to seven.</source>
        <translation>{player}: klik op kaarten om ze af te leggen, dan Trekken (D) tot zeven.</translation>
    </message>
    <message>
        <source>{player}: to equip or reload, click a card, then the Fist or the Holster; click a weapon to move it to the other slot; or End phase (E).</source>
        <translation>{player}: om uit te rusten of te herladen klik je op een kaart en dan op de vuist of de holster; klik op een wapen om het naar de andere plaats te verplaatsen; of Fase beëindigen (E).</translation>
    </message>
    <message>
        <source>{player}: nothing to equip or reload: End phase (E).</source>
        <translation>{player}: niets om uit te rusten of te herladen: Fase beëindigen (E).</translation>
    </message>
    <message>
        <source>{player}: click a lit space to jump into No Cover (you take a movement limit), or End phase (E).</source>
        <translation>{player}: klik op een gemarkeerd vak om naar Geen dekking te springen (je krijgt een bewegingsbeperking), of Fase beëindigen (E).</translation>
    </message>
    <message>
        <source>{player}: no jump from No Cover: End phase (E).</source>
        <translation>{player}: geen sprong vanuit Geen dekking: Fase beëindigen (E).</translation>
    </message>
    <message>
        <source>{player}: choose your attack on a chip (keys 1-9), or End phase (E) not to attack.</source>
        <translation>{player}: kies je aanval op een fiche (toetsen 1-9), of Fase beëindigen (E) om niet aan te vallen.</translation>
    </message>
    <message>
        <source>{player}: nobody is in reach: End phase (E).</source>
        <translation>{player}: niemand is binnen bereik: Fase beëindigen (E).</translation>
    </message>
    <message>
        <source>{player}: click a lit space to take cover there, or End phase (E) to stay.</source>
        <translation>{player}: klik op een gemarkeerd vak om daar dekking te zoeken, of Fase beëindigen (E) om te blijven.</translation>
    </message>
    <message>
        <source>{player}: under a movement limit, only a lit orange space: click one, or End phase (E) to stay.</source>
        <translation>{player}: met een bewegingsbeperking alleen een gemarkeerd oranje vak: klik erop, of Fase beëindigen (E) om te blijven.</translation>
    </message>
    <message>
        <source>{player}: no space to move to: End phase (E).</source>
        <translation>{player}: geen vak om heen te gaan: Fase beëindigen (E).</translation>
    </message>
    <message>
        <source>{player}: use your cover&apos;s effect on a chip, or End phase (E) to end your turn.</source>
        <translation>{player}: gebruik het effect van je dekking met een fiche, of Fase beëindigen (E) om je beurt te beëindigen.</translation>
    </message>
    <message>
        <source>{player}: End phase (E) ends your turn.</source>
        <translation>{player}: Fase beëindigen (E) beëindigt je beurt.</translation>
    </message>
    <message>
        <source>{player}: you may pass a card face down to a teammate (click it, then them), use your cover, or end the turn.</source>
        <translation>{player}: je mag een kaart gedekt aan een teamgenoot geven (klik op de kaart en dan op je teamgenoot), je dekking gebruiken of de beurt beëindigen.</translation>
    </message>
    <message>
        <source>{player}: block the attack with a lit card, or Pass (P).</source>
        <translation>{player}: weer de aanval af met een gemarkeerde kaart, of Passen (P).</translation>
    </message>
    <message>
        <source>{player}: add an enhancement to your teammate&apos;s attack (a lit card), or Pass (P).</source>
        <translation>{player}: voeg een versterking toe aan de aanval van je teamgenoot (een gemarkeerde kaart), of Passen (P).</translation>
    </message>
    <message>
        <source>{player}: counterattack on a chip, or Pass (P).</source>
        <translation>{player}: doe een tegenaanval met een fiche, of Passen (P).</translation>
    </message>
    <message>
        <source>{player}: click a lit player to attack, or first a lit card to add an enhancement.</source>
        <translation>{player}: klik op een gemarkeerde speler om aan te vallen, of eerst op een gemarkeerde kaart om een versterking toe te voegen.</translation>
    </message>
    <message numerus="yes">
        <source>{player}: click up to %n lit players, then Attack these players; or first a lit card to add an enhancement.</source>
        <translation>
            <numerusform>{player}: klik op ten hoogste %n gemarkeerde speler en dan op Deze spelers aanvallen; of eerst op een gemarkeerde kaart om een versterking toe te voegen.</numerusform>
            <numerusform>{player}: klik op ten hoogste %n gemarkeerde spelers en dan op Deze spelers aanvallen; of eerst op een gemarkeerde kaart om een versterking toe te voegen.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player}: choose the offered card&apos;s option on a chip.</source>
        <translation>{player}: kies de optie van de aangeboden kaart op een fiche.</translation>
    </message>
    <message>
        <source>{player}: add enhancements (lit cards), then Done: ask my teammates.</source>
        <translation>{player}: voeg versterkingen toe (gemarkeerde kaarten) en dan Klaar: mijn teamgenoten vragen.</translation>
    </message>
    <message>
        <source>{player}: click a lit card, space or player.</source>
        <translation>{player}: klik op een gemarkeerde kaart, een gemarkeerd vak of een gemarkeerde speler.</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Beurt beëindigen</translation>
    </message>
    <message>
        <source>End phase</source>
        <translation>Fase beëindigen</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Trekken</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Quick Draw</source>
        <translation>Snel trekken</translation>
    </message>
    <message>
        <source>Cash the +10 token</source>
        <translation>+10-fiche verzilveren</translation>
    </message>
    <message>
        <source>Ends this phase and the next ones, stopping where you could attack, use your cover or pass a card.</source>
        <translation>Beëindigt deze fase en de volgende, en stopt waar je zou kunnen aanvallen, je dekking gebruiken of een kaart geven.</translation>
    </message>
    <message>
        <source>Ends this phase.</source>
        <translation>Beëindigt deze fase.</translation>
    </message>
    <message>
        <source>Draws up to seven cards and ends Scavengin&apos;.</source>
        <translation>Trekt tot je zeven kaarten hebt en beëindigt Snuffelen.</translation>
    </message>
    <message>
        <source>Lets the moment go: no block, enhancement or counterattack.</source>
        <translation>Laat het moment voorbijgaan: geen afweer, versterking of tegenaanval.</translation>
    </message>
    <message>
        <source>Draws the Holster&apos;s weapon into your Fist (the Fist&apos;s weapon is discarded), at any moment.</source>
        <translation>Trekt het wapen uit de holster naar je vuist (het wapen in de vuist wordt afgelegd), op elk moment.</translation>
    </message>
    <message>
        <source>Key: {key}</source>
        <translation>Toets: {key}</translation>
    </message>
    <message>
        <source>Stop at every phase</source>
        <translation>Bij elke fase stoppen</translation>
    </message>
    <message>
        <source>Off: a phase where you can only end it passes by itself.</source>
        <translation>Uit: een fase waarin je alleen kunt beëindigen, gaat vanzelf voorbij.</translation>
    </message>
    <message numerus="yes">
        <source>Shields: attacks from other covers against a player here do %n less damage.</source>
        <translation>
            <numerusform>Schilden: aanvallen vanuit een andere dekking op een speler hier doen %n schade minder.</numerusform>
            <numerusform>Schilden: aanvallen vanuit een andere dekking op een speler hier doen %n schade minder.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Suns: attacks from here against other covers do %n more damage.</source>
        <translation>
            <numerusform>Zonnen: aanvallen van hieruit op een andere dekking doen %n schade meer.</numerusform>
            <numerusform>Zonnen: aanvallen van hieruit op een andere dekking doen %n schade meer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Attacks from here against other covers do %n less damage (never below 0).</source>
        <translation>
            <numerusform>Aanvallen van hieruit op een andere dekking doen %n schade minder (nooit onder 0).</numerusform>
            <numerusform>Aanvallen van hieruit op een andere dekking doen %n schade minder (nooit onder 0).</numerusform>
        </translation>
    </message>
    <message>
        <source>Melee from here reaches: {areas}</source>
        <translation>Handgemeen reikt van hieruit tot: {areas}</translation>
    </message>
    <message>
        <source>Melee from here reaches only this cover.</source>
        <translation>Handgemeen reikt van hieruit alleen tot deze dekking.</translation>
    </message>
    <message>
        <source>Melee reach: {source} → {target}</source>
        <translation>Bereik in handgemeen: {source} → {target}</translation>
    </message>
    <message>
        <source>Turn {turn} · {player}</source>
        <translation>Beurt {turn} · {player}</translation>
    </message>
    <message>
        <source>Movement limit: only orange spaces in Hunkerin&apos; Down.</source>
        <translation>Bewegingsbeperking: alleen oranje vakken bij Dekking zoeken.</translation>
    </message>
    <message>
        <source>Grit {grit}</source>
        <translation>Lef {grit}</translation>
    </message>
    <message>
        <source>Team grit {grit}</source>
        <translation>Teamlef {grit}</translation>
    </message>
    <message>
        <source>{count} in hand</source>
        <translation>{count} in de hand</translation>
    </message>
    <message>
        <source>Fist</source>
        <translation>Vuist</translation>
    </message>
    <message>
        <source>Holster</source>
        <translation>Holster</translation>
    </message>
    <message>
        <source>Team grit</source>
        <translation>Teamlef</translation>
    </message>
    <message>
        <source>Grit</source>
        <translation>Lef</translation>
    </message>
    <message>
        <source>Movement limit</source>
        <translation>Bewegingsbeperking</translation>
    </message>
    <message>
        <source>Melee attack</source>
        <translation>Aanval in handgemeen</translation>
    </message>
    <message>
        <source>Gun attack</source>
        <translation>Aanval met vuurwapen</translation>
    </message>
    <message>
        <source>Done: ask my teammates</source>
        <translation>Klaar: mijn teamgenoten vragen</translation>
    </message>
    <message>
        <source>Use the cover&apos;s effect</source>
        <translation>Dekkingseffect gebruiken</translation>
    </message>
    <message>
        <source>Attack these players</source>
        <translation>Deze spelers aanvallen</translation>
    </message>
    <message>
        <source>Pass face down to {player}</source>
        <translation>Gedekt geven aan {player}</translation>
    </message>
    <message>
        <source>Targets: {players} ({chosen} of {most})</source>
        <translation>Doelwitten: {players} ({chosen} van {most})</translation>
    </message>
    <message numerus="yes">
        <source>Click up to %n players to attack.</source>
        <translation>
            <numerusform>Klik op ten hoogste %n speler om aan te vallen.</numerusform>
            <numerusform>Klik op ten hoogste %n spelers om aan te vallen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Saloon</source>
        <translation>Saloon</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Aflegstapel</translation>
    </message>
    <message>
        <source>Used loads</source>
        <translation>Gebruikte lading</translation>
    </message>
    <message>
        <source>gun</source>
        <translation>vuurwapen</translation>
    </message>
    <message>
        <source>{seconds} s to answer</source>
        <translation>{seconds} s om te antwoorden</translation>
    </message>
    <message>
        <source>melee</source>
        <translation>handgemeen</translation>
    </message>
    <message>
        <source>Block with a lit card, or pass.</source>
        <translation>Weer af met een gemarkeerde kaart, of pas.</translation>
    </message>
    <message>
        <source>{player} may block.</source>
        <translation>{player} mag afweren.</translation>
    </message>
    <message>
        <source>the fist</source>
        <translation>de vuist</translation>
    </message>
    <message numerus="yes">
        <source>{attacker} attacks you with {weapon}: %n damage so far.</source>
        <translation>
            <numerusform>{attacker} valt je aan met {weapon}: tot nu toe %n schade.</numerusform>
            <numerusform>{attacker} valt je aan met {weapon}: tot nu toe %n schade.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{attacker} attacks {player} with {weapon}: %n damage so far.</source>
        <translation>
            <numerusform>{attacker} valt {player} aan met {weapon}: tot nu toe %n schade.</numerusform>
            <numerusform>{attacker} valt {player} aan met {weapon}: tot nu toe %n schade.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{attacker} attacks with {weapon}: %n damage so far.</source>
        <translation>
            <numerusform>{attacker} valt aan met {weapon}: tot nu toe %n schade.</numerusform>
            <numerusform>{attacker} valt aan met {weapon}: tot nu toe %n schade.</numerusform>
        </translation>
    </message>
    <message>
        <source>Add an enhancement from your hand (lit cards), or pass.</source>
        <translation>Voeg een versterking uit je hand toe (gemarkeerde kaarten), of pas.</translation>
    </message>
    <message>
        <source>{player} may add an enhancement.</source>
        <translation>{player} mag een versterking toevoegen.</translation>
    </message>
    <message>
        <source>You blocked {attacker}&apos;s attack with a counterattack.</source>
        <translation>Je hebt de aanval van {attacker} afgeweerd met een tegenaanval.</translation>
    </message>
    <message>
        <source>Counterattack {attacker} (melee or gun), or pass.</source>
        <translation>Doe een tegenaanval op {attacker} (handgemeen of vuurwapen), of pas.</translation>
    </message>
    <message>
        <source>{player} may counterattack {attacker}.</source>
        <translation>{player} mag een tegenaanval doen op {attacker}.</translation>
    </message>
    <message>
        <source>Out of the game</source>
        <translation>Uitgeschakeld</translation>
    </message>
    <message>
        <source>{attacker} attacks with {weapon} ({kind})</source>
        <translation>{attacker} valt aan met {weapon} ({kind})</translation>
    </message>
    <message>
        <source>Enhancements: {cards}</source>
        <translation>Versterkingen: {cards}</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n speler</numerusform>
            <numerusform>%n spelers</numerusform>
        </translation>
    </message>
    <message>
        <source>Hit {players}: {damage} each ({bullets})</source>
        <translation>Raak {players}: elk {damage} ({bullets})</translation>
    </message>
    <message>
        <source>Shoot: {damage} ({bullets})</source>
        <translation>Schiet: {damage} ({bullets})</translation>
    </message>
    <message numerus="yes">
        <source>%n bullets</source>
        <translation>
            <numerusform>%n kogel</numerusform>
            <numerusform>%n kogels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n damage</source>
        <translation>
            <numerusform>%n schade</numerusform>
            <numerusform>%n schade</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n damage</source>
        <translation>
            <numerusform>+%n schade</numerusform>
            <numerusform>+%n schade</numerusform>
        </translation>
    </message>
    <message>
        <source>Hit {players}, {damage} ({bullets})</source>
        <translation>Raak {players}, {damage} ({bullets})</translation>
    </message>
    <message>
        <source>Hit {players} ({bullets})</source>
        <translation>Raak {players} ({bullets})</translation>
    </message>
    <message>
        <source>Hit {players}</source>
        <translation>Raak {players}</translation>
    </message>
    <message>
        <source>{damage} ({bullets})</source>
        <translation>{damage} ({bullets})</translation>
    </message>
    <message>
        <source>Targets: {players}</source>
        <translation>Doelwitten: {players}</translation>
    </message>
    <message>
        <source>Setup turn</source>
        <translation>Opstellingsbeurt</translation>
    </message>
    <message>
        <source>Scavengin&apos;</source>
        <translation>Snuffelen</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Bewapenen</translation>
    </message>
    <message>
        <source>Jump</source>
        <translation>Springen</translation>
    </message>
    <message>
        <source>Fightin&apos;</source>
        <translation>Knokken</translation>
    </message>
    <message>
        <source>Hunkerin&apos; Down</source>
        <translation>Dekking zoeken</translation>
    </message>
    <message>
        <source>Weapon #2</source>
        <translation>Bewapenen #2</translation>
    </message>
    <message>
        <source>End of turn</source>
        <translation>Einde beurt</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spel voorbij</translation>
    </message>
    <message>
        <source>No Cover</source>
        <translation>Geen dekking</translation>
    </message>
    <message>
        <source>On the Stairs</source>
        <translation>Op de trap</translation>
    </message>
    <message>
        <source>Upstairs Balcony</source>
        <translation>Bovenbalkon</translation>
    </message>
    <message>
        <source>Back Room</source>
        <translation>Achterkamer</translation>
    </message>
    <message>
        <source>Behind the Bar</source>
        <translation>Achter de bar</translation>
    </message>
    <message>
        <source>Behind the Player Piano</source>
        <translation>Achter de pianola</translation>
    </message>
    <message>
        <source>Behind an Upended Table</source>
        <translation>Achter een omgegooide tafel</translation>
    </message>
    <message>
        <source>A gun you equip from your hand is fully loaded (no load card).</source>
        <translation>Een vuurwapen dat je uit je hand uitrust is volledig geladen (geen ladingkaart).</translation>
    </message>
    <message numerus="yes">
        <source>Your fist does %n damage.</source>
        <translation>
            <numerusform>Je vuist doet %n schade.</numerusform>
            <numerusform>Je vuist doet %n schade.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n damage on your melee attacks.</source>
        <translation>
            <numerusform>+%n schade bij je aanvallen in handgemeen.</numerusform>
            <numerusform>+%n schade bij je aanvallen in handgemeen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each reload card gives %n more bullets.</source>
        <translation>
            <numerusform>Elke herlaadkaart geeft je een kogel extra.</numerusform>
            <numerusform>Elke herlaadkaart geeft je %n kogels extra.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In Scavengin&apos; you draw up to %n cards.</source>
        <translation>
            <numerusform>Bij Snuffelen trek je tot %n kaart.</numerusform>
            <numerusform>Bij Snuffelen trek je tot %n kaarten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At the end of your turn here: +%n bullets to one of your guns.</source>
        <translation>
            <numerusform>Aan het einde van je beurt hier: +%n kogel in een van je vuurwapens.</numerusform>
            <numerusform>Aan het einde van je beurt hier: +%n kogels in een van je vuurwapens.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Jump from here into No Cover: +%n bullets to one of your guns.</source>
        <translation>
            <numerusform>Spring van hieruit naar Geen dekking: +%n kogel in een van je vuurwapens.</numerusform>
            <numerusform>Spring van hieruit naar Geen dekking: +%n kogels in een van je vuurwapens.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Jump from here into No Cover: +%n damage to your first melee attack this turn.</source>
        <translation>
            <numerusform>Spring van hieruit naar Geen dekking: +%n schade bij je eerste aanval in handgemeen deze beurt.</numerusform>
            <numerusform>Spring van hieruit naar Geen dekking: +%n schade bij je eerste aanval in handgemeen deze beurt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>up to %n targets</source>
        <translation>
            <numerusform>tot %n doelwit</numerusform>
            <numerusform>tot %n doelwitten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n bullets to your gun</source>
        <translation>
            <numerusform>+%n kogel in je vuurwapen</numerusform>
            <numerusform>+%n kogels in je vuurwapen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n bullets to a teammate&apos;s gun</source>
        <translation>
            <numerusform>+%n kogel in het vuurwapen van een teamgenoot</numerusform>
            <numerusform>+%n kogels in het vuurwapen van een teamgenoot</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>draw %n cards</source>
        <translation>
            <numerusform>trek %n kaart</numerusform>
            <numerusform>trek %n kaarten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a teammate draws %n cards</source>
        <translation>
            <numerusform>een teamgenoot trekt %n kaart</numerusform>
            <numerusform>een teamgenoot trekt %n kaarten</numerusform>
        </translation>
    </message>
    <message>
        <source>+{amount} defense against gun attacks.</source>
        <translation>+{amount} verdediging tegen aanvallen met vuurwapens.</translation>
    </message>
    <message>
        <source>+{amount} defense against gun attacks while you are in No Cover.</source>
        <translation>+{amount} verdediging tegen aanvallen met vuurwapens zolang je zonder dekking staat (Geen dekking).</translation>
    </message>
    <message>
        <source>Gain {amount} grit whenever you play a block.</source>
        <translation>Je krijgt {amount} lef erbij telkens als je een afweer speelt.</translation>
    </message>
    <message>
        <source>Gain {amount} grit whenever you block a melee attack.</source>
        <translation>Je krijgt {amount} lef erbij telkens als je een aanval in handgemeen afweert.</translation>
    </message>
    <message>
        <source>Jumping into No Cover gives you no movement limit.</source>
        <translation>Springen naar Geen dekking geeft je geen bewegingsbeperking.</translation>
    </message>
    <message>
        <source>At the end of your turn here: +{amount} grit.</source>
        <translation>Aan het einde van je beurt hier: +{amount} lef.</translation>
    </message>
    <message>
        <source>At the end of your turn here: +{amount} to your first melee attack.</source>
        <translation>Aan het einde van je beurt hier: +{amount} op je eerste aanval in handgemeen.</translation>
    </message>
    <message>
        <source>Jump from here into No Cover: +{amount} grit.</source>
        <translation>Spring van hieruit naar Geen dekking: +{amount} lef.</translation>
    </message>
    <message>
        <source>Only if nobody else is in this cover.</source>
        <translation>Alleen als niemand anders in deze dekking is.</translation>
    </message>
    <message>
        <source>Only if you made no attack this turn.</source>
        <translation>Alleen als je deze beurt niet hebt aangevallen.</translation>
    </message>
    <message>
        <source>Gun</source>
        <translation>Vuurwapen</translation>
    </message>
    <message>
        <source>Melee weapon</source>
        <translation>Slagwapen</translation>
    </message>
    <message>
        <source>Block · gun attack</source>
        <translation>Afweer · vuurwapen</translation>
    </message>
    <message>
        <source>Block · melee attack</source>
        <translation>Afweer · handgemeen</translation>
    </message>
    <message>
        <source>Enhancement · gun</source>
        <translation>Versterking · vuurwapen</translation>
    </message>
    <message>
        <source>Enhancement · melee</source>
        <translation>Versterking · handgemeen</translation>
    </message>
    <message>
        <source>Enhancement · any attack</source>
        <translation>Versterking · elke aanval</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Herladen</translation>
    </message>
    <message>
        <source>Team card</source>
        <translation>Teamkaart</translation>
    </message>
    <message>
        <source>target drops the fist&apos;s weapon</source>
        <translation>doelwit laat het wapen in de vuist vallen</translation>
    </message>
    <message>
        <source>attacker drops the fist&apos;s weapon</source>
        <translation>aanvaller laat het wapen in de vuist vallen</translation>
    </message>
    <message>
        <source>you drop the fist&apos;s weapon</source>
        <translation>je laat het wapen in je vuist vallen</translation>
    </message>
    <message>
        <source>no counterattack</source>
        <translation>geen tegenaanval</translation>
    </message>
    <message>
        <source>you may counterattack</source>
        <translation>je mag een tegenaanval doen</translation>
    </message>
    <message>
        <source>you take a movement limit</source>
        <translation>je krijgt een bewegings­beperking</translation>
    </message>
    <message>
        <source>target takes a movement limit</source>
        <translation>doelwit krijgt een bewegings­beperking</translation>
    </message>
    <message>
        <source>attacker takes a movement limit</source>
        <translation>aanvaller krijgt een bewegings­beperking</translation>
    </message>
    <message>
        <source>+{amount} grit</source>
        <translation>+{amount} lef</translation>
    </message>
    <message>
        <source>your team +{amount} grit</source>
        <translation>je team +{amount} lef</translation>
    </message>
    <message>
        <source>give a gun to a teammate</source>
        <translation>geef een vuurwapen aan een teamgenoot</translation>
    </message>
    <message>
        <source>block for a teammate</source>
        <translation>weer af voor een teamgenoot</translation>
    </message>
    <message>
        <source>At any moment</source>
        <translation>Op elk moment</translation>
    </message>
    <message>
        <source>When a teammate is attacked</source>
        <translation>Bij een aanval op een teamgenoot</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Lading</translation>
    </message>
    <message>
        <source>The last player with Grit wins.</source>
        <translation>De laatste speler met lef wint.</translation>
    </message>
    <message>
        <source>The last team with Grit wins.</source>
        <translation>Het laatste team met lef wint.</translation>
    </message>
    <message>
        <source>No man left standing: the game is a draw.</source>
        <translation>Niemand blijft overeind: het spel eindigt onbeslist.</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Afleggen</translation>
    </message>
    <message>
        <source>Team card for {player}</source>
        <translation>Teamkaart voor {player}</translation>
    </message>
    <message>
        <source>Play as a team card</source>
        <translation>Als teamkaart spelen</translation>
    </message>
    <message numerus="yes">
        <source>{player} would take %n damage before any block.</source>
        <translation>
            <numerusform>{player} zou zonder afweer %n schade krijgen.</numerusform>
            <numerusform>{player} zou zonder afweer %n schade krijgen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Orange space: under a movement limit, the only spaces you may move to.</source>
        <translation>Oranje vak: met een bewegingsbeperking de enige vakken waar je heen mag.</translation>
    </message>
    <message>
        <source>Sun: attacks from this cover against other covers do more damage.</source>
        <translation>Zon: aanvallen vanuit deze dekking op een andere dekking doen meer schade.</translation>
    </message>
    <message>
        <source>Shield: attacks from other covers do less damage to a player here.</source>
        <translation>Schild: aanvallen vanuit een andere dekking doen minder schade aan een speler hier.</translation>
    </message>
    <message>
        <source>Team grit left</source>
        <translation>Lef over van het team</translation>
    </message>
    <message>
        <source>Grit left</source>
        <translation>Lef over</translation>
    </message>
    <message>
        <source>Damage dealt</source>
        <translation>Toegebrachte schade</translation>
    </message>
    <message>
        <source>from {player}</source>
        <translation>van {player}</translation>
    </message>
    <message>
        <source>{player} passed you this card face down.</source>
        <translation>{player} heeft je deze kaart gedekt gegeven.</translation>
    </message>
    <message>
        <source>The team&apos;s +10 grit token, still to cash. Cashing it (at any moment) adds 10 to the team&apos;s grit and lets the team&apos;s grit go up to {most}.</source>
        <translation>De +10-fiche van het team, nog te verzilveren. Verzilveren (op elk moment) geeft het team 10 lef erbij en laat het lef van het team oplopen tot {most}.</translation>
    </message>
    <message>
        <source>The team&apos;s +10 grit token is cashed: the team&apos;s grit may go up to {most}.</source>
        <translation>De +10-fiche van het team is verzilverd: het lef van het team mag oplopen tot {most}.</translation>
    </message>
    <message>
        <source>Add 10 to the team&apos;s grit now; the team&apos;s grit may then go up to {most}. Once a game.</source>
        <translation>Geef het team nu 10 lef erbij; het lef van het team mag dan oplopen tot {most}. Eén keer per spel.</translation>
    </message>
    <message>
        <source>Team card: play it when its text says, even on another player&apos;s turn.</source>
        <translation>Teamkaart: speel haar wanneer haar tekst het zegt, ook in de beurt van een andere speler.</translation>
    </message>
    <message>
        <source>It would do nothing now: the team&apos;s grit is full.</source>
        <translation>Ze zou nu niets doen: het lef van het team is al op het maximum.</translation>
    </message>
</context>
<context>
    <name>HighNoonSaloonTutorial</name>
    <message>
        <source>Welcome to the High Noon Saloon! You are in a brawl in the Old West: attack your opponents and move from cover to cover. The goal is to be the last player who still has grit; whoever runs out of grit is out of the game. You and Bruno each start with 20 grit. Press Next.</source>
        <translation>Welkom in de High Noon Saloon! Je zit midden in een knokpartij in het Wilde Westen: val je tegenstanders aan en ga van dekking naar dekking. Het doel is de laatste speler te zijn die nog lef heeft; wie geen lef meer heeft, ligt uit het spel. Jij en Bruno beginnen elk met 20 lef. Druk op Volgende.</translation>
    </message>
    <message>
        <source>Before the game starts, each player has a setup turn: equip weapons from your hand to your Fist and Holster, and place your figure on an empty space. Guns make attacks only from the Fist. Click the Repeatin&apos; Rifle in your hand, then your Fist.</source>
        <translation>Voor het spel begint, heeft elke speler een opzetbeurt: leg wapens uit je hand in je vuist en je holster, en zet je pion op een leeg vak. Met een vuurwapen val je alleen aan vanuit je vuist. Klik op de Repeatin&apos; Rifle in je hand en dan op je vuist.</translation>
    </message>
    <message>
        <source>When you equip a gun, the top card of the load deck is revealed and discarded: it says how many bullets the gun starts with. Your rifle is loaded.</source>
        <translation>Als je een vuurwapen uitrust, wordt de bovenste kaart van de ladingstapel omgedraaid en afgelegd: die zegt met hoeveel kogels het wapen begint. Je geweer heeft zijn lading.</translation>
    </message>
    <message>
        <source>Only a gun with the holster icon goes in the Holster, like the Derringer: you cannot attack with it there, but you can draw it at any moment. Click the Derringer, then your Holster.</source>
        <translation>Alleen een vuurwapen met het holstericoon past in de holster, zoals de Derringer: daar val je er niet mee aan, maar je kunt hem op elk moment trekken. Klik op de Derringer en dan op je holster.</translation>
    </message>
    <message>
        <source>Now place your figure. The covers give defense against attacks from other covers: Behind an Upended Table takes 2 off every attack. Click the marked space behind the table.</source>
        <translation>Zet nu je pion neer. Een dekking verdedigt tegen aanvallen vanuit andere dekkingen: Achter een omgegooide tafel haalt 2 van elke aanval af. Klik op het gemarkeerde vak achter de tafel.</translation>
    </message>
    <message>
        <source>Your setup turn is done: click End phase.</source>
        <translation>Je opzetbeurt is klaar: klik op Fase beëindigen.</translation>
    </message>
    <message>
        <source>Bruno has equipped a rifle and taken cover Behind the Bar. Watch the table, then press Next.</source>
        <translation>Bruno heeft een geweer uitgerust en dekking gezocht Achter de bar. Kijk naar de tafel en druk dan op Volgende.</translation>
    </message>
    <message>
        <source>Your turn has six phases, always in this order: Scavengin&apos;, Weapon, Jump, Fightin&apos;, Hunkerin&apos; Down and Weapon #2. Each phase must be finished before the next begins; the bar above the table shows where you are. Press Next.</source>
        <translation>Je beurt heeft zes fasen, altijd in deze volgorde: Snuffelen, Bewapenen, Springen, Knokken, Dekking zoeken en Bewapenen #2. Elke fase moet klaar zijn voor de volgende begint; de balk boven de tafel toont waar je bent. Druk op Volgende.</translation>
    </message>
    <message>
        <source>Scavengin&apos;: at the start of your turn you may discard some or all of the cards in your hand. Dirty Trick is of little use to you now: click it to discard it.</source>
        <translation>Snuffelen: aan het begin van je beurt mag je een paar of alle kaarten uit je hand afleggen. Dirty Trick heb je nu weinig aan: klik erop om hem af te leggen.</translation>
    </message>
    <message>
        <source>Then draw from the saloon deck until you have seven cards in your hand. Click Draw.</source>
        <translation>Trek dan van de saloonstapel tot je zeven kaarten in je hand hebt. Klik op Trekken.</translation>
    </message>
    <message>
        <source>Weapon phase: you may equip weapons, move them between Fist and Holster and play reload cards, in any order. Your rifle is full, so there is nothing to do: click End phase.</source>
        <translation>Bewapenen: je mag wapens uitrusten, ze tussen vuist en holster verplaatsen en herlaadkaarten spelen, in elke volgorde. Je geweer is vol, dus er is niets te doen: klik op Fase beëindigen.</translation>
    </message>
    <message>
        <source>Jump phase: you may jump out into No Cover. A jump limits your movement later in the turn, and there your cover gives no defense. Stay behind the table this time: click End phase.</source>
        <translation>Springen: je mag naar Geen dekking springen. Een sprong geeft je later in de beurt een bewegingsbeperking, en zonder dekking verdedigt niets je. Blijf deze keer achter de tafel: klik op Fase beëindigen.</translation>
    </message>
    <message>
        <source>Fightin&apos;: you may make one attack. A gun attack can target any player, whatever the cover. Each gun offers bullet options: the rifle spends 2 bullets for 3 damage. Click that option on the table.</source>
        <translation>Knokken: je mag één aanval doen. Een aanval met een vuurwapen kan elke speler als doelwit hebben, welke dekking die ook heeft. Elk vuurwapen heeft kogelopties: het geweer gebruikt 2 kogels voor 3 schade. Klik op die optie op de tafel.</translation>
    </message>
    <message>
        <source>After declaring the attack (and playing any enhancement cards) you choose the target. Click Bruno.</source>
        <translation>Na het aankondigen van de aanval (en het spelen van eventuele versterkingen) kies je het doelwit. Klik op Bruno.</translation>
    </message>
    <message>
        <source>The damage is the weapon&apos;s, plus enhancements and the attacker&apos;s cover bonus, minus the defender&apos;s blocks and cover. Bruno played no block card, and Behind the Bar takes 2 off your 3: he loses 1 grit. Press Next.</source>
        <translation>De schade is die van het wapen, plus versterkingen en de dekkingsbonus van de aanvaller, min de blokkades en de dekking van de verdediger. Bruno speelde geen blokkaart, en Achter de bar haalt 2 van jouw 3 af: hij verliest 1 lef. Druk op Volgende.</translation>
    </message>
    <message>
        <source>Hunkerin&apos; Down: you may move from your cover to any empty space of the saloon, it need not be next to you. Click the space On the Stairs: attacks from the stairs get +1 damage.</source>
        <translation>Dekking zoeken: je mag van je dekking naar elk leeg vak van de saloon gaan, het hoeft niet naast je te liggen. Klik op het vak Op de trap: aanvallen vanaf de trap doen +1 schade.</translation>
    </message>
    <message>
        <source>Weapon #2: you may do anything you could do in the first Weapon phase. Your rifle spent 2 bullets: play Loose Rounds to add its bullets to the rifle. Click Loose Rounds, then your Fist.</source>
        <translation>Bewapenen #2: je mag alles wat je in de eerste fase Bewapenen mocht. Je geweer gebruikte 2 kogels: speel Loose Rounds om er zijn kogels aan toe te voegen. Klik op Loose Rounds en dan op je vuist.</translation>
    </message>
    <message>
        <source>That is enough for Weapon #2: click End phase.</source>
        <translation>Dat is genoeg voor Bewapenen #2: klik op Fase beëindigen.</translation>
    </message>
    <message>
        <source>At the end of the turn the special covers act (Behind the Bar heals, Behind the Player Piano adds bullets); the stairs have none. Click End phase to end your turn.</source>
        <translation>Aan het einde van de beurt werken de bijzondere dekkingen (Achter de bar geeft lef terug, Achter de pianola geeft kogels); de trap heeft niets. Klik op Fase beëindigen om je beurt te beëindigen.</translation>
    </message>
    <message>
        <source>Now it is Bruno&apos;s turn. Watch what he does, then press Next.</source>
        <translation>Nu is Bruno aan de beurt. Kijk wat hij doet en druk dan op Volgende.</translation>
    </message>
    <message>
        <source>Bruno attacks you with his rifle, out of your turn: you are asked whether to block. A block must be of the same type as the attack, here a gun block. Click Duck! in your hand.</source>
        <translation>Bruno valt je aan met zijn geweer, buiten je beurt: je wordt gevraagd of je blokkeert. Een blokkade moet van hetzelfde soort zijn als de aanval, hier een blokkade tegen een vuurwapen. Klik op Duck! in je hand.</translation>
    </message>
    <message>
        <source>Duck! took 3 off his attack and your cover on the stairs 1 more. Your grit shows what you lost. Press Next.</source>
        <translation>Duck! haalde 3 van zijn aanval af en je dekking op de trap nog 1. Je lef toont wat je verloor. Druk op Volgende.</translation>
    </message>
    <message>
        <source>Your second turn. Scavengin&apos; again: you may keep all your cards this time. Click Draw.</source>
        <translation>Je tweede beurt. Weer Snuffelen: deze keer mag je al je kaarten houden. Klik op Trekken.</translation>
    </message>
    <message>
        <source>Quick Draw: at any moment, even during an attack, you may draw the weapon in your Holster into your Fist; the weapon you were holding is discarded. Your rifle is nearly empty: click Quick Draw.</source>
        <translation>Snel trekken: op elk moment, zelfs tijdens een aanval, mag je het wapen uit je holster in je vuist nemen; het wapen dat je vasthield, wordt afgelegd. Je geweer is bijna leeg: klik op Snel trekken.</translation>
    </message>
    <message>
        <source>The Derringer is in your Fist now and the rifle went to the discards. Press Next.</source>
        <translation>De Derringer zit nu in je vuist en het geweer ligt op de aflegstapel. Druk op Volgende.</translation>
    </message>
    <message>
        <source>Nothing more to equip: click End phase.</source>
        <translation>Niets meer uit te rusten: klik op Fase beëindigen.</translation>
    </message>
    <message>
        <source>This time, jump into No Cover. From there you can reach Bruno Behind the Bar for a melee attack, which works only against a player in your cover or in a cover you can reach. Click the marked space.</source>
        <translation>Spring deze keer naar Geen dekking. Van daaruit bereik je Bruno Achter de bar voor een aanval in handgemeen, die alleen kan tegen een speler in jouw dekking of in een dekking die je kunt bereiken. Klik op het gemarkeerde vak.</translation>
    </message>
    <message>
        <source>You can always make a melee attack, whatever weapon you hold; a gun used this way does the melee damage printed at the bottom of its card, 0 for the Derringer. Click the melee attack on the table.</source>
        <translation>Een aanval in handgemeen kan altijd, welk wapen je ook vasthoudt; een vuurwapen doet dan de handgemeenschade onderaan zijn kaart, 0 voor de Derringer. Klik op de aanval in handgemeen op de tafel.</translation>
    </message>
    <message>
        <source>Attack enhancements are played while declaring, of the same type as the attack: Strong adds 2 to a melee attack. Click Strong.</source>
        <translation>Versterkingen speel je bij het aankondigen, van hetzelfde soort als de aanval: Strong telt 2 op bij een aanval in handgemeen. Klik op Strong.</translation>
    </message>
    <message>
        <source>Now click Bruno to make him the target.</source>
        <translation>Klik nu op Bruno om hem als doelwit te kiezen.</translation>
    </message>
    <message>
        <source>The Derringer&apos;s 0 and Strong&apos;s 2 make 2, and Bruno&apos;s cover Behind the Bar takes 2 off: no damage this time. Against a player in cover, a melee attack needs a strong weapon or more enhancements. Press Next.</source>
        <translation>De 0 van de Derringer en de 2 van Strong maken 2, en Bruno&apos;s dekking Achter de bar haalt er 2 af: deze keer geen schade. Tegen een speler in dekking heeft een aanval in handgemeen een sterk wapen of meer versterkingen nodig. Druk op Volgende.</translation>
    </message>
    <message>
        <source>Hunkerin&apos; Down: because you jumped, you have a movement limit and may move only to an orange space. Stay where you are: click End phase.</source>
        <translation>Dekking zoeken: omdat je gesprongen bent, heb je een bewegingsbeperking en mag je alleen naar een oranje vak. Blijf waar je bent: klik op Fase beëindigen.</translation>
    </message>
    <message>
        <source>Weapon #2: nothing to do. Click End phase.</source>
        <translation>Bewapenen #2: niets te doen. Klik op Fase beëindigen.</translation>
    </message>
    <message>
        <source>Click End phase to end your turn.</source>
        <translation>Klik op Fase beëindigen om je beurt te beëindigen.</translation>
    </message>
    <message>
        <source>Learn to play High Noon Saloon</source>
        <translation>Leer High Noon Saloon spelen</translation>
    </message>
    <message>
        <source>You know every phase of a turn now: equipping and loading, cover, gun and melee attacks, blocks, the Quick Draw and Hunkerin&apos; Down. You may finish this game against Bruno, or start a real one.</source>
        <translation>Je kent nu elke fase van een beurt: uitrusten en de lading, dekking, aanvallen met een vuurwapen en in handgemeen, blokkades, Snel trekken en Dekking zoeken. Je kunt dit spel tegen Bruno uitspelen, of een echt spel beginnen.</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>Only this move is worth weighing here: you win {win}% of the time with it.</source>
        <translation>Alleen deze zet is hier het overwegen waard: daarmee win je {win}% van de keren.</translation>
    </message>
    <message>
        <source>This move keeps you ahead: you win {win}% of the time with it, against {other}% with the next best move.</source>
        <translation>Met deze zet blijf je voor: daarmee win je {win}% van de keren, tegen {other}% met de op één na beste zet.</translation>
    </message>
    <message>
        <source>This move is clearly the best: you win {win}% of the time with it, against {other}% with the next best move.</source>
        <translation>Deze zet is duidelijk de beste: daarmee win je {win}% van de keren, tegen {other}% met de op één na beste zet.</translation>
    </message>
    <message>
        <source>You are behind, and this move gives you the best chance: you win {win}% of the time with it, against {other}% with the next best move.</source>
        <translation>Je staat achter, en deze zet geeft je de beste kans: daarmee win je {win}% van de keren, tegen {other}% met de op één na beste zet.</translation>
    </message>
    <message>
        <source>Several moves are about as good; with this one you win {win}% of the time, with the next best {other}%.</source>
        <translation>Meerdere zetten zijn ongeveer even goed; met deze win je {win}% van de keren, met de op één na beste {other}%.</translation>
    </message>
    <message>
        <source>The next best move: you win {win}% of the time with it, against {other}% with the best move.</source>
        <translation>De volgende beste zet: daarmee win je {win}% van de keren, tegen {other}% met de beste zet.</translation>
    </message>
    <message>
        <source>The move: Pass.</source>
        <translation>De zet: Passen.</translation>
    </message>
    <message>
        <source>The move: End phase.</source>
        <translation>De zet: Fase beëindigen.</translation>
    </message>
    <message>
        <source>The move: Draw.</source>
        <translation>De zet: Trekken.</translation>
    </message>
    <message>
        <source>The move: Ready.</source>
        <translation>De zet: Klaar.</translation>
    </message>
    <message>
        <source>The move: End turn.</source>
        <translation>De zet: Beurt beëindigen.</translation>
    </message>
    <message>
        <source>The move: jump into No Cover.</source>
        <translation>De zet: in Geen dekking springen.</translation>
    </message>
    <message>
        <source>The next best move; the best wins {other}% of the time.</source>
        <translation>De op één na beste zet; met de beste win je {other}% van de keren.</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>Tip (H)</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Op zoek naar een goede zet…</translation>
    </message>
    <message>
        <source>No hint this time: the search could not be run.</source>
        <translation>Deze keer geen tip: de zoektocht kon niet worden uitgevoerd.</translation>
    </message>
    <message>
        <source>The host of this table does not allow hints.</source>
        <translation>De host van deze tafel staat geen tips toe.</translation>
    </message>
</context>
<context>
    <name>HintFranticFrankfurt</name>
    <message>
        <source>This wins the game (you win {win}% of the time).</source>
        <translation>Zo win je het spel (je wint {win}% van de keren).</translation>
    </message>
    <message numerus="yes">
        <source>After this you have the fewest cards left: %n card(s) ahead of the next player (you win {win}% of the time).</source>
        <translation>
            <numerusform>Hierna heb je de minste kaarten over: %n kaart minder dan de volgende speler (je wint {win}% van de keren).</numerusform>
            <numerusform>Hierna heb je de minste kaarten over: %n kaarten minder dan de volgende speler (je wint {win}% van de keren).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Slap this pile: only %n card(s) go under your draw pile, fewer than with any other (you win {win}% of the time).</source>
        <translation>
            <numerusform>Sla op deze stapel: er gaat maar %n kaart onder je trekstapel, minder dan bij elke andere (je wint {win}% van de keren).</numerusform>
            <numerusform>Sla op deze stapel: er gaan maar %n kaarten onder je trekstapel, minder dan bij elke andere (je wint {win}% van de keren).</numerusform>
        </translation>
    </message>
    <message>
        <source>This turns up a hidden card of your columns, so you have more cards to play (you win {win}% of the time).</source>
        <translation>Zo komt er een verborgen kaart van je kolommen open en heb je meer kaarten om te spelen (je wint {win}% van de keren).</translation>
    </message>
    <message numerus="yes">
        <source>This leaves you %n card(s) to get rid of (you win {win}% of the time).</source>
        <translation>
            <numerusform>Hierna heb je nog %n kaart kwijt te raken (je wint {win}% van de keren).</numerusform>
            <numerusform>Hierna heb je nog %n kaarten kwijt te raken (je wint {win}% van de keren).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HintHighNoonSaloon</name>
    <message>
        <source>This wins the game (you win {win}% of the time).</source>
        <translation>Zo win je het spel (je wint {win}% van de keren).</translation>
    </message>
    <message>
        <source>This knocks an opponent out of the game (you win {win}% of the time).</source>
        <translation>Zo schakel je een tegenstander uit (je wint {win}% van de keren).</translation>
    </message>
    <message numerus="yes">
        <source>This costs your opponents %n grit (you win {win}% of the time).</source>
        <translation>
            <numerusform>Zo verliezen je tegenstanders %n lef (je wint {win}% van de keren).</numerusform>
            <numerusform>Zo verliezen je tegenstanders %n lef (je wint {win}% van de keren).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This saves you %n grit that the other moves would lose (you win {win}% of the time).</source>
        <translation>
            <numerusform>Zo houd je %n lef dat je met de andere zetten zou verliezen (je wint {win}% van de keren).</numerusform>
            <numerusform>Zo houd je %n lef dat je met de andere zetten zou verliezen (je wint {win}% van de keren).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This loads %n more bullet(s) into your guns (you win {win}% of the time).</source>
        <translation>
            <numerusform>Zo laad je %n kogel meer in je wapens (je wint {win}% van de keren).</numerusform>
            <numerusform>Zo laad je %n kogels meer in je wapens (je wint {win}% van de keren).</numerusform>
        </translation>
    </message>
    <message>
        <source>This equips a weapon you had not got ready (you win {win}% of the time).</source>
        <translation>Zo rust je je uit met een wapen dat je nog niet klaar had (je wint {win}% van de keren).</translation>
    </message>
</context>
<context>
    <name>HintTeaTime</name>
    <message>
        <source>This take wins the game (you win {win}% of the time).</source>
        <translation>Met deze keuze win je het spel (je wint {win}% van de keren).</translation>
    </message>
    <message numerus="yes">
        <source>This take puts you in the lead by %n point(s) (you win {win}% of the time).</source>
        <translation>
            <numerusform>Met deze keuze kom je %n punt voor te staan (je wint {win}% van de keren).</numerusform>
            <numerusform>Met deze keuze kom je %n punten voor te staan (je wint {win}% van de keren).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take Alice: she is worth %n point(s) to you now (you win {win}% of the time).</source>
        <translation>
            <numerusform>Neem Alice: ze is nu %n punt waard voor jou (je wint {win}% van de keren).</numerusform>
            <numerusform>Neem Alice: ze is nu %n punten waard voor jou (je wint {win}% van de keren).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This take gains you %n point(s), more than any other take (you win {win}% of the time).</source>
        <translation>
            <numerusform>Deze keuze levert je %n punt op, meer dan elke andere (je wint {win}% van de keren).</numerusform>
            <numerusform>Deze keuze levert je %n punten op, meer dan elke andere (je wint {win}% van de keren).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This take keeps you in the lead by %n point(s) (you win {win}% of the time).</source>
        <translation>
            <numerusform>Met deze keuze blijf je %n punt voor (je wint {win}% van de keren).</numerusform>
            <numerusform>Met deze keuze blijf je %n punten voor (je wint {win}% van de keren).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This take closes the gap to the leader to %n point(s) (you win {win}% of the time).</source>
        <translation>
            <numerusform>Met deze keuze wordt je achterstand op de koploper %n punt (je wint {win}% van de keren).</numerusform>
            <numerusform>Met deze keuze wordt je achterstand op de koploper %n punten (je wint {win}% van de keren).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This take gains you %n point(s) (you win {win}% of the time).</source>
        <translation>
            <numerusform>Deze keuze levert je %n punt op (je wint {win}% van de keren).</numerusform>
            <numerusform>Deze keuze levert je %n punten op (je wint {win}% van de keren).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every take costs you points here; this one costs the fewest: %n point(s) (you win {win}% of the time).</source>
        <translation>
            <numerusform>Hier kost elke keuze je punten; deze kost het minst: %n punt (je wint {win}% van de keren).</numerusform>
            <numerusform>Hier kost elke keuze je punten; deze kost het minst: %n punten (je wint {win}% van de keren).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With this take your cards cancel your opponents&apos; and they lose %n point(s) (you win {win}% of the time).</source>
        <translation>
            <numerusform>Met deze keuze heffen je kaarten die van je tegenstanders op en verliezen zij %n punt (je wint {win}% van de keren).</numerusform>
            <numerusform>Met deze keuze heffen je kaarten die van je tegenstanders op en verliezen zij %n punten (je wint {win}% van de keren).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This take leaves the next player&apos;s best take worth %n point(s) less than the other takes would (you win {win}% of the time).</source>
        <translation>
            <numerusform>Na deze keuze levert de beste keuze van de volgende speler %n punt minder op dan na de andere (je wint {win}% van de keren).</numerusform>
            <numerusform>Na deze keuze levert de beste keuze van de volgende speler %n punten minder op dan na de andere (je wint {win}% van de keren).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HintTimesSquare</name>
    <message>
        <source>This move wins the game (you win {win}% of the time).</source>
        <translation>Met deze zet win je het spel (je wint {win}% van de keren).</translation>
    </message>
    <message>
        <source>This brings Saucy Sue over to your half of the street (you win {win}% of the time).</source>
        <translation>Zo komt Saucy Sue aan jouw kant van het spelbord (je wint {win}% van de keren).</translation>
    </message>
    <message numerus="yes">
        <source>This moves Saucy Sue %n space(s) closer to your club (you win {win}% of the time).</source>
        <translation>
            <numerusform>Zo komt Saucy Sue %n veld dichter bij jouw nachtclub (je wint {win}% van de keren).</numerusform>
            <numerusform>Zo komt Saucy Sue %n velden dichter bij jouw nachtclub (je wint {win}% van de keren).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Champagne Charlie will move %n space(s) towards your club at the end of your turn (you win {win}% of the time).</source>
        <translation>
            <numerusform>Aan het einde van je beurt gaat Champagne Charlie %n veld naar jouw nachtclub (je wint {win}% van de keren).</numerusform>
            <numerusform>Aan het einde van je beurt gaat Champagne Charlie %n velden naar jouw nachtclub (je wint {win}% van de keren).</numerusform>
        </translation>
    </message>
    <message>
        <source>This keeps Champagne Charlie from moving towards your opponent&apos;s club (you win {win}% of the time).</source>
        <translation>Zo gaat Champagne Charlie niet naar de nachtclub van je tegenstander (je wint {win}% van de keren).</translation>
    </message>
    <message numerus="yes">
        <source>This keeps Saucy Sue %n space(s) away from the centre on your side (you win {win}% of the time).</source>
        <translation>
            <numerusform>Zo blijft Saucy Sue aan jouw kant van het spelbord, %n veld van het midden (je wint {win}% van de keren).</numerusform>
            <numerusform>Zo blijft Saucy Sue aan jouw kant van het spelbord, %n velden van het midden (je wint {win}% van de keren).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This puts %n figure(s) on your club&apos;s entrance spaces, where they pull Champagne Charlie your way (you win {win}% of the time).</source>
        <translation>
            <numerusform>Zo staat er %n personage op de ingang-velden van jouw nachtclub, dat Champagne Charlie jouw kant op trekt (je wint {win}% van de keren).</numerusform>
            <numerusform>Zo staan er %n personages op de ingang-velden van jouw nachtclub, die Champagne Charlie jouw kant op trekken (je wint {win}% van de keren).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This moves the Bodyguard on your side away: Saucy Sue has %n space(s) of room towards your club (you win {win}% of the time).</source>
        <translation>
            <numerusform>Zo gaat de bodyguard aan jouw kant opzij: Saucy Sue heeft %n vrij veld richting jouw nachtclub (je wint {win}% van de keren).</numerusform>
            <numerusform>Zo gaat de bodyguard aan jouw kant opzij: Saucy Sue heeft %n vrije velden richting jouw nachtclub (je wint {win}% van de keren).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This moves the Bodyguard on your opponent&apos;s side up to Saucy Sue: she has only %n space(s) of room that way (you win {win}% of the time).</source>
        <translation>
            <numerusform>Zo komt de bodyguard aan de kant van je tegenstander tegen Saucy Sue aan: die kant op heeft ze nog maar %n vrij veld (je wint {win}% van de keren).</numerusform>
            <numerusform>Zo komt de bodyguard aan de kant van je tegenstander tegen Saucy Sue aan: die kant op heeft ze nog maar %n vrije velden (je wint {win}% van de keren).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>Against bots</source>
        <translation>Tegen bots</translation>
    </message>
    <message>
        <source>Hot-seat</source>
        <translation>Aan één computer</translation>
    </message>
    <message>
        <source>On the network</source>
        <translation>Op het netwerk</translation>
    </message>
    <message>
        <source>Tabletop Qt replays (*.json)</source>
        <translation>Herhalingen van Tabletop Qt (*.json)</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Niemand</translation>
    </message>
    <message>
        <source>Delete this game?</source>
        <translation>Dit spel verwijderen?</translation>
    </message>
    <message>
        <source>Delete the game of {game} of {date} from the history? Its replay is lost.</source>
        <translation>Het spel {game} van {date} uit de geschiedenis verwijderen? De herhaling gaat verloren.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Verwijderen</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Bewaren</translation>
    </message>
    <message>
        <source>Saved as {file}.</source>
        <translation>Opgeslagen als {file}.</translation>
    </message>
    <message>
        <source>This game is already in the history: {file}.</source>
        <translation>Dit spel staat al in de geschiedenis: {file}.</translation>
    </message>
    <message>
        <source>Added to the history: {file}.</source>
        <translation>Toegevoegd aan de geschiedenis: {file}.</translation>
    </message>
    <message>
        <source>The replay cannot be saved</source>
        <translation>De herhaling kan niet worden opgeslagen</translation>
    </message>
    <message>
        <source>{file} cannot be written.</source>
        <translation>{file} kan niet worden geschreven.</translation>
    </message>
    <message>
        <source>The replay cannot be opened</source>
        <translation>De herhaling kan niet worden geopend</translation>
    </message>
    <message>
        <source>{file}: {problem}</source>
        <translation>{file}: {problem}</translation>
    </message>
    <message>
        <source>Export the replay</source>
        <translation>Herhaling exporteren</translation>
    </message>
    <message>
        <source>Import a replay</source>
        <translation>Herhaling importeren</translation>
    </message>
    <message>
        <source>Game history</source>
        <translation>Spelgeschiedenis</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Tonen:</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Alle spellen</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Winnaar</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Speelwijze</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Terugkijken</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporteren…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Verwijderen…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importeren…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <source>Your statistics</source>
        <translation>Jouw statistieken</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespeeld</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Beste score</translation>
    </message>
    <message>
        <source>No finished game yet: games are kept here when they end.</source>
        <translation>Nog geen afgelopen spel: spellen worden hier bewaard als ze afgelopen zijn.</translation>
    </message>
    <message>
        <source>These files in {folder} cannot be read; they are left as they are:</source>
        <translation>Deze bestanden in {folder} zijn niet te lezen; ze blijven zoals ze zijn:</translation>
    </message>
    <message>
        <source>The game record could not be read from the disk.</source>
        <translation>Het spelverslag kon niet van de schijf worden gelezen.</translation>
    </message>
    <message>
        <source>The game record is damaged (it was cut short or overwritten).</source>
        <translation>Het spelverslag is beschadigd (afgebroken of overschreven).</translation>
    </message>
    <message>
        <source>The file is not a game record of Tabletop Qt.</source>
        <translation>Het bestand is geen spelverslag van Tabletop Qt.</translation>
    </message>
    <message>
        <source>The game record was made by a newer version of Tabletop Qt.</source>
        <translation>Het spelverslag is gemaakt met een nieuwere versie van Tabletop Qt.</translation>
    </message>
    <message>
        <source>The game record is of a game this version does not know.</source>
        <translation>Het spelverslag is van een spel dat deze versie niet kent.</translation>
    </message>
    <message>
        <source>The game record is damaged: its moves do not lead to the game it recorded.</source>
        <translation>Het spelverslag is beschadigd: de zetten erin leiden niet tot het spel dat het vastlegde.</translation>
    </message>
    <message>
        <source>The recorded game was played with a content pack that is not in the packs folder, or that has changed since.</source>
        <translation>Het vastgelegde spel werd gespeeld met een inhoudspakket dat niet in de map packs staat, of dat sindsdien veranderd is.</translation>
    </message>
</context>
<context>
    <name>Home</name>
    <message>
        <source>Tabletop Qt</source>
        <translation>Tabletop Qt</translation>
    </message>
    <message>
        <source>Start a new game of {game}</source>
        <translation>Begin een nieuw spel {game}</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Leer spelen</translation>
    </message>
    <message>
        <source>A short guided game of {game} against a bot</source>
        <translation>Een kort begeleid spel {game} tegen een bot</translation>
    </message>
    <message>
        <source>Your last game</source>
        <translation>Je laatste spel</translation>
    </message>
    <message>
        <source>Players: {names}</source>
        <translation>Spelers: {names}</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Ronde {number}</translation>
    </message>
    <message>
        <source>Turn {number}</source>
        <translation>Beurt {number}</translation>
    </message>
    <message>
        <source>Saved {when}</source>
        <translation>Opgeslagen op {when}</translation>
    </message>
    <message>
        <source>Choose a game to play against bots or with friends at this computer, or join a table on your network.</source>
        <translation>Kies een spel om tegen bots of met vrienden aan deze computer te spelen, of schuif aan bij een tafel op je netwerk.</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nieuw spel…</translation>
    </message>
    <message>
        <source>Join a table…</source>
        <translation>Aanschuiven aan een tafel…</translation>
    </message>
    <message>
        <source>Continue the last game</source>
        <translation>Verder met het laatste spel</translation>
    </message>
    <message>
        <source>{table} — {game}</source>
        <translation>{table} — {game}</translation>
    </message>
    <message>
        <source>Host: {host}</source>
        <translation>Host: {host}</translation>
    </message>
    <message>
        <source>Free seats: {free} of {seats}</source>
        <translation>Vrije plaatsen: {free} van {seats}</translation>
    </message>
    <message>
        <source>Every seat is taken: you may watch.</source>
        <translation>Alle plaatsen zijn bezet: je kunt meekijken.</translation>
    </message>
    <message>
        <source>A join code is needed.</source>
        <translation>Er is een toegangscode nodig.</translation>
    </message>
    <message>
        <source>Click to join this table.</source>
        <translation>Klik om aan deze tafel aan te schuiven.</translation>
    </message>
    <message>
        <source>Click to join this table (the host gives you the code).</source>
        <translation>Klik om aan deze tafel aan te schuiven (de host geeft je de code).</translation>
    </message>
    <message>
        <source>Tables cannot be looked for on this network: use “Join a table…” and type the host&apos;s address.</source>
        <translation>Op dit netwerk kan niet naar tafels worden gezocht: gebruik „Aanschuiven aan een tafel…” en typ het adres van de host.</translation>
    </message>
    <message>
        <source>No table on your network yet. Tables people open appear here.</source>
        <translation>Nog geen tafel op je netwerk. Tafels die anderen openen verschijnen hier.</translation>
    </message>
    <message>
        <source>Tables on your network</source>
        <translation>Tafels op je netwerk</translation>
    </message>
    <message>
        <source>Welcome to Tabletop Qt! Click a game or “New game…” to play against bots or with friends at this computer; “Join a table…” (or a table listed under “Tables on your network”) sits you at a game on another computer. The Language menu switches between English, Italian and Dutch.</source>
        <translation>Welkom bij Tabletop Qt! Klik op een spel of op „Nieuw spel…” om tegen bots of met vrienden aan deze computer te spelen; met „Aanschuiven aan een tafel…” (of een tafel onder „Tafels op je netwerk”) schuif je aan bij een spel op een andere computer. Via het menu Taal kies je tussen Engels, Italiaans en Nederlands.</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Begrepen</translation>
    </message>
    <message>
        <source>New to a game? Learn it by playing:</source>
        <translation>Een spel nog niet bekend? Leer het door te spelen:</translation>
    </message>
</context>
<context>
    <name>Lan</name>
    <message>
        <source>Seat {number}</source>
        <translation>Plaats {number}</translation>
    </message>
    <message>
        <source>Give to a bot</source>
        <translation>Aan een bot geven</translation>
    </message>
    <message>
        <source>Open seats: {count}. Start is possible once every seat is taken; give a seat to a bot to start sooner.</source>
        <translation>Vrije plaatsen: {count}. Beginnen kan zodra elke plaats bezet is; geef een plaats aan een bot om eerder te beginnen.</translation>
    </message>
    <message>
        <source>Everyone is seated.</source>
        <translation>Iedereen zit aan tafel.</translation>
    </message>
    <message numerus="yes">
        <source>Someone at {address} has tried %n wrong join codes.</source>
        <translation>
            <numerusform>Iemand op {address} heeft %n verkeerde toegangscode geprobeerd.</numerusform>
            <numerusform>Iemand op {address} heeft %n verkeerde toegangscodes geprobeerd.</numerusform>
        </translation>
    </message>
    <message>
        <source>Table on the network</source>
        <translation>Tafel op het netwerk</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Spel:</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Adres:</translation>
    </message>
    <message>
        <source>Join code:</source>
        <translation>Toegangscode:</translation>
    </message>
    <message>
        <source>The table could not be opened: {detail}</source>
        <translation>De tafel kon niet worden geopend: {detail}</translation>
    </message>
    <message>
        <source>Opening…</source>
        <translation>Openen…</translation>
    </message>
    <message>
        <source>this computer&apos;s address</source>
        <translation>het adres van deze computer</translation>
    </message>
    <message>
        <source>{code} (needed to sit down)</source>
        <translation>{code} (nodig om aan te schuiven)</translation>
    </message>
    <message>
        <source>None: an open table. Anyone on the network can join it and read what is sent.</source>
        <translation>Geen: een open tafel. Iedereen op het netwerk kan meedoen en lezen wat er wordt verstuurd.</translation>
    </message>
    <message>
        <source>The table is announced on the local network: others find it with “Join a table on the network…” in the Game menu.</source>
        <translation>De tafel is aangekondigd op het lokale netwerk: anderen vinden hem met „Aanschuiven aan een tafel op het netwerk…” in het menu Spel.</translation>
    </message>
    <message>
        <source>The table could not be announced on the network; others can still join by typing the address.</source>
        <translation>De tafel kon niet op het netwerk worden aangekondigd; anderen kunnen toch aanschuiven door het adres in te typen.</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plaatsen aan tafel</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Spel beginnen</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Tafel sluiten</translation>
    </message>
    <message>
        <source>This table plays with the content pack “{name}”, which this computer does not have (or has in another version).</source>
        <translation>Deze tafel speelt met het inhoudspakket „{name}”, dat deze computer niet heeft (of in een andere versie heeft).</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Connecting to {address}…</source>
        <translation>Verbinden met {address}…</translation>
    </message>
    <message>
        <source>{table} — {game}</source>
        <translation>{table} — {game}</translation>
    </message>
    <message>
        <source>Host: {host} at {address}</source>
        <translation>Host: {host} op {address}</translation>
    </message>
    <message>
        <source>Free seats: {free} of {seats}</source>
        <translation>Vrije plaatsen: {free} van {seats}</translation>
    </message>
    <message>
        <source>Every seat is taken.</source>
        <translation>Alle plaatsen zijn bezet.</translation>
    </message>
    <message>
        <source>Content pack: {name}</source>
        <translation>Inhoudspakket: {name}</translation>
    </message>
    <message>
        <source>A join code is needed.</source>
        <translation>Er is een toegangscode nodig.</translation>
    </message>
    <message>
        <source>Open table: anyone on the network can join it and read what is sent.</source>
        <translation>Open tafel: iedereen op het netwerk kan meedoen en lezen wat er wordt verstuurd.</translation>
    </message>
    <message>
        <source>This table was first listed at another address: another computer may be posing as it. Ask the host for its address.</source>
        <translation>Deze tafel stond eerst op een ander adres: een andere computer doet zich misschien voor als deze tafel. Vraag de host om zijn adres.</translation>
    </message>
    <message>
        <source>Another table here has the same name: ask the host which computer and address are theirs.</source>
        <translation>Een andere tafel hier heeft dezelfde naam: vraag de host welke computer en welk adres van de host zijn.</translation>
    </message>
    <message>
        <source>Tables cannot be looked for on this network; type the host&apos;s address.</source>
        <translation>Op dit netwerk kan niet naar tafels worden gezocht; typ het adres van de host.</translation>
    </message>
    <message>
        <source>Looking for tables on the local network…</source>
        <translation>Zoeken naar tafels op het lokale netwerk…</translation>
    </message>
    <message>
        <source>Only if the host gave you one</source>
        <translation>Alleen als de host je er een gaf</translation>
    </message>
    <message>
        <source>The code the host gave you</source>
        <translation>De code die de host je gaf</translation>
    </message>
    <message>
        <source>You had a seat at “{table}” ({address}) when the app closed. The host may still hold it for you.</source>
        <translation>Je had een plaats aan tafel „{table}” ({address}) toen de app sloot. De host houdt die misschien nog voor je vrij.</translation>
    </message>
    <message>
        <source>Rejoin {table}</source>
        <translation>Terug naar {table}</translation>
    </message>
    <message>
        <source>Join a table on the network</source>
        <translation>Aanschuiven aan een tafel op het netwerk</translation>
    </message>
    <message>
        <source>Tables open on this local network appear here. You can also type the address the host shows.</source>
        <translation>Hier verschijnen de tafels die open zijn op dit lokale netwerk. Je kunt ook het adres typen dat de host laat zien.</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Je naam:</translation>
    </message>
    <message>
        <source>host:port, for example 192.168.1.20:50000</source>
        <translation>host:poort, bijvoorbeeld 192.168.1.20:50000</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Aanschuiven</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Meekijken</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>{name}: {text}</source>
        <translation>{name}: {text}</translation>
    </message>
    <message>
        <source>{name} — {state}</source>
        <translation>{name} — {state}</translation>
    </message>
    <message>
        <source>Seats at the table</source>
        <translation>Plaatsen aan tafel</translation>
    </message>
    <message>
        <source>Table chat</source>
        <translation>Tafelchat</translation>
    </message>
    <message>
        <source>Write to the table…</source>
        <translation>Schrijf aan de tafel…</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Versturen</translation>
    </message>
    <message>
        <source>Give the seat to a bot</source>
        <translation>Plaats aan een bot geven</translation>
    </message>
    <message>
        <source>Open on the network at {address}.</source>
        <translation>Tafel open op het netwerk op {address}.</translation>
    </message>
    <message>
        <source>Reconnecting to the host…</source>
        <translation>Opnieuw verbinden met de host…</translation>
    </message>
    <message>
        <source>You are watching this table.</source>
        <translation>Je kijkt mee aan deze tafel.</translation>
    </message>
    <message>
        <source>You play again: waiting for the host to start the new game…</source>
        <translation>Je speelt nog een keer: wachten tot de host het nieuwe spel start…</translation>
    </message>
    <message>
        <source>Close the table?</source>
        <translation>De tafel sluiten?</translation>
    </message>
    <message>
        <source>The game is still going on. Leaving closes the table for everyone who plays at it.</source>
        <translation>Het spel is nog bezig. Als je weggaat, sluit de tafel voor iedereen die eraan speelt.</translation>
    </message>
    <message>
        <source>Stay at the table</source>
        <translation>Aan tafel blijven</translation>
    </message>
    <message>
        <source>A player did not come back</source>
        <translation>Een speler is niet teruggekomen</translation>
    </message>
    <message>
        <source>{name} lost the connection and has not come back. Give the seat to a bot, or keep waiting?</source>
        <translation>{name} verloor de verbinding en is niet teruggekomen. De plaats aan een bot geven, of blijven wachten?</translation>
    </message>
    <message>
        <source>Keep waiting</source>
        <translation>Blijven wachten</translation>
    </message>
    <message>
        <source>Play again?</source>
        <translation>Nog een keer spelen?</translation>
    </message>
    <message>
        <source>The host of “{table}” offers another game with the same seats.</source>
        <translation>De host van „{table}” stelt nog een spel voor met dezelfde plaatsen.</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Nog een keer spelen</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Tafel verlaten</translation>
    </message>
    <message>
        <source>The table is closed</source>
        <translation>De tafel is gesloten</translation>
    </message>
    <message>
        <source>The join code is not right.</source>
        <translation>De toegangscode klopt niet.</translation>
    </message>
    <message>
        <source>Too many wrong join codes came from this computer. Wait a few minutes, then try again.</source>
        <translation>Er kwamen te veel verkeerde toegangscodes van deze computer. Wacht een paar minuten en probeer het dan opnieuw.</translation>
    </message>
    <message>
        <source>The host has too many connections just now. Try again in a moment.</source>
        <translation>De host heeft op dit moment te veel verbindingen. Probeer het zo opnieuw.</translation>
    </message>
    <message>
        <source>This computer already has too many connections to the host.</source>
        <translation>Deze computer heeft al te veel verbindingen met de host.</translation>
    </message>
    <message>
        <source>Every seat at this table is taken.</source>
        <translation>Alle plaatsen aan deze tafel zijn bezet.</translation>
    </message>
    <message>
        <source>That seat is already taken.</source>
        <translation>Die plaats is al bezet.</translation>
    </message>
    <message>
        <source>Another player at this table has that name, or one that looks the same. Choose another name.</source>
        <translation>Een andere speler aan deze tafel heeft die naam, of een die er hetzelfde uitziet. Kies een andere naam.</translation>
    </message>
    <message>
        <source>This table has no join code: join it without one. Anyone on the network can join it and read what is sent.</source>
        <translation>Deze tafel heeft geen toegangscode: doe mee zonder code. Iedereen op het netwerk kan meedoen en lezen wat er wordt verstuurd.</translation>
    </message>
    <message>
        <source>The host runs a newer version of the protocol.</source>
        <translation>De host gebruikt een nieuwere versie van het protocol.</translation>
    </message>
    <message>
        <source>The host runs an older version of the protocol.</source>
        <translation>De host gebruikt een oudere versie van het protocol.</translation>
    </message>
    <message>
        <source>The table plays another game.</source>
        <translation>Aan deze tafel wordt een ander spel gespeeld.</translation>
    </message>
    <message>
        <source>The host has another version of this game&apos;s rules.</source>
        <translation>De host heeft een andere versie van de spelregels van dit spel.</translation>
    </message>
    <message>
        <source>The table plays a game this version does not know.</source>
        <translation>Aan deze tafel wordt een spel gespeeld dat deze versie niet kent.</translation>
    </message>
    <message>
        <source>This table plays with a content pack this computer does not have (or has in another version).</source>
        <translation>Deze tafel speelt met een inhoudspakket dat deze computer niet heeft (of in een andere versie heeft).</translation>
    </message>
    <message>
        <source>The table is closed.</source>
        <translation>De tafel is gesloten.</translation>
    </message>
    <message>
        <source>The host no longer holds this seat.</source>
        <translation>De host houdt deze plaats niet meer vrij.</translation>
    </message>
    <message>
        <source>This seat was taken up from another connection.</source>
        <translation>Deze plaats is vanaf een andere verbinding ingenomen.</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>De host heeft de tafel gesloten.</translation>
    </message>
    <message>
        <source>The game is over and the host closed the table.</source>
        <translation>Het spel is afgelopen en de host heeft de tafel gesloten.</translation>
    </message>
    <message>
        <source>The connection to the host was lost.</source>
        <translation>De verbinding met de host is verbroken.</translation>
    </message>
    <message>
        <source>No table answers at that address.</source>
        <translation>Op dat adres antwoordt geen tafel.</translation>
    </message>
    <message>
        <source>Write the address as host:port, for example 192.168.1.20:50000.</source>
        <translation>Schrijf het adres als host:poort, bijvoorbeeld 192.168.1.20:50000.</translation>
    </message>
    <message>
        <source>Open: waiting for a player</source>
        <translation>Vrij: wacht op een speler</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <source>On the network</source>
        <translation>Op het netwerk</translation>
    </message>
    <message>
        <source>Reconnecting…</source>
        <translation>Opnieuw verbinden…</translation>
    </message>
    <message>
        <source>Away: did not come back</source>
        <translation>Weg: niet teruggekomen</translation>
    </message>
    <message>
        <source>At this computer</source>
        <translation>Aan deze computer</translation>
    </message>
    <message>
        <source>At the host&apos;s computer</source>
        <translation>Aan de computer van de host</translation>
    </message>
    <message>
        <source>The host ended the connection ({code}).</source>
        <translation>De host heeft de verbinding beëindigd ({code}).</translation>
    </message>
    <message>
        <source>Plays again</source>
        <translation>Speelt nog een keer</translation>
    </message>
    <message>
        <source>Not answered yet</source>
        <translation>Nog geen antwoord</translation>
    </message>
    <message>
        <source>Left the table</source>
        <translation>Heeft de tafel verlaten</translation>
    </message>
    <message>
        <source>A new game with the same seats. The players on the network are asked; it starts once they all accept. Give the seat of anyone who leaves to a bot.</source>
        <translation>Een nieuw spel met dezelfde plaatsen. De spelers in het netwerk krijgen de vraag; het begint zodra ze allemaal akkoord gaan. Geef de plaats van wie vertrekt aan een bot.</translation>
    </message>
    <message>
        <source>Start the new game</source>
        <translation>Nieuw spel starten</translation>
    </message>
    <message>
        <source>{name} (to the team): {text}</source>
        <translation>{name} (aan het team): {text}</translation>
    </message>
    <message>
        <source>Not sent: {reason}</source>
        <translation>Niet verzonden: {reason}</translation>
    </message>
    <message>
        <source>Write to your team…</source>
        <translation>Schrijf aan je team…</translation>
    </message>
    <message>
        <source>To my team only</source>
        <translation>Alleen aan mijn team</translation>
    </message>
    <message>
        <source>Only your teammates read it; the other teams and the spectators do not.</source>
        <translation>Alleen je teamgenoten lezen het; de andere teams en de toeschouwers niet.</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <source>{player} is drawn to start and takes Alice.</source>
        <translation>{player} wordt geloot als startspeler en neemt de kaart Alice.</translation>
    </message>
    <message>
        <source>Round {round}: a new grid is laid out; {player} opens it.</source>
        <translation>Ronde {round}: een nieuw raster wordt uitgelegd; {player} begint.</translation>
    </message>
    <message>
        <source>{player} takes {cards}.</source>
        <translation>{player} neemt {cards}.</translation>
    </message>
    <message>
        <source>{player} puts Alice in the grid.</source>
        <translation>{player} legt Alice in het raster.</translation>
    </message>
    <message>
        <source>{player} discards a pair of {character}: a normal and a mirror face cancel out.</source>
        <translation>{player} legt een paar {character} af: een normale kant en een spiegelkant heffen elkaar op.</translation>
    </message>
    <message>
        <source>Round {round} is over.</source>
        <translation>Ronde {round} is voorbij.</translation>
    </message>
    <message>
        <source>{player} asks for a hint.</source>
        <translation>{player} vraagt om een tip.</translation>
    </message>
    <message>
        <source>{player}: {card}</source>
        <translation>{player}: {card}</translation>
    </message>
    <message>
        <source>All the cards are dealt out: everyone gets a draw pile of {count}.</source>
        <translation>Alle kaarten worden uitgedeeld: iedereen krijgt een trekstapel van {count}.</translation>
    </message>
    <message>
        <source>Round {round} begins: everyone lays out four columns.</source>
        <translation>Ronde {round} begint: iedereen legt vier kolommen uit.</translation>
    </message>
    <message>
        <source>{player} is ready.</source>
        <translation>{player} is klaar.</translation>
    </message>
    <message>
        <source>The held cards are turned up and open the piles: {cards}.</source>
        <translation>De achtergehouden kaarten worden omgedraaid en openen de aflegstapels: {cards}.</translation>
    </message>
    <message>
        <source>{player} turns up {card} and opens their pile.</source>
        <translation>{player} draait {card} om en opent de eigen aflegstapel.</translation>
    </message>
    <message>
        <source>{player} lays {card} on their own {onto}.</source>
        <translation>{player} legt {card} op {onto} (eigen aflegstapel).</translation>
    </message>
    <message>
        <source>{player} lays {card} on {owner}&apos;s {onto}.</source>
        <translation>{player} legt {card} op {onto} van {owner}.</translation>
    </message>
    <message>
        <source>The box lid is nearly empty: the cards under the tops of the piles go into it.</source>
        <translation>Het deksel is bijna leeg: de kaarten onder de bovenste kaarten van de stapels gaan erin.</translation>
    </message>
    <message>
        <source>{player} slaps {owner}&apos;s pile: it leaves the game.</source>
        <translation>{player} slaat op de stapel van {owner}: die gaat uit het spel.</translation>
    </message>
    <message>
        <source>{player} gets the last pile, {owner}&apos;s.</source>
        <translation>{player} krijgt de laatste stapel, die van {owner}.</translation>
    </message>
    <message>
        <source>{player} slaps {owner}&apos;s pile.</source>
        <translation>{player} slaat op de stapel van {owner}.</translation>
    </message>
    <message>
        <source>{player} moves {card} into an empty column.</source>
        <translation>{player} verplaatst {card} naar een lege kolom.</translation>
    </message>
    <message>
        <source>{player}: {card} (from the box lid)</source>
        <translation>{player}: {card} (uit het deksel)</translation>
    </message>
    <message>
        <source>Everyone is stuck!</source>
        <translation>Iedereen zit vast!</translation>
    </message>
    <message>
        <source>Everyone turns up a card from the draw pile: {cards}.</source>
        <translation>Iedereen draait een kaart van de trekstapel om: {cards}.</translation>
    </message>
    <message>
        <source>{player} has emptied all four columns!</source>
        <translation>{player} heeft alle vier kolommen leeg!</translation>
    </message>
    <message>
        <source>{player} slaps their own pile: it leaves the game.</source>
        <translation>{player} slaat op de eigen stapel: die gaat uit het spel.</translation>
    </message>
    <message>
        <source>{player} gets the last pile, their own.</source>
        <translation>{player} krijgt de laatste stapel: de eigen.</translation>
    </message>
    <message>
        <source>{player} slaps their own pile.</source>
        <translation>{player} slaat op de eigen stapel.</translation>
    </message>
    <message>
        <source>{player} puts the pile and the cards left in the columns under the draw pile (draw pile: {count}).</source>
        <translation>{player} legt de stapel en de kaarten die in de kolommen over waren onder de trekstapel (trekstapel: {count}).</translation>
    </message>
    <message>
        <source>{player} puts the cards left in the columns under the draw pile (draw pile: {count}).</source>
        <translation>{player} legt de kaarten die in de kolommen over waren onder de trekstapel (trekstapel: {count}).</translation>
    </message>
    <message>
        <source>Round {round} is over: {player} emptied the columns first.</source>
        <translation>Ronde {round} is voorbij: {player} had als eerste de kolommen leeg.</translation>
    </message>
    <message>
        <source>The game is over. Winner: {winners}.</source>
        <translation>Het spel is afgelopen. Winnaar: {winners}.</translation>
    </message>
    <message>
        <source>The game is over. Winners: {winners}.</source>
        <translation>Het spel is afgelopen. Winnaars: {winners}.</translation>
    </message>
    <message numerus="yes">
        <source>%n cards are removed unseen (two of each character).</source>
        <translation>
            <numerusform>%n kaart wordt ongezien weggelegd (twee van elk personage).</numerusform>
            <numerusform>%n kaarten worden ongezien weggelegd (twee van elk personage).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} discards %n pairs of {character}: normal and mirror faces cancel out.</source>
        <translation>
            <numerusform>{player} legt %n paar {character} af: een normale kant en een spiegelkant heffen elkaar op.</numerusform>
            <numerusform>{player} legt %n paren {character} af: normale kanten en spiegelkanten heffen elkaar op.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} takes back the last move.</source>
        <translation>{player} neemt de laatste zet terug.</translation>
    </message>
    <message>
        <source>{player} plays two Saucy Sue cards: Sue and both Bodyguards move one space.</source>
        <translation>{player} speelt twee Saucy Sue-kaarten: Sue en beide bodyguards gaan 1 veld verder.</translation>
    </message>
    <message>
        <source>{player} plays {card} as a joker: Saucy Sue moves.</source>
        <translation>{player} speelt {card} als joker: Saucy Sue verplaatst zich.</translation>
    </message>
    <message>
        <source>{player} plays {card} as a joker: Handsome Hal moves.</source>
        <translation>{player} speelt {card} als joker: Handsome Hal verplaatst zich.</translation>
    </message>
    <message>
        <source>{player} plays {card} as a joker: a Bodyguard moves.</source>
        <translation>{player} speelt {card} als joker: een bodyguard verplaatst zich.</translation>
    </message>
    <message>
        <source>{player} plays {card}: one Bodyguard moves two spaces.</source>
        <translation>{player} speelt {card}: één bodyguard gaat 2 velden verder.</translation>
    </message>
    <message>
        <source>{player} plays {card}: both Bodyguards move one space.</source>
        <translation>{player} speelt {card}: beide bodyguards gaan 1 veld verder.</translation>
    </message>
    <message numerus="yes">
        <source>Champagne Charlie moves %n spaces towards {player}&apos;s club: {figures} at its entrance, and Sue with both Bodyguards on that half.</source>
        <translation>
            <numerusform>Champagne Charlie gaat %n veld naar de nachtclub van {player}: {figures} op de ingang-velden, en Sue met beide bodyguards aan die kant van het spelbord.</numerusform>
            <numerusform>Champagne Charlie gaat %n velden naar de nachtclub van {player}: {figures} op de ingang-velden, en Sue met beide bodyguards aan die kant van het spelbord.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Champagne Charlie moves %n spaces towards {player}&apos;s club: {figures} at its entrance.</source>
        <translation>
            <numerusform>Champagne Charlie gaat %n veld naar de nachtclub van {player}: {figures} op de ingang-velden.</numerusform>
            <numerusform>Champagne Charlie gaat %n velden naar de nachtclub van {player}: {figures} op de ingang-velden.</numerusform>
        </translation>
    </message>
    <message>
        <source>{hal_player} picks the fist holding Handsome Hal and begins; {deb_player} gets Dancing Deb.</source>
        <translation>{hal_player} kiest de hand met Handsome Hal en begint; {deb_player} speelt met Dancing Deb.</translation>
    </message>
    <message numerus="yes">
        <source>The draw pile is used up: the discard pile is shuffled into a new draw pile of %n cards.</source>
        <translation>
            <numerusform>De voorraadstapel is op: de aflegstapel wordt geschud en is de nieuwe voorraadstapel van %n kaart.</numerusform>
            <numerusform>De voorraadstapel is op: de aflegstapel wordt geschud en is de nieuwe voorraadstapel van %n kaarten.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} plays {card}.</source>
        <translation>{player} speelt {card}.</translation>
    </message>
    <message>
        <source>Champagne Charlie moves one space towards {player}&apos;s club: {figures} at its entrance.</source>
        <translation>Champagne Charlie gaat 1 veld naar de nachtclub van {player}: {figures} op de ingang-velden.</translation>
    </message>
    <message>
        <source>Champagne Charlie moves one space towards {player}&apos;s club: Sue and both Bodyguards are on that half.</source>
        <translation>Champagne Charlie gaat 1 veld naar de nachtclub van {player}: Sue en beide bodyguards staan aan die kant van het spelbord.</translation>
    </message>
    <message>
        <source>{player} lures Saucy Sue to Handsome Hal; the turn ends.</source>
        <translation>{player} lokt Saucy Sue naar Handsome Hal; de beurt is voorbij.</translation>
    </message>
    <message>
        <source>{player} lures a Bodyguard to Handsome Hal; the turn ends.</source>
        <translation>{player} lokt een bodyguard naar Handsome Hal; de beurt is voorbij.</translation>
    </message>
    <message>
        <source>The setup round: {player} starts, each player equips weapons and places a figure.</source>
        <translation>De opstellingsronde: {player} begint; elke speler rust wapens uit en zet een pion neer.</translation>
    </message>
    <message>
        <source>{player}&apos;s setup turn.</source>
        <translation>Opstellingsbeurt van {player}.</translation>
    </message>
    <message>
        <source>{player} takes a place: {area}.</source>
        <translation>{player} neemt plaats: {area}.</translation>
    </message>
    <message>
        <source>Turn {turn}: {player}.</source>
        <translation>Beurt {turn}: {player}.</translation>
    </message>
    <message>
        <source>{player} ends the phase: {phase}.</source>
        <translation>{player} beëindigt de fase: {phase}.</translation>
    </message>
    <message>
        <source>{player} discards {card}.</source>
        <translation>{player} legt {card} af.</translation>
    </message>
    <message>
        <source>{player} draws {cards}.</source>
        <translation>{player} neemt: {cards}.</translation>
    </message>
    <message>
        <source>The discards are shuffled into a new saloon deck.</source>
        <translation>De aflegstapel wordt tot een nieuwe saloonstapel geschud.</translation>
    </message>
    <message>
        <source>The used load cards are shuffled into a new load deck.</source>
        <translation>De gebruikte ladingkaarten worden tot een nieuwe ladingstapel geschud.</translation>
    </message>
    <message>
        <source>{player} discards {card} to make room.</source>
        <translation>{player} legt {card} af om plaats te maken.</translation>
    </message>
    <message>
        <source>{player} moves a weapon between Fist and Holster.</source>
        <translation>{player} verplaatst een wapen tussen vuist en holster.</translation>
    </message>
    <message>
        <source>{player} jumps into No Cover.</source>
        <translation>{player} springt naar Geen dekking.</translation>
    </message>
    <message>
        <source>{player} hunkers down: {area}.</source>
        <translation>{player} zoekt dekking: {area}.</translation>
    </message>
    <message>
        <source>{player} attacks in melee with {card}.</source>
        <translation>{player} valt aan met {card} (handgemeen).</translation>
    </message>
    <message numerus="yes">
        <source>{player} is dealt %n cards.</source>
        <translation>
            <numerusform>{player} krijgt %n kaart.</numerusform>
            <numerusform>{player} krijgt %n kaarten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} draws %n cards.</source>
        <translation>
            <numerusform>{player} neemt %n kaart.</numerusform>
            <numerusform>{player} neemt %n kaarten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A load card is revealed: %n bullets.</source>
        <translation>
            <numerusform>Een ladingkaart wordt getoond: %n kogel.</numerusform>
            <numerusform>Een ladingkaart wordt getoond: %n kogels.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} puts {card} in the Holster.</source>
        <translation>{player} steekt {card} in de holster.</translation>
    </message>
    <message numerus="yes">
        <source>{player} puts {card} in the Holster (%n bullets).</source>
        <translation>
            <numerusform>{player} steekt {card} in de holster (%n kogel).</numerusform>
            <numerusform>{player} steekt {card} in de holster (%n kogels).</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} equips {card} in the Fist.</source>
        <translation>{player} neemt {card} in de vuist.</translation>
    </message>
    <message numerus="yes">
        <source>{player} equips {card} in the Fist (%n bullets).</source>
        <translation>
            <numerusform>{player} neemt {card} in de vuist (%n kogel).</numerusform>
            <numerusform>{player} neemt {card} in de vuist (%n kogels).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} plays {card}: %n bullets into the gun in the Holster.</source>
        <translation>
            <numerusform>{player} speelt {card}: %n kogel in het vuurwapen in de holster.</numerusform>
            <numerusform>{player} speelt {card}: %n kogels in het vuurwapen in de holster.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} plays {card}: %n bullets into the gun in the Fist.</source>
        <translation>
            <numerusform>{player} speelt {card}: %n kogel in het vuurwapen in de vuist.</numerusform>
            <numerusform>{player} speelt {card}: %n kogels in het vuurwapen in de vuist.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} shoots with {card}, spending %n bullets.</source>
        <translation>
            <numerusform>{player} schiet met {card} en gebruikt %n kogel.</numerusform>
            <numerusform>{player} schiet met {card} en gebruikt %n kogels.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} attacks in melee with the fist.</source>
        <translation>{player} valt aan met de vuist (handgemeen).</translation>
    </message>
    <message>
        <source>{helper}&apos;s {card} enhances {player}&apos;s attack.</source>
        <translation>{card} van {helper} versterkt de aanval van {player}.</translation>
    </message>
    <message>
        <source>{player} enhances the attack with {card}.</source>
        <translation>{player} versterkt de aanval met {card}.</translation>
    </message>
    <message>
        <source>{player} asks the teammates for enhancements.</source>
        <translation>{player} vraagt de teamgenoten om versterkingen.</translation>
    </message>
    <message>
        <source>{player} offers {card} for the attack.</source>
        <translation>{player} biedt {card} aan voor de aanval.</translation>
    </message>
    <message>
        <source>{player} adds nothing to the attack.</source>
        <translation>{player} voegt niets toe aan de aanval.</translation>
    </message>
    <message>
        <source>{player} attacks {targets}.</source>
        <translation>{player} valt {targets} aan.</translation>
    </message>
    <message>
        <source>{player} blocks with {card}.</source>
        <translation>{player} weert af met {card}.</translation>
    </message>
    <message>
        <source>{player} covers {target} with {card}.</source>
        <translation>{player} dekt {target} met {card}.</translation>
    </message>
    <message>
        <source>{player} does not block.</source>
        <translation>{player} weert niet af.</translation>
    </message>
    <message>
        <source>{target} loses {grit} Grit.</source>
        <translation>{target} verliest {grit} lef.</translation>
    </message>
    <message>
        <source>{player} gains {grit} Grit.</source>
        <translation>{player} krijgt {grit} lef erbij.</translation>
    </message>
    <message numerus="yes">
        <source>{player} gets %n bullets.</source>
        <translation>
            <numerusform>{player} krijgt %n kogel.</numerusform>
            <numerusform>{player} krijgt %n kogels.</numerusform>
        </translation>
    </message>
    <message>
        <source>{counter} may counterattack {player}.</source>
        <translation>{counter} mag een tegenaanval doen op {player}.</translation>
    </message>
    <message numerus="yes">
        <source>{player} loads up behind cover: +%n bullets.</source>
        <translation>
            <numerusform>{player} laadt bij in dekking: +%n kogel.</numerusform>
            <numerusform>{player} laadt bij in dekking: +%n kogels.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} hands {card} to {target}, with %n bullets.</source>
        <translation>
            <numerusform>{player} geeft {card} aan {target}, met %n kogel.</numerusform>
            <numerusform>{player} geeft {card} aan {target}, met %n kogels.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} drops {card}.</source>
        <translation>{player} laat {card} vallen.</translation>
    </message>
    <message>
        <source>{player} draws {cards} from the saloon deck.</source>
        <translation>{player} trekt van de saloonstapel: {cards}.</translation>
    </message>
    <message numerus="yes">
        <source>{player} draws %n cards from the saloon deck.</source>
        <translation>
            <numerusform>{player} trekt %n kaart van de saloonstapel.</numerusform>
            <numerusform>{player} trekt %n kaarten van de saloonstapel.</numerusform>
        </translation>
    </message>
    <message>
        <source>{players} may counterattack {player}.</source>
        <translation>{players} mogen een tegenaanval doen op {player}.</translation>
    </message>
    <message>
        <source>{player} does not counterattack.</source>
        <translation>{player} doet geen tegenaanval.</translation>
    </message>
    <message>
        <source>{player} quick-draws {card}.</source>
        <translation>{player} trekt snel {card}.</translation>
    </message>
    <message>
        <source>{player} is out of the game.</source>
        <translation>{player} is uitgeschakeld.</translation>
    </message>
    <message>
        <source>{player} catches a breath behind cover: +{grit} Grit.</source>
        <translation>{player} komt op adem in dekking: +{grit} lef.</translation>
    </message>
    <message>
        <source>{player}&apos;s team cashes its +10 token: {grit} Grit.</source>
        <translation>Het team van {player} verzilvert zijn +10-fiche: {grit} lef.</translation>
    </message>
    <message>
        <source>{player} plays {card} for {target}.</source>
        <translation>{player} speelt {card} voor {target}.</translation>
    </message>
    <message>
        <source>{player} passes {card} face down to {target}.</source>
        <translation>{player} geeft {card} gedekt aan {target}.</translation>
    </message>
    <message>
        <source>{player} passes a card face down to {target}.</source>
        <translation>{player} geeft een kaart gedekt aan {target}.</translation>
    </message>
    <message>
        <source>Nobody is left standing: the game is a draw.</source>
        <translation>Niemand blijft overeind: het spel eindigt onbeslist.</translation>
    </message>
    <message>
        <source>{player} draws a card.</source>
        <translation>{player} neemt een kaart.</translation>
    </message>
    <message>
        <source>The draw pile has run out for the second time: the game ends with this turn.</source>
        <translation>De voorraadstapel is voor de tweede keer op: het spel eindigt met deze beurt.</translation>
    </message>
    <message>
        <source>Champagne Charlie stays where he is: nothing draws him towards {player}&apos;s club.</source>
        <translation>Champagne Charlie blijft staan: niets lokt hem naar de nachtclub van {player}.</translation>
    </message>
    <message>
        <source>The game is over: a draw.</source>
        <translation>Het spel is afgelopen: gelijkspel.</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Slow</source>
        <translation>Langzaam</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normaal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Snel</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Direct</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Hervatten</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pauze</translation>
    </message>
    <message>
        <source>Tabletop Qt</source>
        <translation>Tabletop Qt</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nieuw spel…</translation>
    </message>
    <message>
        <source>&amp;Join a table on the network…</source>
        <translation>Aan&amp;schuiven aan een tafel op het netwerk…</translation>
    </message>
    <message>
        <source>&amp;Continue the last game</source>
        <translation>&amp;Verder met het laatste spel</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <source>&amp;Back to the games</source>
        <translation>&amp;Terug naar de spellen</translation>
    </message>
    <message>
        <source>Hi&amp;story…</source>
        <translation>&amp;Geschiedenis…</translation>
    </message>
    <message>
        <source>Bo&amp;t pace</source>
        <translation>Tempo van de &amp;bots</translation>
    </message>
    <message>
        <source>Time to &amp;answer</source>
        <translation>Tijd om te ant&amp;woorden</translation>
    </message>
    <message numerus="yes">
        <source>%n seconds</source>
        <translation>
            <numerusform>%n seconde</numerusform>
            <numerusform>%n seconden</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Taal</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;Rules of {game}</source>
        <translation>&amp;Spelregels van {game}</translation>
    </message>
    <message>
        <source>&amp;About Tabletop Qt</source>
        <translation>&amp;Over Tabletop Qt</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>Een nieuw spel beginnen?</translation>
    </message>
    <message>
        <source>A game is not finished yet. Starting a new game replaces it, and it cannot be continued.</source>
        <translation>Een spel is nog niet afgelopen. Een nieuw spel komt in de plaats ervan, en het kan niet meer worden voortgezet.</translation>
    </message>
    <message>
        <source>Start the new game</source>
        <translation>Begin het nieuwe spel</translation>
    </message>
    <message>
        <source>Keep the unfinished game</source>
        <translation>Houd het lopende spel</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>Easy</source>
        <translation>Makkelijk</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normaal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Moeilijk</translation>
    </message>
    <message>
        <source>Bot {number}</source>
        <translation>Bot {number}</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langzaam</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Gemiddeld</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Snel</translation>
    </message>
    <message>
        <source>No teams</source>
        <translation>Geen teams</translation>
    </message>
    <message>
        <source>Two teams of two</source>
        <translation>Twee teams van twee</translation>
    </message>
    <message>
        <source>Two teams of three</source>
        <translation>Twee teams van drie</translation>
    </message>
    <message>
        <source>Three teams of two</source>
        <translation>Drie teams van twee</translation>
    </message>
    <message>
        <source>Red team</source>
        <translation>Team Rood</translation>
    </message>
    <message>
        <source>Blue team</source>
        <translation>Team Blauw</translation>
    </message>
    <message>
        <source>Green team</source>
        <translation>Team Groen</translation>
    </message>
    <message>
        <source>Whoever joins</source>
        <translation>Wie aanschuift</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Speler {number}</translation>
    </message>
    <message>
        <source>Table of {name}</source>
        <translation>Tafel van {name}</translation>
    </message>
    <message>
        <source>Tabletop Qt</source>
        <translation>Tabletop Qt</translation>
    </message>
    <message>
        <source>Player on the network</source>
        <translation>Speler op het netwerk</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Personage</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Willekeurig</translation>
    </message>
    <message>
        <source>Dealt at random from the characters nobody chose.</source>
        <translation>Willekeurig gegeven uit de personages die niemand koos.</translation>
    </message>
    <message>
        <source>Basic side: no ability (the advanced characters option turns the card over).</source>
        <translation>Basiskant: geen vaardigheid (de optie gevorderde personages draait de kaart om).</translation>
    </message>
    <message>
        <source>Optional</source>
        <translation>Optioneel</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Spel:</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Spelers:</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plaatsen aan tafel</translation>
    </message>
    <message>
        <source>Bots react:</source>
        <translation>Bots reageren:</translation>
    </message>
    <message>
        <source>“Stress continuo”: each player turns up their own card to open a round, nobody waits</source>
        <translation>„Stress continuo” (non-stop stress): iedereen draait de eigen kaart om aan het begin van een ronde, niemand wacht</translation>
    </message>
    <message>
        <source>Longer game: 30 grit each</source>
        <translation>Langer spel: ieder 30 lef</translation>
    </message>
    <message>
        <source>Advanced characters (their abilities)</source>
        <translation>Gevorderde personages (met hun vaardigheden)</translation>
    </message>
    <message>
        <source>Teams:</source>
        <translation>Teams:</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>Plaats {number}</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Persoon</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <source>Local network</source>
        <translation>Lokaal netwerk</translation>
    </message>
    <message>
        <source>Open to the local network</source>
        <translation>Open voor het lokale netwerk</translation>
    </message>
    <message>
        <source>Allow hints at this table (the game log shows who asked for one)</source>
        <translation>Tips toestaan aan deze tafel (het verloop van het spel toont wie er een vroeg)</translation>
    </message>
    <message>
        <source>Table name:</source>
        <translation>Naam van de tafel:</translation>
    </message>
    <message>
        <source>Join code:</source>
        <translation>Toegangscode:</translation>
    </message>
    <message>
        <source>New code</source>
        <translation>Nieuwe code</translation>
    </message>
    <message>
        <source>Propose a join code that nobody on the network can guess.</source>
        <translation>Stel een toegangscode voor die niemand op het netwerk kan raden.</translation>
    </message>
    <message>
        <source>Seats for players on the network wait for people on other computers on this network. With a join code, only those who know it can sit down.</source>
        <translation>Plaatsen voor spelers op het netwerk wachten op mensen aan andere computers op dit netwerk. Met een toegangscode kan alleen aanschuiven wie hem kent.</translation>
    </message>
    <message>
        <source>Everyone plays at once in this game, so only one person can sit at this computer: make the other seats bots or players on the network.</source>
        <translation>In dit spel speelt iedereen tegelijk, dus er kan maar één persoon aan deze computer zitten: maak van de andere plaatsen bots of spelers op het netwerk.</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>Tafel openen</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Beginnen</translation>
    </message>
    <message>
        <source>Cards and map:</source>
        <translation>Kaarten en plattegrond:</translation>
    </message>
    <message>
        <source>{pack} (folder {folder})</source>
        <translation>{pack} (map {folder})</translation>
    </message>
    <message>
        <source>Content packs go in the packs folder of the app&apos;s data folder: {folder}</source>
        <translation>Inhoudspakketten horen in de map packs van de gegevensmap van de app: {folder}</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>It is not your turn.</source>
        <translation>Je bent niet aan de beurt.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Het spel is afgelopen.</translation>
    </message>
    <message>
        <source>It is not your turn to decide.</source>
        <translation>Jij bent niet aan de beurt om te beslissen.</translation>
    </message>
    <message>
        <source>That is not allowed in this phase.</source>
        <translation>Dat mag niet in deze fase.</translation>
    </message>
    <message>
        <source>Place your figure on an empty space first.</source>
        <translation>Zet eerst je pion op een leeg vak.</translation>
    </message>
    <message>
        <source>Your figure is already on the map.</source>
        <translation>Je pion staat al op de plattegrond.</translation>
    </message>
    <message>
        <source>Only weapon cards can be equipped.</source>
        <translation>Alleen wapenkaarten kun je uitrusten.</translation>
    </message>
    <message>
        <source>Only a gun with the holster icon can go into the Holster.</source>
        <translation>Alleen een vuurwapen met het holstericoon gaat in de holster.</translation>
    </message>
    <message>
        <source>That is not a reload card.</source>
        <translation>Dat is geen herlaadkaart.</translation>
    </message>
    <message>
        <source>There is no gun there to take the bullets.</source>
        <translation>Daar is geen vuurwapen om de kogels in te doen.</translation>
    </message>
    <message>
        <source>There is no weapon there to move.</source>
        <translation>Daar is geen wapen om te verplaatsen.</translation>
    </message>
    <message>
        <source>A team card cannot be used like that.</source>
        <translation>Een teamkaart gebruik je niet zo.</translation>
    </message>
    <message>
        <source>There is no such space on the map.</source>
        <translation>Dat vak bestaat niet op de plattegrond.</translation>
    </message>
    <message>
        <source>That space is taken.</source>
        <translation>Dat vak is bezet.</translation>
    </message>
    <message>
        <source>A Jump goes into No Cover.</source>
        <translation>Met een sprong ga je naar Geen dekking.</translation>
    </message>
    <message>
        <source>You are already in No Cover: there is nowhere to jump.</source>
        <translation>Je staat al zonder dekking: springen kan niet.</translation>
    </message>
    <message>
        <source>Under a movement limit you may move only onto an orange space.</source>
        <translation>Met een bewegingsbeperking mag je alleen naar een oranje vak.</translation>
    </message>
    <message>
        <source>Your cover has no effect for you now.</source>
        <translation>Je dekking heeft nu geen effect voor jou.</translation>
    </message>
    <message>
        <source>Your Holster is empty: there is nothing to quick-draw.</source>
        <translation>Je holster is leeg: er is niets om snel te trekken.</translation>
    </message>
    <message>
        <source>A gun attack needs a gun in your Fist.</source>
        <translation>Voor een aanval met vuurwapen heb je een vuurwapen in je vuist nodig.</translation>
    </message>
    <message>
        <source>That card has no such option.</source>
        <translation>Die kaart heeft die optie niet.</translation>
    </message>
    <message>
        <source>Not enough bullets for that option.</source>
        <translation>Niet genoeg kogels voor die optie.</translation>
    </message>
    <message>
        <source>Nobody is in your cover or in a cover you reach.</source>
        <translation>Niemand staat in jouw dekking of in een dekking die je bereikt.</translation>
    </message>
    <message>
        <source>There is nobody to attack.</source>
        <translation>Er is niemand om aan te vallen.</translation>
    </message>
    <message>
        <source>Finish your attack first: enhancements, then the target.</source>
        <translation>Maak eerst je aanval af: versterkingen, dan het doelwit.</translation>
    </message>
    <message>
        <source>Answer the attack first: block or pass.</source>
        <translation>Beantwoord eerst de aanval: afweren of passen.</translation>
    </message>
    <message>
        <source>Counterattack or pass.</source>
        <translation>Doe een tegenaanval of pas.</translation>
    </message>
    <message>
        <source>That is not an attack enhancement.</source>
        <translation>Dat is geen versterking.</translation>
    </message>
    <message>
        <source>That enhancement is for the other kind of attack.</source>
        <translation>Die versterking is voor de andere soort aanval.</translation>
    </message>
    <message>
        <source>An enhancement of that name is already on this attack.</source>
        <translation>Er ligt al een versterking met die naam op deze aanval.</translation>
    </message>
    <message>
        <source>A split attack hits each player only once.</source>
        <translation>Een gesplitste aanval treft elke speler maar één keer.</translation>
    </message>
    <message>
        <source>This attack cannot be split that many ways.</source>
        <translation>Deze aanval kan niet over zoveel doelwitten worden gesplitst.</translation>
    </message>
    <message>
        <source>You cannot attack yourself.</source>
        <translation>Je kunt jezelf niet aanvallen.</translation>
    </message>
    <message>
        <source>That player is not in the game.</source>
        <translation>Die speler doet niet meer mee.</translation>
    </message>
    <message>
        <source>A melee attack reaches only your cover or a cover you reach.</source>
        <translation>Een aanval in handgemeen treft alleen in jouw dekking of in een dekking die je bereikt.</translation>
    </message>
    <message>
        <source>That is not a block card.</source>
        <translation>Dat is geen afweerkaart.</translation>
    </message>
    <message>
        <source>The block must be of the same kind as the attack.</source>
        <translation>De afweer moet van dezelfde soort zijn als de aanval.</translation>
    </message>
    <message>
        <source>You do not attack a teammate.</source>
        <translation>Je valt geen teamgenoot aan.</translation>
    </message>
    <message>
        <source>A split attack hits players of different teams.</source>
        <translation>Een gesplitste aanval treft spelers van verschillende teams.</translation>
    </message>
    <message>
        <source>Your teammates may add enhancements first: pass to them.</source>
        <translation>Eerst mogen je teamgenoten versterkingen toevoegen: geef de beurt aan hen door.</translation>
    </message>
    <message>
        <source>Offer an enhancement that fits the attack, or pass.</source>
        <translation>Bied een versterking aan die bij de aanval past, of pas.</translation>
    </message>
    <message>
        <source>Choose which option of the offered card applies.</source>
        <translation>Kies welke optie van de aangeboden kaart geldt.</translation>
    </message>
    <message>
        <source>Choose the target of your attack.</source>
        <translation>Kies het doelwit van je aanval.</translation>
    </message>
    <message>
        <source>Only in team play.</source>
        <translation>Alleen in het teamspel.</translation>
    </message>
    <message>
        <source>Your team has already cashed its +10 token.</source>
        <translation>Je team heeft zijn +10-fiche al verzilverd.</translation>
    </message>
    <message>
        <source>That is not a team card.</source>
        <translation>Dat is geen teamkaart.</translation>
    </message>
    <message>
        <source>That player is not your teammate.</source>
        <translation>Die speler is geen teamgenoot van je.</translation>
    </message>
    <message>
        <source>That team card cannot be played like that now.</source>
        <translation>Die teamkaart kun je nu niet zo spelen.</translation>
    </message>
    <message>
        <source>Your teammate has no empty place for that gun.</source>
        <translation>Je teamgenoot heeft geen vrije plaats (vuist of holster) voor dat vuurwapen.</translation>
    </message>
    <message>
        <source>You have already passed a card this turn.</source>
        <translation>Je hebt deze beurt al een kaart doorgegeven.</translation>
    </message>
    <message>
        <source>Two seats have chosen {character}: each player chooses a different character.</source>
        <translation>Twee plaatsen kozen {character}: elke speler kiest een ander personage.</translation>
    </message>
    <message>
        <source>There is no character {character} in this game&apos;s cards.</source>
        <translation>Er is geen personage {character} bij de kaarten van dit spel.</translation>
    </message>
    <message numerus="yes">
        <source>The characters are chosen for %n seats, but the table has {players}.</source>
        <translation>
            <numerusform>De personages zijn gekozen voor %n plaats, maar de tafel heeft er {players}.</numerusform>
            <numerusform>De personages zijn gekozen voor %n plaatsen, maar de tafel heeft er {players}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The characters chosen cannot be read.</source>
        <translation>De gekozen personages zijn niet te lezen.</translation>
    </message>
    <message>
        <source>That move was not understood.</source>
        <translation>Deze zet werd niet begrepen.</translation>
    </message>
    <message>
        <source>That seat is not played from this computer.</source>
        <translation>Die plaats wordt niet vanaf deze computer gespeeld.</translation>
    </message>
    <message>
        <source>Frantic Frankfurt is played by 2 to 4 players.</source>
        <translation>Frantic Frankfurt wordt met 2 tot 4 spelers gespeeld.</translation>
    </message>
    <message>
        <source>That game option is not known.</source>
        <translation>Die spelvariant is onbekend.</translation>
    </message>
    <message>
        <source>There is no such seat at this table.</source>
        <translation>Deze plaats bestaat niet aan deze tafel.</translation>
    </message>
    <message>
        <source>There is no such discard pile at this table.</source>
        <translation>Die aflegstapel is er niet aan deze tafel.</translation>
    </message>
    <message>
        <source>That round has not begun yet.</source>
        <translation>Die ronde is nog niet begonnen.</translation>
    </message>
    <message>
        <source>Too late: another card went onto that pile first ({top} is on it now).</source>
        <translation>Te laat: er kwam eerst een andere kaart op die stapel (nu ligt {top} bovenop).</translation>
    </message>
    <message>
        <source>Too late: someone else slapped that pile first.</source>
        <translation>Te laat: iemand anders sloeg eerst op die stapel.</translation>
    </message>
    <message>
        <source>Too late: the round is already over.</source>
        <translation>Te laat: de ronde is al voorbij.</translation>
    </message>
    <message>
        <source>{card} cannot go on {top}: on another colour only a higher card may be laid.</source>
        <translation>Je mag {card} niet op {top} leggen: op een andere kleur mag alleen een hogere kaart.</translation>
    </message>
    <message>
        <source>{card} cannot go on {top}: on the same colour only an odd card may go on an even one.</source>
        <translation>Je mag {card} niet op {top} leggen: op dezelfde kleur mag alleen een oneven kaart op een even kaart.</translation>
    </message>
    <message>
        <source>Only the face-up cards of your columns can be played.</source>
        <translation>Alleen de open kaarten van je kolommen kun je afleggen.</translation>
    </message>
    <message>
        <source>That discard pile is not open.</source>
        <translation>Die aflegstapel is niet open.</translation>
    </message>
    <message>
        <source>A card can only be moved into an empty column.</source>
        <translation>Een kaart kan alleen naar een lege kolom.</translation>
    </message>
    <message>
        <source>Only a card with a face-down card under it may move to an empty column: this one would turn nothing up.</source>
        <translation>Alleen een kaart met een gedekte kaart eronder mag naar een lege kolom: met deze zou niets omgedraaid worden.</translation>
    </message>
    <message>
        <source>Wait: the held cards have not been turned up yet. Press Ready.</source>
        <translation>Wacht: de achtergehouden kaarten zijn nog niet omgedraaid. Druk op Klaar.</translation>
    </message>
    <message>
        <source>Everyone is stuck: press Ready and wait for the cards from the draw piles.</source>
        <translation>Iedereen zit vast: druk op Klaar en wacht op de kaarten van de trekstapels.</translation>
    </message>
    <message>
        <source>You have already pressed Ready.</source>
        <translation>Je hebt al op Klaar gedrukt.</translation>
    </message>
    <message>
        <source>The held cards are turned up together: press Ready.</source>
        <translation>De achtergehouden kaarten gaan samen open: druk op Klaar.</translation>
    </message>
    <message>
        <source>First turn up your held card to open your pile.</source>
        <translation>Draai eerst je achtergehouden kaart om om je stapel te openen.</translation>
    </message>
    <message>
        <source>Nothing is waiting to be turned up now.</source>
        <translation>Er ligt nu niets klaar om open te draaien.</translation>
    </message>
    <message>
        <source>You hold no card to turn up.</source>
        <translation>Je hebt geen kaart om open te draaien.</translation>
    </message>
    <message>
        <source>Piles are slapped only once someone has emptied all four columns.</source>
        <translation>Er wordt pas op stapels geslagen als iemand alle vier kolommen leeg heeft.</translation>
    </message>
    <message>
        <source>You have already slapped a pile this round.</source>
        <translation>Je hebt deze ronde al op een stapel geslagen.</translation>
    </message>
    <message>
        <source>The player who emptied the columns slaps a pile first.</source>
        <translation>Wie de kolommen leeg heeft, slaat als eerste op een stapel.</translation>
    </message>
    <message>
        <source>The game is paused: nothing can be played until it goes on.</source>
        <translation>Het spel is gepauzeerd: er kan niets gespeeld worden tot het verdergaat.</translation>
    </message>
    <message>
        <source>Time ran out: {player} passes automatically.</source>
        <translation>De tijd is om: {player} past automatisch.</translation>
    </message>
    <message>
        <source>That space of the grid is empty.</source>
        <translation>Die plek in het raster is leeg.</translation>
    </message>
    <message numerus="yes">
        <source>You may take at most %n cards this turn.</source>
        <translation>
            <numerusform>Deze beurt mag je hoogstens %n kaart nemen.</numerusform>
            <numerusform>Deze beurt mag je hoogstens %n kaarten nemen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The player with Alice opens the round by taking exactly one card.</source>
        <translation>De speler met Alice opent de ronde door precies één kaart te nemen.</translation>
    </message>
    <message>
        <source>The cards must be adjacent and in a straight line (row, column or diagonal); an empty space breaks the line.</source>
        <translation>De kaarten moeten naast elkaar op één rechte lijn liggen (rij, kolom of diagonaal); een lege plek onderbreekt de lijn.</translation>
    </message>
    <message>
        <source>You must take at least one card.</source>
        <translation>Je moet minstens één kaart nemen.</translation>
    </message>
    <message>
        <source>Too late: the table changed before your move arrived.</source>
        <translation>Te laat: de tafel veranderde voordat je zet aankwam.</translation>
    </message>
    <message>
        <source>The game has not started yet.</source>
        <translation>Het spel is nog niet begonnen.</translation>
    </message>
    <message>
        <source>That move had already been sent.</source>
        <translation>Deze zet was al verstuurd.</translation>
    </message>
    <message>
        <source>You are watching: you have no seat at this table.</source>
        <translation>Je kijkt mee: je hebt geen plaats aan deze tafel.</translation>
    </message>
    <message>
        <source>Too many moves at once: wait a moment and try again.</source>
        <translation>Te veel zetten tegelijk: wacht even en probeer het opnieuw.</translation>
    </message>
    <message>
        <source>The host sent a position this computer cannot show; waiting for the next one.</source>
        <translation>De host stuurde een stand die deze computer niet kan tonen; we wachten op de volgende.</translation>
    </message>
    <message>
        <source>You are writing too fast: wait a moment before the next message.</source>
        <translation>Je schrijft te snel: wacht even voor het volgende bericht.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Deze zet is nu niet toegestaan.</translation>
    </message>
    <message>
        <source>Times Square is played by exactly two players.</source>
        <translation>Times Square speel je met precies twee spelers.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Die kaart zit niet in je hand.</translation>
    </message>
    <message>
        <source>This turn you are playing green cards: only green cards may follow.</source>
        <translation>Deze beurt speel je groene kaarten: er mogen alleen groene kaarten volgen.</translation>
    </message>
    <message>
        <source>This turn you are playing yellow cards: only yellow cards may follow.</source>
        <translation>Deze beurt speel je gele kaarten: er mogen alleen gele kaarten volgen.</translation>
    </message>
    <message>
        <source>This turn you are playing grey cards: only grey cards may follow.</source>
        <translation>Deze beurt speel je grijze kaarten: er mogen alleen grijze kaarten volgen.</translation>
    </message>
    <message>
        <source>This turn you are playing red cards: only red cards may follow.</source>
        <translation>Deze beurt speel je rode kaarten: er mogen alleen rode kaarten volgen.</translation>
    </message>
    <message>
        <source>Cards are played one at a time; only two Saucy Sue cards go together, to move Sue&apos;s group.</source>
        <translation>Kaarten speel je een voor een; alleen twee Saucy Sue-kaarten gaan samen, om Sue met haar bodyguards te verplaatsen.</translation>
    </message>
    <message>
        <source>Sue and both her Bodyguards move together only with two Saucy Sue cards.</source>
        <translation>Sue en haar beide bodyguards verplaatsen zich alleen samen met twee Saucy Sue-kaarten.</translation>
    </message>
    <message>
        <source>That card cannot move that figure.</source>
        <translation>Met die kaart kun je dat karakter niet verplaatsen.</translation>
    </message>
    <message>
        <source>That card would take a figure off the street: a card must be carried out in full.</source>
        <translation>Die kaart zou een karakter van de straat zetten: je moet de actie van een kaart volledig kunnen uitvoeren.</translation>
    </message>
    <message>
        <source>That card would move nothing, so it cannot be played now.</source>
        <translation>Die kaart zou niets verplaatsen, dus je kunt hem nu niet spelen.</translation>
    </message>
    <message>
        <source>Saucy Sue must always stand between her two Bodyguards, the three on different spaces.</source>
        <translation>Saucy Sue moet altijd tussen haar 2 bodyguards staan, alle drie op verschillende velden.</translation>
    </message>
    <message>
        <source>Dancing Deb&apos;s cards are jokers only while Deb stands between Saucy Sue and your end of the street.</source>
        <translation>De kaarten van Dancing Deb zijn alleen jokers als Deb tussen Saucy Sue en jouw nachtclub staat.</translation>
    </message>
    <message>
        <source>After a joker moves Saucy Sue, Dancing Deb must still stand between Sue and your end of the street.</source>
        <translation>Nadat een joker Saucy Sue verplaatst, moet Dancing Deb nog steeds tussen Sue en jouw nachtclub staan.</translation>
    </message>
    <message>
        <source>A red card moved Dancing Deb this turn: this turn&apos;s red cards cannot be jokers.</source>
        <translation>Deze beurt heeft een rode kaart Dancing Deb verplaatst: de rode kaarten van deze beurt kunnen geen jokers zijn.</translation>
    </message>
    <message>
        <source>Red cards were played as jokers this turn: they cannot move Dancing Deb now.</source>
        <translation>Deze beurt zijn rode kaarten als joker gespeeld: ze kunnen Dancing Deb nu niet verplaatsen.</translation>
    </message>
    <message>
        <source>This turn&apos;s jokers moved Saucy Sue: every joker of a turn moves the same kind of figure.</source>
        <translation>De jokers van deze beurt verplaatsten Saucy Sue: alle jokers van een beurt verplaatsen hetzelfde soort karakter.</translation>
    </message>
    <message>
        <source>This turn&apos;s jokers moved Handsome Hal: every joker of a turn moves the same kind of figure.</source>
        <translation>De jokers van deze beurt verplaatsten Handsome Hal: alle jokers van een beurt verplaatsen hetzelfde soort karakter.</translation>
    </message>
    <message>
        <source>This turn&apos;s jokers moved the Bodyguards: every joker of a turn moves the same kind of figure.</source>
        <translation>De jokers van deze beurt verplaatsten de bodyguards: alle jokers van een beurt verplaatsen hetzelfde soort karakter.</translation>
    </message>
    <message>
        <source>That card does not take the figure to that space.</source>
        <translation>Die kaart brengt het karakter niet naar dat veld.</translation>
    </message>
    <message>
        <source>You are discarding this turn: no card may be played now.</source>
        <translation>Deze beurt leg je kaarten af: je mag nu geen kaart spelen.</translation>
    </message>
    <message>
        <source>You have played cards this turn: no card may be discarded now.</source>
        <translation>Deze beurt heb je kaarten gespeeld: je mag nu geen kaart afleggen.</translation>
    </message>
    <message>
        <source>Luring to Handsome Hal takes the whole turn: not after playing or discarding cards.</source>
        <translation>Lokken naar Handsome Hal is je hele beurt: niet nadat je kaarten hebt gespeeld of afgelegd.</translation>
    </message>
    <message>
        <source>Dancing Deb cannot be lured to Handsome Hal.</source>
        <translation>Dancing Deb kun je niet naar Handsome Hal lokken.</translation>
    </message>
    <message>
        <source>Only Saucy Sue or a Bodyguard can be lured to Handsome Hal.</source>
        <translation>Alleen Saucy Sue of een bodyguard kun je naar Handsome Hal lokken.</translation>
    </message>
    <message>
        <source>First play cards, lure a figure to Handsome Hal or discard cards; then end your turn.</source>
        <translation>Speel eerst kaarten, lok een karakter naar Handsome Hal of leg kaarten af; beëindig dan je beurt.</translation>
    </message>
    <message>
        <source>Only a player on a team can write to a team, not a spectator.</source>
        <translation>Alleen een speler van een team kan aan het team schrijven, geen toeschouwer.</translation>
    </message>
    <message>
        <source>This game has no teams (or has not started): write to the table.</source>
        <translation>Dit spel heeft geen teams (of is nog niet begonnen): schrijf aan de tafel.</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>No cards in hand.</source>
        <translation>Geen kaarten in de hand.</translation>
    </message>
    <message numerus="yes">
        <source>%n cards in hand.</source>
        <translation>
            <numerusform>%n kaart in de hand.</numerusform>
            <numerusform>%n kaarten in de hand.</numerusform>
        </translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langzaam</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normaal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Snel</translation>
    </message>
    <message>
        <source>Very fast</source>
        <translation>Heel snel</translation>
    </message>
    <message>
        <source>Fastest</source>
        <translation>Snelst</translation>
    </message>
    <message>
        <source>&amp;Seen by:</source>
        <translation>&amp;Gezien door:</translation>
    </message>
    <message>
        <source>Open cards: show every hand</source>
        <translation>Open kaarten: elke hand tonen</translation>
    </message>
    <message>
        <source>Autoplay &amp;speed:</source>
        <translation>&amp;Snelheid van afspelen:</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Verloop van het spel</translation>
    </message>
    <message>
        <source>Close the replay</source>
        <translation>Herhaling sluiten</translation>
    </message>
    <message>
        <source>First position (Home)</source>
        <translation>Beginstand (Home)</translation>
    </message>
    <message>
        <source>One move back (Left)</source>
        <translation>Eén zet terug (Links)</translation>
    </message>
    <message>
        <source>One move forward (Right)</source>
        <translation>Eén zet verder (Rechts)</translation>
    </message>
    <message>
        <source>Last position (End)</source>
        <translation>Eindstand (End)</translation>
    </message>
    <message>
        <source>{game}, {date}</source>
        <translation>{game}, {date}</translation>
    </message>
    <message>
        <source>{mode}: {players}</source>
        <translation>{mode}: {players}</translation>
    </message>
    <message>
        <source>This replay cannot be shown.
{problem}</source>
        <translation>Deze herhaling kan niet worden getoond.
{problem}</translation>
    </message>
    <message>
        <source>Setting out the game…</source>
        <translation>Het spel wordt klaargezet…</translation>
    </message>
    <message>
        <source>Stop (Space)</source>
        <translation>Stoppen (Spatie)</translation>
    </message>
    <message>
        <source>Play the moves one after another (Space)</source>
        <translation>De zetten na elkaar afspelen (Spatie)</translation>
    </message>
    <message>
        <source>A spectator</source>
        <translation>Een toeschouwer</translation>
    </message>
    <message>
        <source>Everyone (hands open)</source>
        <translation>Iedereen (handen open)</translation>
    </message>
    <message>
        <source>Everyone (no hand shown)</source>
        <translation>Iedereen (geen hand getoond)</translation>
    </message>
    <message>
        <source>A game on the network shows only what this computer saw then.</source>
        <translation>Een spel op het netwerk toont alleen wat deze computer toen zag.</translation>
    </message>
    <message>
        <source>The hand of the player in turn is face up on the table, the others&apos; under it.</source>
        <translation>De hand van de speler aan de beurt ligt open op tafel, die van de anderen eronder.</translation>
    </message>
    <message>
        <source>The other players&apos; hands are shown under the table.</source>
        <translation>De handen van de andere spelers staan onder de tafel.</translation>
    </message>
    <message>
        <source>Move {move} of {moves}</source>
        <translation>Zet {move} van {moves}</translation>
    </message>
    <message>
        <source>The game is over: {players} won.</source>
        <translation>Het spel is afgelopen: {players} heeft gewonnen.</translation>
    </message>
    <message>
        <source>The game is over: {players} won together.</source>
        <translation>Het spel is afgelopen: {players} hebben samen gewonnen.</translation>
    </message>
    <message>
        <source>The game is over: nobody won.</source>
        <translation>Het spel is afgelopen: niemand heeft gewonnen.</translation>
    </message>
    <message>
        <source>The set-up, before the first move.</source>
        <translation>De opzet, voor de eerste zet.</translation>
    </message>
    <message>
        <source>{player} has just played.</source>
        <translation>{player} heeft net gespeeld.</translation>
    </message>
    <message>
        <source>◀ Turn</source>
        <translation>◀ Beurt</translation>
    </message>
    <message>
        <source>To the start of the turn, or of the one before (Page Up)</source>
        <translation>Naar het begin van de beurt, of van de vorige (Page Up)</translation>
    </message>
    <message>
        <source>Turn ▶</source>
        <translation>Beurt ▶</translation>
    </message>
    <message>
        <source>To the start of the next turn (Page Down)</source>
        <translation>Naar het begin van de volgende beurt (Page Down)</translation>
    </message>
    <message>
        <source>◀ Attack</source>
        <translation>◀ Aanval</translation>
    </message>
    <message>
        <source>To the attack before</source>
        <translation>Naar de vorige aanval</translation>
    </message>
    <message>
        <source>Attack ▶</source>
        <translation>Aanval ▶</translation>
    </message>
    <message>
        <source>To the next attack</source>
        <translation>Naar de volgende aanval</translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message>
        <source>The file was kept as {path}.</source>
        <translation>Het bestand is bewaard als {path}.</translation>
    </message>
    <message>
        <source>Cannot continue the game</source>
        <translation>Het spel kan niet worden voortgezet</translation>
    </message>
    <message>
        <source>Games cannot be saved</source>
        <translation>Spellen kunnen niet worden opgeslagen</translation>
    </message>
    <message>
        <source>The folder {folder} does not let the app write its files. You can go on playing, but a game that is not saved is lost when the app closes. “Not saved” shows beside the table until saving works again.</source>
        <translation>De map {folder} laat de app zijn bestanden niet schrijven. Je kunt doorspelen, maar een spel dat niet is opgeslagen, gaat verloren als de app sluit. Naast de tafel staat „Niet opgeslagen” tot opslaan weer lukt.</translation>
    </message>
    <message>
        <source>The saved game could not be read from the disk.</source>
        <translation>Het opgeslagen spel kon niet van de schijf worden gelezen.</translation>
    </message>
    <message>
        <source>The saved game is damaged (it was cut short or overwritten).</source>
        <translation>Het opgeslagen spel is beschadigd (afgebroken of overschreven).</translation>
    </message>
    <message>
        <source>The file is not a saved game of Tabletop Qt.</source>
        <translation>Het bestand is geen opgeslagen spel van Tabletop Qt.</translation>
    </message>
    <message>
        <source>The saved game was made by a newer version of Tabletop Qt.</source>
        <translation>Het opgeslagen spel is gemaakt met een nieuwere versie van Tabletop Qt.</translation>
    </message>
    <message>
        <source>The saved game is of a game this version does not know.</source>
        <translation>Het opgeslagen spel is van een spel dat deze versie niet kent.</translation>
    </message>
    <message>
        <source>The saved game is damaged: the position inside it is not possible.</source>
        <translation>Het opgeslagen spel is beschadigd: de stand erin is niet mogelijk.</translation>
    </message>
    <message>
        <source>The saved game is played with a content pack that is no longer in the packs folder, or that has changed since the game was saved.</source>
        <translation>Het opgeslagen spel wordt gespeeld met een inhoudspakket dat niet meer in de map packs staat, of dat veranderd is sinds het spel werd opgeslagen.</translation>
    </message>
</context>
<context>
    <name>Score</name>
    <message>
        <source>You finished 1st.</source>
        <translation>Je bent 1e geworden.</translation>
    </message>
    <message>
        <source>You finished 2nd.</source>
        <translation>Je bent 2e geworden.</translation>
    </message>
    <message>
        <source>You finished 3rd.</source>
        <translation>Je bent 3e geworden.</translation>
    </message>
    <message>
        <source>You finished 4th.</source>
        <translation>Je bent 4e geworden.</translation>
    </message>
    <message>
        <source>You finished 5th.</source>
        <translation>Je bent 5e geworden.</translation>
    </message>
    <message>
        <source>You finished 6th.</source>
        <translation>Je bent 6e geworden.</translation>
    </message>
    <message>
        <source>You finished in place {place}.</source>
        <translation>Je bent op plaats {place} geëindigd.</translation>
    </message>
    <message>
        <source>1st place</source>
        <translation>1e plaats</translation>
    </message>
    <message>
        <source>2nd place</source>
        <translation>2e plaats</translation>
    </message>
    <message>
        <source>3rd place</source>
        <translation>3e plaats</translation>
    </message>
    <message>
        <source>4th place</source>
        <translation>4e plaats</translation>
    </message>
    <message>
        <source>5th place</source>
        <translation>5e plaats</translation>
    </message>
    <message>
        <source>6th place</source>
        <translation>6e plaats</translation>
    </message>
    <message>
        <source>Place {place}</source>
        <translation>Plaats {place}</translation>
    </message>
    <message>
        <source>{place}: {names}</source>
        <translation>{place}: {names}</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Eindstand</translation>
    </message>
    <message>
        <source>Winner: {names}</source>
        <translation>Winnaar: {names}</translation>
    </message>
    <message>
        <source>Winners: {names}</source>
        <translation>Winnaars: {names}</translation>
    </message>
    <message>
        <source>A draw: nobody wins.</source>
        <translation>Gelijkspel: niemand wint.</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <source>Play again with the same players and a new deal.</source>
        <translation>Speel opnieuw met dezelfde spelers en nieuw gedeelde kaarten.</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Terugkijken</translation>
    </message>
    <message>
        <source>Watch this game again, move by move.</source>
        <translation>Bekijk dit spel opnieuw, zet voor zet.</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Plaats</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>Tabletop Qt cannot start</source>
        <translation>Tabletop Qt kan niet starten</translation>
    </message>
    <message>
        <source>The data folder {folder} cannot be used: a file is in the way. Choose another with --data-dir.</source>
        <translation>De gegevensmap {folder} kan niet gebruikt worden: er staat een bestand in de weg. Kies een andere met --data-dir.</translation>
    </message>
    <message>
        <source>The data folder {folder} cannot be created here. Choose another with --data-dir.</source>
        <translation>De gegevensmap {folder} kan hier niet gemaakt worden. Kies een andere met --data-dir.</translation>
    </message>
    <message>
        <source>The stored language “{value}” is not one the app has; the system&apos;s language is used.</source>
        <translation>De opgeslagen taal „{value}” heeft de app niet; de taal van het systeem wordt gebruikt.</translation>
    </message>
    <message>
        <source>The stored bot pace “{value}” could not be read; it is back to Normal.</source>
        <translation>Het opgeslagen tempo van de bots „{value}” kon niet worden gelezen; het staat weer op Normaal.</translation>
    </message>
    <message>
        <source>Some settings were reset</source>
        <translation>Enkele instellingen zijn teruggezet</translation>
    </message>
</context>
<context>
    <name>SystemLibraries</name>
    <message>
        <source>Tabletop Qt cannot open its window: the X11 display support needs system libraries that are not installed ({libraries}).</source>
        <translation>Tabletop Qt kan zijn venster niet openen: de ondersteuning voor het X11-scherm heeft systeembibliotheken nodig die niet geïnstalleerd zijn ({libraries}).</translation>
    </message>
    <message>
        <source>Install them with this command, then start Tabletop Qt again:</source>
        <translation>Installeer ze met deze opdracht en start Tabletop Qt daarna opnieuw:</translation>
    </message>
    <message>
        <source>Install them with your system&apos;s package manager, then start Tabletop Qt again. For example:</source>
        <translation>Installeer ze met het pakketbeheer van je systeem en start Tabletop Qt daarna opnieuw. Bijvoorbeeld:</translation>
    </message>
    <message>
        <source>Debian, Ubuntu, Linux Mint: {command}</source>
        <translation>Debian, Ubuntu, Linux Mint: {command}</translation>
    </message>
    <message>
        <source>Fedora: {command}</source>
        <translation>Fedora: {command}</translation>
    </message>
    <message>
        <source>Arch Linux: {command}</source>
        <translation>Arch Linux: {command}</translation>
    </message>
    <message>
        <source>If these libraries are installed where this check does not look, start with the environment variable {variable}=1 to skip it.</source>
        <translation>Als deze bibliotheken geïnstalleerd zijn op een plek waar deze controle niet kijkt, start dan met de omgevingsvariabele {variable}=1 om de controle over te slaan.</translation>
    </message>
</context>
<context>
    <name>TeaTime</name>
    <message>
        <source>Round {round} of {rounds}</source>
        <translation>Ronde {round} van {rounds}</translation>
    </message>
    <message>
        <source>{player}, your turn: take one card; Alice takes its place.</source>
        <translation>{player}, jouw beurt: neem één kaart; Alice komt op die plek.</translation>
    </message>
    <message>
        <source>{player}, your turn: take 1 or 2 adjacent cards in a line.</source>
        <translation>{player}, jouw beurt: neem 1 of 2 aangrenzende kaarten op een lijn.</translation>
    </message>
    <message>
        <source>{player}, your turn: take 1 to 3 adjacent cards in a line.</source>
        <translation>{player}, jouw beurt: neem 1 tot 3 aangrenzende kaarten op een lijn.</translation>
    </message>
    <message>
        <source>Caterpillar</source>
        <translation>Rups</translation>
    </message>
    <message>
        <source>Cheshire Cat</source>
        <translation>Cheshire Kat</translation>
    </message>
    <message>
        <source>Tweedledum and Tweedledee</source>
        <translation>Tweedledum en Tweedledee</translation>
    </message>
    <message>
        <source>Mad Hatter</source>
        <translation>Hoedenmaker</translation>
    </message>
    <message>
        <source>Queen of Hearts</source>
        <translation>Hartenkoningin</translation>
    </message>
    <message>
        <source>White Rabbit</source>
        <translation>Witte Konijn</translation>
    </message>
    <message>
        <source>Alice</source>
        <translation>Alice</translation>
    </message>
    <message>
        <source>{character} (normal face)</source>
        <translation>{character} (normale kant)</translation>
    </message>
    <message>
        <source>{character} (mirror face)</source>
        <translation>{character} (spiegelkant)</translation>
    </message>
    <message>
        <source>Most points.</source>
        <translation>De meeste punten.</translation>
    </message>
    <message>
        <source>Tied on points: the player holding Alice wins the tie.</source>
        <translation>Gelijk aantal punten: de speler met Alice wint.</translation>
    </message>
    <message>
        <source>Tied on points: the victory is shared.</source>
        <translation>Gelijk aantal punten: de overwinning wordt gedeeld.</translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n punt</numerusform>
            <numerusform>%n punten</numerusform>
        </translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
</context>
<context>
    <name>TeaTimeTutorial</name>
    <message>
        <source>Welcome to Tea Time! You collect cards of six characters from the grid on the table. At the end of the game each character scores by how many of its cards you hold: none 5 points, 1 card 1, 2 cards 3, 3 cards 6, 4 cards 10, 5 or more 15; Alice is worth 4. The most points wins. Press Next.</source>
        <translation>Welkom bij Tea Time! Je verzamelt kaarten van zes personages uit het raster op tafel. Aan het einde van het spel scoort elk personage naar het aantal kaarten dat je ervan hebt: geen 5 punten, 1 kaart 1, 2 kaarten 3, 3 kaarten 6, 4 kaarten 10, 5 of meer 15; Alice is 4 waard. Wie de meeste punten heeft, wint. Druk op Volgende.</translation>
    </message>
    <message>
        <source>The cards lie in a grid of 3 by 4, normal face and mirror face alternating. You hold Alice, so you start the round and take one card, which Alice replaces. Click the normal Cheshire Cat on the left, then Take the cards.</source>
        <translation>De kaarten liggen in een raster van 3 bij 4, normale kant en spiegelkant om en om. Jij hebt Alice, dus jij begint de ronde en neemt één kaart, die Alice vervangt. Klik op de Cheshire Kat met de normale kant links en dan op Kaarten nemen.</translation>
    </message>
    <message>
        <source>Alice now lies where the Cheshire Cat was. The second player may take 1 or 2 cards: Bruno took Alice, so he will start the next round. Press Next.</source>
        <translation>Alice ligt nu waar de Cheshire Kat lag. De tweede speler mag 1 of 2 kaarten nemen: Bruno nam Alice, dus hij begint de volgende ronde. Druk op Volgende.</translation>
    </message>
    <message>
        <source>From the third turn on, you take 1, 2 or 3 cards, next to each other and in a line: a row, a column or a diagonal. Take the diagonal of three normal faces: click the Caterpillar, the White Rabbit and the Cheshire Cat, then Take the cards.</source>
        <translation>Vanaf de derde beurt neem je 1, 2 of 3 kaarten, naast elkaar en op een lijn: een rij, een kolom of een diagonaal. Neem de diagonaal van drie kaarten met de normale kant: klik op de Rups, het Witte Konijn en de Cheshire Kat en dan op Kaarten nemen.</translation>
    </message>
    <message>
        <source>Your cards stand before you in columns, one per character, and never turn over. Bruno took a Caterpillar. Press Next.</source>
        <translation>Je kaarten liggen voor je in kolommen, één per personage, en worden nooit omgedraaid. Bruno nam een Rups. Druk op Volgende.</translation>
    </message>
    <message>
        <source>If you take a card whose face is the opposite of a card of the same character you already have, both are discarded, one for one. The bottom row brings Tweedledum and Tweedledee and the Queen of Hearts, but its mirror Cheshire Cat cancels one of your two normal ones. Take the row: click its three cards, then Take the cards.</source>
        <translation>Neem je een kaart waarvan de kant tegengesteld is aan een kaart van hetzelfde personage die je al hebt, dan worden beide afgelegd, één tegen één. De onderste rij brengt Tweedledum en Tweedledee en de Hartenkoningin, maar de gespiegelde Cheshire Kat erin heft een van je twee normale op. Neem de rij: klik op de drie kaarten en dan op Kaarten nemen.</translation>
    </message>
    <message>
        <source>One pair of Cheshire Cats left the game: you keep one normal Cheshire Cat. Bruno took two cards. Press Next.</source>
        <translation>Een paar Cheshire Katten is uit het spel: je houdt één Cheshire Kat met de normale kant. Bruno nam twee kaarten. Druk op Volgende.</translation>
    </message>
    <message>
        <source>An empty space breaks a line, and you must take at least one card. The mirror Caterpillar would cancel yours: take only the Mad Hatter. Click it, then Take the cards.</source>
        <translation>Een leeg vak onderbreekt een lijn, en je moet minstens één kaart nemen. De gespiegelde Rups zou de jouwe opheffen: neem alleen de Hoedenmaker. Klik erop en dan op Kaarten nemen.</translation>
    </message>
    <message>
        <source>Bruno took the last card and the round is over: a new grid is dealt from the deck. Whoever collected Alice starts the new round, so Bruno begins. Press Next.</source>
        <translation>Bruno nam de laatste kaart en de ronde is voorbij: er wordt een nieuw raster uit de stapel gelegd. Wie Alice verzamelde, begint de nieuwe ronde, dus Bruno begint. Druk op Volgende.</translation>
    </message>
    <message>
        <source>With two players the game lasts 5 rounds (3 rounds with three or four players). The score beside each collection counts the points as they stand. Press Next.</source>
        <translation>Met twee spelers duurt het spel 5 rondes (3 rondes met drie of vier spelers). De score naast elke verzameling telt de punten zoals ze nu staan. Druk op Volgende.</translation>
    </message>
    <message>
        <source>Learn to play Tea Time</source>
        <translation>Leer Tea Time spelen</translation>
    </message>
    <message>
        <source>You know the rules of Tea Time now: one card, then up to two, then up to three in a line; opposite faces cancel; Alice starts the next round. You may finish this game against Bruno, or start a real one.</source>
        <translation>Je kent nu de regels van Tea Time: één kaart, dan tot twee, dan tot drie op een lijn; tegengestelde kanten heffen elkaar op; wie Alice heeft, begint de volgende ronde. Je kunt dit spel tegen Bruno uitspelen, of een echt spel beginnen.</translation>
    </message>
</context>
<context>
    <name>TimesSquare</name>
    <message>
        <source>{player}, your turn: play cards of one colour, lure a figure to Handsome Hal, or discard cards.</source>
        <translation>{player}, jouw beurt: speel kaarten van één kleur, lok een karakter naar Handsome Hal, of leg kaarten af.</translation>
    </message>
    <message>
        <source>{player}: play more green cards, or end your turn.</source>
        <translation>{player}: speel meer groene kaarten, of beëindig je beurt.</translation>
    </message>
    <message>
        <source>{player}: play more yellow cards, or end your turn.</source>
        <translation>{player}: speel meer gele kaarten, of beëindig je beurt.</translation>
    </message>
    <message>
        <source>{player}: play more grey cards, or end your turn.</source>
        <translation>{player}: speel meer grijze kaarten, of beëindig je beurt.</translation>
    </message>
    <message>
        <source>{player}: play more red cards, or end your turn.</source>
        <translation>{player}: speel meer rode kaarten, of beëindig je beurt.</translation>
    </message>
    <message>
        <source>{player}: discard more cards, or end your turn.</source>
        <translation>{player}: leg meer kaarten af, of beëindig je beurt.</translation>
    </message>
    <message>
        <source>Turn {turn} · draw pile {count} (pass {pass_number} of 2)</source>
        <translation>Beurt {turn} · voorraadstapel {count} (stapel {pass_number} van 2)</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Beurt beëindigen</translation>
    </message>
    <message>
        <source>Lure to Handsome Hal</source>
        <translation>Naar Handsome Hal lokken</translation>
    </message>
    <message>
        <source>Instead of playing cards: move Saucy Sue or a Bodyguard onto Handsome Hal&apos;s space. The turn ends at once and no cards are drawn.</source>
        <translation>In plaats van kaarten te spelen: verplaats Saucy Sue of een bodyguard naar het veld van Handsome Hal. De beurt eindigt meteen en je neemt geen kaarten.</translation>
    </message>
    <message>
        <source>Discard this card</source>
        <translation>Deze kaart afleggen</translation>
    </message>
    <message>
        <source>Draw pile: {count}
pass {pass_number} of 2</source>
        <translation>Voorraadstapel: {count}
stapel {pass_number} van 2</translation>
    </message>
    <message>
        <source>Discard pile: {count}</source>
        <translation>Aflegstapel: {count}</translation>
    </message>
    <message>
        <source>{player}&apos;s club</source>
        <translation>Nachtclub van {player}</translation>
    </message>
    <message>
        <source>{player}: your hand</source>
        <translation>{player}: jouw hand</translation>
    </message>
    <message>
        <source>{player}&apos;s hand, hidden</source>
        <translation>Hand van {player}, verborgen</translation>
    </message>
    <message>
        <source>{player}&apos;s hand: {count}</source>
        <translation>Hand van {player}: {count}</translation>
    </message>
    <message>
        <source>A Dancing Deb card played as a joker</source>
        <translation>Een Dancing Deb-kaart gespeeld als joker</translation>
    </message>
    <message>
        <source>Saucy Sue</source>
        <translation>Saucy Sue</translation>
    </message>
    <message>
        <source>Handsome Hal 1</source>
        <translation>Handsome Hal 1</translation>
    </message>
    <message>
        <source>Handsome Hal 2</source>
        <translation>Handsome Hal 2</translation>
    </message>
    <message>
        <source>Handsome Hal 3</source>
        <translation>Handsome Hal 3</translation>
    </message>
    <message>
        <source>Bodyguard 1</source>
        <translation>Bodyguard 1</translation>
    </message>
    <message>
        <source>Bodyguards 1 or 2</source>
        <translation>Bodyguards 1 of 2</translation>
    </message>
    <message>
        <source>Bodyguards next to Sue</source>
        <translation>Bodyguards naast Sue</translation>
    </message>
    <message>
        <source>Dancing Deb 1</source>
        <translation>Dancing Deb 1</translation>
    </message>
    <message>
        <source>Dancing Deb 2</source>
        <translation>Dancing Deb 2</translation>
    </message>
    <message>
        <source>Dancing Deb 3</source>
        <translation>Dancing Deb 3</translation>
    </message>
    <message>
        <source>Dancing Deb 4</source>
        <translation>Dancing Deb 4</translation>
    </message>
    <message>
        <source>Dancing Deb 5</source>
        <translation>Dancing Deb 5</translation>
    </message>
    <message>
        <source>Dancing Deb to the centre</source>
        <translation>Dancing Deb naar het midden</translation>
    </message>
    <message>
        <source>a Bodyguard</source>
        <translation>een bodyguard</translation>
    </message>
    <message>
        <source>Handsome Hal</source>
        <translation>Handsome Hal</translation>
    </message>
    <message>
        <source>Dancing Deb</source>
        <translation>Dancing Deb</translation>
    </message>
    <message>
        <source>Champagne Charlie</source>
        <translation>Champagne Charlie</translation>
    </message>
    <message>
        <source>Saucy Sue reached the entrance of the winner&apos;s club.</source>
        <translation>Saucy Sue heeft een ingang-veld van de nachtclub van de winnaar bereikt.</translation>
    </message>
    <message>
        <source>Champagne Charlie reached the winner&apos;s club.</source>
        <translation>Champagne Charlie heeft de nachtclub van de winnaar bereikt.</translation>
    </message>
    <message>
        <source>The draw pile ran out twice: Saucy Sue stands on the winner&apos;s half of the street.</source>
        <translation>De voorraadstapel is 2 maal opgebruikt: Saucy Sue staat aan de kant van het spelbord van de winnaar.</translation>
    </message>
    <message>
        <source>The draw pile ran out twice with Saucy Sue on the centre: Champagne Charlie stands on the winner&apos;s half.</source>
        <translation>De voorraadstapel is 2 maal opgebruikt met Saucy Sue in het midden: Champagne Charlie staat aan de kant van het spelbord van de winnaar.</translation>
    </message>
    <message>
        <source>The draw pile ran out twice with Saucy Sue and Champagne Charlie both on the centre: a draw.</source>
        <translation>De voorraadstapel is 2 maal opgebruikt met Saucy Sue en Champagne Charlie allebei in het midden: gelijkspel.</translation>
    </message>
    <message>
        <source>Saucy Sue: spaces from the club</source>
        <translation>Saucy Sue: velden van de nachtclub</translation>
    </message>
    <message>
        <source>Champagne Charlie: spaces from the club</source>
        <translation>Champagne Charlie: velden van de nachtclub</translation>
    </message>
    <message>
        <source>Figures on the club&apos;s entrance</source>
        <translation>Personages op de ingang-velden van de nachtclub</translation>
    </message>
</context>
<context>
    <name>TimesSquareTutorial</name>
    <message>
        <source>Welcome to Times Square! With your cards you move the people on the street towards your nightclub. You win when Saucy Sue or Champagne Charlie reaches one of your club&apos;s two entrance spaces. Bruno holds Handsome Hal, so he began: watch his moves, then press Next.</source>
        <translation>Welkom op Times Square! Met je kaarten verplaats je de mensen op straat naar je nachtclub. Je wint als Saucy Sue of Champagne Charlie een van de twee ingangsvelden van je nachtclub bereikt. Bruno heeft Handsome Hal, dus hij begon: kijk naar zijn zetten en druk dan op Volgende.</translation>
    </message>
    <message>
        <source>Each card moves one figure: green Saucy Sue, grey the Bodyguards, yellow Handsome Hal, red Dancing Deb. A numbered card moves its figure towards your own club by exactly its value. Click the red 4, then the Dancing Deb shown where the card would take her.</source>
        <translation>Elke kaart verplaatst één pion: groen Saucy Sue, grijs de bodyguards, geel Handsome Hal, rood Dancing Deb. Een kaart met een getal zet zijn pion precies zoveel velden naar je eigen nachtclub. Klik op de rode 4 en dan op de Dancing Deb die staat waar de kaart haar heen zou brengen.</translation>
    </message>
    <message>
        <source>You may play more cards in the same turn, all of the same colour, one at a time. A card that cannot be carried out in full cannot be played. Play the red 3 the same way: Deb reaches your entrance.</source>
        <translation>Je mag in dezelfde beurt meer kaarten spelen, allemaal van dezelfde kleur, één voor één. Een kaart die niet helemaal uitgevoerd kan worden, mag je niet spelen. Speel de rode 3 op dezelfde manier: Deb bereikt je ingang.</translation>
    </message>
    <message>
        <source>Click End turn: you draw back up to 8 cards, then Champagne Charlie moves.</source>
        <translation>Klik op Beurt beëindigen: je trekt weer aan tot 8 kaarten, daarna beweegt Champagne Charlie.</translation>
    </message>
    <message>
        <source>Charlie moved one space your way: he moves one space for each figure on your entrance spaces, and one more when Sue and both Bodyguards stand on your half. Then Bruno played. Press Next.</source>
        <translation>Charlie zette één veld jouw kant op: hij zet één veld per pion op jouw ingangsvelden, en één meer als Sue en beide bodyguards op jouw helft staan. Daarna speelde Bruno. Druk op Volgende.</translation>
    </message>
    <message>
        <source>Saucy Sue and her two Bodyguards always stand on three different spaces, Sue between the Bodyguards. The grey card with Sue brings both Bodyguards next to her: click it, then a Bodyguard where it would go.</source>
        <translation>Saucy Sue en haar twee bodyguards staan altijd op drie verschillende velden, Sue tussen de bodyguards. De grijze kaart met Sue zet beide bodyguards naast haar: klik erop en dan op een bodyguard waar hij heen zou gaan.</translation>
    </message>
    <message>
        <source>Now the grey 1 moves the Bodyguard on your side one space towards your club, which leaves Sue room to come your way. Click it, then the Bodyguard where it would go.</source>
        <translation>Nu zet de grijze 1 de bodyguard aan jouw kant één veld naar je nachtclub, zodat Sue ruimte krijgt om jouw kant op te komen. Klik erop en dan op de bodyguard waar hij heen zou gaan.</translation>
    </message>
    <message>
        <source>Click End turn.</source>
        <translation>Klik op Beurt beëindigen.</translation>
    </message>
    <message>
        <source>Deb on your entrance moved Charlie one more space your way. Bruno moved Deb away to his side: every player moves every figure. Press Next.</source>
        <translation>Deb op jouw ingang zette Charlie nog een veld jouw kant op. Bruno zette Deb weg naar zijn kant: elke speler verplaatst elke pion. Druk op Volgende.</translation>
    </message>
    <message>
        <source>Two green cards played together move Sue and both Bodyguards one space towards your club. Click both green cards, then Sue where the group would take her.</source>
        <translation>Twee groene kaarten samen zetten Sue en beide bodyguards één veld naar je nachtclub. Klik op beide groene kaarten en dan op Sue waar de groep haar heen zou brengen.</translation>
    </message>
    <message>
        <source>Sue and her Bodyguards came one space your way. Bruno moved the other Bodyguard back onto his entrance, so Charlie stepped his way. Press Next.</source>
        <translation>Sue en haar bodyguards kwamen één veld jouw kant op. Bruno zette de andere bodyguard terug op zijn ingang, dus Charlie zette een veld zijn kant op. Druk op Volgende.</translation>
    </message>
    <message>
        <source>Instead of playing cards you may lure: move Sue or a Bodyguard onto Handsome Hal&apos;s space, any distance; then you draw no cards. Or you may discard any number of cards and draw new ones. Press Next.</source>
        <translation>In plaats van kaarten te spelen mag je lokken: zet Sue of een bodyguard op het veld van Handsome Hal, hoe ver ook; dan trek je geen kaarten. Of je legt zoveel kaarten af als je wilt en trekt nieuwe. Druk op Volgende.</translation>
    </message>
    <message>
        <source>When Deb stands between Sue and your end of the street, a numbered red card may move Sue, Hal or a Bodyguard as a joker instead of Deb. If the draw pile runs out a second time, the game ends: Sue&apos;s half of the street wins. Press Next.</source>
        <translation>Als Deb tussen Sue en jouw eind van de straat staat, mag een rode kaart met een getal als joker Sue, Hal of een bodyguard verplaatsen in plaats van Deb. Raakt de voorraadstapel voor de tweede keer op, dan eindigt het spel: de helft van de straat waar Sue staat, wint. Druk op Volgende.</translation>
    </message>
    <message>
        <source>Learn to play Times Square</source>
        <translation>Leer Times Square spelen</translation>
    </message>
    <message>
        <source>You know how to play Times Square now: one colour a turn, Sue between her Bodyguards, Charlie following the figures at your entrance, the lure and the discard. You may finish this game against Bruno, or start a real one.</source>
        <translation>Je weet nu hoe Times Square gaat: één kleur per beurt, Sue tussen haar bodyguards, Charlie die de pionnen bij je ingang volgt, lokken en afleggen. Je kunt dit spel tegen Bruno uitspelen, of een echt spel beginnen.</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>Not yet, please: read this step first, then press Next.</source>
        <translation>Nog niet, alsjeblieft: lees eerst deze stap en druk dan op Volgende.</translation>
    </message>
    <message>
        <source>Not this one, please: in this lesson you make the move the step describes, on the item marked in amber. In a real game you will be free to choose.</source>
        <translation>Deze niet, alsjeblieft: in deze les doe je de zet die de stap beschrijft, op wat in amber gemarkeerd is. In een echt spel kies je zelf.</translation>
    </message>
    <message>
        <source>Please wait a moment: the other players are still moving. The item to click is marked when it is your move.</source>
        <translation>Even geduld, alsjeblieft: de andere spelers zijn nog bezig. Wat je moet aanklikken, wordt gemarkeerd zodra het jouw zet is.</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Volgende</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Les verlaten</translation>
    </message>
    <message>
        <source>Play a real game</source>
        <translation>Speel een echt spel</translation>
    </message>
    <message>
        <source>Finish this game</source>
        <translation>Dit spel uitspelen</translation>
    </message>
    <message>
        <source>Step {step} of {steps}</source>
        <translation>Stap {step} van {steps}</translation>
    </message>
</context>
</TS>
