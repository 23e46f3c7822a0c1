<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name>About</name>
    <message>
        <source>About Tabletop Qt</source>
        <translation>Informazioni su Tabletop Qt</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>Versione {version}</translation>
    </message>
    <message>
        <source>Tabletop Qt is free software, under the GNU General Public License, version 3 or (at your choice) any later version ({licence}). It comes with no warranty.</source>
        <translation>Tabletop Qt è software libero, distribuito secondo i termini della GNU General Public License, versione 3 o (a tua scelta) qualsiasi versione successiva ({licence}). È fornito senza alcuna garanzia.</translation>
    </message>
    <message>
        <source>The games and their makers</source>
        <translation>I giochi e i loro autori</translation>
    </message>
    <message>
        <source>The games&apos; names, rules and designs belong to their authors and publishers; Tabletop Qt is an unofficial adaptation, neither made nor endorsed by them.</source>
        <translation>I nomi, le regole e l&apos;ideazione dei giochi appartengono ai loro autori ed editori; Tabletop Qt ne è un adattamento non ufficiale, né realizzato né approvato da loro.</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licenza</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>{player} played the search&apos;s own choice here: {win}% of wins estimated with it.</source>
        <translation>Qui {player} ha giocato la mossa scelta dalla ricerca: con essa si stimano {win} vittorie su 100.</translation>
    </message>
    <message>
        <source>The search would play the move lit in violet ({before}% of wins); the move {player} played keeps {after}%: good enough.</source>
        <translation>La ricerca giocherebbe la mossa evidenziata in viola ({before}% di vittorie); la mossa giocata da {player} ne mantiene {after} su 100: va bene lo stesso.</translation>
    </message>
    <message>
        <source>The search would play the move lit in violet ({before}% of wins); the move {player} played keeps {after}%: an inaccuracy.</source>
        <translation>La ricerca giocherebbe la mossa evidenziata in viola ({before}% di vittorie); la mossa giocata da {player} ne mantiene {after} su 100: un&apos;imprecisione.</translation>
    </message>
    <message>
        <source>The search would play the move lit in violet ({before}% of wins); the move {player} played keeps {after}%: a mistake.</source>
        <translation>La ricerca giocherebbe la mossa evidenziata in viola ({before}% di vittorie); la mossa giocata da {player} ne mantiene {after} su 100: un errore.</translation>
    </message>
    <message>
        <source>The search would play the move lit in violet ({before}% of wins); the move {player} played keeps {after}%: a blunder.</source>
        <translation>La ricerca giocherebbe la mossa evidenziata in viola ({before}% di vittorie); la mossa giocata da {player} ne mantiene {after} su 100: un grave errore.</translation>
    </message>
    <message>
        <source>Step to a marked point of the graph to see a decision of {player}.</source>
        <translation>Vai a un punto segnato del grafico per vedere una decisione di {player}.</translation>
    </message>
    <message>
        <source>Analyse this game</source>
        <translation>Analizza questa partita</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>The win chance is the search&apos;s estimate from what this player could see. A move is marked as an inaccuracy when it loses at least {inaccuracy} percentage points of it, a mistake from {mistake}, a blunder from {blunder}.</source>
        <translation>La probabilità di vittoria è la stima della ricerca in base a ciò che questo giocatore poteva vedere. Una mossa è segnata come imprecisione quando ne perde almeno {inaccuracy} punti percentuali, come errore da {mistake}, come grave errore da {blunder}.</translation>
    </message>
    <message>
        <source>{player}: inaccuracies {inaccuracies}, mistakes {mistakes}, blunders {blunders}.</source>
        <translation>{player}: imprecisioni {inaccuracies}, errori {mistakes}, gravi errori {blunders}.</translation>
    </message>
    <message>
        <source>Analysing the decisions of {player}…</source>
        <translation>Analisi delle decisioni di {player}…</translation>
    </message>
    <message>
        <source>The analysis could not be run.</source>
        <translation>Non è stato possibile eseguire l&apos;analisi.</translation>
    </message>
    <message>
        <source>Choose a player under “Seen by” to analyse their moves.</source>
        <translation>Scegli un giocatore in “Visto da” per analizzarne le mosse.</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>usage: </source>
        <translation>uso: </translation>
    </message>
    <message>
        <source>options</source>
        <translation>opzioni</translation>
    </message>
    <message>
        <source>optional arguments</source>
        <translation>opzioni</translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>argomenti</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>mostra questo aiuto ed esce</translation>
    </message>
    <message>
        <source>The option %(argument_name)s has a wrong value (%(message)s).</source>
        <translation>L&apos;opzione %(argument_name)s ha un valore errato (%(message)s).</translation>
    </message>
    <message>
        <source>it needs a value</source>
        <translation>serve un valore</translation>
    </message>
    <message>
        <source>it takes no value, but was given %r</source>
        <translation>non vuole un valore, ma ha ricevuto %r</translation>
    </message>
    <message>
        <source>%(value)r is not one of %(choices)s</source>
        <translation>%(value)r non è tra %(choices)s</translation>
    </message>
    <message>
        <source>%(value)r is not a valid %(type)s</source>
        <translation>%(value)r non è un valore %(type)s valido</translation>
    </message>
    <message>
        <source>Unknown option: {option}. Run tabletop-qt --help to see the options.</source>
        <translation>Opzione sconosciuta: {option}. Esegui tabletop-qt --help per vedere le opzioni.</translation>
    </message>
    <message>
        <source>tabletop-qt: error: {message}</source>
        <translation>tabletop-qt: errore: {message}</translation>
    </message>
    <message>
        <source>print the version and exit</source>
        <translation>stampa la versione ed esce</translation>
    </message>
    <message>
        <source>interface language: {choices}</source>
        <translation>lingua dell&apos;interfaccia: {choices}</translation>
    </message>
    <message>
        <source>where saves and settings are kept (default: the system&apos;s)</source>
        <translation>dove si tengono salvataggi e impostazioni (predefinita: la cartella del sistema)</translation>
    </message>
    <message>
        <source>milliseconds a bot waits before it plays (0 or more)</source>
        <translation>millisecondi che un bot aspetta prima di giocare (0 o più)</translation>
    </message>
    <message>
        <source>do not look for tables on the local network (joining a table by its address still works)</source>
        <translation>non cercare tavoli sulla rete locale (unirsi a un tavolo con il suo indirizzo funziona comunque)</translation>
    </message>
    <message>
        <source>“{value}” is not a language of the app; choose from {choices}</source>
        <translation>«{value}» non è una lingua dell&apos;app; scegli tra {choices}</translation>
    </message>
    <message>
        <source>“{value}” is not a number of milliseconds (0 or more)</source>
        <translation>«{value}» non è un numero di millisecondi (0 o più)</translation>
    </message>
</context>
<context>
    <name>ContentPack</name>
    <message>
        <source>the file is missing.</source>
        <translation>il file manca.</translation>
    </message>
    <message>
        <source>the file cannot be read.</source>
        <translation>il file non si può leggere.</translation>
    </message>
    <message>
        <source>the text is not valid JSON.</source>
        <translation>il testo non è JSON valido.</translation>
    </message>
    <message>
        <source>this is not a High Noon Saloon content file.</source>
        <translation>questo non è un file di contenuti di High Noon Saloon.</translation>
    </message>
    <message>
        <source>the file was made for a newer version of the app.</source>
        <translation>il file è stato fatto per una versione più recente dell&apos;app.</translation>
    </message>
    <message>
        <source>this field is missing.</source>
        <translation>questo campo manca.</translation>
    </message>
    <message>
        <source>this field is not part of the format (a typo?).</source>
        <translation>questo campo non fa parte del formato (un errore di battitura?).</translation>
    </message>
    <message>
        <source>this value is not allowed here.</source>
        <translation>questo valore qui non è ammesso.</translation>
    </message>
    <message>
        <source>the same id is used twice.</source>
        <translation>lo stesso id è usato due volte.</translation>
    </message>
    <message>
        <source>this names something the pack does not have.</source>
        <translation>questo nomina qualcosa che il pacchetto non ha.</translation>
    </message>
    <message>
        <source>the number of cards is not the box&apos;s.</source>
        <translation>il numero di carte non è quello della scatola.</translation>
    </message>
    <message>
        <source>the id “house” belongs to the Tabletop Qt house set: give the pack an id of its own.</source>
        <translation>l&apos;id «house» appartiene al set della casa di Tabletop Qt: dai al pacchetto un id suo.</translation>
    </message>
    <message>
        <source>{file}, line {line}, field {field}</source>
        <translation>{file}, riga {line}, campo {field}</translation>
    </message>
    <message>
        <source>{file}, line {line}</source>
        <translation>{file}, riga {line}</translation>
    </message>
    <message>
        <source>{file}, field {field}</source>
        <translation>{file}, campo {field}</translation>
    </message>
    <message>
        <source>{where}: {problem}</source>
        <translation>{where}: {problem}</translation>
    </message>
    <message>
        <source>Tabletop Qt house set</source>
        <translation>Set della casa di Tabletop Qt</translation>
    </message>
    <message>
        <source>Detail (in English): {detail}</source>
        <translation>Dettaglio (in inglese): {detail}</translation>
    </message>
    <message>
        <source>{folder} (cannot be played)</source>
        <translation>{folder} (non si può giocare)</translation>
    </message>
    <message>
        <source>“{folder}” cannot be played: {mistake}</source>
        <translation>«{folder}» non si può giocare: {mistake}</translation>
    </message>
</context>
<context>
    <name>FranticFrankfurt</name>
    <message>
        <source>yellow {value}</source>
        <translation>{value} giallo</translation>
    </message>
    <message>
        <source>red {value}</source>
        <translation>{value} rosso</translation>
    </message>
    <message>
        <source>blue {value}</source>
        <translation>{value} blu</translation>
    </message>
    <message>
        <source>At the end of a round the winner had at most one card left in the draw pile.</source>
        <translation>Alla fine di un round a chi ha vinto restava al massimo una carta nella pila di pesca.</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Round {round}</translation>
    </message>
    <message>
        <source>You are watching: everybody plays at once.</source>
        <translation>Stai guardando: tutti giocano contemporaneamente.</translation>
    </message>
    <message>
        <source>Waiting for the others to be ready…</source>
        <translation>In attesa che gli altri siano pronti…</translation>
    </message>
    <message>
        <source>Press Ready: all held cards are turned up together.</source>
        <translation>Premi Pronto: tutte le carte tenute coperte vengono girate insieme.</translation>
    </message>
    <message>
        <source>Everyone is stuck: press Ready to turn up a card from your draw pile.</source>
        <translation>Tutti sono bloccati: premi Pronto per girare una carta dalla tua pila di pesca.</translation>
    </message>
    <message>
        <source>Everyone is stuck: waiting for the others…</source>
        <translation>Tutti sono bloccati: in attesa degli altri…</translation>
    </message>
    <message>
        <source>You emptied your columns: slap a pile (it leaves the game).</source>
        <translation>Hai svuotato le tue colonne: batti la mano su una pila (esce dal gioco).</translation>
    </message>
    <message>
        <source>Slap a pile before the others take them all!</source>
        <translation>Batti la mano su una pila prima che gli altri le prendano tutte!</translation>
    </message>
    <message>
        <source>The round is ending: the piles are being slapped.</source>
        <translation>Il round sta finendo: si batte la mano sulle pile.</translation>
    </message>
    <message>
        <source>Turn up your held card to open your pile.</source>
        <translation>Gira la carta che tieni coperta per aprire la tua pila degli scarti.</translation>
    </message>
    <message>
        <source>Play your face-up cards onto any discard pile: another colour, higher on lower; the same colour, odd on even.</source>
        <translation>Scarta le tue carte scoperte su una pila degli scarti qualsiasi: su un altro colore, più alta su più bassa; sullo stesso colore, dispari su pari.</translation>
    </message>
    <message>
        <source>Keys: 1 2 3 4 pick up a column&apos;s card, Q W E R lay it on a pile (or slap that pile), Space presses Ready, Esc puts the card back.</source>
        <translation>Tasti: 1 2 3 4 prendono la carta di una colonna, Q W E R la scartano su una pila (o battono la mano su quella pila), Spazio equivale a Pronto, Esc rimette giù la carta.</translation>
    </message>
    <message>
        <source>Turn up my card</source>
        <translation>Gira la mia carta</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Pronto</translation>
    </message>
    <message>
        <source>Cards still to shed</source>
        <translation>Carte ancora da scartare</translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation>Pila di pesca</translation>
    </message>
    <message>
        <source>Cards left: {count}</source>
        <translation>Carte rimaste: {count}</translation>
    </message>
    <message>
        <source>Winner!</source>
        <translation>Ha vinto!</translation>
    </message>
    <message>
        <source>Emptied the columns!</source>
        <translation>Colonne svuotate!</translation>
    </message>
    <message>
        <source>Slapped {player}&apos;s pile</source>
        <translation>Ha battuto la mano sulla pila di {player}</translation>
    </message>
    <message>
        <source>Not ready yet</source>
        <translation>Non ha ancora premuto Pronto</translation>
    </message>
    <message>
        <source>Your pile</source>
        <translation>La tua pila</translation>
    </message>
    <message>
        <source>Slapped by {player}</source>
        <translation>Colpita da {player}</translation>
    </message>
    <message>
        <source>Not open yet</source>
        <translation>Non ancora aperta</translation>
    </message>
    <message>
        <source>Ready to turn the cards up… {seconds}</source>
        <translation>Pronti a girare le carte… {seconds}</translation>
    </message>
    <message>
        <source>Ready to turn the cards up?</source>
        <translation>Pronti a girare le carte?</translation>
    </message>
    <message>
        <source>Everyone is stuck! Revealing in {seconds}</source>
        <translation>Tutti sono bloccati! Si gira tra {seconds}</translation>
    </message>
    <message>
        <source>Everyone is stuck!</source>
        <translation>Tutti sono bloccati!</translation>
    </message>
    <message>
        <source>You emptied your columns: slap a pile, it leaves the game!</source>
        <translation>Hai svuotato le colonne: batti la mano su una pila, esce dal gioco!</translation>
    </message>
    <message>
        <source>Slap a pile, quick!</source>
        <translation>Batti la mano su una pila, presto!</translation>
    </message>
    <message>
        <source>{player} emptied the columns: wait for the slap…</source>
        <translation>{player} ha svuotato le colonne: aspetta che batta la mano…</translation>
    </message>
    <message>
        <source>The others race for the piles…</source>
        <translation>Gli altri si contendono le pile…</translation>
    </message>
    <message>
        <source>The game is over. Winner: {winners}</source>
        <translation>La partita è finita. Vince: {winners}</translation>
    </message>
    <message>
        <source>The game is over. Winners: {winners}</source>
        <translation>La partita è finita. Vincono: {winners}</translation>
    </message>
    <message>
        <source>Turn up your card to open your pile!</source>
        <translation>Gira la tua carta per aprire la tua pila!</translation>
    </message>
    <message>
        <source>Held card</source>
        <translation>Carta coperta</translation>
    </message>
    <message>
        <source>Click or press Space to close</source>
        <translation>Clicca o premi Spazio per chiudere</translation>
    </message>
    <message>
        <source>Round {round} is over: so is the game!</source>
        <translation>Il round {round} è finito, e anche la partita!</translation>
    </message>
    <message>
        <source>Winner: {winners}. {finisher} emptied the columns first.</source>
        <translation>Vince: {winners}. {finisher} ha svuotato le colonne prima di tutti.</translation>
    </message>
    <message>
        <source>Winners: {winners}. {finisher} emptied the columns first.</source>
        <translation>Vincono: {winners}. {finisher} ha svuotato le colonne prima di tutti.</translation>
    </message>
    <message>
        <source>Round {round} is over</source>
        <translation>Il round {round} è finito</translation>
    </message>
    <message>
        <source>{player} emptied all four columns first and wins the round.</source>
        <translation>{player} ha svuotato tutte e quattro le colonne prima di tutti e vince il round.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Pile slapped</source>
        <translation>Pila colpita</translation>
    </message>
    <message>
        <source>Left in the columns</source>
        <translation>Rimaste nelle colonne</translation>
    </message>
    <message>
        <source>Draw pile now</source>
        <translation>Pila di pesca ora</translation>
    </message>
    <message>
        <source>{count} → out of the game</source>
        <translation>{count} → fuori dal gioco</translation>
    </message>
    <message>
        <source>Cards in the draw pile</source>
        <translation>Carte nella pila di pesca</translation>
    </message>
    <message>
        <source>Rounds with the columns emptied first</source>
        <translation>Round con le colonne svuotate per prime</translation>
    </message>
</context>
<context>
    <name>FranticFrankfurtTutorial</name>
    <message>
        <source>Welcome to Frantic Frankfurt! Everybody plays at the same time, as fast as they can: get rid of the cards in your columns before the others. Each player has a draw pile and, in front of them, its first 10 cards in 4 columns of 1, 2, 3 and 4 cards: only the top card of each column is face up. In this lesson Bruno and Carla wait for you at every step. Press Next.</source>
        <translation>Benvenuti a Frantic Frankfurt! Tutti giocano contemporaneamente, il più in fretta possibile: sbarazzati delle carte delle tue colonne prima degli altri. Ogni giocatore ha una pila di pesca e, davanti a sé, le sue prime 10 carte in 4 colonne di 1, 2, 3 e 4 carte: solo la carta in cima a ciascuna colonna è scoperta. In questa lezione Bruno e Carla ti aspettano a ogni passo. Premi Avanti.</translation>
    </message>
    <message>
        <source>At the start of a round each player takes a card from their draw pile and holds it face down. The cards are revealed at the same time: press Ready.</source>
        <translation>All&apos;inizio di un round ciascun giocatore pesca una carta dalla sua pila di pesca e la tiene a faccia in giù. Le carte vengono rivelate contemporaneamente: premi Pronto.</translation>
    </message>
    <message>
        <source>Each revealed card starts the discard pile in front of its player: the yellow 20 is your pile, the blue 5 Bruno&apos;s, the yellow 1 Carla&apos;s. Every player may play on every pile. Press Next.</source>
        <translation>Ogni carta rivelata apre la pila degli scarti davanti a chi l&apos;ha girata: il 20 giallo è la tua pila, il 5 blu quella di Bruno, l&apos;1 giallo quella di Carla. Ogni giocatore può scartare su ogni pila. Premi Avanti.</translation>
    </message>
    <message>
        <source>There are only two ways to discard the top card of a column. On a different colour: higher on lower. Lay your red 20 on Bruno&apos;s blue 5: click the red 20, then Bruno&apos;s pile.</source>
        <translation>Ci sono solo due modi per scartare la carta in cima a una colonna. Su un colore diverso: alto su basso. Scarta il tuo 20 rosso sul 5 blu di Bruno: clicca il 20 rosso, poi la pila di Bruno.</translation>
    </message>
    <message>
        <source>Your first column is empty now. Meanwhile Bruno laid his blue 8 on Carla&apos;s yellow 1: everybody plays at once. Press Next.</source>
        <translation>La tua prima colonna ora è vuota. Intanto Bruno ha scartato il suo 8 blu sull&apos;1 giallo di Carla: tutti giocano contemporaneamente. Premi Avanti.</translation>
    </message>
    <message>
        <source>On the same colour: odd on even only, and then higher or lower does not matter. Lay your blue 11 on the blue 8 on Carla&apos;s pile: click the blue 11, then Carla&apos;s pile.</source>
        <translation>Sullo stesso colore: solo dispari su pari, e allora non importa se più alta o più bassa. Scarta il tuo 11 blu sull&apos;8 blu della pila di Carla: clicca l&apos;11 blu, poi la pila di Carla.</translation>
    </message>
    <message>
        <source>Once you discard the top card of a column, the next card of that column is turned face up: your red 1. Carla laid her red 1 on the red 20 (the same colour, odd on even: a lower card is fine too), and Bruno his yellow 14 and yellow 18. Press Next.</source>
        <translation>Quando scarti la carta in cima a una colonna, la carta successiva di quella colonna viene girata: il tuo 1 rosso. Carla ha scartato il suo 1 rosso sul 20 rosso (stesso colore, dispari su pari: va bene anche più bassa) e Bruno il 14 giallo e il 18 giallo. Premi Avanti.</translation>
    </message>
    <message>
        <source>When a column is empty, you may move a face-up card into it from another column and turn up the next card of that column. Move your blue 13 into your empty first column: click the blue 13, then the empty column.</source>
        <translation>Quando una colonna è vuota, puoi spostarvi una carta scoperta da un&apos;altra colonna e rivelare la carta successiva di quella colonna. Sposta il tuo 13 blu nella tua prima colonna, quella vuota: clicca il 13 blu, poi la colonna vuota.</translation>
    </message>
    <message>
        <source>The card under it is turned up: a blue 14. Press Next.</source>
        <translation>La carta sotto è stata girata: un 14 blu. Premi Avanti.</translation>
    </message>
    <message>
        <source>In a real game nobody waits: if another card lands on a pile before yours, your card is too late and goes back to its column. Press Next and watch Bruno play as fast as he can.</source>
        <translation>In una partita vera nessuno aspetta: se un&apos;altra carta arriva su una pila prima della tua, la tua è troppo tardi e torna nella sua colonna. Premi Avanti e guarda Bruno giocare più in fretta che può.</translation>
    </message>
    <message>
        <source>Bruno laid five cards on Carla&apos;s pile and moved his yellow 10 into an empty column. Now nobody can discard a card and nobody can move one into an empty column: everyone is stuck. Press Next.</source>
        <translation>Bruno ha scartato cinque carte sulla pila di Carla e ha spostato il suo 10 giallo in una colonna vuota. Ora nessuno può scartare una carta né spostarne una in una colonna vuota: tutti sono bloccati. Premi Avanti.</translation>
    </message>
    <message>
        <source>When everyone is stuck, all players take a card from their draw pile, as at the start of the round, and play it at the same time, each onto the pile in front of them. Press Ready.</source>
        <translation>Quando tutti sono bloccati, tutti i giocatori, così come per l&apos;inizio del round, prendono una carta dalla propria pila di pesca e la giocano contemporaneamente, ciascuno sulla pila che ha davanti. Premi Pronto.</translation>
    </message>
    <message>
        <source>Your red 18, Bruno&apos;s blue 1 and Carla&apos;s blue 18 are on the piles, and Bruno at once laid his yellow 10 on his blue 1. A player with no cards left in the draw pile takes a card from the lid of the box instead. Press Next.</source>
        <translation>Il tuo 18 rosso, l&apos;1 blu di Bruno e il 18 blu di Carla sono sulle pile, e Bruno ha subito scartato il suo 10 giallo sul suo 1 blu. Chi non ha più carte nella pila di pesca prende invece una carta dal coperchio della scatola. Premi Avanti.</translation>
    </message>
    <message>
        <source>Now you can play again: lay your red 16 on Bruno&apos;s yellow 10. Click the red 16, then Bruno&apos;s pile.</source>
        <translation>Ora puoi giocare di nuovo: scarta il tuo 16 rosso sul 10 giallo di Bruno. Clicca il 16 rosso, poi la pila di Bruno.</translation>
    </message>
    <message>
        <source>Bruno laid his last card, the blue 9 on Carla&apos;s blue 18: his four columns are empty and the round ends. The first player to empty their columns slaps a discard pile of their choice, and all its cards go into the lid of the box, out of the game: Bruno slapped the smallest, your pile. Press Next.</source>
        <translation>Bruno ha scartato la sua ultima carta, il 9 blu sul 18 blu di Carla: le sue quattro colonne sono vuote e il round finisce. Chi svuota le proprie colonne prima di tutti batte la mano su una pila degli scarti a sua scelta, e tutte le sue carte vanno nel coperchio della scatola, fuori dal gioco: Bruno ha battuto la mano sulla pila più piccola, la tua. Premi Avanti.</translation>
    </message>
    <message>
        <source>All the other players slap a different pile as fast as they can, and put its cards, with the cards left in their columns, under their draw pile. Slap the smaller pile, Bruno&apos;s with 7 cards: click it.</source>
        <translation>Tutti gli altri battono la mano su una pila diversa il più velocemente possibile e mettono le sue carte, insieme alle carte rimaste nelle loro colonne, in fondo alla propria pila di pesca. Batti la mano sulla pila più piccola, quella di Bruno con 7 carte: cliccala.</translation>
    </message>
    <message>
        <source>The last player left gets the last pile: Carla takes 11 cards. Your 7 cards and the 7 left in your columns went under your draw pile. The next round is laid out as the first: 10 cards in columns and a card held face down. Press Next.</source>
        <translation>L&apos;ultima pila rimasta va all&apos;ultimo giocatore rimasto: Carla prende 11 carte. Le tue 7 carte e le 7 rimaste nelle tue colonne sono andate in fondo alla tua pila di pesca. Il round successivo si prepara come il primo: 10 carte in colonne e una carta tenuta a faccia in giù. Premi Avanti.</translation>
    </message>
    <message>
        <source>New rounds are dealt while every player has at least two cards in their draw pile. With fewer than 11 cards, build as many columns as you can, of 1, 2, 3 and 4 cards in this order, and always keep one card to open a pile. As soon as a player has no more than one card left in the draw pile at the end of a round, the game ends and that player wins. Press Next.</source>
        <translation>Finché tutti i giocatori hanno almeno due carte nella pila di pesca, si gioca un nuovo round. Con meno di 11 carte costruisci più colonne possibile, di 1, 2, 3 e 4 carte in quest&apos;ordine, e tieni sempre una carta per aprire una pila. Appena un giocatore ha non più di una carta rimasta nella pila di pesca alla fine di un round, il gioco finisce e quel giocatore ha vinto. Premi Avanti.</translation>
    </message>
    <message>
        <source>Learn to play Frantic Frankfurt</source>
        <translation>Impara a giocare a Frantic Frankfurt</translation>
    </message>
    <message>
        <source>You know the rules of Frantic Frankfurt now: on another colour higher on lower, on the same colour odd on even; a card moved into an empty column turns up the next one; when everyone is stuck, a card from each draw pile; the first with empty columns slaps a pile into the box, the others race for the rest. From now on Bruno and Carla play at their own speed: finish this game, or start a real one. After a few games, try the “stress continuo” variant.</source>
        <translation>Ora conosci le regole di Frantic Frankfurt: su un altro colore alto su basso, sullo stesso colore dispari su pari; una carta spostata in una colonna vuota rivela la successiva; quando tutti sono bloccati, una carta da ogni pila di pesca; chi svuota le colonne prima di tutti batte la mano su una pila che va nel coperchio, gli altri si contendono il resto. D&apos;ora in poi Bruno e Carla giocano alla loro velocità: finisci questa partita o iniziane una vera. Dopo qualche partita prova la variante «stress continuo».</translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <source>You have a seat at “{table}”.
Waiting for the host to start the game…</source>
        <translation>Hai un posto al tavolo «{table}».
In attesa che l&apos;host inizi la partita…</translation>
    </message>
    <message>
        <source>You are watching “{table}”.
Waiting for the host to start the game…</source>
        <translation>Stai guardando il tavolo «{table}».
In attesa che l&apos;host inizi la partita…</translation>
    </message>
    <message>
        <source>Take the cards</source>
        <translation>Prendi le carte</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Annulla scelta</translation>
    </message>
    <message>
        <source>Pass the screen to {player}.
The other players look away.</source>
        <translation>Passa lo schermo a {player}.
Gli altri giocatori guardano altrove.</translation>
    </message>
    <message>
        <source>I am {player}: show my cards</source>
        <translation>Sono {player}: mostra le mie carte</translation>
    </message>
    <message>
        <source>{seconds} s left to answer before an automatic pass.</source>
        <translation>{seconds} s per rispondere, poi si passa automaticamente.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Riprendi</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
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
        <source>Not saved</source>
        <translation>Non salvata</translation>
    </message>
    <message>
        <source>The game cannot be saved now: if the app closes, this game is lost.</source>
        <translation>La partita ora non può essere salvata: se l&apos;app si chiude, questa partita va persa.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>The game is paused.</source>
        <translation>La partita è in pausa.</translation>
    </message>
    <message>
        <source>{player} is thinking…</source>
        <translation>{player} sta pensando…</translation>
    </message>
    <message>
        <source>The game is paused.
Press Resume (Ctrl+P) to go on.</source>
        <translation>La partita è in pausa.
Premi Riprendi (Ctrl+P) per continuare.</translation>
    </message>
    <message>
        <source>The host has paused the game.
It goes on when the host resumes it.</source>
        <translation>L&apos;host ha messo in pausa la partita.
Continua quando l&apos;host la riprende.</translation>
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
    <name>HighNoonSaloon</name>
    <message>
        <source>Turn {turn} · {player} · {phase}</source>
        <translation>Turno {turn} · {player} · {phase}</translation>
    </message>
    <message>
        <source>{player}: place your figure on a lit space; to equip a gun, click it, then the Fist or the Holster.</source>
        <translation>{player}: metti la tua figura su uno spazio evidenziato; per equipaggiare una pistola, cliccala, poi il pugno o la fondina.</translation>
    </message>
    <message>
        <source>{player}: equip a gun (click it, then the Fist or the Holster), or End phase (E).</source>
        <translation>{player}: equipaggia una pistola (cliccala, poi il pugno o la fondina), o Termina la fase (E).</translation>
    </message>
    <message>
        <source>{player}: nothing to equip: End phase (E).</source>
        <translation>{player}: niente da equipaggiare: Termina la fase (E).</translation>
    </message>
    <message>
        <source>{player}: click cards to discard them, then Draw (D) up to seven.</source>
        <translation>{player}: clicca le carte da scartare, poi Pesca (D) fino a sette.</translation>
    </message>
    <message>
        <source>{player}: to equip or reload, click a card, then the Fist or the Holster; click a weapon to move it to the other slot; or End phase (E).</source>
        <translation>{player}: per equipaggiare o ricaricare, clicca una carta, poi il pugno o la fondina; clicca un&apos;arma per spostarla nell&apos;altro slot; o Termina la fase (E).</translation>
    </message>
    <message>
        <source>{player}: nothing to equip or reload: End phase (E).</source>
        <translation>{player}: niente da equipaggiare o ricaricare: Termina la fase (E).</translation>
    </message>
    <message>
        <source>{player}: click a lit space to jump into No Cover (you take a movement limit), or End phase (E).</source>
        <translation>{player}: clicca uno spazio evidenziato per saltare allo scoperto (Nessuna copertura; poi hai una limitazione di movimento), o Termina la fase (E).</translation>
    </message>
    <message>
        <source>{player}: no jump from No Cover: End phase (E).</source>
        <translation>{player}: nessun salto da Nessuna copertura: Termina la fase (E).</translation>
    </message>
    <message>
        <source>{player}: choose your attack on a chip (keys 1-9), or End phase (E) not to attack.</source>
        <translation>{player}: scegli il tuo attacco su un gettone (tasti 1-9), o Termina la fase (E) per non attaccare.</translation>
    </message>
    <message>
        <source>{player}: nobody is in reach: End phase (E).</source>
        <translation>{player}: nessuno è a portata: Termina la fase (E).</translation>
    </message>
    <message>
        <source>{player}: click a lit space to take cover there, or End phase (E) to stay.</source>
        <translation>{player}: clicca uno spazio evidenziato per metterti al riparo in quella copertura, o Termina la fase (E) per restare.</translation>
    </message>
    <message>
        <source>{player}: under a movement limit, only a lit orange space: click one, or End phase (E) to stay.</source>
        <translation>{player}: con una limitazione di movimento, solo uno spazio arancione evidenziato: cliccane uno, o Termina la fase (E) per restare.</translation>
    </message>
    <message>
        <source>{player}: no space to move to: End phase (E).</source>
        <translation>{player}: nessuno spazio in cui muoversi: Termina la fase (E).</translation>
    </message>
    <message>
        <source>{player}: use your cover&apos;s effect on a chip, or End phase (E) to end your turn.</source>
        <translation>{player}: usa l&apos;effetto della tua copertura con un gettone, o Termina la fase (E) per chiudere il turno.</translation>
    </message>
    <message>
        <source>{player}: End phase (E) ends your turn.</source>
        <translation>{player}: Termina la fase (E) chiude il tuo turno.</translation>
    </message>
    <message>
        <source>{player}: you may pass a card face down to a teammate (click it, then them), use your cover, or end the turn.</source>
        <translation>{player}: puoi passare una carta coperta a un compagno di team (clicca la carta, poi chi la riceve), usare la tua copertura o finire il turno.</translation>
    </message>
    <message>
        <source>{player}: block the attack with a lit card, or Pass (P).</source>
        <translation>{player}: blocca l&apos;attacco con una carta evidenziata, o Passa (P).</translation>
    </message>
    <message>
        <source>{player}: add an enhancement to your teammate&apos;s attack (a lit card), or Pass (P).</source>
        <translation>{player}: aggiungi un potenziamento all&apos;attacco del tuo compagno (una carta evidenziata), o Passa (P).</translation>
    </message>
    <message>
        <source>{player}: counterattack on a chip, or Pass (P).</source>
        <translation>{player}: contrattacca con un gettone, o Passa (P).</translation>
    </message>
    <message>
        <source>{player}: click a lit player to attack, or first a lit card to add an enhancement.</source>
        <translation>{player}: clicca un giocatore evidenziato da attaccare, o prima una carta evidenziata per aggiungere un potenziamento.</translation>
    </message>
    <message numerus="yes">
        <source>{player}: click up to %n lit players, then Attack these players; or first a lit card to add an enhancement.</source>
        <translation>
            <numerusform>{player}: clicca fino a %n giocatore evidenziato, poi Attacca questi giocatori; o prima una carta evidenziata per aggiungere un potenziamento.</numerusform>
            <numerusform>{player}: clicca fino a %n giocatori evidenziati, poi Attacca questi giocatori; o prima una carta evidenziata per aggiungere un potenziamento.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player}: choose the offered card&apos;s option on a chip.</source>
        <translation>{player}: scegli l&apos;opzione della carta offerta su un gettone.</translation>
    </message>
    <message>
        <source>{player}: add enhancements (lit cards), then Done: ask my teammates.</source>
        <translation>{player}: aggiungi potenziamenti (carte evidenziate), poi Fatto: chiedi ai compagni.</translation>
    </message>
    <message>
        <source>{player}: click a lit card, space or player.</source>
        <translation>{player}: clicca una carta, uno spazio o un giocatore evidenziati.</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Termina il turno</translation>
    </message>
    <message>
        <source>End phase</source>
        <translation>Termina la fase</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Pesca</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passa</translation>
    </message>
    <message>
        <source>Quick Draw</source>
        <translation>Impugnatura veloce</translation>
    </message>
    <message>
        <source>Cash the +10 token</source>
        <translation>Scambia il token grinta +10</translation>
    </message>
    <message>
        <source>Ends this phase and the next ones, stopping where you could attack, use your cover or pass a card.</source>
        <translation>Termina questa fase e le seguenti, fermandosi dove potresti attaccare, usare la tua copertura o passare una carta.</translation>
    </message>
    <message>
        <source>Ends this phase.</source>
        <translation>Termina questa fase.</translation>
    </message>
    <message>
        <source>Draws up to seven cards and ends Scavengin&apos;.</source>
        <translation>Pesca fino ad avere sette carte e chiude la fase di rinnovo.</translation>
    </message>
    <message>
        <source>Lets the moment go: no block, enhancement or counterattack.</source>
        <translation>Lascia passare il momento: nessun blocco, potenziamento o contrattacco.</translation>
    </message>
    <message>
        <source>Draws the Holster&apos;s weapon into your Fist (the Fist&apos;s weapon is discarded), at any moment.</source>
        <translation>Porta l&apos;arma della fondina nel pugno (l&apos;arma del pugno va negli scarti), in qualsiasi momento.</translation>
    </message>
    <message>
        <source>Key: {key}</source>
        <translation>Tasto: {key}</translation>
    </message>
    <message>
        <source>Stop at every phase</source>
        <translation>Fermati a ogni fase</translation>
    </message>
    <message>
        <source>Off: a phase where you can only end it passes by itself.</source>
        <translation>Se non è spuntato, una fase in cui puoi solo terminarla passa da sola.</translation>
    </message>
    <message numerus="yes">
        <source>Shields: attacks from other covers against a player here do %n less damage.</source>
        <translation>
            <numerusform>Scudi: gli attacchi da altre coperture contro un giocatore qui fanno %n danno in meno.</numerusform>
            <numerusform>Scudi: gli attacchi da altre coperture contro un giocatore qui fanno %n danni in meno.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Suns: attacks from here against other covers do %n more damage.</source>
        <translation>
            <numerusform>Soli: gli attacchi da qui contro altre coperture fanno %n danno in più.</numerusform>
            <numerusform>Soli: gli attacchi da qui contro altre coperture fanno %n danni in più.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Attacks from here against other covers do %n less damage (never below 0).</source>
        <translation>
            <numerusform>Gli attacchi da qui contro altre coperture fanno %n danno in meno (mai sotto 0).</numerusform>
            <numerusform>Gli attacchi da qui contro altre coperture fanno %n danni in meno (mai sotto 0).</numerusform>
        </translation>
    </message>
    <message>
        <source>Melee from here reaches: {areas}</source>
        <translation>Da qui la mischia raggiunge: {areas}</translation>
    </message>
    <message>
        <source>Melee from here reaches only this cover.</source>
        <translation>Da qui la mischia raggiunge solo questa copertura.</translation>
    </message>
    <message>
        <source>Melee reach: {source} → {target}</source>
        <translation>Portata in mischia: {source} → {target}</translation>
    </message>
    <message>
        <source>Turn {turn} · {player}</source>
        <translation>Turno {turn} · {player}</translation>
    </message>
    <message>
        <source>Movement limit: only orange spaces in Hunkerin&apos; Down.</source>
        <translation>Limitazione di movimento: solo spazi arancioni nella fase di accovacciamento.</translation>
    </message>
    <message>
        <source>Grit {grit}</source>
        <translation>Grinta {grit}</translation>
    </message>
    <message>
        <source>Team grit {grit}</source>
        <translation>Grinta del team {grit}</translation>
    </message>
    <message>
        <source>{count} in hand</source>
        <translation>{count} in mano</translation>
    </message>
    <message>
        <source>Fist</source>
        <translation>Pugno</translation>
    </message>
    <message>
        <source>Holster</source>
        <translation>Fondina</translation>
    </message>
    <message>
        <source>Team grit</source>
        <translation>Grinta del team</translation>
    </message>
    <message>
        <source>Grit</source>
        <translation>Grinta</translation>
    </message>
    <message>
        <source>Movement limit</source>
        <translation>Limitazione di movimento</translation>
    </message>
    <message>
        <source>Melee attack</source>
        <translation>Attacco di mischia</translation>
    </message>
    <message>
        <source>Gun attack</source>
        <translation>Attacco con pistola</translation>
    </message>
    <message>
        <source>Done: ask my teammates</source>
        <translation>Fatto: chiedi ai compagni</translation>
    </message>
    <message>
        <source>Use the cover&apos;s effect</source>
        <translation>Usa l&apos;effetto della copertura</translation>
    </message>
    <message>
        <source>Attack these players</source>
        <translation>Attacca questi giocatori</translation>
    </message>
    <message>
        <source>Pass face down to {player}</source>
        <translation>Passa coperta a {player}</translation>
    </message>
    <message>
        <source>Targets: {players} ({chosen} of {most})</source>
        <translation>Bersagli: {players} ({chosen} di {most})</translation>
    </message>
    <message numerus="yes">
        <source>Click up to %n players to attack.</source>
        <translation>
            <numerusform>Clicca fino a %n giocatore da attaccare.</numerusform>
            <numerusform>Clicca fino a %n giocatori da attaccare.</numerusform>
        </translation>
    </message>
    <message>
        <source>Saloon</source>
        <translation>Saloon</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Scarti</translation>
    </message>
    <message>
        <source>Used loads</source>
        <translation>Cariche usate</translation>
    </message>
    <message>
        <source>gun</source>
        <translation>pistola</translation>
    </message>
    <message>
        <source>{seconds} s to answer</source>
        <translation>{seconds} s per rispondere</translation>
    </message>
    <message>
        <source>melee</source>
        <translation>mischia</translation>
    </message>
    <message>
        <source>Block with a lit card, or pass.</source>
        <translation>Blocca con una carta evidenziata, o passa.</translation>
    </message>
    <message>
        <source>{player} may block.</source>
        <translation>{player} può bloccare.</translation>
    </message>
    <message>
        <source>the fist</source>
        <translation>il pugno</translation>
    </message>
    <message numerus="yes">
        <source>{attacker} attacks you with {weapon}: %n damage so far.</source>
        <translation>
            <numerusform>{attacker} ti attacca con {weapon}: finora %n danno.</numerusform>
            <numerusform>{attacker} ti attacca con {weapon}: finora %n danni.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{attacker} attacks {player} with {weapon}: %n damage so far.</source>
        <translation>
            <numerusform>{attacker} attacca {player} con {weapon}: finora %n danno.</numerusform>
            <numerusform>{attacker} attacca {player} con {weapon}: finora %n danni.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{attacker} attacks with {weapon}: %n damage so far.</source>
        <translation>
            <numerusform>{attacker} attacca con {weapon}: finora %n danno.</numerusform>
            <numerusform>{attacker} attacca con {weapon}: finora %n danni.</numerusform>
        </translation>
    </message>
    <message>
        <source>Add an enhancement from your hand (lit cards), or pass.</source>
        <translation>Aggiungi un potenziamento dalla tua mano (carte evidenziate), o passa.</translation>
    </message>
    <message>
        <source>{player} may add an enhancement.</source>
        <translation>{player} può aggiungere un potenziamento.</translation>
    </message>
    <message>
        <source>You blocked {attacker}&apos;s attack with a counterattack.</source>
        <translation>Hai bloccato l&apos;attacco di {attacker} con un contrattacco.</translation>
    </message>
    <message>
        <source>Counterattack {attacker} (melee or gun), or pass.</source>
        <translation>Contrattacca {attacker} (mischia o pistola), o passa.</translation>
    </message>
    <message>
        <source>{player} may counterattack {attacker}.</source>
        <translation>{player} può contrattaccare {attacker}.</translation>
    </message>
    <message>
        <source>Out of the game</source>
        <translation>Fuori dal gioco</translation>
    </message>
    <message>
        <source>{attacker} attacks with {weapon} ({kind})</source>
        <translation>{attacker} attacca con {weapon} ({kind})</translation>
    </message>
    <message>
        <source>Enhancements: {cards}</source>
        <translation>Potenziamenti: {cards}</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n giocatore</numerusform>
            <numerusform>%n giocatori</numerusform>
        </translation>
    </message>
    <message>
        <source>Hit {players}: {damage} each ({bullets})</source>
        <translation>Colpisci {players}: {damage} a testa ({bullets})</translation>
    </message>
    <message>
        <source>Shoot: {damage} ({bullets})</source>
        <translation>Spara: {damage} ({bullets})</translation>
    </message>
    <message numerus="yes">
        <source>%n bullets</source>
        <translation>
            <numerusform>%n proiettile</numerusform>
            <numerusform>%n proiettili</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n damage</source>
        <translation>
            <numerusform>%n danno</numerusform>
            <numerusform>%n danni</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n damage</source>
        <translation>
            <numerusform>+%n danno</numerusform>
            <numerusform>+%n danni</numerusform>
        </translation>
    </message>
    <message>
        <source>Hit {players}, {damage} ({bullets})</source>
        <translation>Colpisci {players}, {damage} ({bullets})</translation>
    </message>
    <message>
        <source>Hit {players} ({bullets})</source>
        <translation>Colpisci {players} ({bullets})</translation>
    </message>
    <message>
        <source>Hit {players}</source>
        <translation>Colpisci {players}</translation>
    </message>
    <message>
        <source>{damage} ({bullets})</source>
        <translation>{damage} ({bullets})</translation>
    </message>
    <message>
        <source>Targets: {players}</source>
        <translation>Bersagli: {players}</translation>
    </message>
    <message>
        <source>Setup turn</source>
        <translation>Turno di setup</translation>
    </message>
    <message>
        <source>Scavengin&apos;</source>
        <translation>Rinnovo</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Arma</translation>
    </message>
    <message>
        <source>Jump</source>
        <translation>Salto</translation>
    </message>
    <message>
        <source>Fightin&apos;</source>
        <translation>Combattimento</translation>
    </message>
    <message>
        <source>Hunkerin&apos; Down</source>
        <translation>Accovacciamento</translation>
    </message>
    <message>
        <source>Weapon #2</source>
        <translation>Arma #2</translation>
    </message>
    <message>
        <source>End of turn</source>
        <translation>Fine turno</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <source>No Cover</source>
        <translation>Nessuna copertura</translation>
    </message>
    <message>
        <source>On the Stairs</source>
        <translation>Sulle scale</translation>
    </message>
    <message>
        <source>Upstairs Balcony</source>
        <translation>Piano superiore</translation>
    </message>
    <message>
        <source>Back Room</source>
        <translation>Stanza nera</translation>
    </message>
    <message>
        <source>Behind the Bar</source>
        <translation>Dietro al bar</translation>
    </message>
    <message>
        <source>Behind the Player Piano</source>
        <translation>Dietro il piano bar</translation>
    </message>
    <message>
        <source>Behind an Upended Table</source>
        <translation>Dietro un tavolo rovesciato</translation>
    </message>
    <message>
        <source>A gun you equip from your hand is fully loaded (no load card).</source>
        <translation>Una pistola che equipaggi dalla mano è carica al massimo (nessuna carta carica).</translation>
    </message>
    <message numerus="yes">
        <source>Your fist does %n damage.</source>
        <translation>
            <numerusform>Il tuo pugno fa %n danno.</numerusform>
            <numerusform>Il tuo pugno fa %n danni.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n damage on your melee attacks.</source>
        <translation>
            <numerusform>+%n danno ai tuoi attacchi di mischia.</numerusform>
            <numerusform>+%n danni ai tuoi attacchi di mischia.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each reload card gives %n more bullets.</source>
        <translation>
            <numerusform>Ogni carta ricarica ti dà un proiettile in più.</numerusform>
            <numerusform>Ogni carta ricarica ti dà %n proiettili in più.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In Scavengin&apos; you draw up to %n cards.</source>
        <translation>
            <numerusform>Nella fase di rinnovo peschi fino a %n carta.</numerusform>
            <numerusform>Nella fase di rinnovo peschi fino a %n carte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At the end of your turn here: +%n bullets to one of your guns.</source>
        <translation>
            <numerusform>Alla fine del tuo turno qui: +%n proiettile a una delle tue pistole.</numerusform>
            <numerusform>Alla fine del tuo turno qui: +%n proiettili a una delle tue pistole.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Jump from here into No Cover: +%n bullets to one of your guns.</source>
        <translation>
            <numerusform>Salta da qui allo scoperto (Nessuna copertura): +%n proiettile a una delle tue pistole.</numerusform>
            <numerusform>Salta da qui allo scoperto (Nessuna copertura): +%n proiettili a una delle tue pistole.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Jump from here into No Cover: +%n damage to your first melee attack this turn.</source>
        <translation>
            <numerusform>Salta da qui allo scoperto (Nessuna copertura): +%n danno al tuo primo attacco di mischia in questo turno.</numerusform>
            <numerusform>Salta da qui allo scoperto (Nessuna copertura): +%n danni al tuo primo attacco di mischia in questo turno.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>up to %n targets</source>
        <translation>
            <numerusform>fino a %n bersaglio</numerusform>
            <numerusform>fino a %n bersagli</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n bullets to your gun</source>
        <translation>
            <numerusform>+%n proiettile alla tua pistola</numerusform>
            <numerusform>+%n proiettili alla tua pistola</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n bullets to a teammate&apos;s gun</source>
        <translation>
            <numerusform>+%n proiettile alla pistola di un compagno</numerusform>
            <numerusform>+%n proiettili alla pistola di un compagno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>draw %n cards</source>
        <translation>
            <numerusform>peschi %n carta</numerusform>
            <numerusform>peschi %n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a teammate draws %n cards</source>
        <translation>
            <numerusform>un compagno pesca %n carta</numerusform>
            <numerusform>un compagno pesca %n carte</numerusform>
        </translation>
    </message>
    <message>
        <source>+{amount} defense against gun attacks.</source>
        <translation>+{amount} difesa contro gli attacchi con pistola.</translation>
    </message>
    <message>
        <source>+{amount} defense against gun attacks while you are in No Cover.</source>
        <translation>+{amount} difesa contro gli attacchi con pistola mentre sei allo scoperto (Nessuna copertura).</translation>
    </message>
    <message>
        <source>Gain {amount} grit whenever you play a block.</source>
        <translation>Recuperi {amount} di grinta ogni volta che giochi un blocco.</translation>
    </message>
    <message>
        <source>Gain {amount} grit whenever you block a melee attack.</source>
        <translation>Recuperi {amount} di grinta ogni volta che blocchi un attacco di mischia.</translation>
    </message>
    <message>
        <source>Jumping into No Cover gives you no movement limit.</source>
        <translation>Saltare allo scoperto (Nessuna copertura) non ti impone limitazioni di movimento.</translation>
    </message>
    <message>
        <source>At the end of your turn here: +{amount} grit.</source>
        <translation>Alla fine del tuo turno qui: +{amount} di grinta.</translation>
    </message>
    <message>
        <source>At the end of your turn here: +{amount} to your first melee attack.</source>
        <translation>Alla fine del tuo turno qui: +{amount} al tuo primo attacco di mischia.</translation>
    </message>
    <message>
        <source>Jump from here into No Cover: +{amount} grit.</source>
        <translation>Salta da qui allo scoperto (Nessuna copertura): +{amount} di grinta.</translation>
    </message>
    <message>
        <source>Only if nobody else is in this cover.</source>
        <translation>Solo se nessun altro è in questa copertura.</translation>
    </message>
    <message>
        <source>Only if you made no attack this turn.</source>
        <translation>Solo se non hai fatto attacchi in questo turno.</translation>
    </message>
    <message>
        <source>Gun</source>
        <translation>Pistola</translation>
    </message>
    <message>
        <source>Melee weapon</source>
        <translation>Arma da mischia</translation>
    </message>
    <message>
        <source>Block · gun attack</source>
        <translation>Blocco · pistola</translation>
    </message>
    <message>
        <source>Block · melee attack</source>
        <translation>Blocco · mischia</translation>
    </message>
    <message>
        <source>Enhancement · gun</source>
        <translation>Potenziamento · pistola</translation>
    </message>
    <message>
        <source>Enhancement · melee</source>
        <translation>Potenziamento · mischia</translation>
    </message>
    <message>
        <source>Enhancement · any attack</source>
        <translation>Potenziamento · qualsiasi attacco</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Ricarica</translation>
    </message>
    <message>
        <source>Team card</source>
        <translation>Carta team</translation>
    </message>
    <message>
        <source>target drops the fist&apos;s weapon</source>
        <translation>il bersaglio posa a terra l&apos;arma del pugno</translation>
    </message>
    <message>
        <source>attacker drops the fist&apos;s weapon</source>
        <translation>l&apos;attaccante posa a terra l&apos;arma del pugno</translation>
    </message>
    <message>
        <source>you drop the fist&apos;s weapon</source>
        <translation>posi a terra l&apos;arma del pugno</translation>
    </message>
    <message>
        <source>no counterattack</source>
        <translation>nessun contrattacco</translation>
    </message>
    <message>
        <source>you may counterattack</source>
        <translation>puoi contrattaccare</translation>
    </message>
    <message>
        <source>you take a movement limit</source>
        <translation>hai una limitazione di movimento</translation>
    </message>
    <message>
        <source>target takes a movement limit</source>
        <translation>al bersaglio si impone una limitazione di movimento</translation>
    </message>
    <message>
        <source>attacker takes a movement limit</source>
        <translation>all&apos;attaccante si impone una limitazione di movimento</translation>
    </message>
    <message>
        <source>+{amount} grit</source>
        <translation>+{amount} di grinta</translation>
    </message>
    <message>
        <source>your team +{amount} grit</source>
        <translation>il tuo team +{amount} di grinta</translation>
    </message>
    <message>
        <source>give a gun to a teammate</source>
        <translation>dai una pistola a un compagno</translation>
    </message>
    <message>
        <source>block for a teammate</source>
        <translation>blocca per un compagno</translation>
    </message>
    <message>
        <source>At any moment</source>
        <translation>In qualsiasi momento</translation>
    </message>
    <message>
        <source>When a teammate is attacked</source>
        <translation>Se attaccano un compagno</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Carica</translation>
    </message>
    <message>
        <source>The last player with Grit wins.</source>
        <translation>Vince chi ha ancora grinta quando tutti gli altri l&apos;hanno persa.</translation>
    </message>
    <message>
        <source>The last team with Grit wins.</source>
        <translation>Vince l&apos;ultimo team con ancora grinta.</translation>
    </message>
    <message>
        <source>No man left standing: the game is a draw.</source>
        <translation>Nessuno rimane in piedi: la partita termina in parità.</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Scarta</translation>
    </message>
    <message>
        <source>Team card for {player}</source>
        <translation>Carta team per {player}</translation>
    </message>
    <message>
        <source>Play as a team card</source>
        <translation>Gioca come carta team</translation>
    </message>
    <message numerus="yes">
        <source>{player} would take %n damage before any block.</source>
        <translation>
            <numerusform>{player} subirebbe %n danno prima di un eventuale blocco.</numerusform>
            <numerusform>{player} subirebbe %n danni prima di un eventuale blocco.</numerusform>
        </translation>
    </message>
    <message>
        <source>Orange space: under a movement limit, the only spaces you may move to.</source>
        <translation>Spazio arancione: con una limitazione di movimento, gli unici spazi in cui puoi muoverti.</translation>
    </message>
    <message>
        <source>Sun: attacks from this cover against other covers do more damage.</source>
        <translation>Sole: gli attacchi da questa copertura contro altre coperture fanno più danni.</translation>
    </message>
    <message>
        <source>Shield: attacks from other covers do less damage to a player here.</source>
        <translation>Scudo: gli attacchi da altre coperture fanno meno danni a un giocatore qui.</translation>
    </message>
    <message>
        <source>Team grit left</source>
        <translation>Grinta rimasta al team</translation>
    </message>
    <message>
        <source>Grit left</source>
        <translation>Grinta rimasta</translation>
    </message>
    <message>
        <source>Damage dealt</source>
        <translation>Danni inflitti</translation>
    </message>
    <message>
        <source>from {player}</source>
        <translation>da {player}</translation>
    </message>
    <message>
        <source>{player} passed you this card face down.</source>
        <translation>{player} ti ha passato questa carta coperta.</translation>
    </message>
    <message>
        <source>The team&apos;s +10 grit token, still to cash. Cashing it (at any moment) adds 10 to the team&apos;s grit and lets the team&apos;s grit go up to {most}.</source>
        <translation>Il token grinta +10 del team, ancora da scambiare. Scambiarlo (in qualsiasi momento) aggiunge 10 alla grinta del team e le permette di salire fino a {most}.</translation>
    </message>
    <message>
        <source>The team&apos;s +10 grit token is cashed: the team&apos;s grit may go up to {most}.</source>
        <translation>Il token grinta +10 del team è già scambiato: la grinta del team può salire fino a {most}.</translation>
    </message>
    <message>
        <source>Add 10 to the team&apos;s grit now; the team&apos;s grit may then go up to {most}. Once a game.</source>
        <translation>Aggiungi ora 10 alla grinta del team, che potrà poi salire fino a {most}. Una volta per partita.</translation>
    </message>
    <message>
        <source>Team card: play it when its text says, even on another player&apos;s turn.</source>
        <translation>Carta team: giocala quando lo dice il suo testo, anche nel turno di un altro giocatore.</translation>
    </message>
    <message>
        <source>It would do nothing now: the team&apos;s grit is full.</source>
        <translation>Ora non servirebbe a niente: la grinta del team è al massimo.</translation>
    </message>
</context>
<context>
    <name>HighNoonSaloonTutorial</name>
    <message>
        <source>Welcome to the High Noon Saloon! You are in a brawl in the Old West: attack your opponents and move from cover to cover. The goal is to be the last player who still has grit; whoever runs out of grit is out of the game. You and Bruno each start with 20 grit. Press Next.</source>
        <translation>Benvenuti al High Noon Saloon! Stai partecipando a una rissa nel Old West: attacca i tuoi avversari e spostati da copertura a copertura. L&apos;obiettivo è essere l&apos;ultimo giocatore ad avere ancora grinta; chi finisce la grinta è fuori dal gioco. Tu e Bruno iniziate con 20 di grinta. Premi Avanti.</translation>
    </message>
    <message>
        <source>Before the game starts, each player has a setup turn: equip weapons from your hand to your Fist and Holster, and place your figure on an empty space. Guns make attacks only from the Fist. Click the Repeatin&apos; Rifle in your hand, then your Fist.</source>
        <translation>Prima che il gioco inizi ogni giocatore esegue un turno di setup: equipaggia armi dalla tua mano al tuo pugno e alla fondina, e piazza la tua pedina su uno spazio vuoto. Con una pistola puoi attaccare solo se è nel pugno. Clicca la Repeatin&apos; Rifle nella tua mano, poi il tuo pugno.</translation>
    </message>
    <message>
        <source>When you equip a gun, the top card of the load deck is revealed and discarded: it says how many bullets the gun starts with. Your rifle is loaded.</source>
        <translation>Quando equipaggi una pistola, la carta in cima al mazzo delle carte carica viene rivelata e scartata: indica con quanti proiettili parte la pistola. Il tuo fucile è carico.</translation>
    </message>
    <message>
        <source>Only a gun with the holster icon goes in the Holster, like the Derringer: you cannot attack with it there, but you can draw it at any moment. Click the Derringer, then your Holster.</source>
        <translation>Nella fondina va solo una pistola con l&apos;icona della fondina, come la Derringer: lì non puoi attaccare con essa, ma puoi impugnarla in qualsiasi momento. Clicca la Derringer, poi la tua fondina.</translation>
    </message>
    <message>
        <source>Now place your figure. The covers give defense against attacks from other covers: Behind an Upended Table takes 2 off every attack. Click the marked space behind the table.</source>
        <translation>Ora piazza la tua pedina. Le coperture danno difesa contro gli attacchi da altre coperture: Dietro un tavolo rovesciato toglie 2 a ogni attacco. Clicca lo spazio evidenziato dietro il tavolo.</translation>
    </message>
    <message>
        <source>Your setup turn is done: click End phase.</source>
        <translation>Il tuo turno di setup è finito: clicca Termina la fase.</translation>
    </message>
    <message>
        <source>Bruno has equipped a rifle and taken cover Behind the Bar. Watch the table, then press Next.</source>
        <translation>Bruno ha equipaggiato un fucile e si è messo in copertura Dietro al bar. Guarda il tavolo, poi premi Avanti.</translation>
    </message>
    <message>
        <source>Your turn has six phases, always in this order: Scavengin&apos;, Weapon, Jump, Fightin&apos;, Hunkerin&apos; Down and Weapon #2. Each phase must be finished before the next begins; the bar above the table shows where you are. Press Next.</source>
        <translation>Il tuo turno è suddiviso in sei fasi, sempre in quest&apos;ordine: Rinnovo, Arma, Salto, Combattimento, Accovacciamento e Arma #2. Ogni fase deve essere completata prima di passare alla successiva; la barra sopra il tavolo mostra a che punto sei. Premi Avanti.</translation>
    </message>
    <message>
        <source>Scavengin&apos;: at the start of your turn you may discard some or all of the cards in your hand. Dirty Trick is of little use to you now: click it to discard it.</source>
        <translation>Fase di rinnovo: all&apos;inizio del tuo turno puoi scartare alcune o tutte le carte della tua mano. Dirty Trick ora ti serve a poco: cliccala per scartarla.</translation>
    </message>
    <message>
        <source>Then draw from the saloon deck until you have seven cards in your hand. Click Draw.</source>
        <translation>Poi pesca dal mazzo saloon fino ad avere sette carte in mano. Clicca Pesca.</translation>
    </message>
    <message>
        <source>Weapon phase: you may equip weapons, move them between Fist and Holster and play reload cards, in any order. Your rifle is full, so there is nothing to do: click End phase.</source>
        <translation>Fase di arma: puoi equipaggiare armi, spostarle tra pugno e fondina e giocare carte ricarica, in qualsiasi ordine. Il tuo fucile è pieno, quindi non c&apos;è niente da fare: clicca Termina la fase.</translation>
    </message>
    <message>
        <source>Jump phase: you may jump out into No Cover. A jump limits your movement later in the turn, and there your cover gives no defense. Stay behind the table this time: click End phase.</source>
        <translation>Fase di salto: puoi saltare allo scoperto (Nessuna copertura). Un salto ti dà una limitazione di movimento più avanti nel turno, e allo scoperto nessuna copertura ti difende. Questa volta resta dietro il tavolo: clicca Termina la fase.</translation>
    </message>
    <message>
        <source>Fightin&apos;: you may make one attack. A gun attack can target any player, whatever the cover. Each gun offers bullet options: the rifle spends 2 bullets for 3 damage. Click that option on the table.</source>
        <translation>Fase di combattimento: puoi portare un attacco. Un attacco con pistola può avere come bersaglio qualsiasi giocatore, indipendentemente dalla copertura. Ogni pistola ha delle opzioni proiettile: il fucile spende 2 proiettili per 3 danni. Clicca quell&apos;opzione sul tavolo.</translation>
    </message>
    <message>
        <source>After declaring the attack (and playing any enhancement cards) you choose the target. Click Bruno.</source>
        <translation>Dopo aver dichiarato l&apos;attacco (e giocato eventuali potenziamenti) scegli il bersaglio. Clicca Bruno.</translation>
    </message>
    <message>
        <source>The damage is the weapon&apos;s, plus enhancements and the attacker&apos;s cover bonus, minus the defender&apos;s blocks and cover. Bruno played no block card, and Behind the Bar takes 2 off your 3: he loses 1 grit. Press Next.</source>
        <translation>Il danno è quello dell&apos;arma, più i potenziamenti e il bonus della copertura di chi attacca, meno i blocchi e la copertura di chi difende. Bruno non ha giocato carte blocco, e Dietro al bar toglie 2 ai tuoi 3: perde 1 di grinta. Premi Avanti.</translation>
    </message>
    <message>
        <source>Hunkerin&apos; Down: you may move from your cover to any empty space of the saloon, it need not be next to you. Click the space On the Stairs: attacks from the stairs get +1 damage.</source>
        <translation>Fase di accovacciamento: puoi muoverti dalla tua copertura a qualsiasi spazio vuoto del saloon, anche non adiacente. Clicca lo spazio Sulle scale: gli attacchi dalle scale fanno +1 danno.</translation>
    </message>
    <message>
        <source>Weapon #2: you may do anything you could do in the first Weapon phase. Your rifle spent 2 bullets: play Loose Rounds to add its bullets to the rifle. Click Loose Rounds, then your Fist.</source>
        <translation>Fase di arma #2: puoi fare tutto quello che potevi fare nella prima fase di arma. Il tuo fucile ha speso 2 proiettili: gioca Loose Rounds per aggiungere i suoi proiettili al fucile. Clicca Loose Rounds, poi il tuo pugno.</translation>
    </message>
    <message>
        <source>That is enough for Weapon #2: click End phase.</source>
        <translation>Per la fase di arma #2 basta così: clicca Termina la fase.</translation>
    </message>
    <message>
        <source>At the end of the turn the special covers act (Behind the Bar heals, Behind the Player Piano adds bullets); the stairs have none. Click End phase to end your turn.</source>
        <translation>A fine turno agiscono le coperture speciali (Dietro al bar recupera grinta, Dietro il piano bar aggiunge proiettili); le scale non hanno effetti. Clicca Termina la fase per finire il turno.</translation>
    </message>
    <message>
        <source>Now it is Bruno&apos;s turn. Watch what he does, then press Next.</source>
        <translation>Ora è il turno di Bruno. Guarda cosa fa, poi premi Avanti.</translation>
    </message>
    <message>
        <source>Bruno attacks you with his rifle, out of your turn: you are asked whether to block. A block must be of the same type as the attack, here a gun block. Click Duck! in your hand.</source>
        <translation>Bruno ti attacca con il suo fucile, fuori dal tuo turno: ti viene chiesto se bloccare. Il blocco deve avere lo stesso tipo dell&apos;attacco, qui un blocco contro la pistola. Clicca Duck! nella tua mano.</translation>
    </message>
    <message>
        <source>Duck! took 3 off his attack and your cover on the stairs 1 more. Your grit shows what you lost. Press Next.</source>
        <translation>Duck! ha tolto 3 al suo attacco e la tua copertura sulle scale 1 in più. La tua grinta mostra quanto hai perso. Premi Avanti.</translation>
    </message>
    <message>
        <source>Your second turn. Scavengin&apos; again: you may keep all your cards this time. Click Draw.</source>
        <translation>Il tuo secondo turno. Di nuovo la fase di rinnovo: questa volta puoi tenere tutte le carte. Clicca Pesca.</translation>
    </message>
    <message>
        <source>Quick Draw: at any moment, even during an attack, you may draw the weapon in your Holster into your Fist; the weapon you were holding is discarded. Your rifle is nearly empty: click Quick Draw.</source>
        <translation>Impugnatura veloce: in qualsiasi momento, anche durante un attacco, puoi prendere l&apos;arma che hai nella fondina e metterla nel pugno; l&apos;arma che stavi impugnando viene scartata. Il tuo fucile è quasi scarico: clicca Impugnatura veloce.</translation>
    </message>
    <message>
        <source>The Derringer is in your Fist now and the rifle went to the discards. Press Next.</source>
        <translation>Ora la Derringer è nel tuo pugno e il fucile è finito negli scarti. Premi Avanti.</translation>
    </message>
    <message>
        <source>Nothing more to equip: click End phase.</source>
        <translation>Niente altro da equipaggiare: clicca Termina la fase.</translation>
    </message>
    <message>
        <source>This time, jump into No Cover. From there you can reach Bruno Behind the Bar for a melee attack, which works only against a player in your cover or in a cover you can reach. Click the marked space.</source>
        <translation>Questa volta salta allo scoperto (Nessuna copertura). Da lì puoi raggiungere Bruno Dietro al bar con un attacco di mischia, possibile solo contro un giocatore nella tua copertura o in una copertura che puoi raggiungere. Clicca lo spazio evidenziato.</translation>
    </message>
    <message>
        <source>You can always make a melee attack, whatever weapon you hold; a gun used this way does the melee damage printed at the bottom of its card, 0 for the Derringer. Click the melee attack on the table.</source>
        <translation>Puoi sempre fare un attacco di mischia, qualunque arma impugni; una pistola usata così fa il danno di mischia indicato nella parte bassa della carta, 0 per la Derringer. Clicca l&apos;attacco di mischia sul tavolo.</translation>
    </message>
    <message>
        <source>Attack enhancements are played while declaring, of the same type as the attack: Strong adds 2 to a melee attack. Click Strong.</source>
        <translation>I potenziamenti di attacco si giocano durante la dichiarazione, dello stesso tipo dell&apos;attacco: Strong aggiunge 2 a un attacco di mischia. Clicca Strong.</translation>
    </message>
    <message>
        <source>Now click Bruno to make him the target.</source>
        <translation>Ora clicca Bruno per sceglierlo come bersaglio.</translation>
    </message>
    <message>
        <source>The Derringer&apos;s 0 and Strong&apos;s 2 make 2, and Bruno&apos;s cover Behind the Bar takes 2 off: no damage this time. Against a player in cover, a melee attack needs a strong weapon or more enhancements. Press Next.</source>
        <translation>Lo 0 della Derringer e il 2 di Strong fanno 2, e la copertura di Bruno Dietro al bar toglie 2: questa volta nessun danno. Contro un giocatore in copertura, un attacco di mischia ha bisogno di un&apos;arma forte o di più potenziamenti. Premi Avanti.</translation>
    </message>
    <message>
        <source>Hunkerin&apos; Down: because you jumped, you have a movement limit and may move only to an orange space. Stay where you are: click End phase.</source>
        <translation>Fase di accovacciamento: poiché hai fatto un salto, hai una limitazione di movimento e puoi muoverti solo in uno spazio arancione. Resta dove sei: clicca Termina la fase.</translation>
    </message>
    <message>
        <source>Weapon #2: nothing to do. Click End phase.</source>
        <translation>Fase di arma #2: niente da fare. Clicca Termina la fase.</translation>
    </message>
    <message>
        <source>Click End phase to end your turn.</source>
        <translation>Clicca Termina la fase per finire il turno.</translation>
    </message>
    <message>
        <source>Learn to play High Noon Saloon</source>
        <translation>Impara a giocare a High Noon Saloon</translation>
    </message>
    <message>
        <source>You know every phase of a turn now: equipping and loading, cover, gun and melee attacks, blocks, the Quick Draw and Hunkerin&apos; Down. You may finish this game against Bruno, or start a real one.</source>
        <translation>Ora conosci ogni fase del turno: equipaggiare e caricare, le coperture, gli attacchi con pistola e di mischia, i blocchi, l&apos;impugnatura veloce e l&apos;accovacciamento. Puoi finire questa partita contro Bruno, o iniziarne una vera.</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>Only this move is worth weighing here: you win {win}% of the time with it.</source>
        <translation>Qui conviene considerare solo questa mossa: con essa vinci {win} volte su 100.</translation>
    </message>
    <message>
        <source>This move keeps you ahead: you win {win}% of the time with it, against {other}% with the next best move.</source>
        <translation>Questa mossa ti tiene in vantaggio: con essa vinci {win} volte su 100, contro {other} con la seconda mossa migliore.</translation>
    </message>
    <message>
        <source>This move is clearly the best: you win {win}% of the time with it, against {other}% with the next best move.</source>
        <translation>Questa mossa è chiaramente la migliore: con essa vinci {win} volte su 100, contro {other} con la seconda mossa migliore.</translation>
    </message>
    <message>
        <source>You are behind, and this move gives you the best chance: you win {win}% of the time with it, against {other}% with the next best move.</source>
        <translation>Sei in svantaggio, e questa mossa ti dà la possibilità migliore: con essa vinci {win} volte su 100, contro {other} con la seconda mossa migliore.</translation>
    </message>
    <message>
        <source>Several moves are about as good; with this one you win {win}% of the time, with the next best {other}%.</source>
        <translation>Diverse mosse si equivalgono; con questa vinci {win} volte su 100, con la seconda migliore {other}.</translation>
    </message>
    <message>
        <source>The next best move: you win {win}% of the time with it, against {other}% with the best move.</source>
        <translation>La mossa migliore successiva: con essa vinci {win} volte su 100, contro {other} con la mossa migliore.</translation>
    </message>
    <message>
        <source>The move: Pass.</source>
        <translation>La mossa: Passa.</translation>
    </message>
    <message>
        <source>The move: End phase.</source>
        <translation>La mossa: Termina la fase.</translation>
    </message>
    <message>
        <source>The move: Draw.</source>
        <translation>La mossa: Pesca.</translation>
    </message>
    <message>
        <source>The move: Ready.</source>
        <translation>La mossa: Pronto.</translation>
    </message>
    <message>
        <source>The move: End turn.</source>
        <translation>La mossa: Termina il turno.</translation>
    </message>
    <message>
        <source>The move: jump into No Cover.</source>
        <translation>La mossa: salta allo scoperto (Nessuna copertura).</translation>
    </message>
    <message>
        <source>The next best move; the best wins {other}% of the time.</source>
        <translation>La seconda mossa migliore; con la migliore vinci {other} volte su 100.</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>Suggerimento (H)</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Cerco una buona mossa…</translation>
    </message>
    <message>
        <source>No hint this time: the search could not be run.</source>
        <translation>Nessun suggerimento questa volta: la ricerca non è riuscita a partire.</translation>
    </message>
    <message>
        <source>The host of this table does not allow hints.</source>
        <translation>L&apos;host di questo tavolo non consente suggerimenti.</translation>
    </message>
</context>
<context>
    <name>HintFranticFrankfurt</name>
    <message>
        <source>This wins the game (you win {win}% of the time).</source>
        <translation>Così vinci la partita (vinci {win} volte su 100).</translation>
    </message>
    <message numerus="yes">
        <source>After this you have the fewest cards left: %n card(s) ahead of the next player (you win {win}% of the time).</source>
        <translation>
            <numerusform>Dopo questa mossa ti restano meno carte che a chiunque altro: %n carta di vantaggio sul giocatore che segue (vinci {win} volte su 100).</numerusform>
            <numerusform>Dopo questa mossa ti restano meno carte che a chiunque altro: %n carte di vantaggio sul giocatore che segue (vinci {win} volte su 100).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Slap this pile: only %n card(s) go under your draw pile, fewer than with any other (you win {win}% of the time).</source>
        <translation>
            <numerusform>Batti la mano su questa pila: sotto la tua pila di pesca va solo %n carta, meno che con ogni altra (vinci {win} volte su 100).</numerusform>
            <numerusform>Batti la mano su questa pila: sotto la tua pila di pesca vanno solo %n carte, meno che con ogni altra (vinci {win} volte su 100).</numerusform>
        </translation>
    </message>
    <message>
        <source>This turns up a hidden card of your columns, so you have more cards to play (you win {win}% of the time).</source>
        <translation>Così scopri una carta coperta delle tue colonne e hai più carte da giocare (vinci {win} volte su 100).</translation>
    </message>
    <message numerus="yes">
        <source>This leaves you %n card(s) to get rid of (you win {win}% of the time).</source>
        <translation>
            <numerusform>Dopo questa mossa ti resta %n carta da smaltire (vinci {win} volte su 100).</numerusform>
            <numerusform>Dopo questa mossa ti restano %n carte da smaltire (vinci {win} volte su 100).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HintHighNoonSaloon</name>
    <message>
        <source>This wins the game (you win {win}% of the time).</source>
        <translation>Così vinci la partita (vinci {win} volte su 100).</translation>
    </message>
    <message>
        <source>This knocks an opponent out of the game (you win {win}% of the time).</source>
        <translation>Così elimini un avversario dalla partita (vinci {win} volte su 100).</translation>
    </message>
    <message numerus="yes">
        <source>This costs your opponents %n grit (you win {win}% of the time).</source>
        <translation>
            <numerusform>Così i tuoi avversari perdono %n di grinta (vinci {win} volte su 100).</numerusform>
            <numerusform>Così i tuoi avversari perdono %n di grinta (vinci {win} volte su 100).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This saves you %n grit that the other moves would lose (you win {win}% of the time).</source>
        <translation>
            <numerusform>Così conservi %n di grinta che con le altre mosse perderesti (vinci {win} volte su 100).</numerusform>
            <numerusform>Così conservi %n di grinta che con le altre mosse perderesti (vinci {win} volte su 100).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This loads %n more bullet(s) into your guns (you win {win}% of the time).</source>
        <translation>
            <numerusform>Così carichi %n proiettile in più nelle tue armi (vinci {win} volte su 100).</numerusform>
            <numerusform>Così carichi %n proiettili in più nelle tue armi (vinci {win} volte su 100).</numerusform>
        </translation>
    </message>
    <message>
        <source>This equips a weapon you had not got ready (you win {win}% of the time).</source>
        <translation>Così equipaggi un&apos;arma che non avevi ancora pronta (vinci {win} volte su 100).</translation>
    </message>
</context>
<context>
    <name>HintTeaTime</name>
    <message>
        <source>This take wins the game (you win {win}% of the time).</source>
        <translation>Con questa presa vinci la partita (vinci {win} volte su 100).</translation>
    </message>
    <message numerus="yes">
        <source>This take puts you in the lead by %n point(s) (you win {win}% of the time).</source>
        <translation>
            <numerusform>Con questa presa passi in testa di %n punto (vinci {win} volte su 100).</numerusform>
            <numerusform>Con questa presa passi in testa di %n punti (vinci {win} volte su 100).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take Alice: she is worth %n point(s) to you now (you win {win}% of the time).</source>
        <translation>
            <numerusform>Prendi Alice: ora per te vale %n punto (vinci {win} volte su 100).</numerusform>
            <numerusform>Prendi Alice: ora per te vale %n punti (vinci {win} volte su 100).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This take gains you %n point(s), more than any other take (you win {win}% of the time).</source>
        <translation>
            <numerusform>Questa presa ti fa guadagnare %n punto, più di ogni altra (vinci {win} volte su 100).</numerusform>
            <numerusform>Questa presa ti fa guadagnare %n punti, più di ogni altra (vinci {win} volte su 100).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This take keeps you in the lead by %n point(s) (you win {win}% of the time).</source>
        <translation>
            <numerusform>Con questa presa resti in testa di %n punto (vinci {win} volte su 100).</numerusform>
            <numerusform>Con questa presa resti in testa di %n punti (vinci {win} volte su 100).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This take closes the gap to the leader to %n point(s) (you win {win}% of the time).</source>
        <translation>
            <numerusform>Con questa presa il distacco da chi è in testa scende a %n punto (vinci {win} volte su 100).</numerusform>
            <numerusform>Con questa presa il distacco da chi è in testa scende a %n punti (vinci {win} volte su 100).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This take gains you %n point(s) (you win {win}% of the time).</source>
        <translation>
            <numerusform>Questa presa ti fa guadagnare %n punto (vinci {win} volte su 100).</numerusform>
            <numerusform>Questa presa ti fa guadagnare %n punti (vinci {win} volte su 100).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every take costs you points here; this one costs the fewest: %n point(s) (you win {win}% of the time).</source>
        <translation>
            <numerusform>Qui ogni presa ti costa punti; questa te ne costa meno di tutte: %n punto (vinci {win} volte su 100).</numerusform>
            <numerusform>Qui ogni presa ti costa punti; questa te ne costa meno di tutte: %n punti (vinci {win} volte su 100).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With this take your cards cancel your opponents&apos; and they lose %n point(s) (you win {win}% of the time).</source>
        <translation>
            <numerusform>Con questa presa le tue carte annullano quelle degli avversari, che perdono %n punto (vinci {win} volte su 100).</numerusform>
            <numerusform>Con questa presa le tue carte annullano quelle degli avversari, che perdono %n punti (vinci {win} volte su 100).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This take leaves the next player&apos;s best take worth %n point(s) less than the other takes would (you win {win}% of the time).</source>
        <translation>
            <numerusform>Dopo questa presa la migliore presa del giocatore successivo vale %n punto in meno che dopo le altre (vinci {win} volte su 100).</numerusform>
            <numerusform>Dopo questa presa la migliore presa del giocatore successivo vale %n punti in meno che dopo le altre (vinci {win} volte su 100).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HintTimesSquare</name>
    <message>
        <source>This move wins the game (you win {win}% of the time).</source>
        <translation>Con questa mossa vinci la partita (vinci {win} volte su 100).</translation>
    </message>
    <message>
        <source>This brings Saucy Sue over to your half of the street (you win {win}% of the time).</source>
        <translation>Così Saucy Sue passa dal tuo lato del tabellone (vinci {win} volte su 100).</translation>
    </message>
    <message numerus="yes">
        <source>This moves Saucy Sue %n space(s) closer to your club (you win {win}% of the time).</source>
        <translation>
            <numerusform>Così Saucy Sue si avvicina di %n spazio al tuo nightclub (vinci {win} volte su 100).</numerusform>
            <numerusform>Così Saucy Sue si avvicina di %n spazi al tuo nightclub (vinci {win} volte su 100).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Champagne Charlie will move %n space(s) towards your club at the end of your turn (you win {win}% of the time).</source>
        <translation>
            <numerusform>Alla fine del tuo turno Champagne Charlie si muoverà di %n spazio verso il tuo nightclub (vinci {win} volte su 100).</numerusform>
            <numerusform>Alla fine del tuo turno Champagne Charlie si muoverà di %n spazi verso il tuo nightclub (vinci {win} volte su 100).</numerusform>
        </translation>
    </message>
    <message>
        <source>This keeps Champagne Charlie from moving towards your opponent&apos;s club (you win {win}% of the time).</source>
        <translation>Così Champagne Charlie non si muove verso il nightclub dell&apos;avversario (vinci {win} volte su 100).</translation>
    </message>
    <message numerus="yes">
        <source>This keeps Saucy Sue %n space(s) away from the centre on your side (you win {win}% of the time).</source>
        <translation>
            <numerusform>Così Saucy Sue resta dal tuo lato del tabellone, a %n spazio dal centro (vinci {win} volte su 100).</numerusform>
            <numerusform>Così Saucy Sue resta dal tuo lato del tabellone, a %n spazi dal centro (vinci {win} volte su 100).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This puts %n figure(s) on your club&apos;s entrance spaces, where they pull Champagne Charlie your way (you win {win}% of the time).</source>
        <translation>
            <numerusform>Così hai %n personaggio sugli spazi di ingresso del tuo nightclub, che attira Champagne Charlie verso di te (vinci {win} volte su 100).</numerusform>
            <numerusform>Così hai %n personaggi sugli spazi di ingresso del tuo nightclub, che attirano Champagne Charlie verso di te (vinci {win} volte su 100).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This moves the Bodyguard on your side away: Saucy Sue has %n space(s) of room towards your club (you win {win}% of the time).</source>
        <translation>
            <numerusform>Così la Bodyguard dal tuo lato si allontana: Saucy Sue ha %n spazio libero verso il tuo nightclub (vinci {win} volte su 100).</numerusform>
            <numerusform>Così la Bodyguard dal tuo lato si allontana: Saucy Sue ha %n spazi liberi verso il tuo nightclub (vinci {win} volte su 100).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This moves the Bodyguard on your opponent&apos;s side up to Saucy Sue: she has only %n space(s) of room that way (you win {win}% of the time).</source>
        <translation>
            <numerusform>Così la Bodyguard dal lato dell&apos;avversario si avvicina a Saucy Sue: da quella parte le resta solo %n spazio libero (vinci {win} volte su 100).</numerusform>
            <numerusform>Così la Bodyguard dal lato dell&apos;avversario si avvicina a Saucy Sue: da quella parte le restano solo %n spazi liberi (vinci {win} volte su 100).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>Against bots</source>
        <translation>Contro i bot</translation>
    </message>
    <message>
        <source>Hot-seat</source>
        <translation>Sullo stesso computer</translation>
    </message>
    <message>
        <source>On the network</source>
        <translation>In rete</translation>
    </message>
    <message>
        <source>Tabletop Qt replays (*.json)</source>
        <translation>Replay di Tabletop Qt (*.json)</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Nessuno</translation>
    </message>
    <message>
        <source>Delete this game?</source>
        <translation>Eliminare questa partita?</translation>
    </message>
    <message>
        <source>Delete the game of {game} of {date} from the history? Its replay is lost.</source>
        <translation>Eliminare dallo storico la partita a {game} del {date}? Il suo replay andrà perso.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Elimina</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Conserva</translation>
    </message>
    <message>
        <source>Saved as {file}.</source>
        <translation>Salvato come {file}.</translation>
    </message>
    <message>
        <source>This game is already in the history: {file}.</source>
        <translation>Questa partita è già nello storico: {file}.</translation>
    </message>
    <message>
        <source>Added to the history: {file}.</source>
        <translation>Aggiunto allo storico: {file}.</translation>
    </message>
    <message>
        <source>The replay cannot be saved</source>
        <translation>Il replay non si può salvare</translation>
    </message>
    <message>
        <source>{file} cannot be written.</source>
        <translation>Non si può scrivere {file}.</translation>
    </message>
    <message>
        <source>The replay cannot be opened</source>
        <translation>Il replay non si può aprire</translation>
    </message>
    <message>
        <source>{file}: {problem}</source>
        <translation>{file}: {problem}</translation>
    </message>
    <message>
        <source>Export the replay</source>
        <translation>Esporta il replay</translation>
    </message>
    <message>
        <source>Import a replay</source>
        <translation>Importa un replay</translation>
    </message>
    <message>
        <source>Game history</source>
        <translation>Storico delle partite</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Mostra:</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Tutti i giochi</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vincitore</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modalità</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Rivedi</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Esporta…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Elimina…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importa…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Your statistics</source>
        <translation>Le tue statistiche</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Giocate</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vinte</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Miglior punteggio</translation>
    </message>
    <message>
        <source>No finished game yet: games are kept here when they end.</source>
        <translation>Nessuna partita finita per ora: le partite vengono conservate qui quando finiscono.</translation>
    </message>
    <message>
        <source>These files in {folder} cannot be read; they are left as they are:</source>
        <translation>Questi file in {folder} non si possono leggere; restano come sono:</translation>
    </message>
    <message>
        <source>The game record could not be read from the disk.</source>
        <translation>Non è stato possibile leggere dal disco la registrazione della partita.</translation>
    </message>
    <message>
        <source>The game record is damaged (it was cut short or overwritten).</source>
        <translation>La registrazione della partita è danneggiata (è stata troncata o sovrascritta).</translation>
    </message>
    <message>
        <source>The file is not a game record of Tabletop Qt.</source>
        <translation>Il file non è una registrazione di partita di Tabletop Qt.</translation>
    </message>
    <message>
        <source>The game record was made by a newer version of Tabletop Qt.</source>
        <translation>La registrazione della partita è stata creata da una versione più recente di Tabletop Qt.</translation>
    </message>
    <message>
        <source>The game record is of a game this version does not know.</source>
        <translation>La registrazione è di un gioco che questa versione non conosce.</translation>
    </message>
    <message>
        <source>The game record is damaged: its moves do not lead to the game it recorded.</source>
        <translation>La registrazione della partita è danneggiata: le sue mosse non portano alla partita registrata.</translation>
    </message>
    <message>
        <source>The recorded game was played with a content pack that is not in the packs folder, or that has changed since.</source>
        <translation>La partita registrata è stata giocata con un pacchetto di contenuti che non è nella cartella packs, o che è cambiato da allora.</translation>
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
        <translation>Inizia una nuova partita a {game}</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Impara a giocare</translation>
    </message>
    <message>
        <source>A short guided game of {game} against a bot</source>
        <translation>Una breve partita guidata a {game} contro un bot</translation>
    </message>
    <message>
        <source>Your last game</source>
        <translation>La tua ultima partita</translation>
    </message>
    <message>
        <source>Players: {names}</source>
        <translation>Giocatori: {names}</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Round {number}</translation>
    </message>
    <message>
        <source>Turn {number}</source>
        <translation>Turno {number}</translation>
    </message>
    <message>
        <source>Saved {when}</source>
        <translation>Salvata il {when}</translation>
    </message>
    <message>
        <source>Choose a game to play against bots or with friends at this computer, or join a table on your network.</source>
        <translation>Scegli un gioco per giocare contro i bot o con gli amici sullo stesso computer, oppure unisciti a un tavolo della tua rete.</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nuova partita…</translation>
    </message>
    <message>
        <source>Join a table…</source>
        <translation>Unisciti a un tavolo…</translation>
    </message>
    <message>
        <source>Continue the last game</source>
        <translation>Continua l&apos;ultima partita</translation>
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
        <translation>Posti liberi: {free} su {seats}</translation>
    </message>
    <message>
        <source>Every seat is taken: you may watch.</source>
        <translation>Tutti i posti sono occupati: puoi guardare.</translation>
    </message>
    <message>
        <source>A join code is needed.</source>
        <translation>Serve un codice di accesso.</translation>
    </message>
    <message>
        <source>Click to join this table.</source>
        <translation>Clicca per unirti a questo tavolo.</translation>
    </message>
    <message>
        <source>Click to join this table (the host gives you the code).</source>
        <translation>Clicca per unirti a questo tavolo (il codice te lo dà l&apos;host).</translation>
    </message>
    <message>
        <source>Tables cannot be looked for on this network: use “Join a table…” and type the host&apos;s address.</source>
        <translation>Su questa rete non si possono cercare tavoli: usa «Unisciti a un tavolo…» e scrivi l&apos;indirizzo dell&apos;host.</translation>
    </message>
    <message>
        <source>No table on your network yet. Tables people open appear here.</source>
        <translation>Ancora nessun tavolo nella tua rete. I tavoli aperti da altri compaiono qui.</translation>
    </message>
    <message>
        <source>Tables on your network</source>
        <translation>Tavoli nella tua rete</translation>
    </message>
    <message>
        <source>Welcome to Tabletop Qt! Click a game or “New game…” to play against bots or with friends at this computer; “Join a table…” (or a table listed under “Tables on your network”) sits you at a game on another computer. The Language menu switches between English, Italian and Dutch.</source>
        <translation>Ti diamo il benvenuto in Tabletop Qt! Clicca un gioco o «Nuova partita…» per giocare contro i bot o con gli amici sullo stesso computer; con «Unisciti a un tavolo…» (o con un tavolo elencato in «Tavoli nella tua rete») ti siedi a una partita su un altro computer. Dal menu Lingua puoi scegliere tra inglese, italiano e olandese.</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Ho capito</translation>
    </message>
    <message>
        <source>New to a game? Learn it by playing:</source>
        <translation>Un gioco è nuovo per te? Imparalo giocando:</translation>
    </message>
</context>
<context>
    <name>Lan</name>
    <message>
        <source>Seat {number}</source>
        <translation>Posto {number}</translation>
    </message>
    <message>
        <source>Give to a bot</source>
        <translation>Dai a un bot</translation>
    </message>
    <message>
        <source>Open seats: {count}. Start is possible once every seat is taken; give a seat to a bot to start sooner.</source>
        <translation>Posti liberi: {count}. Si può iniziare quando tutti i posti sono occupati; dai un posto a un bot per iniziare prima.</translation>
    </message>
    <message>
        <source>Everyone is seated.</source>
        <translation>Tutti sono seduti al tavolo.</translation>
    </message>
    <message numerus="yes">
        <source>Someone at {address} has tried %n wrong join codes.</source>
        <translation>
            <numerusform>Qualcuno da {address} ha provato %n codice di accesso sbagliato.</numerusform>
            <numerusform>Qualcuno da {address} ha provato %n codici di accesso sbagliati.</numerusform>
        </translation>
    </message>
    <message>
        <source>Table on the network</source>
        <translation>Tavolo in rete</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Gioco:</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Indirizzo:</translation>
    </message>
    <message>
        <source>Join code:</source>
        <translation>Codice di accesso:</translation>
    </message>
    <message>
        <source>The table could not be opened: {detail}</source>
        <translation>Non è stato possibile aprire il tavolo: {detail}</translation>
    </message>
    <message>
        <source>Opening…</source>
        <translation>Apertura…</translation>
    </message>
    <message>
        <source>this computer&apos;s address</source>
        <translation>l&apos;indirizzo di questo computer</translation>
    </message>
    <message>
        <source>{code} (needed to sit down)</source>
        <translation>{code} (serve per sedersi)</translation>
    </message>
    <message>
        <source>None: an open table. Anyone on the network can join it and read what is sent.</source>
        <translation>Nessuno: un tavolo aperto. Chiunque sulla rete può unirsi e leggere ciò che viene inviato.</translation>
    </message>
    <message>
        <source>The table is announced on the local network: others find it with “Join a table on the network…” in the Game menu.</source>
        <translation>Il tavolo è annunciato sulla rete locale: gli altri lo trovano con «Unisciti a un tavolo in rete…» nel menu Partita.</translation>
    </message>
    <message>
        <source>The table could not be announced on the network; others can still join by typing the address.</source>
        <translation>Non è stato possibile annunciare il tavolo sulla rete; gli altri possono comunque unirsi scrivendo l&apos;indirizzo.</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Posti al tavolo</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Inizia la partita</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Chiudi il tavolo</translation>
    </message>
    <message>
        <source>This table plays with the content pack “{name}”, which this computer does not have (or has in another version).</source>
        <translation>Questo tavolo gioca con il pacchetto di contenuti «{name}», che questo computer non ha (o ha in un&apos;altra versione).</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Connecting to {address}…</source>
        <translation>Connessione a {address}…</translation>
    </message>
    <message>
        <source>{table} — {game}</source>
        <translation>{table} — {game}</translation>
    </message>
    <message>
        <source>Host: {host} at {address}</source>
        <translation>Host: {host} all&apos;indirizzo {address}</translation>
    </message>
    <message>
        <source>Free seats: {free} of {seats}</source>
        <translation>Posti liberi: {free} su {seats}</translation>
    </message>
    <message>
        <source>Every seat is taken.</source>
        <translation>Tutti i posti sono occupati.</translation>
    </message>
    <message>
        <source>Content pack: {name}</source>
        <translation>Pacchetto di contenuti: {name}</translation>
    </message>
    <message>
        <source>A join code is needed.</source>
        <translation>Serve un codice di accesso.</translation>
    </message>
    <message>
        <source>Open table: anyone on the network can join it and read what is sent.</source>
        <translation>Tavolo aperto: chiunque sulla rete può unirsi e leggere ciò che viene inviato.</translation>
    </message>
    <message>
        <source>This table was first listed at another address: another computer may be posing as it. Ask the host for its address.</source>
        <translation>Questo tavolo è apparso prima a un altro indirizzo: un altro computer potrebbe spacciarsi per lui. Chiedi all&apos;host il suo indirizzo.</translation>
    </message>
    <message>
        <source>Another table here has the same name: ask the host which computer and address are theirs.</source>
        <translation>Un altro tavolo qui ha lo stesso nome: chiedi all&apos;host qual è il suo computer e il suo indirizzo.</translation>
    </message>
    <message>
        <source>Tables cannot be looked for on this network; type the host&apos;s address.</source>
        <translation>Su questa rete non si possono cercare tavoli; scrivi l&apos;indirizzo dell&apos;host.</translation>
    </message>
    <message>
        <source>Looking for tables on the local network…</source>
        <translation>Ricerca di tavoli sulla rete locale…</translation>
    </message>
    <message>
        <source>Only if the host gave you one</source>
        <translation>Solo se l&apos;host te ne ha dato uno</translation>
    </message>
    <message>
        <source>The code the host gave you</source>
        <translation>Il codice che ti ha dato l&apos;host</translation>
    </message>
    <message>
        <source>You had a seat at “{table}” ({address}) when the app closed. The host may still hold it for you.</source>
        <translation>Avevi un posto al tavolo «{table}» ({address}) quando l&apos;app si è chiusa. L&apos;host potrebbe tenerlo ancora per te.</translation>
    </message>
    <message>
        <source>Rejoin {table}</source>
        <translation>Torna al tavolo {table}</translation>
    </message>
    <message>
        <source>Join a table on the network</source>
        <translation>Unisciti a un tavolo in rete</translation>
    </message>
    <message>
        <source>Tables open on this local network appear here. You can also type the address the host shows.</source>
        <translation>Qui compaiono i tavoli aperti su questa rete locale. Puoi anche scrivere l&apos;indirizzo che mostra l&apos;host.</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Il tuo nome:</translation>
    </message>
    <message>
        <source>host:port, for example 192.168.1.20:50000</source>
        <translation>host:porta, per esempio 192.168.1.20:50000</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Siediti</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Guarda</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
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
        <translation>Posti al tavolo</translation>
    </message>
    <message>
        <source>Table chat</source>
        <translation>Chat del tavolo</translation>
    </message>
    <message>
        <source>Write to the table…</source>
        <translation>Scrivi al tavolo…</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Invia</translation>
    </message>
    <message>
        <source>Give the seat to a bot</source>
        <translation>Dai il posto a un bot</translation>
    </message>
    <message>
        <source>Open on the network at {address}.</source>
        <translation>Tavolo aperto in rete all&apos;indirizzo {address}.</translation>
    </message>
    <message>
        <source>Reconnecting to the host…</source>
        <translation>Riconnessione all&apos;host…</translation>
    </message>
    <message>
        <source>You are watching this table.</source>
        <translation>Stai guardando questo tavolo.</translation>
    </message>
    <message>
        <source>You play again: waiting for the host to start the new game…</source>
        <translation>Hai accettato: in attesa che l&apos;host inizi la nuova partita…</translation>
    </message>
    <message>
        <source>Close the table?</source>
        <translation>Chiudere il tavolo?</translation>
    </message>
    <message>
        <source>The game is still going on. Leaving closes the table for everyone who plays at it.</source>
        <translation>La partita è ancora in corso. Se esci, il tavolo si chiude per tutti quelli che ci giocano.</translation>
    </message>
    <message>
        <source>Stay at the table</source>
        <translation>Resta al tavolo</translation>
    </message>
    <message>
        <source>A player did not come back</source>
        <translation>Un posto è rimasto vuoto</translation>
    </message>
    <message>
        <source>{name} lost the connection and has not come back. Give the seat to a bot, or keep waiting?</source>
        <translation>La connessione con {name} si è interrotta e non è stata ripristinata. Dare il posto a un bot o continuare ad aspettare?</translation>
    </message>
    <message>
        <source>Keep waiting</source>
        <translation>Continua ad aspettare</translation>
    </message>
    <message>
        <source>Play again?</source>
        <translation>Un&apos;altra partita?</translation>
    </message>
    <message>
        <source>The host of “{table}” offers another game with the same seats.</source>
        <translation>L&apos;host del tavolo «{table}» propone un&apos;altra partita con gli stessi posti.</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Un&apos;altra partita</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Lascia il tavolo</translation>
    </message>
    <message>
        <source>The table is closed</source>
        <translation>Il tavolo è chiuso</translation>
    </message>
    <message>
        <source>The join code is not right.</source>
        <translation>Il codice di accesso non è giusto.</translation>
    </message>
    <message>
        <source>Too many wrong join codes came from this computer. Wait a few minutes, then try again.</source>
        <translation>Da questo computer sono arrivati troppi codici di accesso sbagliati. Attendi qualche minuto, poi riprova.</translation>
    </message>
    <message>
        <source>The host has too many connections just now. Try again in a moment.</source>
        <translation>In questo momento l&apos;host ha troppe connessioni. Riprova tra un attimo.</translation>
    </message>
    <message>
        <source>This computer already has too many connections to the host.</source>
        <translation>Questo computer ha già troppe connessioni con l&apos;host.</translation>
    </message>
    <message>
        <source>Every seat at this table is taken.</source>
        <translation>Tutti i posti di questo tavolo sono occupati.</translation>
    </message>
    <message>
        <source>That seat is already taken.</source>
        <translation>Quel posto è già occupato.</translation>
    </message>
    <message>
        <source>Another player at this table has that name, or one that looks the same. Choose another name.</source>
        <translation>Un altro giocatore a questo tavolo ha questo nome, o uno che sembra uguale. Scegli un altro nome.</translation>
    </message>
    <message>
        <source>This table has no join code: join it without one. Anyone on the network can join it and read what is sent.</source>
        <translation>Questo tavolo non ha un codice di accesso: unisciti senza codice. Chiunque sulla rete può unirsi e leggere ciò che viene inviato.</translation>
    </message>
    <message>
        <source>The host runs a newer version of the protocol.</source>
        <translation>L&apos;host usa una versione più recente del protocollo.</translation>
    </message>
    <message>
        <source>The host runs an older version of the protocol.</source>
        <translation>L&apos;host usa una versione più vecchia del protocollo.</translation>
    </message>
    <message>
        <source>The table plays another game.</source>
        <translation>A questo tavolo si gioca a un altro gioco.</translation>
    </message>
    <message>
        <source>The host has another version of this game&apos;s rules.</source>
        <translation>L&apos;host ha un&apos;altra versione delle regole di questo gioco.</translation>
    </message>
    <message>
        <source>The table plays a game this version does not know.</source>
        <translation>A questo tavolo si gioca a un gioco che questa versione non conosce.</translation>
    </message>
    <message>
        <source>This table plays with a content pack this computer does not have (or has in another version).</source>
        <translation>Questo tavolo gioca con un pacchetto di contenuti che questo computer non ha (o ha in un&apos;altra versione).</translation>
    </message>
    <message>
        <source>The table is closed.</source>
        <translation>Il tavolo è chiuso.</translation>
    </message>
    <message>
        <source>The host no longer holds this seat.</source>
        <translation>L&apos;host non tiene più questo posto.</translation>
    </message>
    <message>
        <source>This seat was taken up from another connection.</source>
        <translation>Questo posto è stato ripreso da un&apos;altra connessione.</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>L&apos;host ha chiuso il tavolo.</translation>
    </message>
    <message>
        <source>The game is over and the host closed the table.</source>
        <translation>La partita è finita e l&apos;host ha chiuso il tavolo.</translation>
    </message>
    <message>
        <source>The connection to the host was lost.</source>
        <translation>La connessione con l&apos;host si è interrotta.</translation>
    </message>
    <message>
        <source>No table answers at that address.</source>
        <translation>Nessun tavolo risponde a quell&apos;indirizzo.</translation>
    </message>
    <message>
        <source>Write the address as host:port, for example 192.168.1.20:50000.</source>
        <translation>Scrivi l&apos;indirizzo come host:porta, per esempio 192.168.1.20:50000.</translation>
    </message>
    <message>
        <source>Open: waiting for a player</source>
        <translation>Libero: in attesa di un giocatore</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <source>On the network</source>
        <translation>In rete</translation>
    </message>
    <message>
        <source>Reconnecting…</source>
        <translation>Riconnessione…</translation>
    </message>
    <message>
        <source>Away: did not come back</source>
        <translation>Assente: connessione non ripristinata</translation>
    </message>
    <message>
        <source>At this computer</source>
        <translation>Su questo computer</translation>
    </message>
    <message>
        <source>At the host&apos;s computer</source>
        <translation>Al computer dell&apos;host</translation>
    </message>
    <message>
        <source>The host ended the connection ({code}).</source>
        <translation>L&apos;host ha chiuso la connessione ({code}).</translation>
    </message>
    <message>
        <source>Plays again</source>
        <translation>Accetta un&apos;altra partita</translation>
    </message>
    <message>
        <source>Not answered yet</source>
        <translation>Non ha ancora risposto</translation>
    </message>
    <message>
        <source>Left the table</source>
        <translation>Ha lasciato il tavolo</translation>
    </message>
    <message>
        <source>A new game with the same seats. The players on the network are asked; it starts once they all accept. Give the seat of anyone who leaves to a bot.</source>
        <translation>Una nuova partita con gli stessi posti. Ai giocatori in rete viene chiesto; inizia quando tutti accettano. Dai a un bot il posto di chi se ne va.</translation>
    </message>
    <message>
        <source>Start the new game</source>
        <translation>Inizia la nuova partita</translation>
    </message>
    <message>
        <source>{name} (to the team): {text}</source>
        <translation>{name} (al team): {text}</translation>
    </message>
    <message>
        <source>Not sent: {reason}</source>
        <translation>Non inviato: {reason}</translation>
    </message>
    <message>
        <source>Write to your team…</source>
        <translation>Scrivi al tuo team…</translation>
    </message>
    <message>
        <source>To my team only</source>
        <translation>Solo al mio team</translation>
    </message>
    <message>
        <source>Only your teammates read it; the other teams and the spectators do not.</source>
        <translation>Lo leggono solo i tuoi compagni; gli altri team e gli spettatori no.</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <source>{player} is drawn to start and takes Alice.</source>
        <translation>Il sorteggio fa iniziare {player}, che prende la carta Alice.</translation>
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
        <translation>{player} scarta una coppia di carte {character}: una faccia normale e una allo specchio si annullano.</translation>
    </message>
    <message>
        <source>Round {round} is over.</source>
        <translation>Il round {round} è finito.</translation>
    </message>
    <message>
        <source>{player} asks for a hint.</source>
        <translation>{player} chiede un suggerimento.</translation>
    </message>
    <message>
        <source>{player}: {card}</source>
        <translation>{player}: {card}</translation>
    </message>
    <message>
        <source>All the cards are dealt out: everyone gets a draw pile of {count}.</source>
        <translation>Tutte le carte vengono distribuite: ognuno riceve una pila di pesca di {count}.</translation>
    </message>
    <message>
        <source>Round {round} begins: everyone lays out four columns.</source>
        <translation>Inizia il round {round}: ognuno dispone quattro colonne.</translation>
    </message>
    <message>
        <source>{player} is ready.</source>
        <translation>{player} ha premuto Pronto.</translation>
    </message>
    <message>
        <source>The held cards are turned up and open the piles: {cards}.</source>
        <translation>Le carte tenute coperte vengono girate e aprono le pile degli scarti: {cards}.</translation>
    </message>
    <message>
        <source>{player} turns up {card} and opens their pile.</source>
        <translation>{player} gira {card} e apre la sua pila degli scarti.</translation>
    </message>
    <message>
        <source>{player} lays {card} on their own {onto}.</source>
        <translation>{player} scarta {card} su {onto}, nella sua pila degli scarti.</translation>
    </message>
    <message>
        <source>{player} lays {card} on {owner}&apos;s {onto}.</source>
        <translation>{player} scarta {card} su {onto} nella pila degli scarti di {owner}.</translation>
    </message>
    <message>
        <source>The box lid is nearly empty: the cards under the tops of the piles go into it.</source>
        <translation>Il coperchio è quasi vuoto: le carte sotto quelle in cima alle pile vanno nel coperchio.</translation>
    </message>
    <message>
        <source>{player} slaps {owner}&apos;s pile: it leaves the game.</source>
        <translation>{player} batte la mano sulla pila di {owner}: esce dal gioco.</translation>
    </message>
    <message>
        <source>{player} gets the last pile, {owner}&apos;s.</source>
        <translation>{player} si prende l&apos;ultima pila: quella di {owner}.</translation>
    </message>
    <message>
        <source>{player} slaps {owner}&apos;s pile.</source>
        <translation>{player} batte la mano sulla pila di {owner}.</translation>
    </message>
    <message>
        <source>{player} moves {card} into an empty column.</source>
        <translation>{player} sposta {card} in una colonna vuota.</translation>
    </message>
    <message>
        <source>{player}: {card} (from the box lid)</source>
        <translation>{player}: {card} (dal coperchio)</translation>
    </message>
    <message>
        <source>Everyone is stuck!</source>
        <translation>Tutti sono bloccati!</translation>
    </message>
    <message>
        <source>Everyone turns up a card from the draw pile: {cards}.</source>
        <translation>Ognuno gira una carta dalla pila di pesca: {cards}.</translation>
    </message>
    <message>
        <source>{player} has emptied all four columns!</source>
        <translation>{player} ha svuotato tutte e quattro le colonne!</translation>
    </message>
    <message>
        <source>{player} slaps their own pile: it leaves the game.</source>
        <translation>{player} batte la mano sulla propria pila: esce dal gioco.</translation>
    </message>
    <message>
        <source>{player} gets the last pile, their own.</source>
        <translation>{player} si prende l&apos;ultima pila: la sua.</translation>
    </message>
    <message>
        <source>{player} slaps their own pile.</source>
        <translation>{player} batte la mano sulla propria pila.</translation>
    </message>
    <message>
        <source>{player} puts the pile and the cards left in the columns under the draw pile (draw pile: {count}).</source>
        <translation>{player} mette la pila e le carte rimaste nelle colonne sotto la pila di pesca (pila di pesca: {count}).</translation>
    </message>
    <message>
        <source>{player} puts the cards left in the columns under the draw pile (draw pile: {count}).</source>
        <translation>{player} mette le carte rimaste nelle colonne sotto la pila di pesca (pila di pesca: {count}).</translation>
    </message>
    <message>
        <source>Round {round} is over: {player} emptied the columns first.</source>
        <translation>Il round {round} è finito: {player} ha svuotato le colonne prima di tutti.</translation>
    </message>
    <message>
        <source>The game is over. Winner: {winners}.</source>
        <translation>La partita è finita. Vince: {winners}.</translation>
    </message>
    <message>
        <source>The game is over. Winners: {winners}.</source>
        <translation>La partita è finita. Vincono: {winners}.</translation>
    </message>
    <message numerus="yes">
        <source>%n cards are removed unseen (two of each character).</source>
        <translation>
            <numerusform>%n carta viene rimossa coperta (2 per ciascun personaggio).</numerusform>
            <numerusform>%n carte vengono rimosse coperte (2 per ciascun personaggio).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} discards %n pairs of {character}: normal and mirror faces cancel out.</source>
        <translation>
            <numerusform>{player} scarta %n coppia di carte {character}: una faccia normale e una allo specchio si annullano.</numerusform>
            <numerusform>{player} scarta %n coppie di carte {character}: le facce normali e allo specchio si annullano.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} takes back the last move.</source>
        <translation>{player} annulla l&apos;ultima mossa.</translation>
    </message>
    <message>
        <source>{player} plays two Saucy Sue cards: Sue and both Bodyguards move one space.</source>
        <translation>{player} gioca due carte Saucy Sue: Sue ed entrambe le Bodyguards si muovono di 1 spazio.</translation>
    </message>
    <message>
        <source>{player} plays {card} as a joker: Saucy Sue moves.</source>
        <translation>{player} gioca {card} come jolly: si muove Saucy Sue.</translation>
    </message>
    <message>
        <source>{player} plays {card} as a joker: Handsome Hal moves.</source>
        <translation>{player} gioca {card} come jolly: si muove Handsome Hal.</translation>
    </message>
    <message>
        <source>{player} plays {card} as a joker: a Bodyguard moves.</source>
        <translation>{player} gioca {card} come jolly: si muove una Bodyguard.</translation>
    </message>
    <message>
        <source>{player} plays {card}: one Bodyguard moves two spaces.</source>
        <translation>{player} gioca {card}: una Bodyguard si muove di 2 spazi.</translation>
    </message>
    <message>
        <source>{player} plays {card}: both Bodyguards move one space.</source>
        <translation>{player} gioca {card}: entrambe le Bodyguards si muovono di 1 spazio.</translation>
    </message>
    <message numerus="yes">
        <source>Champagne Charlie moves %n spaces towards {player}&apos;s club: {figures} at its entrance, and Sue with both Bodyguards on that half.</source>
        <translation>
            <numerusform>Champagne Charlie si muove di %n spazio verso il nightclub di {player}: {figures} sui suoi spazi di ingresso, e Sue con entrambe le Bodyguards su quella metà del tabellone.</numerusform>
            <numerusform>Champagne Charlie si muove di %n spazi verso il nightclub di {player}: {figures} sui suoi spazi di ingresso, e Sue con entrambe le Bodyguards su quella metà del tabellone.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Champagne Charlie moves %n spaces towards {player}&apos;s club: {figures} at its entrance.</source>
        <translation>
            <numerusform>Champagne Charlie si muove di %n spazio verso il nightclub di {player}: {figures} sui suoi spazi di ingresso.</numerusform>
            <numerusform>Champagne Charlie si muove di %n spazi verso il nightclub di {player}: {figures} sui suoi spazi di ingresso.</numerusform>
        </translation>
    </message>
    <message>
        <source>{hal_player} picks the fist holding Handsome Hal and begins; {deb_player} gets Dancing Deb.</source>
        <translation>{hal_player} sceglie il pugno con Handsome Hal e inizia; {deb_player} ha Dancing Deb.</translation>
    </message>
    <message numerus="yes">
        <source>The draw pile is used up: the discard pile is shuffled into a new draw pile of %n cards.</source>
        <translation>
            <numerusform>La riserva è esaurita: il mazzo degli scarti viene mischiato e diventa la nuova riserva di %n carta.</numerusform>
            <numerusform>La riserva è esaurita: il mazzo degli scarti viene mischiato e diventa la nuova riserva di %n carte.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} plays {card}.</source>
        <translation>{player} gioca {card}.</translation>
    </message>
    <message>
        <source>Champagne Charlie moves one space towards {player}&apos;s club: {figures} at its entrance.</source>
        <translation>Champagne Charlie si muove di 1 spazio verso il nightclub di {player}: {figures} sui suoi spazi di ingresso.</translation>
    </message>
    <message>
        <source>Champagne Charlie moves one space towards {player}&apos;s club: Sue and both Bodyguards are on that half.</source>
        <translation>Champagne Charlie si muove di 1 spazio verso il nightclub di {player}: Sue ed entrambe le Bodyguards sono su quella metà del tabellone.</translation>
    </message>
    <message>
        <source>{player} lures Saucy Sue to Handsome Hal; the turn ends.</source>
        <translation>{player} attira Saucy Sue verso Handsome Hal; il turno finisce.</translation>
    </message>
    <message>
        <source>{player} lures a Bodyguard to Handsome Hal; the turn ends.</source>
        <translation>{player} attira una Bodyguard verso Handsome Hal; il turno finisce.</translation>
    </message>
    <message>
        <source>The setup round: {player} starts, each player equips weapons and places a figure.</source>
        <translation>Il round di setup: inizia {player}, ogni giocatore equipaggia armi e piazza la pedina.</translation>
    </message>
    <message>
        <source>{player}&apos;s setup turn.</source>
        <translation>Turno di setup di {player}.</translation>
    </message>
    <message>
        <source>{player} takes a place: {area}.</source>
        <translation>{player} prende posto: {area}.</translation>
    </message>
    <message>
        <source>Turn {turn}: {player}.</source>
        <translation>Turno {turn}: {player}.</translation>
    </message>
    <message>
        <source>{player} ends the phase: {phase}.</source>
        <translation>{player} termina la fase: {phase}.</translation>
    </message>
    <message>
        <source>{player} discards {card}.</source>
        <translation>{player} scarta {card}.</translation>
    </message>
    <message>
        <source>{player} draws {cards}.</source>
        <translation>{player} pesca: {cards}.</translation>
    </message>
    <message>
        <source>The discards are shuffled into a new saloon deck.</source>
        <translation>Gli scarti vengono mescolati in un nuovo mazzo saloon.</translation>
    </message>
    <message>
        <source>The used load cards are shuffled into a new load deck.</source>
        <translation>Le carte carica usate vengono mescolate in un nuovo mazzo delle carte carica.</translation>
    </message>
    <message>
        <source>{player} discards {card} to make room.</source>
        <translation>{player} scarta {card} per fare spazio.</translation>
    </message>
    <message>
        <source>{player} moves a weapon between Fist and Holster.</source>
        <translation>{player} sposta un&apos;arma tra pugno e fondina.</translation>
    </message>
    <message>
        <source>{player} jumps into No Cover.</source>
        <translation>{player} salta allo scoperto (Nessuna copertura).</translation>
    </message>
    <message>
        <source>{player} hunkers down: {area}.</source>
        <translation>{player} si accovaccia: {area}.</translation>
    </message>
    <message>
        <source>{player} attacks in melee with {card}.</source>
        <translation>{player} attacca in mischia con {card}.</translation>
    </message>
    <message numerus="yes">
        <source>{player} is dealt %n cards.</source>
        <translation>
            <numerusform>{player} riceve %n carta.</numerusform>
            <numerusform>{player} riceve %n carte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} draws %n cards.</source>
        <translation>
            <numerusform>{player} pesca %n carta.</numerusform>
            <numerusform>{player} pesca %n carte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A load card is revealed: %n bullets.</source>
        <translation>
            <numerusform>Si rivela una carta carica: %n proiettile.</numerusform>
            <numerusform>Si rivela una carta carica: %n proiettili.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} puts {card} in the Holster.</source>
        <translation>{player} mette {card} nella fondina.</translation>
    </message>
    <message numerus="yes">
        <source>{player} puts {card} in the Holster (%n bullets).</source>
        <translation>
            <numerusform>{player} mette {card} nella fondina (%n proiettile).</numerusform>
            <numerusform>{player} mette {card} nella fondina (%n proiettili).</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} equips {card} in the Fist.</source>
        <translation>{player} impugna {card}.</translation>
    </message>
    <message numerus="yes">
        <source>{player} equips {card} in the Fist (%n bullets).</source>
        <translation>
            <numerusform>{player} impugna {card} (%n proiettile).</numerusform>
            <numerusform>{player} impugna {card} (%n proiettili).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} plays {card}: %n bullets into the gun in the Holster.</source>
        <translation>
            <numerusform>{player} gioca {card}: %n proiettile alla pistola nella fondina.</numerusform>
            <numerusform>{player} gioca {card}: %n proiettili alla pistola nella fondina.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} plays {card}: %n bullets into the gun in the Fist.</source>
        <translation>
            <numerusform>{player} gioca {card}: %n proiettile alla pistola nel pugno.</numerusform>
            <numerusform>{player} gioca {card}: %n proiettili alla pistola nel pugno.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} shoots with {card}, spending %n bullets.</source>
        <translation>
            <numerusform>{player} spara con {card} e spende %n proiettile.</numerusform>
            <numerusform>{player} spara con {card} e spende %n proiettili.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} attacks in melee with the fist.</source>
        <translation>{player} attacca in mischia a mani nude.</translation>
    </message>
    <message>
        <source>{helper}&apos;s {card} enhances {player}&apos;s attack.</source>
        <translation>{card} di {helper} potenzia l&apos;attacco di {player}.</translation>
    </message>
    <message>
        <source>{player} enhances the attack with {card}.</source>
        <translation>{player} potenzia l&apos;attacco con {card}.</translation>
    </message>
    <message>
        <source>{player} asks the teammates for enhancements.</source>
        <translation>{player} chiede potenziamenti ai compagni.</translation>
    </message>
    <message>
        <source>{player} offers {card} for the attack.</source>
        <translation>{player} offre {card} per l&apos;attacco.</translation>
    </message>
    <message>
        <source>{player} adds nothing to the attack.</source>
        <translation>{player} non aggiunge nulla all&apos;attacco.</translation>
    </message>
    <message>
        <source>{player} attacks {targets}.</source>
        <translation>{player} attacca {targets}.</translation>
    </message>
    <message>
        <source>{player} blocks with {card}.</source>
        <translation>{player} blocca con {card}.</translation>
    </message>
    <message>
        <source>{player} covers {target} with {card}.</source>
        <translation>{player} copre {target} con {card}.</translation>
    </message>
    <message>
        <source>{player} does not block.</source>
        <translation>{player} non blocca.</translation>
    </message>
    <message>
        <source>{target} loses {grit} Grit.</source>
        <translation>{target} perde {grit} di grinta.</translation>
    </message>
    <message>
        <source>{player} gains {grit} Grit.</source>
        <translation>{player} recupera {grit} di grinta.</translation>
    </message>
    <message numerus="yes">
        <source>{player} gets %n bullets.</source>
        <translation>
            <numerusform>{player} riceve %n proiettile.</numerusform>
            <numerusform>{player} riceve %n proiettili.</numerusform>
        </translation>
    </message>
    <message>
        <source>{counter} may counterattack {player}.</source>
        <translation>{counter} può contrattaccare {player}.</translation>
    </message>
    <message numerus="yes">
        <source>{player} loads up behind cover: +%n bullets.</source>
        <translation>
            <numerusform>{player} ricarica al riparo: +%n proiettile.</numerusform>
            <numerusform>{player} ricarica al riparo: +%n proiettili.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} hands {card} to {target}, with %n bullets.</source>
        <translation>
            <numerusform>{player} passa {card} a {target}, con %n proiettile.</numerusform>
            <numerusform>{player} passa {card} a {target}, con %n proiettili.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} drops {card}.</source>
        <translation>{player} posa a terra {card}.</translation>
    </message>
    <message>
        <source>{player} draws {cards} from the saloon deck.</source>
        <translation>{player} pesca dal mazzo saloon: {cards}.</translation>
    </message>
    <message numerus="yes">
        <source>{player} draws %n cards from the saloon deck.</source>
        <translation>
            <numerusform>{player} pesca %n carta dal mazzo saloon.</numerusform>
            <numerusform>{player} pesca %n carte dal mazzo saloon.</numerusform>
        </translation>
    </message>
    <message>
        <source>{players} may counterattack {player}.</source>
        <translation>{players} possono contrattaccare {player}.</translation>
    </message>
    <message>
        <source>{player} does not counterattack.</source>
        <translation>{player} non contrattacca.</translation>
    </message>
    <message>
        <source>{player} quick-draws {card}.</source>
        <translation>{player} impugna velocemente {card}.</translation>
    </message>
    <message>
        <source>{player} is out of the game.</source>
        <translation>{player} è fuori dal gioco.</translation>
    </message>
    <message>
        <source>{player} catches a breath behind cover: +{grit} Grit.</source>
        <translation>{player} riprende fiato al riparo: +{grit} di grinta.</translation>
    </message>
    <message>
        <source>{player}&apos;s team cashes its +10 token: {grit} Grit.</source>
        <translation>Il team di {player} scambia il token grinta +10: {grit} di grinta.</translation>
    </message>
    <message>
        <source>{player} plays {card} for {target}.</source>
        <translation>{player} gioca {card} per {target}.</translation>
    </message>
    <message>
        <source>{player} passes {card} face down to {target}.</source>
        <translation>{player} passa {card} a faccia in giù a {target}.</translation>
    </message>
    <message>
        <source>{player} passes a card face down to {target}.</source>
        <translation>{player} passa una carta a faccia in giù a {target}.</translation>
    </message>
    <message>
        <source>Nobody is left standing: the game is a draw.</source>
        <translation>Nessuno rimane in piedi: la partita termina in parità.</translation>
    </message>
    <message>
        <source>{player} draws a card.</source>
        <translation>{player} pesca una carta.</translation>
    </message>
    <message>
        <source>The draw pile has run out for the second time: the game ends with this turn.</source>
        <translation>La riserva si è esaurita per la seconda volta: la partita finisce con questo turno.</translation>
    </message>
    <message>
        <source>Champagne Charlie stays where he is: nothing draws him towards {player}&apos;s club.</source>
        <translation>Champagne Charlie resta dov&apos;è: niente lo attira verso il nightclub di {player}.</translation>
    </message>
    <message>
        <source>The game is over: a draw.</source>
        <translation>La partita è finita in parità.</translation>
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
        <source>&amp;Resume</source>
        <translation>&amp;Riprendi</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pausa</translation>
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
        <source>&amp;Join a table on the network…</source>
        <translation>&amp;Unisciti a un tavolo in rete…</translation>
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
        <source>Hi&amp;story…</source>
        <translation>St&amp;orico delle partite…</translation>
    </message>
    <message>
        <source>Bo&amp;t pace</source>
        <translation>Ritmo dei &amp;bot</translation>
    </message>
    <message>
        <source>Time to &amp;answer</source>
        <translation>Tempo per ri&amp;spondere</translation>
    </message>
    <message numerus="yes">
        <source>%n seconds</source>
        <translation>
            <numerusform>%n secondo</numerusform>
            <numerusform>%n secondi</numerusform>
        </translation>
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
    <message>
        <source>Start a new game?</source>
        <translation>Iniziare una nuova partita?</translation>
    </message>
    <message>
        <source>A game is not finished yet. Starting a new game replaces it, and it cannot be continued.</source>
        <translation>Una partita non è ancora finita. Una nuova partita la sostituisce e non si potrà più continuare.</translation>
    </message>
    <message>
        <source>Start the new game</source>
        <translation>Inizia la nuova partita</translation>
    </message>
    <message>
        <source>Keep the unfinished game</source>
        <translation>Tieni la partita in corso</translation>
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
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Bot {number}</source>
        <translation>Bot {number}</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Media</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Alta</translation>
    </message>
    <message>
        <source>No teams</source>
        <translation>Nessun team</translation>
    </message>
    <message>
        <source>Two teams of two</source>
        <translation>Due team da due</translation>
    </message>
    <message>
        <source>Two teams of three</source>
        <translation>Due team da tre</translation>
    </message>
    <message>
        <source>Three teams of two</source>
        <translation>Tre team da due</translation>
    </message>
    <message>
        <source>Red team</source>
        <translation>Team rosso</translation>
    </message>
    <message>
        <source>Blue team</source>
        <translation>Team blu</translation>
    </message>
    <message>
        <source>Green team</source>
        <translation>Team verde</translation>
    </message>
    <message>
        <source>Whoever joins</source>
        <translation>Chi si unisce</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Giocatore {number}</translation>
    </message>
    <message>
        <source>Table of {name}</source>
        <translation>Tavolo di {name}</translation>
    </message>
    <message>
        <source>Tabletop Qt</source>
        <translation>Tabletop Qt</translation>
    </message>
    <message>
        <source>Player on the network</source>
        <translation>Giocatore in rete</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Personaggio</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>A caso</translation>
    </message>
    <message>
        <source>Dealt at random from the characters nobody chose.</source>
        <translation>Dato a caso tra i personaggi che nessuno ha scelto.</translation>
    </message>
    <message>
        <source>Basic side: no ability (the advanced characters option turns the card over).</source>
        <translation>Lato base: nessuna abilità (l&apos;opzione dei personaggi avanzati gira la carta).</translation>
    </message>
    <message>
        <source>Optional</source>
        <translation>Facoltativo</translation>
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
        <source>Bots react:</source>
        <translation>Velocità dei bot:</translation>
    </message>
    <message>
        <source>“Stress continuo”: each player turns up their own card to open a round, nobody waits</source>
        <translation>«Stress continuo»: ognuno gira la propria carta per aprire il round, senza aspettare nessuno</translation>
    </message>
    <message>
        <source>Longer game: 30 grit each</source>
        <translation>Partita più lunga: 30 di grinta a testa</translation>
    </message>
    <message>
        <source>Advanced characters (their abilities)</source>
        <translation>Personaggi avanzati (con le loro abilità)</translation>
    </message>
    <message>
        <source>Teams:</source>
        <translation>Team:</translation>
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
        <source>Local network</source>
        <translation>Rete locale</translation>
    </message>
    <message>
        <source>Open to the local network</source>
        <translation>Apri alla rete locale</translation>
    </message>
    <message>
        <source>Allow hints at this table (the game log shows who asked for one)</source>
        <translation>Consenti i suggerimenti a questo tavolo (la cronaca della partita mostra chi ne ha chiesto uno)</translation>
    </message>
    <message>
        <source>Table name:</source>
        <translation>Nome del tavolo:</translation>
    </message>
    <message>
        <source>Join code:</source>
        <translation>Codice di accesso:</translation>
    </message>
    <message>
        <source>New code</source>
        <translation>Nuovo codice</translation>
    </message>
    <message>
        <source>Propose a join code that nobody on the network can guess.</source>
        <translation>Proponi un codice di accesso che nessuno sulla rete può indovinare.</translation>
    </message>
    <message>
        <source>Seats for players on the network wait for people on other computers on this network. With a join code, only those who know it can sit down.</source>
        <translation>I posti per giocatori in rete aspettano persone su altri computer di questa rete. Con un codice di accesso possono sedersi solo quelli che lo conoscono.</translation>
    </message>
    <message>
        <source>Everyone plays at once in this game, so only one person can sit at this computer: make the other seats bots or players on the network.</source>
        <translation>In questo gioco tutti giocano contemporaneamente, quindi su questo computer può giocare una sola persona: assegna gli altri posti a bot o a giocatori in rete.</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>Apri il tavolo</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Inizia</translation>
    </message>
    <message>
        <source>Cards and map:</source>
        <translation>Carte e mappa:</translation>
    </message>
    <message>
        <source>{pack} (folder {folder})</source>
        <translation>{pack} (cartella {folder})</translation>
    </message>
    <message>
        <source>Content packs go in the packs folder of the app&apos;s data folder: {folder}</source>
        <translation>I pacchetti di contenuti vanno nella cartella packs della cartella dei dati dell&apos;app: {folder}</translation>
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
        <source>It is not your turn to decide.</source>
        <translation>Non tocca a te decidere.</translation>
    </message>
    <message>
        <source>That is not allowed in this phase.</source>
        <translation>Non è permesso in questa fase.</translation>
    </message>
    <message>
        <source>Place your figure on an empty space first.</source>
        <translation>Prima piazza la tua pedina su uno spazio vuoto.</translation>
    </message>
    <message>
        <source>Your figure is already on the map.</source>
        <translation>La tua pedina è già sulla mappa.</translation>
    </message>
    <message>
        <source>Only weapon cards can be equipped.</source>
        <translation>Si possono equipaggiare solo carte arma.</translation>
    </message>
    <message>
        <source>Only a gun with the holster icon can go into the Holster.</source>
        <translation>Nella fondina va solo una pistola con l&apos;icona della fondina.</translation>
    </message>
    <message>
        <source>That is not a reload card.</source>
        <translation>Non è una carta ricarica.</translation>
    </message>
    <message>
        <source>There is no gun there to take the bullets.</source>
        <translation>Lì non c&apos;è una pistola da ricaricare.</translation>
    </message>
    <message>
        <source>There is no weapon there to move.</source>
        <translation>Lì non c&apos;è un&apos;arma da spostare.</translation>
    </message>
    <message>
        <source>A team card cannot be used like that.</source>
        <translation>Una carta team non si usa così.</translation>
    </message>
    <message>
        <source>There is no such space on the map.</source>
        <translation>Sulla mappa non c&apos;è questo spazio.</translation>
    </message>
    <message>
        <source>That space is taken.</source>
        <translation>Quello spazio è occupato.</translation>
    </message>
    <message>
        <source>A Jump goes into No Cover.</source>
        <translation>Con il salto si esce allo scoperto (Nessuna copertura).</translation>
    </message>
    <message>
        <source>You are already in No Cover: there is nowhere to jump.</source>
        <translation>Sei già allo scoperto: non puoi saltare.</translation>
    </message>
    <message>
        <source>Under a movement limit you may move only onto an orange space.</source>
        <translation>Con una limitazione di movimento puoi muoverti solo su uno spazio arancione.</translation>
    </message>
    <message>
        <source>Your cover has no effect for you now.</source>
        <translation>Ora la tua copertura non ha effetti per te.</translation>
    </message>
    <message>
        <source>Your Holster is empty: there is nothing to quick-draw.</source>
        <translation>La tua fondina è vuota: non c&apos;è niente da impugnare velocemente.</translation>
    </message>
    <message>
        <source>A gun attack needs a gun in your Fist.</source>
        <translation>Per un attacco con pistola serve una pistola nel pugno.</translation>
    </message>
    <message>
        <source>That card has no such option.</source>
        <translation>Quella carta non ha questa opzione.</translation>
    </message>
    <message>
        <source>Not enough bullets for that option.</source>
        <translation>Non hai abbastanza proiettili per quell&apos;opzione.</translation>
    </message>
    <message>
        <source>Nobody is in your cover or in a cover you reach.</source>
        <translation>Nessuno è nella tua copertura o in una copertura che raggiungi.</translation>
    </message>
    <message>
        <source>There is nobody to attack.</source>
        <translation>Non c&apos;è nessuno da attaccare.</translation>
    </message>
    <message>
        <source>Finish your attack first: enhancements, then the target.</source>
        <translation>Prima completa il tuo attacco: potenziamenti, poi il bersaglio.</translation>
    </message>
    <message>
        <source>Answer the attack first: block or pass.</source>
        <translation>Prima rispondi all&apos;attacco: blocca o passa.</translation>
    </message>
    <message>
        <source>Counterattack or pass.</source>
        <translation>Contrattacca o passa.</translation>
    </message>
    <message>
        <source>That is not an attack enhancement.</source>
        <translation>Non è un potenziamento di attacco.</translation>
    </message>
    <message>
        <source>That enhancement is for the other kind of attack.</source>
        <translation>Quel potenziamento è per l&apos;altro tipo di attacco.</translation>
    </message>
    <message>
        <source>An enhancement of that name is already on this attack.</source>
        <translation>Su questo attacco c&apos;è già un potenziamento con quel nome.</translation>
    </message>
    <message>
        <source>A split attack hits each player only once.</source>
        <translation>Un attacco diviso colpisce ogni giocatore una sola volta.</translation>
    </message>
    <message>
        <source>This attack cannot be split that many ways.</source>
        <translation>Questo attacco non si può dividere in così tanti bersagli.</translation>
    </message>
    <message>
        <source>You cannot attack yourself.</source>
        <translation>Non puoi scegliere te come bersaglio.</translation>
    </message>
    <message>
        <source>That player is not in the game.</source>
        <translation>Quel giocatore non è in gioco.</translation>
    </message>
    <message>
        <source>A melee attack reaches only your cover or a cover you reach.</source>
        <translation>Un attacco di mischia colpisce solo nella tua copertura o in una copertura che raggiungi.</translation>
    </message>
    <message>
        <source>That is not a block card.</source>
        <translation>Non è una carta blocco.</translation>
    </message>
    <message>
        <source>The block must be of the same kind as the attack.</source>
        <translation>Il blocco deve avere lo stesso tipo dell&apos;attacco.</translation>
    </message>
    <message>
        <source>You do not attack a teammate.</source>
        <translation>Non si attacca un compagno di team.</translation>
    </message>
    <message>
        <source>A split attack hits players of different teams.</source>
        <translation>Un attacco diviso colpisce giocatori di team differenti.</translation>
    </message>
    <message>
        <source>Your teammates may add enhancements first: pass to them.</source>
        <translation>Prima i tuoi compagni possono aggiungere potenziamenti: passa a loro.</translation>
    </message>
    <message>
        <source>Offer an enhancement that fits the attack, or pass.</source>
        <translation>Offri un potenziamento adatto all&apos;attacco, o passa.</translation>
    </message>
    <message>
        <source>Choose which option of the offered card applies.</source>
        <translation>Scegli quale opzione della carta offerta applicare.</translation>
    </message>
    <message>
        <source>Choose the target of your attack.</source>
        <translation>Scegli il bersaglio del tuo attacco.</translation>
    </message>
    <message>
        <source>Only in team play.</source>
        <translation>Solo nel gioco in team.</translation>
    </message>
    <message>
        <source>Your team has already cashed its +10 token.</source>
        <translation>Il tuo team ha già scambiato il suo token grinta +10.</translation>
    </message>
    <message>
        <source>That is not a team card.</source>
        <translation>Non è una carta team.</translation>
    </message>
    <message>
        <source>That player is not your teammate.</source>
        <translation>Quel giocatore non è un tuo compagno di team.</translation>
    </message>
    <message>
        <source>That team card cannot be played like that now.</source>
        <translation>Ora quella carta team non si può giocare così.</translation>
    </message>
    <message>
        <source>Your teammate has no empty place for that gun.</source>
        <translation>Il tuo compagno non ha un posto libero per quella pistola.</translation>
    </message>
    <message>
        <source>You have already passed a card this turn.</source>
        <translation>In questo turno hai già passato una carta.</translation>
    </message>
    <message>
        <source>Two seats have chosen {character}: each player chooses a different character.</source>
        <translation>Due posti hanno scelto {character}: ogni giocatore sceglie un personaggio diverso.</translation>
    </message>
    <message>
        <source>There is no character {character} in this game&apos;s cards.</source>
        <translation>Tra le carte di questo gioco non c&apos;è il personaggio {character}.</translation>
    </message>
    <message numerus="yes">
        <source>The characters are chosen for %n seats, but the table has {players}.</source>
        <translation>
            <numerusform>I personaggi sono scelti per %n posto, ma al tavolo ce ne sono {players}.</numerusform>
            <numerusform>I personaggi sono scelti per %n posti, ma al tavolo ce ne sono {players}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The characters chosen cannot be read.</source>
        <translation>I personaggi scelti non si possono leggere.</translation>
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
        <source>Frantic Frankfurt is played by 2 to 4 players.</source>
        <translation>Frantic Frankfurt si gioca da 2 a 4 giocatori.</translation>
    </message>
    <message>
        <source>That game option is not known.</source>
        <translation>Questa opzione di gioco non esiste.</translation>
    </message>
    <message>
        <source>There is no such seat at this table.</source>
        <translation>Questo posto non esiste al tavolo.</translation>
    </message>
    <message>
        <source>There is no such discard pile at this table.</source>
        <translation>A questo tavolo non c&apos;è questa pila degli scarti.</translation>
    </message>
    <message>
        <source>That round has not begun yet.</source>
        <translation>Quel round non è ancora cominciato.</translation>
    </message>
    <message>
        <source>Too late: another card went onto that pile first ({top} is on it now).</source>
        <translation>Troppo tardi: un&apos;altra carta è finita prima su quella pila (in cima ora: {top}).</translation>
    </message>
    <message>
        <source>Too late: someone else slapped that pile first.</source>
        <translation>Troppo tardi: qualcun altro ha battuto prima la mano su quella pila.</translation>
    </message>
    <message>
        <source>Too late: the round is already over.</source>
        <translation>Troppo tardi: il round è già finito.</translation>
    </message>
    <message>
        <source>{card} cannot go on {top}: on another colour only a higher card may be laid.</source>
        <translation>{card} non va su {top}: su un altro colore si può scartare solo una carta più alta.</translation>
    </message>
    <message>
        <source>{card} cannot go on {top}: on the same colour only an odd card may go on an even one.</source>
        <translation>{card} non va su {top}: sullo stesso colore solo una carta dispari può andare su una pari.</translation>
    </message>
    <message>
        <source>Only the face-up cards of your columns can be played.</source>
        <translation>Si possono scartare solo le carte scoperte delle tue colonne.</translation>
    </message>
    <message>
        <source>That discard pile is not open.</source>
        <translation>Quella pila degli scarti non è aperta.</translation>
    </message>
    <message>
        <source>A card can only be moved into an empty column.</source>
        <translation>Una carta si può spostare solo in una colonna vuota.</translation>
    </message>
    <message>
        <source>Only a card with a face-down card under it may move to an empty column: this one would turn nothing up.</source>
        <translation>In una colonna vuota si può spostare solo una carta con sotto una carta coperta: spostando questa non si girerebbe nulla.</translation>
    </message>
    <message>
        <source>Wait: the held cards have not been turned up yet. Press Ready.</source>
        <translation>Aspetta: le carte tenute coperte non sono ancora state girate. Premi Pronto.</translation>
    </message>
    <message>
        <source>Everyone is stuck: press Ready and wait for the cards from the draw piles.</source>
        <translation>Tutti sono bloccati: premi Pronto e aspetta le carte dalle pile di pesca.</translation>
    </message>
    <message>
        <source>You have already pressed Ready.</source>
        <translation>Hai già premuto Pronto.</translation>
    </message>
    <message>
        <source>The held cards are turned up together: press Ready.</source>
        <translation>Le carte tenute coperte si girano tutte insieme: premi Pronto.</translation>
    </message>
    <message>
        <source>First turn up your held card to open your pile.</source>
        <translation>Prima gira la carta che tieni coperta per aprire la tua pila.</translation>
    </message>
    <message>
        <source>Nothing is waiting to be turned up now.</source>
        <translation>Ora non c&apos;è niente da girare.</translation>
    </message>
    <message>
        <source>You hold no card to turn up.</source>
        <translation>Non hai nessuna carta da girare.</translation>
    </message>
    <message>
        <source>Piles are slapped only once someone has emptied all four columns.</source>
        <translation>Si batte la mano sulle pile solo quando qualcuno ha svuotato tutte e quattro le colonne.</translation>
    </message>
    <message>
        <source>You have already slapped a pile this round.</source>
        <translation>In questo round hai già battuto la mano su una pila.</translation>
    </message>
    <message>
        <source>The player who emptied the columns slaps a pile first.</source>
        <translation>Chi ha svuotato le colonne batte la mano su una pila prima degli altri.</translation>
    </message>
    <message>
        <source>The game is paused: nothing can be played until it goes on.</source>
        <translation>La partita è in pausa: non si può giocare nulla finché non riprende.</translation>
    </message>
    <message>
        <source>Time ran out: {player} passes automatically.</source>
        <translation>Tempo scaduto: {player} passa automaticamente.</translation>
    </message>
    <message>
        <source>That space of the grid is empty.</source>
        <translation>Quello spazio della griglia è vuoto.</translation>
    </message>
    <message numerus="yes">
        <source>You may take at most %n cards this turn.</source>
        <translation>
            <numerusform>In questo turno puoi prendere al massimo %n carta.</numerusform>
            <numerusform>In questo turno puoi prendere al massimo %n carte.</numerusform>
        </translation>
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
        <source>Too late: the table changed before your move arrived.</source>
        <translation>Troppo tardi: il tavolo è cambiato prima che arrivasse la tua mossa.</translation>
    </message>
    <message>
        <source>The game has not started yet.</source>
        <translation>La partita non è ancora iniziata.</translation>
    </message>
    <message>
        <source>That move had already been sent.</source>
        <translation>Questa mossa era già stata inviata.</translation>
    </message>
    <message>
        <source>You are watching: you have no seat at this table.</source>
        <translation>Stai guardando: non hai un posto a questo tavolo.</translation>
    </message>
    <message>
        <source>Too many moves at once: wait a moment and try again.</source>
        <translation>Troppe mosse tutte insieme: aspetta un momento e riprova.</translation>
    </message>
    <message>
        <source>The host sent a position this computer cannot show; waiting for the next one.</source>
        <translation>L&apos;host ha inviato una posizione che questo computer non sa mostrare; si attende la prossima.</translation>
    </message>
    <message>
        <source>You are writing too fast: wait a moment before the next message.</source>
        <translation>Stai scrivendo troppo in fretta: aspetta un momento prima del prossimo messaggio.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Questa mossa ora non è consentita.</translation>
    </message>
    <message>
        <source>Times Square is played by exactly two players.</source>
        <translation>Times Square si gioca esattamente in due.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Quella carta non è nella tua mano.</translation>
    </message>
    <message>
        <source>This turn you are playing green cards: only green cards may follow.</source>
        <translation>In questo turno giochi carte verdi: puoi giocare solo altre carte verdi.</translation>
    </message>
    <message>
        <source>This turn you are playing yellow cards: only yellow cards may follow.</source>
        <translation>In questo turno giochi carte gialle: puoi giocare solo altre carte gialle.</translation>
    </message>
    <message>
        <source>This turn you are playing grey cards: only grey cards may follow.</source>
        <translation>In questo turno giochi carte grigie: puoi giocare solo altre carte grigie.</translation>
    </message>
    <message>
        <source>This turn you are playing red cards: only red cards may follow.</source>
        <translation>In questo turno giochi carte rosse: puoi giocare solo altre carte rosse.</translation>
    </message>
    <message>
        <source>Cards are played one at a time; only two Saucy Sue cards go together, to move Sue&apos;s group.</source>
        <translation>Le carte vanno giocate una alla volta; solo due carte Saucy Sue vanno insieme, per muovere Sue con le sue Bodyguards.</translation>
    </message>
    <message>
        <source>Sue and both her Bodyguards move together only with two Saucy Sue cards.</source>
        <translation>Sue ed entrambe le sue Bodyguards si muovono insieme solo con due carte Saucy Sue.</translation>
    </message>
    <message>
        <source>That card cannot move that figure.</source>
        <translation>Quella carta non può muovere quella pedina.</translation>
    </message>
    <message>
        <source>That card would take a figure off the street: a card must be carried out in full.</source>
        <translation>Quella carta porterebbe una pedina fuori dalla strada: una carta deve poter essere completamente azionata.</translation>
    </message>
    <message>
        <source>That card would move nothing, so it cannot be played now.</source>
        <translation>Quella carta non muoverebbe niente, quindi ora non si può giocare.</translation>
    </message>
    <message>
        <source>Saucy Sue must always stand between her two Bodyguards, the three on different spaces.</source>
        <translation>Saucy Sue deve sempre stare tra le sue due Bodyguards, tutte e tre su spazi differenti.</translation>
    </message>
    <message>
        <source>Dancing Deb&apos;s cards are jokers only while Deb stands between Saucy Sue and your end of the street.</source>
        <translation>Le carte di Dancing Deb sono jolly solo quando Deb si trova tra Saucy Sue e la parte finale del tabellone dalla tua parte.</translation>
    </message>
    <message>
        <source>After a joker moves Saucy Sue, Dancing Deb must still stand between Sue and your end of the street.</source>
        <translation>Dopo che un jolly ha mosso Saucy Sue, Dancing Deb deve trovarsi ancora tra Sue e la parte finale del tabellone dalla tua parte.</translation>
    </message>
    <message>
        <source>A red card moved Dancing Deb this turn: this turn&apos;s red cards cannot be jokers.</source>
        <translation>In questo turno una carta rossa ha mosso Dancing Deb: le carte rosse di questo turno non possono essere jolly.</translation>
    </message>
    <message>
        <source>Red cards were played as jokers this turn: they cannot move Dancing Deb now.</source>
        <translation>In questo turno hai giocato carte rosse come jolly: ora non possono muovere Dancing Deb.</translation>
    </message>
    <message>
        <source>This turn&apos;s jokers moved Saucy Sue: every joker of a turn moves the same kind of figure.</source>
        <translation>I jolly di questo turno hanno mosso Saucy Sue: tutti i jolly di un turno muovono lo stesso tipo di pedina.</translation>
    </message>
    <message>
        <source>This turn&apos;s jokers moved Handsome Hal: every joker of a turn moves the same kind of figure.</source>
        <translation>I jolly di questo turno hanno mosso Handsome Hal: tutti i jolly di un turno muovono lo stesso tipo di pedina.</translation>
    </message>
    <message>
        <source>This turn&apos;s jokers moved the Bodyguards: every joker of a turn moves the same kind of figure.</source>
        <translation>I jolly di questo turno hanno mosso le Bodyguards: tutti i jolly di un turno muovono lo stesso tipo di pedina.</translation>
    </message>
    <message>
        <source>That card does not take the figure to that space.</source>
        <translation>Quella carta non porta la pedina su quello spazio.</translation>
    </message>
    <message>
        <source>You are discarding this turn: no card may be played now.</source>
        <translation>In questo turno stai scartando: ora non puoi giocare carte.</translation>
    </message>
    <message>
        <source>You have played cards this turn: no card may be discarded now.</source>
        <translation>In questo turno hai giocato carte: ora non puoi scartarne.</translation>
    </message>
    <message>
        <source>Luring to Handsome Hal takes the whole turn: not after playing or discarding cards.</source>
        <translation>Attirare verso Handsome Hal occupa tutto il turno: non si può dopo aver giocato o scartato carte.</translation>
    </message>
    <message>
        <source>Dancing Deb cannot be lured to Handsome Hal.</source>
        <translation>Dancing Deb non può essere attirata verso Handsome Hal.</translation>
    </message>
    <message>
        <source>Only Saucy Sue or a Bodyguard can be lured to Handsome Hal.</source>
        <translation>Solo Saucy Sue o una Bodyguard possono essere attirate verso Handsome Hal.</translation>
    </message>
    <message>
        <source>First play cards, lure a figure to Handsome Hal or discard cards; then end your turn.</source>
        <translation>Prima gioca carte, attira una pedina verso Handsome Hal o scarta delle carte; poi termina il turno.</translation>
    </message>
    <message>
        <source>Only a player on a team can write to a team, not a spectator.</source>
        <translation>Solo un giocatore di un team può scrivere al suo team, non uno spettatore.</translation>
    </message>
    <message>
        <source>This game has no teams (or has not started): write to the table.</source>
        <translation>Questa partita non ha team (o non è ancora iniziata): scrivi al tavolo.</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>No cards in hand.</source>
        <translation>Nessuna carta in mano.</translation>
    </message>
    <message numerus="yes">
        <source>%n cards in hand.</source>
        <translation>
            <numerusform>%n carta in mano.</numerusform>
            <numerusform>%n carte in mano.</numerusform>
        </translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
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
        <source>Very fast</source>
        <translation>Molto veloce</translation>
    </message>
    <message>
        <source>Fastest</source>
        <translation>Velocissima</translation>
    </message>
    <message>
        <source>&amp;Seen by:</source>
        <translation>&amp;Visto da:</translation>
    </message>
    <message>
        <source>Open cards: show every hand</source>
        <translation>Carte scoperte: mostra tutte le mani</translation>
    </message>
    <message>
        <source>Autoplay &amp;speed:</source>
        <translation>V&amp;elocità di riproduzione:</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Cronaca della partita</translation>
    </message>
    <message>
        <source>Close the replay</source>
        <translation>Chiudi il replay</translation>
    </message>
    <message>
        <source>First position (Home)</source>
        <translation>Posizione iniziale (Home)</translation>
    </message>
    <message>
        <source>One move back (Left)</source>
        <translation>Una mossa indietro (Sinistra)</translation>
    </message>
    <message>
        <source>One move forward (Right)</source>
        <translation>Una mossa avanti (Destra)</translation>
    </message>
    <message>
        <source>Last position (End)</source>
        <translation>Posizione finale (Fine)</translation>
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
        <translation>Questo replay non si può mostrare.
{problem}</translation>
    </message>
    <message>
        <source>Setting out the game…</source>
        <translation>Preparazione della partita…</translation>
    </message>
    <message>
        <source>Stop (Space)</source>
        <translation>Ferma (Spazio)</translation>
    </message>
    <message>
        <source>Play the moves one after another (Space)</source>
        <translation>Riproduci le mosse una dopo l&apos;altra (Spazio)</translation>
    </message>
    <message>
        <source>A spectator</source>
        <translation>Uno spettatore</translation>
    </message>
    <message>
        <source>Everyone (hands open)</source>
        <translation>Tutti (mani scoperte)</translation>
    </message>
    <message>
        <source>Everyone (no hand shown)</source>
        <translation>Tutti (nessuna mano mostrata)</translation>
    </message>
    <message>
        <source>A game on the network shows only what this computer saw then.</source>
        <translation>Una partita in rete mostra solo ciò che questo computer vedeva allora.</translation>
    </message>
    <message>
        <source>The hand of the player in turn is face up on the table, the others&apos; under it.</source>
        <translation>La mano del giocatore di turno è scoperta sul tavolo, quelle degli altri sotto.</translation>
    </message>
    <message>
        <source>The other players&apos; hands are shown under the table.</source>
        <translation>Le mani degli altri giocatori sono mostrate sotto il tavolo.</translation>
    </message>
    <message>
        <source>Move {move} of {moves}</source>
        <translation>Mossa {move} di {moves}</translation>
    </message>
    <message>
        <source>The game is over: {players} won.</source>
        <translation>La partita è finita: ha vinto {players}.</translation>
    </message>
    <message>
        <source>The game is over: {players} won together.</source>
        <translation>La partita è finita: hanno vinto {players}.</translation>
    </message>
    <message>
        <source>The game is over: nobody won.</source>
        <translation>La partita è finita: nessuno ha vinto.</translation>
    </message>
    <message>
        <source>The set-up, before the first move.</source>
        <translation>La preparazione, prima della prima mossa.</translation>
    </message>
    <message>
        <source>{player} has just played.</source>
        <translation>Ha appena giocato {player}.</translation>
    </message>
    <message>
        <source>◀ Turn</source>
        <translation>◀ Turno</translation>
    </message>
    <message>
        <source>To the start of the turn, or of the one before (Page Up)</source>
        <translation>All&apos;inizio del turno, o di quello prima (Pag su)</translation>
    </message>
    <message>
        <source>Turn ▶</source>
        <translation>Turno ▶</translation>
    </message>
    <message>
        <source>To the start of the next turn (Page Down)</source>
        <translation>All&apos;inizio del turno dopo (Pag giù)</translation>
    </message>
    <message>
        <source>◀ Attack</source>
        <translation>◀ Attacco</translation>
    </message>
    <message>
        <source>To the attack before</source>
        <translation>All&apos;attacco prima</translation>
    </message>
    <message>
        <source>Attack ▶</source>
        <translation>Attacco ▶</translation>
    </message>
    <message>
        <source>To the next attack</source>
        <translation>All&apos;attacco dopo</translation>
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
        <source>Games cannot be saved</source>
        <translation>Le partite non possono essere salvate</translation>
    </message>
    <message>
        <source>The folder {folder} does not let the app write its files. You can go on playing, but a game that is not saved is lost when the app closes. “Not saved” shows beside the table until saving works again.</source>
        <translation>La cartella {folder} non permette all&apos;app di scrivere i suoi file. Puoi continuare a giocare, ma una partita non salvata va persa quando l&apos;app si chiude. Accanto al tavolo resta scritto «Non salvata» finché il salvataggio non funziona di nuovo.</translation>
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
    <message>
        <source>The saved game is played with a content pack that is no longer in the packs folder, or that has changed since the game was saved.</source>
        <translation>La partita salvata si gioca con un pacchetto di contenuti che non è più nella cartella packs, o che è cambiato da quando la partita è stata salvata.</translation>
    </message>
</context>
<context>
    <name>Score</name>
    <message>
        <source>You finished 1st.</source>
        <translation>Hai concluso al 1º posto.</translation>
    </message>
    <message>
        <source>You finished 2nd.</source>
        <translation>Hai concluso al 2º posto.</translation>
    </message>
    <message>
        <source>You finished 3rd.</source>
        <translation>Hai concluso al 3º posto.</translation>
    </message>
    <message>
        <source>You finished 4th.</source>
        <translation>Hai concluso al 4º posto.</translation>
    </message>
    <message>
        <source>You finished 5th.</source>
        <translation>Hai concluso al 5º posto.</translation>
    </message>
    <message>
        <source>You finished 6th.</source>
        <translation>Hai concluso al 6º posto.</translation>
    </message>
    <message>
        <source>You finished in place {place}.</source>
        <translation>Hai concluso al posto numero {place}.</translation>
    </message>
    <message>
        <source>1st place</source>
        <translation>1º posto</translation>
    </message>
    <message>
        <source>2nd place</source>
        <translation>2º posto</translation>
    </message>
    <message>
        <source>3rd place</source>
        <translation>3º posto</translation>
    </message>
    <message>
        <source>4th place</source>
        <translation>4º posto</translation>
    </message>
    <message>
        <source>5th place</source>
        <translation>5º posto</translation>
    </message>
    <message>
        <source>6th place</source>
        <translation>6º posto</translation>
    </message>
    <message>
        <source>Place {place}</source>
        <translation>Posto numero {place}</translation>
    </message>
    <message>
        <source>{place}: {names}</source>
        <translation>{place}: {names}</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Punteggio finale</translation>
    </message>
    <message>
        <source>Winner: {names}</source>
        <translation>Vince: {names}</translation>
    </message>
    <message>
        <source>Winners: {names}</source>
        <translation>Vincono: {names}</translation>
    </message>
    <message>
        <source>A draw: nobody wins.</source>
        <translation>Pareggio: nessuno vince.</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Rivincita</translation>
    </message>
    <message>
        <source>Play again with the same players and a new deal.</source>
        <translation>Gioca di nuovo con gli stessi giocatori e una nuova distribuzione.</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Rivedi</translation>
    </message>
    <message>
        <source>Watch this game again, move by move.</source>
        <translation>Rivedi questa partita, mossa per mossa.</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Posto</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>Tabletop Qt cannot start</source>
        <translation>Tabletop Qt non può partire</translation>
    </message>
    <message>
        <source>The data folder {folder} cannot be used: a file is in the way. Choose another with --data-dir.</source>
        <translation>La cartella dei dati {folder} non si può usare: c&apos;è un file al suo posto. Scegline un&apos;altra con --data-dir.</translation>
    </message>
    <message>
        <source>The data folder {folder} cannot be created here. Choose another with --data-dir.</source>
        <translation>La cartella dei dati {folder} non si può creare qui. Scegline un&apos;altra con --data-dir.</translation>
    </message>
    <message>
        <source>The stored language “{value}” is not one the app has; the system&apos;s language is used.</source>
        <translation>La lingua salvata «{value}» non è tra quelle dell&apos;app; si usa la lingua del sistema.</translation>
    </message>
    <message>
        <source>The stored bot pace “{value}” could not be read; it is back to Normal.</source>
        <translation>Il ritmo dei bot salvato «{value}» non si è potuto leggere: è tornato a Normale.</translation>
    </message>
    <message>
        <source>Some settings were reset</source>
        <translation>Alcune impostazioni sono state ripristinate</translation>
    </message>
</context>
<context>
    <name>SystemLibraries</name>
    <message>
        <source>Tabletop Qt cannot open its window: the X11 display support needs system libraries that are not installed ({libraries}).</source>
        <translation>Tabletop Qt non può aprire la sua finestra: il supporto per lo schermo X11 richiede librerie di sistema che non sono installate ({libraries}).</translation>
    </message>
    <message>
        <source>Install them with this command, then start Tabletop Qt again:</source>
        <translation>Installale con questo comando, poi avvia di nuovo Tabletop Qt:</translation>
    </message>
    <message>
        <source>Install them with your system&apos;s package manager, then start Tabletop Qt again. For example:</source>
        <translation>Installale con il gestore di pacchetti del tuo sistema, poi avvia di nuovo Tabletop Qt. Per esempio:</translation>
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
        <translation>Se queste librerie sono installate in un posto dove questo controllo non guarda, avvia con la variabile d&apos;ambiente {variable}=1 per saltarlo.</translation>
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
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n punti</numerusform>
        </translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
</context>
<context>
    <name>TeaTimeTutorial</name>
    <message>
        <source>Welcome to Tea Time! You collect cards of six characters from the grid on the table. At the end of the game each character scores by how many of its cards you hold: none 5 points, 1 card 1, 2 cards 3, 3 cards 6, 4 cards 10, 5 or more 15; Alice is worth 4. The most points wins. Press Next.</source>
        <translation>Benvenuti a Tea Time! Collezioni carte di sei personaggi dalla griglia sul tavolo. Alla fine del gioco ogni personaggio fa punti in base al numero di carte che ne hai: nessuna 5 punti, 1 carta 1, 2 carte 3, 3 carte 6, 4 carte 10, 5 o più 15; Alice vale 4. Vince chi ha fatto più punti. Premi Avanti.</translation>
    </message>
    <message>
        <source>The cards lie in a grid of 3 by 4, normal face and mirror face alternating. You hold Alice, so you start the round and take one card, which Alice replaces. Click the normal Cheshire Cat on the left, then Take the cards.</source>
        <translation>Le carte formano una griglia di 3x4, alternando la faccia normale e la faccia allo specchio. Hai la carta Alice, quindi inizi il round e prendi una carta, che Alice rimpiazza. Clicca il Gatto con la faccia normale a sinistra, poi Prendi le carte.</translation>
    </message>
    <message>
        <source>Alice now lies where the Cheshire Cat was. The second player may take 1 or 2 cards: Bruno took Alice, so he will start the next round. Press Next.</source>
        <translation>Ora Alice è dove c&apos;era il Gatto. Il giocatore successivo può prendere 1 o 2 carte: Bruno ha preso Alice, quindi inizierà il prossimo round. Premi Avanti.</translation>
    </message>
    <message>
        <source>From the third turn on, you take 1, 2 or 3 cards, next to each other and in a line: a row, a column or a diagonal. Take the diagonal of three normal faces: click the Caterpillar, the White Rabbit and the Cheshire Cat, then Take the cards.</source>
        <translation>Dal terzo turno prendi 1, 2 o 3 carte, adiacenti e allineate: in orizzontale, in verticale o in diagonale. Prendi la diagonale di tre carte con la faccia normale: clicca il Bruco, il Coniglio e il Gatto, poi Prendi le carte.</translation>
    </message>
    <message>
        <source>Your cards stand before you in columns, one per character, and never turn over. Bruno took a Caterpillar. Press Next.</source>
        <translation>Le tue carte sono davanti a te in colonne, una per personaggio, e non si girano mai. Bruno ha preso un Bruco. Premi Avanti.</translation>
    </message>
    <message>
        <source>If you take a card whose face is the opposite of a card of the same character you already have, both are discarded, one for one. The bottom row brings Tweedledum and Tweedledee and the Queen of Hearts, but its mirror Cheshire Cat cancels one of your two normal ones. Take the row: click its three cards, then Take the cards.</source>
        <translation>Se prendi una carta con la faccia opposta a una carta dello stesso personaggio che hai già, entrambe vengono scartate, una per una. La riga in basso ti dà Pinco Panco e Panco Pinco e la Regina di Cuori, ma il suo Gatto allo specchio annulla uno dei tuoi due Gatti normali. Prendi la riga: clicca le sue tre carte, poi Prendi le carte.</translation>
    </message>
    <message>
        <source>One pair of Cheshire Cats left the game: you keep one normal Cheshire Cat. Bruno took two cards. Press Next.</source>
        <translation>Una coppia di Gatti è uscita dal gioco: ti resta un Gatto con la faccia normale. Bruno ha preso due carte. Premi Avanti.</translation>
    </message>
    <message>
        <source>An empty space breaks a line, and you must take at least one card. The mirror Caterpillar would cancel yours: take only the Mad Hatter. Click it, then Take the cards.</source>
        <translation>Uno spazio vuoto interrompe una linea, e devi prendere almeno una carta. Il Bruco allo specchio annullerebbe il tuo: prendi solo il Cappellaio Matto. Cliccalo, poi Prendi le carte.</translation>
    </message>
    <message>
        <source>Bruno took the last card and the round is over: a new grid is dealt from the deck. Whoever collected Alice starts the new round, so Bruno begins. Press Next.</source>
        <translation>Bruno ha preso l&apos;ultima carta e il round è finito: una nuova griglia viene formata con le carte del mazzo. Chi ha collezionato Alice inizia il nuovo round, quindi comincia Bruno. Premi Avanti.</translation>
    </message>
    <message>
        <source>With two players the game lasts 5 rounds (3 rounds with three or four players). The score beside each collection counts the points as they stand. Press Next.</source>
        <translation>In 2 giocatori il gioco dura 5 round (3 round in 3 o 4 giocatori). Il punteggio accanto a ogni collezione conta i punti fatti finora. Premi Avanti.</translation>
    </message>
    <message>
        <source>Learn to play Tea Time</source>
        <translation>Impara a giocare a Tea Time</translation>
    </message>
    <message>
        <source>You know the rules of Tea Time now: one card, then up to two, then up to three in a line; opposite faces cancel; Alice starts the next round. You may finish this game against Bruno, or start a real one.</source>
        <translation>Ora conosci le regole di Tea Time: una carta, poi fino a due, poi fino a tre allineate; le facce opposte si annullano; chi ha Alice inizia il prossimo round. Puoi finire questa partita contro Bruno, o iniziarne una vera.</translation>
    </message>
</context>
<context>
    <name>TimesSquare</name>
    <message>
        <source>{player}, your turn: play cards of one colour, lure a figure to Handsome Hal, or discard cards.</source>
        <translation>{player}, tocca a te: gioca carte di un solo colore, attira una pedina verso Handsome Hal, o scarta delle carte.</translation>
    </message>
    <message>
        <source>{player}: play more green cards, or end your turn.</source>
        <translation>{player}: gioca altre carte verdi, o termina il turno.</translation>
    </message>
    <message>
        <source>{player}: play more yellow cards, or end your turn.</source>
        <translation>{player}: gioca altre carte gialle, o termina il turno.</translation>
    </message>
    <message>
        <source>{player}: play more grey cards, or end your turn.</source>
        <translation>{player}: gioca altre carte grigie, o termina il turno.</translation>
    </message>
    <message>
        <source>{player}: play more red cards, or end your turn.</source>
        <translation>{player}: gioca altre carte rosse, o termina il turno.</translation>
    </message>
    <message>
        <source>{player}: discard more cards, or end your turn.</source>
        <translation>{player}: scarta altre carte, o termina il turno.</translation>
    </message>
    <message>
        <source>Turn {turn} · draw pile {count} (pass {pass_number} of 2)</source>
        <translation>Turno {turn} · riserva {count} (giro {pass_number} di 2)</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Termina il turno</translation>
    </message>
    <message>
        <source>Lure to Handsome Hal</source>
        <translation>Attira verso Handsome Hal</translation>
    </message>
    <message>
        <source>Instead of playing cards: move Saucy Sue or a Bodyguard onto Handsome Hal&apos;s space. The turn ends at once and no cards are drawn.</source>
        <translation>Invece di giocare carte: muovi Saucy Sue o una Bodyguard nello spazio dove si trova Handsome Hal. Il turno finisce subito e non si pescano carte.</translation>
    </message>
    <message>
        <source>Discard this card</source>
        <translation>Scarta questa carta</translation>
    </message>
    <message>
        <source>Draw pile: {count}
pass {pass_number} of 2</source>
        <translation>Riserva: {count}
giro {pass_number} di 2</translation>
    </message>
    <message>
        <source>Discard pile: {count}</source>
        <translation>Scarti: {count}</translation>
    </message>
    <message>
        <source>{player}&apos;s club</source>
        <translation>Nightclub di {player}</translation>
    </message>
    <message>
        <source>{player}: your hand</source>
        <translation>{player}: la tua mano</translation>
    </message>
    <message>
        <source>{player}&apos;s hand, hidden</source>
        <translation>Mano di {player}, coperta</translation>
    </message>
    <message>
        <source>{player}&apos;s hand: {count}</source>
        <translation>Mano di {player}: {count}</translation>
    </message>
    <message>
        <source>A Dancing Deb card played as a joker</source>
        <translation>Una carta Dancing Deb giocata come jolly</translation>
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
        <translation>Bodyguards 1 o 2</translation>
    </message>
    <message>
        <source>Bodyguards next to Sue</source>
        <translation>Bodyguards accanto a Sue</translation>
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
        <translation>Dancing Deb nello spazio centrale</translation>
    </message>
    <message>
        <source>a Bodyguard</source>
        <translation>una Bodyguard</translation>
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
        <translation>Saucy Sue ha raggiunto uno spazio di ingresso del nightclub del vincitore.</translation>
    </message>
    <message>
        <source>Champagne Charlie reached the winner&apos;s club.</source>
        <translation>Champagne Charlie ha raggiunto il nightclub del vincitore.</translation>
    </message>
    <message>
        <source>The draw pile ran out twice: Saucy Sue stands on the winner&apos;s half of the street.</source>
        <translation>La riserva si è esaurita due volte: Saucy Sue si trova dal lato del tabellone del vincitore.</translation>
    </message>
    <message>
        <source>The draw pile ran out twice with Saucy Sue on the centre: Champagne Charlie stands on the winner&apos;s half.</source>
        <translation>La riserva si è esaurita due volte con Saucy Sue nello spazio centrale: Champagne Charlie si trova dal lato del tabellone del vincitore.</translation>
    </message>
    <message>
        <source>The draw pile ran out twice with Saucy Sue and Champagne Charlie both on the centre: a draw.</source>
        <translation>La riserva si è esaurita due volte con Saucy Sue e Champagne Charlie entrambi nello spazio centrale: la partita è pari.</translation>
    </message>
    <message>
        <source>Saucy Sue: spaces from the club</source>
        <translation>Saucy Sue: spazi dal nightclub</translation>
    </message>
    <message>
        <source>Champagne Charlie: spaces from the club</source>
        <translation>Champagne Charlie: spazi dal nightclub</translation>
    </message>
    <message>
        <source>Figures on the club&apos;s entrance</source>
        <translation>Personaggi sugli spazi di ingresso del nightclub</translation>
    </message>
</context>
<context>
    <name>TimesSquareTutorial</name>
    <message>
        <source>Welcome to Times Square! With your cards you move the people on the street towards your nightclub. You win when Saucy Sue or Champagne Charlie reaches one of your club&apos;s two entrance spaces. Bruno holds Handsome Hal, so he began: watch his moves, then press Next.</source>
        <translation>Benvenuti a Times Square! Con le tue carte muovi le persone sulla strada verso il tuo nightclub. Vinci quando Saucy Sue o Champagne Charlie raggiunge uno dei due spazi di ingresso del tuo nightclub. Bruno ha Handsome Hal, quindi ha iniziato lui: guarda le sue mosse, poi premi Avanti.</translation>
    </message>
    <message>
        <source>Each card moves one figure: green Saucy Sue, grey the Bodyguards, yellow Handsome Hal, red Dancing Deb. A numbered card moves its figure towards your own club by exactly its value. Click the red 4, then the Dancing Deb shown where the card would take her.</source>
        <translation>Ogni carta muove una pedina: verde Saucy Sue, grigio le Bodyguard, giallo Handsome Hal, rosso Dancing Deb. Una carta con un numero muove la sua pedina verso il tuo nightclub di esattamente quel numero di spazi. Clicca il 4 rosso, poi la Dancing Deb mostrata dove la porterebbe la carta.</translation>
    </message>
    <message>
        <source>You may play more cards in the same turn, all of the same colour, one at a time. A card that cannot be carried out in full cannot be played. Play the red 3 the same way: Deb reaches your entrance.</source>
        <translation>Nello stesso turno puoi giocare più carte, tutte dello stesso colore, una alla volta. Non puoi giocare una carta che non può essere completamente azionata. Gioca il 3 rosso allo stesso modo: Deb raggiunge il tuo ingresso.</translation>
    </message>
    <message>
        <source>Click End turn: you draw back up to 8 cards, then Champagne Charlie moves.</source>
        <translation>Clicca Termina il turno: peschi fino ad avere di nuovo 8 carte, poi si muove Champagne Charlie.</translation>
    </message>
    <message>
        <source>Charlie moved one space your way: he moves one space for each figure on your entrance spaces, and one more when Sue and both Bodyguards stand on your half. Then Bruno played. Press Next.</source>
        <translation>Charlie si è mosso di 1 spazio verso di te: si muove di 1 spazio per ogni pedina sui tuoi spazi di ingresso, e di 1 in più quando Sue e le due Bodyguard sono nella tua metà. Poi ha giocato Bruno. Premi Avanti.</translation>
    </message>
    <message>
        <source>Saucy Sue and her two Bodyguards always stand on three different spaces, Sue between the Bodyguards. The grey card with Sue brings both Bodyguards next to her: click it, then a Bodyguard where it would go.</source>
        <translation>Saucy Sue e le sue due Bodyguard stanno sempre su tre spazi differenti, Sue tra le Bodyguard. La carta grigia con Sue porta entrambe le Bodyguard accanto a lei: cliccala, poi una Bodyguard dove andrebbe.</translation>
    </message>
    <message>
        <source>Now the grey 1 moves the Bodyguard on your side one space towards your club, which leaves Sue room to come your way. Click it, then the Bodyguard where it would go.</source>
        <translation>Ora il grigio 1 muove la Bodyguard dal tuo lato di 1 spazio verso il tuo nightclub, e lascia a Sue lo spazio per venire verso di te. Cliccalo, poi la Bodyguard dove andrebbe.</translation>
    </message>
    <message>
        <source>Click End turn.</source>
        <translation>Clicca Termina il turno.</translation>
    </message>
    <message>
        <source>Deb on your entrance moved Charlie one more space your way. Bruno moved Deb away to his side: every player moves every figure. Press Next.</source>
        <translation>Deb sul tuo ingresso ha mosso Charlie di un altro spazio verso di te. Bruno ha spostato Deb verso il suo lato: ogni giocatore muove tutte le pedine. Premi Avanti.</translation>
    </message>
    <message>
        <source>Two green cards played together move Sue and both Bodyguards one space towards your club. Click both green cards, then Sue where the group would take her.</source>
        <translation>Due carte verdi giocate insieme muovono Sue e le due Bodyguard di 1 spazio verso il tuo nightclub. Clicca le due carte verdi, poi Sue dove la porterebbe il gruppo.</translation>
    </message>
    <message>
        <source>Sue and her Bodyguards came one space your way. Bruno moved the other Bodyguard back onto his entrance, so Charlie stepped his way. Press Next.</source>
        <translation>Sue e le sue Bodyguard sono venute di 1 spazio verso di te. Bruno ha riportato l&apos;altra Bodyguard sul suo ingresso, così Charlie si è mosso verso di lui. Premi Avanti.</translation>
    </message>
    <message>
        <source>Instead of playing cards you may lure: move Sue or a Bodyguard onto Handsome Hal&apos;s space, any distance; then you draw no cards. Or you may discard any number of cards and draw new ones. Press Next.</source>
        <translation>Invece di giocare carte puoi attirare verso Handsome Hal: muovi Sue o una Bodyguard nello spazio dove si trova Handsome Hal, a qualsiasi distanza; poi non peschi carte. Oppure puoi scartare quante carte vuoi e pescarne di nuove. Premi Avanti.</translation>
    </message>
    <message>
        <source>When Deb stands between Sue and your end of the street, a numbered red card may move Sue, Hal or a Bodyguard as a joker instead of Deb. If the draw pile runs out a second time, the game ends: Sue&apos;s half of the street wins. Press Next.</source>
        <translation>Quando Deb sta tra Sue e la tua estremità della strada, una carta rossa con un numero può muovere come jolly Sue, Hal o una Bodyguard invece di Deb. Se la riserva si esaurisce per la seconda volta il gioco finisce: vince la metà della strada in cui si trova Sue. Premi Avanti.</translation>
    </message>
    <message>
        <source>Learn to play Times Square</source>
        <translation>Impara a giocare a Times Square</translation>
    </message>
    <message>
        <source>You know how to play Times Square now: one colour a turn, Sue between her Bodyguards, Charlie following the figures at your entrance, the lure and the discard. You may finish this game against Bruno, or start a real one.</source>
        <translation>Ora sai giocare a Times Square: un colore per turno, Sue tra le sue Bodyguard, Charlie che segue le pedine al tuo ingresso, attirare verso Hal e scartare. Puoi finire questa partita contro Bruno, o iniziarne una vera.</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>Not yet, please: read this step first, then press Next.</source>
        <translation>Non ancora, per favore: leggi prima questo passo, poi premi Avanti.</translation>
    </message>
    <message>
        <source>Not this one, please: in this lesson you make the move the step describes, on the item marked in amber. In a real game you will be free to choose.</source>
        <translation>Non questa, per favore: in questa lezione fai la mossa descritta dal passo, sull&apos;elemento evidenziato in ambra. In una partita vera potrai scegliere liberamente.</translation>
    </message>
    <message>
        <source>Please wait a moment: the other players are still moving. The item to click is marked when it is your move.</source>
        <translation>Aspetta un momento, per favore: gli altri giocatori stanno ancora muovendo. Quando tocca a te, ciò che devi cliccare viene evidenziato.</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Avanti</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Lascia la lezione</translation>
    </message>
    <message>
        <source>Play a real game</source>
        <translation>Gioca una partita vera</translation>
    </message>
    <message>
        <source>Finish this game</source>
        <translation>Finisci questa partita</translation>
    </message>
    <message>
        <source>Step {step} of {steps}</source>
        <translation>Passo {step} di {steps}</translation>
    </message>
</context>
</TS>
