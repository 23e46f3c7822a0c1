<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name>CommandLine</name>
    <message>
        <source>Unknown option: {option}. Run tabletop-qt --help to see the options.</source>
        <translation>Opzione sconosciuta: {option}. Esegui tabletop-qt --help per vedere le opzioni.</translation>
    </message>
    <message>
        <source>The option {option} has a wrong value ({detail}).</source>
        <translation>L&apos;opzione {option} ha un valore errato ({detail}).</translation>
    </message>
    <message>
        <source>The command line is not valid: {detail}</source>
        <translation>La riga di comando non è valida: {detail}</translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <source>Take the cards</source>
        <translation>Prendi le carte</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Annulla scelta</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulla mossa</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Cronaca della partita</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>{player} is thinking…</source>
        <translation>{player} sta pensando…</translation>
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
        <translation>2-4 giocatori, 15-30 minuti. Colleziona i personaggi del Paese delle Meraviglie da una griglia di carte a doppia faccia: una faccia allo specchio annulla una normale.</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Rules of {game}</source>
        <translation>Regole di {game}</translation>
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
        <translation>Scegli un gioco da giocare contro i bot o con gli amici a questo computer.</translation>
    </message>
    <message>
        <source>{name}
{description}</source>
        <translation>{name}
{description}</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nuova partita…</translation>
    </message>
    <message>
        <source>Continue the last game</source>
        <translation>Continua l&apos;ultima partita</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <source>{player} is drawn to start and takes Alice.</source>
        <translation>{player} è sorteggiato come primo giocatore e prende la carta Alice.</translation>
    </message>
    <message>
        <source>{count} cards are removed unseen (two of each character).</source>
        <translation>{count} carte sono rimosse senza guardarle (2 per ciascun personaggio).</translation>
    </message>
    <message>
        <source>Round {round}: a new grid is laid out; {player} opens it.</source>
        <translation>Round {round}: viene disposta una nuova griglia; inizia {player}.</translation>
    </message>
    <message>
        <source>{player} takes {cards}.</source>
        <translation>{player} prende {cards}.</translation>
    </message>
    <message>
        <source>{player} puts Alice in the grid.</source>
        <translation>{player} mette la carta Alice nella griglia.</translation>
    </message>
    <message>
        <source>{player} discards a pair of {character}: a normal and a mirror face cancel out.</source>
        <translation>{player} scarta una coppia di {character}: una faccia normale e una allo specchio si annullano.</translation>
    </message>
    <message>
        <source>{player} discards {pairs} pairs of {character}: normal and mirror faces cancel out.</source>
        <translation>{player} scarta {pairs} coppie di {character}: le facce normali e allo specchio si annullano.</translation>
    </message>
    <message>
        <source>Round {round} is over.</source>
        <translation>Il round {round} è finito.</translation>
    </message>
    <message>
        <source>The game is over. Winner: {winners}.</source>
        <translation>La partita è finita. Vince: {winners}.</translation>
    </message>
    <message>
        <source>{player} takes back the last move.</source>
        <translation>{player} annulla l&apos;ultima mossa.</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Slow</source>
        <translation>Lento</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Veloce</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Immediato</translation>
    </message>
    <message>
        <source>About Tabletop Qt</source>
        <translation>Informazioni su Tabletop Qt</translation>
    </message>
    <message>
        <source>Tabletop Qt {version}
Tabletop games on the desktop: against bots or with friends.</source>
        <translation>Tabletop Qt {version}
Giochi da tavolo sul computer: contro i bot o con gli amici.</translation>
    </message>
    <message>
        <source>Tabletop Qt</source>
        <translation>Tabletop Qt</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <source>&amp;Continue the last game</source>
        <translation>&amp;Continua l&apos;ultima partita</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla mossa</translation>
    </message>
    <message>
        <source>&amp;Back to the games</source>
        <translation>&amp;Torna ai giochi</translation>
    </message>
    <message>
        <source>Bot &amp;pace</source>
        <translation>&amp;Ritmo dei bot</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;iuto</translation>
    </message>
    <message>
        <source>&amp;Rules of {game}</source>
        <translation>&amp;Regole di {game}</translation>
    </message>
    <message>
        <source>&amp;About Tabletop Qt</source>
        <translation>&amp;Informazioni su Tabletop Qt</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Bot {number}</source>
        <translation>Bot {number}</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Giocatore {number}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Gioco:</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Giocatori:</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Posti al tavolo</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>Posto {number}</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Inizia</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>It is not your turn.</source>
        <translation>Non è il tuo turno.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>That move was not understood.</source>
        <translation>Questa mossa non è stata capita.</translation>
    </message>
    <message>
        <source>That seat is not played from this computer.</source>
        <translation>Quel posto non è giocato da questo computer.</translation>
    </message>
    <message>
        <source>There is no such seat at this table.</source>
        <translation>Questo posto non esiste al tavolo.</translation>
    </message>
    <message>
        <source>That space of the grid is empty.</source>
        <translation>Quello spazio della griglia è vuoto.</translation>
    </message>
    <message>
        <source>You may take at most {count} cards this turn.</source>
        <translation>In questo turno puoi prendere al massimo {count} carte.</translation>
    </message>
    <message>
        <source>The player with Alice opens the round by taking exactly one card.</source>
        <translation>Il giocatore con la carta Alice inizia il round prendendo una sola carta.</translation>
    </message>
    <message>
        <source>The cards must be adjacent and in a straight line (row, column or diagonal); an empty space breaks the line.</source>
        <translation>Le carte devono essere vicine e allineate (in orizzontale, verticale o diagonale); uno spazio vuoto interrompe la linea.</translation>
    </message>
    <message>
        <source>You must take at least one card.</source>
        <translation>Devi prendere almeno una carta.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Questa mossa ora non è consentita.</translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message>
        <source>The file was kept as {path}.</source>
        <translation>Il file è stato conservato come {path}.</translation>
    </message>
    <message>
        <source>Cannot continue the game</source>
        <translation>Impossibile continuare la partita</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>Impossibile salvare la partita</translation>
    </message>
    <message>
        <source>The game goes on, but it could not be saved: {detail}</source>
        <translation>La partita continua, ma non è stato possibile salvarla: {detail}</translation>
    </message>
    <message>
        <source>The saved game could not be read from the disk.</source>
        <translation>Non è stato possibile leggere la partita salvata dal disco.</translation>
    </message>
    <message>
        <source>The saved game is damaged (it was cut short or overwritten).</source>
        <translation>La partita salvata è danneggiata (è stata troncata o sovrascritta).</translation>
    </message>
    <message>
        <source>The file is not a saved game of Tabletop Qt.</source>
        <translation>Il file non è una partita salvata di Tabletop Qt.</translation>
    </message>
    <message>
        <source>The saved game was made by a newer version of Tabletop Qt.</source>
        <translation>La partita salvata è stata creata da una versione più recente di Tabletop Qt.</translation>
    </message>
    <message>
        <source>The saved game is of a game this version does not know.</source>
        <translation>La partita salvata è di un gioco che questa versione non conosce.</translation>
    </message>
    <message>
        <source>The saved game is damaged: the position inside it is not possible.</source>
        <translation>La partita salvata è danneggiata: la posizione che contiene non è possibile.</translation>
    </message>
</context>
<context>
    <name>Score</name>
    <message>
        <source>Final score</source>
        <translation>Punteggio finale</translation>
    </message>
    <message>
        <source>Winner: {names}</source>
        <translation>Vince: {names}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Gioca ancora</translation>
    </message>
</context>
<context>
    <name>TeaTime</name>
    <message>
        <source>Round {round} of {rounds}</source>
        <translation>Round {round} di {rounds}</translation>
    </message>
    <message>
        <source>{player}, your turn: take one card; Alice takes its place.</source>
        <translation>{player}, tocca a te: prendi una carta; Alice prende il suo posto.</translation>
    </message>
    <message>
        <source>{player}, your turn: take 1 or 2 adjacent cards in a line.</source>
        <translation>{player}, tocca a te: prendi 1 o 2 carte vicine e allineate.</translation>
    </message>
    <message>
        <source>{player}, your turn: take 1 to 3 adjacent cards in a line.</source>
        <translation>{player}, tocca a te: prendi da 1 a 3 carte vicine e allineate.</translation>
    </message>
    <message>
        <source>{score} points</source>
        <translation>{score} punti</translation>
    </message>
    <message>
        <source>Caterpillar</source>
        <translation>Bruco</translation>
    </message>
    <message>
        <source>Cheshire Cat</source>
        <translation>Gatto</translation>
    </message>
    <message>
        <source>Tweedledum and Tweedledee</source>
        <translation>Pinco Panco e Panco Pinco</translation>
    </message>
    <message>
        <source>Mad Hatter</source>
        <translation>Cappellaio Matto</translation>
    </message>
    <message>
        <source>Queen of Hearts</source>
        <translation>Regina di Cuori</translation>
    </message>
    <message>
        <source>White Rabbit</source>
        <translation>Coniglio</translation>
    </message>
    <message>
        <source>Alice</source>
        <translation>Alice</translation>
    </message>
    <message>
        <source>{character} (normal face)</source>
        <translation>{character} (faccia normale)</translation>
    </message>
    <message>
        <source>{character} (mirror face)</source>
        <translation>{character} (faccia allo specchio)</translation>
    </message>
    <message>
        <source>Most points.</source>
        <translation>Più punti.</translation>
    </message>
    <message>
        <source>Tied on points: the player holding Alice wins the tie.</source>
        <translation>Parità di punti: vince il giocatore che ha la carta Alice.</translation>
    </message>
    <message>
        <source>Tied on points: the victory is shared.</source>
        <translation>Parità di punti: la vittoria è condivisa.</translation>
    </message>
</context>
</TS>
