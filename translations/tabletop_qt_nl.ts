<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl">
<context>
    <name>CommandLine</name>
    <message>
        <source>Unknown option: {option}. Run tabletop-qt --help to see the options.</source>
        <translation>Onbekende optie: {option}. Voer tabletop-qt --help uit om de opties te zien.</translation>
    </message>
    <message>
        <source>The option {option} has a wrong value ({detail}).</source>
        <translation>De optie {option} heeft een verkeerde waarde ({detail}).</translation>
    </message>
    <message>
        <source>The command line is not valid: {detail}</source>
        <translation>De opdrachtregel is ongeldig: {detail}</translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <source>Take the cards</source>
        <translation>Neem de kaarten</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Wissen</translation>
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
        <source>The game is over.</source>
        <translation>Het spel is afgelopen.</translation>
    </message>
    <message>
        <source>{player} is thinking…</source>
        <translation>{player} denkt na…</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Tea Time</source>
        <translation>Tea Time</translation>
    </message>
    <message>
        <source>2-4 players, 15-30 minutes. Collect Wonderland characters from a grid of double-faced cards: a mirror face cancels a normal one.</source>
        <translation>2-4 spelers, 15-30 minuten. Verzamel personages uit Wonderland uit een raster van dubbelzijdige kaarten: een spiegelkant heft een normale kant op.</translation>
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
        <source>The game is over. Winner: {winners}.</source>
        <translation>Het spel is afgelopen. Winnaar: {winners}.</translation>
    </message>
    <message>
        <source>{player} takes back the last move.</source>
        <translation>{player} neemt de laatste zet terug.</translation>
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
        <source>Player {number}</source>
        <translation>Speler {number}</translation>
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
        <source>There is no such seat at this table.</source>
        <translation>Deze plaats bestaat niet aan deze tafel.</translation>
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
        <source>That move is not allowed now.</source>
        <translation>Deze zet is nu niet toegestaan.</translation>
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
        <source>Cannot save the game</source>
        <translation>Het spel kan niet worden opgeslagen</translation>
    </message>
    <message>
        <source>The game goes on, but it could not be saved: {detail}</source>
        <translation>Het spel gaat door, maar kon niet worden opgeslagen: {detail}</translation>
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
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Nog een keer</translation>
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
</TS>
