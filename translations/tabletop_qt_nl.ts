<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl">
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
            <source>Tabletop Qt: Times Square, Frantic Frankfurt, Tea Time and more.</source>
            <translation>Tabletop Qt: Times Square, Frantic Frankfurt, Tea Time en meer.</translation>
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
            <source>where saves and settings are kept (default: the system's)</source>
            <translation>waar opgeslagen spellen en instellingen staan (standaard: die van het systeem)</translation>
        </message>
        <message>
            <source>milliseconds a bot waits before it plays (0 or more)</source>
            <translation>milliseconden die een bot wacht voordat hij speelt (0 of meer)</translation>
        </message>
        <message>
            <source>“{value}” is not a language of the app; choose from {choices}</source>
            <translation>“{value}” is geen taal van de app; kies uit {choices}</translation>
        </message>
        <message>
            <source>“{value}” is not a number of milliseconds (0 or more)</source>
            <translation>“{value}” is geen aantal milliseconden (0 of meer)</translation>
        </message>
    </context>
    <context>
        <name>FranticFrankfurt</name>
        <message>
            <source>yellow {value}</source>
            <translation>gele {value}</translation>
        </message>
        <message>
            <source>red {value}</source>
            <translation>rode {value}</translation>
        </message>
        <message>
            <source>blue {value}</source>
            <translation>blauwe {value}</translation>
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
            <source>Say ready: all held cards are turned up together.</source>
            <translation>Zeg dat je klaar bent: alle achtergehouden kaarten worden tegelijk omgedraaid.</translation>
        </message>
        <message>
            <source>Waiting for the others to be ready…</source>
            <translation>Wachten tot de anderen klaar zijn…</translation>
        </message>
        <message>
            <source>Everyone is stuck: say ready to turn up a card from your draw pile.</source>
            <translation>Iedereen zit vast: zeg dat je klaar bent om een kaart van je trekstapel om te draaien.</translation>
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
            <source>Keys: 1 2 3 4 pick up a column's card, Q W E R lay it on a pile (or slap that pile), Space says ready, Esc puts the card back.</source>
            <translation>Toetsen: 1 2 3 4 pakken de kaart van een kolom, Q W E R leggen hem af op een stapel (of slaan op die stapel), Spatie zegt klaar, Esc legt de kaart terug.</translation>
        </message>
        <message>
            <source>Turn up my card</source>
            <translation>Draai mijn kaart om</translation>
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
            <source>Slapped the pile of {player}</source>
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
            <translation>{player} heeft de kolommen leeg: wacht op de klap…</translation>
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
            <translation>Neem de kaarten</translation>
        </message>
        <message>
            <source>Clear</source>
            <translation>Wissen</translation>
        </message>
        <message>
            <source>Pass the screen to {player}.
The other players look away.</source>
            <translation>Geef het scherm aan {player}.
De andere spelers kijken weg.</translation>
        </message>
        <message>
            <source>I am {player}: show my cards</source>
            <translation>Ik ben {player}: toon mijn kaarten</translation>
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
            <translation>Niet bewaard</translation>
        </message>
        <message>
            <source>The game cannot be saved now: if the app closes, this game is lost.</source>
            <translation>Het spel kan nu niet bewaard worden: als de app sluit, is dit spel verloren.</translation>
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
        <name>Games</name>
        <message>
            <source>Tea Time</source>
            <translation>Tea Time</translation>
        </message>
        <message>
            <source>Times Square</source>
            <translation>Times Square</translation>
        </message>
        <message>
            <source>Frantic Frankfurt</source>
            <translation>Frantic Frankfurt</translation>
        </message>
        <message>
            <source>2-4 players, 15-30 minutes. Collect Wonderland characters from a grid of double-faced cards: a mirror face cancels a normal one.</source>
            <translation>2-4 spelers, 15-30 minuten. Verzamel personages uit Wonderland uit een raster van dubbelzijdige kaarten: een spiegelkant heft een normale kant op.</translation>
        </message>
        <message>
            <source>2 players, 20-30 minutes. Lure Saucy Sue into your nightclub, or let Champagne Charlie stumble in: play cards of one colour to move the figures along the street.</source>
            <translation>2 spelers, 20-30 minuten. Lok Saucy Sue naar je nachtclub, of laat Champagne Charlie binnenwandelen: speel kaarten van één kleur om de karakters door de straat te verplaatsen.</translation>
        </message>
        <message>
            <source>2-4 players, 15-20 minutes, everybody at once. Empty your four columns onto the discard piles faster than the others: another colour goes higher on lower, the same colour odd on even.</source>
            <translation>2-4 spelers, 15-20 minuten, iedereen tegelijk. Leg je vier kolommen sneller dan de anderen af op de aflegstapels: op een andere kleur hoger op lager, op dezelfde kleur oneven op even.</translation>
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
        <name>Home</name>
        <message>
            <source>Tabletop Qt</source>
            <translation>Tabletop Qt</translation>
        </message>
        <message>
            <source>Choose a game to play against bots or with friends at this computer.</source>
            <translation>Kies een spel om tegen bots of met vrienden aan deze computer te spelen.</translation>
        </message>
        <message>
            <source>{name}
{description}</source>
            <translation>{name}
{description}</translation>
        </message>
        <message>
            <source>New game…</source>
            <translation>Nieuw spel…</translation>
        </message>
        <message>
            <source>Continue the last game</source>
            <translation>Verder met het laatste spel</translation>
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
            <source>this computer's address</source>
            <translation>het adres van deze computer</translation>
        </message>
        <message>
            <source>{code} (needed to sit down)</source>
            <translation>{code} (nodig om aan te schuiven)</translation>
        </message>
        <message>
            <source>None: anyone on this network can sit down</source>
            <translation>Geen: iedereen op dit netwerk kan aanschuiven</translation>
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
            <source>Host: {host} · free seats: {free} of {seats}</source>
            <translation>Host: {host} · vrije plaatsen: {free} van {seats}</translation>
        </message>
        <message>
            <source>Host: {host} · every seat is taken</source>
            <translation>Host: {host} · alle plaatsen zijn bezet</translation>
        </message>
        <message>
            <source>A join code is needed.</source>
            <translation>Er is een toegangscode nodig.</translation>
        </message>
        <message>
            <source>Tables cannot be looked for on this network; type the host's address.</source>
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
            <translation>Geef de plaats aan een bot</translation>
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
            <source>The host has another version of this game's rules.</source>
            <translation>De host heeft een andere versie van de spelregels van dit spel.</translation>
        </message>
        <message>
            <source>The table plays a game this version does not know.</source>
            <translation>Aan deze tafel wordt een spel gespeeld dat deze versie niet kent.</translation>
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
            <source>At the host's computer</source>
            <translation>Aan de computer van de host</translation>
        </message>
        <message>
            <source>The host ended the connection ({code}).</source>
            <translation>De host heeft de verbinding beëindigd ({code}).</translation>
        </message>
    </context>
    <context>
        <name>Log</name>
        <message>
            <source>{player} is drawn to start and takes Alice.</source>
            <translation>{player} wordt geloot als startspeler en neemt de kaart Alice.</translation>
        </message>
        <message>
            <source>{count} cards are removed unseen (two of each character).</source>
            <translation>{count} kaarten worden ongezien verwijderd (twee van elk personage).</translation>
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
            <source>{player} discards {pairs} pairs of {character}: normal and mirror faces cancel out.</source>
            <translation>{player} legt {pairs} paren {character} af: normale kanten en spiegelkanten heffen elkaar op.</translation>
        </message>
        <message>
            <source>Round {round} is over.</source>
            <translation>Ronde {round} is voorbij.</translation>
        </message>
        <message>
            <source>{player}: {card} (from the box)</source>
            <translation>{player}: {card} (uit de doos)</translation>
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
            <translation>{player} draait {card} om en opent zijn aflegstapel.</translation>
        </message>
        <message>
            <source>{player} lays {card} on {onto} on their own pile.</source>
            <translation>{player} legt {card} op {onto} op de eigen aflegstapel.</translation>
        </message>
        <message>
            <source>{player} lays {card} on {onto} on the pile of {owner}.</source>
            <translation>{player} legt {card} op {onto} op de aflegstapel van {owner}.</translation>
        </message>
        <message>
            <source>{player} moves {card} into an empty column.</source>
            <translation>{player} verplaatst {card} naar een lege kolom.</translation>
        </message>
        <message>
            <source>Everyone is stuck!</source>
            <translation>Iedereen zit vast!</translation>
        </message>
        <message>
            <source>The box is nearly empty: the cards under the tops of the piles go into it.</source>
            <translation>De doos is bijna leeg: de kaarten onder de bovenste kaarten van de stapels gaan erin.</translation>
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
            <source>{player} slaps the pile of {owner}: it leaves the game.</source>
            <translation>{player} slaat op de stapel van {owner}: die gaat uit het spel.</translation>
        </message>
        <message>
            <source>{player} gets the last pile, their own.</source>
            <translation>{player} krijgt de laatste stapel, de eigen stapel.</translation>
        </message>
        <message>
            <source>{player} gets the last pile, that of {owner}.</source>
            <translation>{player} krijgt de laatste stapel, die van {owner}.</translation>
        </message>
        <message>
            <source>{player} slaps their own pile.</source>
            <translation>{player} slaat op de eigen stapel.</translation>
        </message>
        <message>
            <source>{player} slaps the pile of {owner}.</source>
            <translation>{player} slaat op de stapel van {owner}.</translation>
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
        <message>
            <source>{player} plays {card}.</source>
            <translation>{player} speelt {card}.</translation>
        </message>
        <message>
            <source>Champagne Charlie moves {steps} spaces towards {player}'s club: {figures} at its entrance, and Sue with both Bodyguards on that half.</source>
            <translation>Champagne Charlie gaat {steps} velden naar de nachtclub van {player}: {figures} op de ingang-velden, en Sue met beide bodyguards op die kant van het spelbord.</translation>
        </message>
        <message>
            <source>Champagne Charlie moves one space towards {player}'s club: {figures} at its entrance.</source>
            <translation>Champagne Charlie gaat 1 veld naar de nachtclub van {player}: {figures} op de ingang-velden.</translation>
        </message>
        <message>
            <source>Champagne Charlie moves {steps} spaces towards {player}'s club: {figures} at its entrance.</source>
            <translation>Champagne Charlie gaat {steps} velden naar de nachtclub van {player}: {figures} op de ingang-velden.</translation>
        </message>
        <message>
            <source>Champagne Charlie moves one space towards {player}'s club: Sue and both Bodyguards are on that half.</source>
            <translation>Champagne Charlie gaat 1 veld naar de nachtclub van {player}: Sue en beide bodyguards staan op die kant van het spelbord.</translation>
        </message>
        <message>
            <source>{hal_player} picks Handsome Hal from the fist and begins; {deb_player} gets Dancing Deb.</source>
            <translation>{hal_player} kiest de hand met Handsome Hal en begint; {deb_player} speelt met Dancing Deb.</translation>
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
            <source>{player} discards {card}.</source>
            <translation>{player} legt {card} af.</translation>
        </message>
        <message>
            <source>{player} draws {cards}.</source>
            <translation>{player} neemt: {cards}.</translation>
        </message>
        <message>
            <source>{player} draws a card.</source>
            <translation>{player} neemt een kaart.</translation>
        </message>
        <message>
            <source>{player} draws {count} cards.</source>
            <translation>{player} neemt {count} kaarten.</translation>
        </message>
        <message>
            <source>The draw pile is used up: the discard pile is shuffled into a new draw pile of {count} cards.</source>
            <translation>De voorraadstapel is op: de aflegstapel wordt geschud en is de nieuwe voorraadstapel van {count} kaarten.</translation>
        </message>
        <message>
            <source>The draw pile has run out for the second time: the game ends with this turn.</source>
            <translation>De voorraadstapel is voor de tweede keer op: het spel eindigt met deze beurt.</translation>
        </message>
        <message>
            <source>Champagne Charlie stays where he is: nothing draws him towards {player}'s club.</source>
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
            <source>About Tabletop Qt</source>
            <translation>Over Tabletop Qt</translation>
        </message>
        <message>
            <source>Tabletop Qt {version}
Tabletop games on the desktop: against bots or with friends.</source>
            <translation>Tabletop Qt {version}
Bordspellen op de computer: tegen bots of met vrienden.</translation>
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
            <source>Bot &amp;pace</source>
            <translation>&amp;Tempo van de bots</translation>
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
            <translation>&amp;Hulp</translation>
        </message>
        <message>
            <source>&amp;Rules of {game}</source>
            <translation>&amp;Spelregels van {game}</translation>
        </message>
        <message>
            <source>&amp;About Tabletop Qt</source>
            <translation>&amp;Over Tabletop Qt</translation>
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
            <translation>“Stress continuo” (non-stop stress): iedereen draait zelf zijn kaart om aan het begin van een ronde, niemand wacht</translation>
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
            <source>Table name:</source>
            <translation>Naam van de tafel:</translation>
        </message>
        <message>
            <source>Join code:</source>
            <translation>Toegangscode:</translation>
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
            <translation>Te laat: er kwam eerst een andere kaart op die stapel (nu ligt er {top}).</translation>
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
            <translation>{card} mag niet op {top}: op een andere kleur mag alleen een hogere kaart.</translation>
        </message>
        <message>
            <source>{card} cannot go on {top}: on the same colour only an odd card may go on an even one.</source>
            <translation>{card} mag niet op {top}: op dezelfde kleur mag alleen een oneven kaart op een even kaart.</translation>
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
            <translation>Alleen een kaart met een dichte kaart eronder mag naar een lege kolom: met deze zou niets omgedraaid worden.</translation>
        </message>
        <message>
            <source>Wait: the held cards have not been turned up yet. Say ready.</source>
            <translation>Wacht: de achtergehouden kaarten zijn nog niet omgedraaid. Zeg dat je klaar bent.</translation>
        </message>
        <message>
            <source>Everyone is stuck: say ready and wait for the cards from the draw piles.</source>
            <translation>Iedereen zit vast: zeg dat je klaar bent en wacht op de kaarten van de trekstapels.</translation>
        </message>
        <message>
            <source>First turn up your held card to open your pile.</source>
            <translation>Draai eerst je achtergehouden kaart om om je stapel te openen.</translation>
        </message>
        <message>
            <source>Nothing is waiting to be turned up now.</source>
            <translation>Er valt nu niets om te draaien.</translation>
        </message>
        <message>
            <source>You have already said you are ready.</source>
            <translation>Je hebt al gezegd dat je klaar bent.</translation>
        </message>
        <message>
            <source>The held cards are turned up together: say ready.</source>
            <translation>De achtergehouden kaarten worden samen omgedraaid: zeg dat je klaar bent.</translation>
        </message>
        <message>
            <source>You hold no card to turn up.</source>
            <translation>Je hebt geen kaart om om te draaien.</translation>
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
            <source>That space of the grid is empty.</source>
            <translation>Die plek in het raster is leeg.</translation>
        </message>
        <message>
            <source>You may take at most {count} cards this turn.</source>
            <translation>Deze beurt mag je hoogstens {count} kaarten nemen.</translation>
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
            <source>Cards are played one at a time; only two Saucy Sue cards go together, to move Sue's group.</source>
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
            <source>Dancing Deb's cards are jokers only while Deb stands between Saucy Sue and your end of the street.</source>
            <translation>De kaarten van Dancing Deb zijn alleen jokers als Deb tussen Saucy Sue en jouw kant van de straat staat.</translation>
        </message>
        <message>
            <source>After a joker moves Saucy Sue, Dancing Deb must still stand between Sue and your end of the street.</source>
            <translation>Nadat een joker Saucy Sue verplaatst, moet Dancing Deb nog steeds tussen Sue en jouw kant van de straat staan.</translation>
        </message>
        <message>
            <source>A red card moved Dancing Deb this turn: this turn's red cards cannot be jokers.</source>
            <translation>Deze beurt heeft een rode kaart Dancing Deb verplaatst: de rode kaarten van deze beurt kunnen geen jokers zijn.</translation>
        </message>
        <message>
            <source>Red cards were played as jokers this turn: they cannot move Dancing Deb now.</source>
            <translation>Deze beurt zijn rode kaarten als joker gespeeld: ze kunnen Dancing Deb nu niet verplaatsen.</translation>
        </message>
        <message>
            <source>This turn's jokers moved Saucy Sue: every joker of a turn moves the same kind of figure.</source>
            <translation>De jokers van deze beurt verplaatsten Saucy Sue: alle jokers van een beurt verplaatsen hetzelfde soort karakter.</translation>
        </message>
        <message>
            <source>This turn's jokers moved Handsome Hal: every joker of a turn moves the same kind of figure.</source>
            <translation>De jokers van deze beurt verplaatsten Handsome Hal: alle jokers van een beurt verplaatsen hetzelfde soort karakter.</translation>
        </message>
        <message>
            <source>This turn's jokers moved the Bodyguards: every joker of a turn moves the same kind of figure.</source>
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
            <translation>Spellen kunnen niet bewaard worden</translation>
        </message>
        <message>
            <source>The folder {folder} does not let the app write its files. You can go on playing, but a game that is not saved is lost when the app closes. “Not saved” shows beside the table until saving works again.</source>
            <translation>De map {folder} laat de app zijn bestanden niet schrijven. Je kunt doorspelen, maar een spel dat niet bewaard is, gaat verloren als de app sluit. Naast de tafel staat “Niet bewaard” tot bewaren weer lukt.</translation>
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
    </context>
    <context>
        <name>Score</name>
        <message>
            <source>Final score</source>
            <translation>Eindstand</translation>
        </message>
        <message>
            <source>Winner: {names}</source>
            <translation>Winnaar: {names}</translation>
        </message>
        <message>
            <source>A draw: nobody wins.</source>
            <translation>Gelijkspel: niemand wint.</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Totaal</translation>
        </message>
        <message>
            <source>Play again</source>
            <translation>Nog een keer</translation>
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
            <source>The stored language “{value}” is not one the app has; the system's language is used.</source>
            <translation>De bewaarde taal “{value}” heeft de app niet; de taal van het systeem wordt gebruikt.</translation>
        </message>
        <message>
            <source>The stored bot pace “{value}” could not be read; it is back to Normal.</source>
            <translation>Het bewaarde tempo van de bots “{value}” kon niet gelezen worden; het staat weer op Normaal.</translation>
        </message>
        <message>
            <source>Some settings were reset</source>
            <translation>Enkele instellingen zijn teruggezet</translation>
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
            <translation>{player}, jouw beurt: neem één kaart; Alice komt op haar plek.</translation>
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
            <source>{score} points</source>
            <translation>{score} punten</translation>
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
            <translation>Wit Konijn</translation>
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
            <translation>Beurt {turn} · voorraadstapel {count} (ronde {pass_number} van 2)</translation>
        </message>
        <message>
            <source>End turn</source>
            <translation>Beurt beëindigen</translation>
        </message>
        <message>
            <source>Lure to Handsome Hal</source>
            <translation>Lok naar Handsome Hal</translation>
        </message>
        <message>
            <source>Instead of playing cards: move Saucy Sue or a Bodyguard onto Handsome Hal's space. The turn ends at once and no cards are drawn.</source>
            <translation>In plaats van kaarten te spelen: verplaats Saucy Sue of een bodyguard naar het veld van Handsome Hal. De beurt eindigt meteen en je neemt geen kaarten.</translation>
        </message>
        <message>
            <source>Discard this card</source>
            <translation>Leg deze kaart af</translation>
        </message>
        <message>
            <source>Draw pile: {count}
pass {pass_number} of 2</source>
            <translation>Voorraadstapel: {count}
ronde {pass_number} van 2</translation>
        </message>
        <message>
            <source>Discard pile: {count}</source>
            <translation>Aflegstapel: {count}</translation>
        </message>
        <message>
            <source>{player}'s club</source>
            <translation>Nachtclub van {player}</translation>
        </message>
        <message>
            <source>{player}: your hand</source>
            <translation>{player}: jouw hand</translation>
        </message>
        <message>
            <source>{player}'s hand, hidden</source>
            <translation>Hand van {player}, verborgen</translation>
        </message>
        <message>
            <source>{player}'s hand: {count}</source>
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
            <source>Saucy Sue reached the entrance of the winner's club.</source>
            <translation>Saucy Sue heeft een ingang-veld van de nachtclub van de winnaar bereikt.</translation>
        </message>
        <message>
            <source>Champagne Charlie reached the winner's club.</source>
            <translation>Champagne Charlie heeft de nachtclub van de winnaar bereikt.</translation>
        </message>
        <message>
            <source>The draw pile ran out twice: Saucy Sue stands on the winner's half of the street.</source>
            <translation>De voorraadstapel is 2 maal opgebruikt: Saucy Sue staat aan de kant van het spelbord van de winnaar.</translation>
        </message>
        <message>
            <source>The draw pile ran out twice with Saucy Sue on the centre: Champagne Charlie stands on the winner's half.</source>
            <translation>De voorraadstapel is 2 maal opgebruikt met Saucy Sue in het midden: Champagne Charlie staat aan de kant van het spelbord van de winnaar.</translation>
        </message>
        <message>
            <source>The draw pile ran out twice with Saucy Sue and Champagne Charlie both on the centre: a draw.</source>
            <translation>De voorraadstapel is 2 maal opgebruikt met Saucy Sue en Champagne Charlie allebei in het midden: gelijkspel.</translation>
        </message>
    </context>
</TS>
