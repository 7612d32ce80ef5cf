"""The one message catalog: key -> text per language. Placeholders are str.format fields and
must be the same in every language (a test checks). Command names must be lowercase."""

MESSAGES: dict[str, dict[str, str]] = {
    # ---------------------------------------------------------------- commands
    "cmd.dice": {"en": "dice", "cs": "kostky", "pl": "kostki"},
    "cmd.dice.desc": {
        "en": "Czech dice games",
        "cs": "České hry s kostkami",
        "pl": "Czeskie gry w kości",
    },
    "cmd.play": {"en": "play", "cs": "hrát", "pl": "graj"},
    "cmd.play.desc": {
        "en": "Open a game in this channel; others join with the buttons",
        "cs": "Založí hru v tomto kanálu; ostatní se přidají tlačítky",
        "pl": "Otwiera grę na tym kanale; inni dołączają przyciskami",
    },
    "cmd.opt.game": {"en": "game", "cs": "hra", "pl": "gra"},
    "cmd.opt.game.desc": {"en": "Which game", "cs": "Která hra", "pl": "Która gra"},
    "cmd.opt.target": {"en": "target", "cs": "cíl", "pl": "cel"},
    "cmd.opt.target.desc": {
        "en": "Points to win (ones and fives, six dice: 10 000; sequence: 100)",
        "cs": "Body k výhře (jedničky a pětky, 6 kostek: 10 000; sekvence: 100)",
        "pl": "Punkty do wygranej (jedynki i piątki, 6 kości: 10 000; sekwencja: 100)",
    },
    "cmd.opt.bank_min": {"en": "bank_min", "cs": "minimum_zápisu", "pl": "minimum_zapisu"},
    "cmd.opt.bank_min.desc": {
        "en": "Smallest turn total that may be written (400 / 350)",
        "cs": "Nejmenší zisk tahu, který lze zapsat (400 / 350)",
        "pl": "Najmniejszy wynik tury, który można zapisać (400 / 350)",
    },
    "cmd.opt.three_ones_reset": {
        "en": "three_ones_reset",
        "cs": "tři_jedničky_nulují",
        "pl": "trzy_jedynki_zerują",
    },
    "cmd.opt.three_ones_reset.desc": {
        "en": "Sequence: three 1s reset your score to 0",
        "cs": "Sekvence: tři jedničky vynulují skóre",
        "pl": "Sekwencja: trzy jedynki zerują wynik",
    },
    "cmd.opt.turn_minutes": {"en": "turn_minutes", "cs": "minut_na_tah", "pl": "minut_na_ruch"},
    "cmd.opt.turn_minutes.desc": {
        "en": "Minutes a player has for his turn before others may skip him",
        "cs": "Minuty na tah, pak může hráče ostatní přeskočit",
        "pl": "Minuty na ruch, potem inni mogą pominąć gracza",
    },
    "cmd.game": {"en": "game", "cs": "hra", "pl": "gra"},
    "cmd.game.desc": {
        "en": "The game in this channel",
        "cs": "Hra v tomto kanálu",
        "pl": "Gra na tym kanale",
    },
    "cmd.status": {"en": "status", "cs": "stav", "pl": "stan"},
    "cmd.status.desc": {
        "en": "Show the current board again",
        "cs": "Znovu ukáže aktuální hrací plochu",
        "pl": "Pokaż ponownie aktualną planszę",
    },
    "cmd.resign": {"en": "resign", "cs": "vzdát", "pl": "poddaj"},
    "cmd.resign.desc": {
        "en": "Give up the game in this channel",
        "cs": "Vzdá hru v tomto kanálu",
        "pl": "Poddaj grę na tym kanale",
    },
    "cmd.cancel": {"en": "cancel", "cs": "zrušit", "pl": "anuluj"},
    "cmd.cancel.desc": {
        "en": "End the game without a result (host or Manage Server)",
        "cs": "Ukončí hru bez výsledku (zakladatel nebo správce serveru)",
        "pl": "Kończy grę bez wyniku (gospodarz lub zarządca serwera)",
    },
    "cmd.leaderboard": {"en": "leaderboard", "cs": "žebříček", "pl": "ranking"},
    "cmd.leaderboard.desc": {
        "en": "Top 10 players of this server",
        "cs": "10 nejlepších hráčů serveru",
        "pl": "10 najlepszych graczy serwera",
    },
    "cmd.stats": {"en": "stats", "cs": "statistiky", "pl": "statystyki"},
    "cmd.stats.desc": {
        "en": "A player's record on this server",
        "cs": "Výsledky hráče na tomto serveru",
        "pl": "Wyniki gracza na tym serwerze",
    },
    "cmd.opt.user": {"en": "user", "cs": "hráč", "pl": "gracz"},
    "cmd.opt.user.desc": {
        "en": "Whose record (you by default)",
        "cs": "Čí výsledky (výchozí: tvoje)",
        "pl": "Czyje wyniki (domyślnie twoje)",
    },
    "cmd.rules": {"en": "rules", "cs": "pravidla", "pl": "zasady"},
    "cmd.rules.desc": {
        "en": "How a game is played",
        "cs": "Jak se hra hraje",
        "pl": "Jak się gra",
    },
    # ---------------------------------------------------------------- lobby
    "lobby.title": {
        "en": "{game} — waiting for players",
        "cs": "{game} — čeká se na hráče",
        "pl": "{game} — czekamy na graczy",
    },
    "lobby.body": {
        "en": "{host} opened a game. Join with the button; the host starts it.",
        "cs": "{host} založil hru. Přidej se tlačítkem; zakladatel ji spustí.",
        "pl": "{host} otworzył grę. Dołącz przyciskiem; gospodarz ją rozpocznie.",
    },
    "lobby.players": {
        "en": "Players ({count}/{maximum})",
        "cs": "Hráči ({count}/{maximum})",
        "pl": "Gracze ({count}/{maximum})",
    },
    "lobby.options": {"en": "Options", "cs": "Nastavení", "pl": "Opcje"},
    "lobby.join": {"en": "Join", "cs": "Přidat se", "pl": "Dołącz"},
    "lobby.leave": {"en": "Leave", "cs": "Odejít", "pl": "Wyjdź"},
    "lobby.computer": {"en": "Add computer", "cs": "Přidat počítač", "pl": "Dodaj komputer"},
    "lobby.start": {"en": "Start", "cs": "Začít", "pl": "Start"},
    "lobby.cancel": {"en": "Cancel", "cs": "Zrušit", "pl": "Anuluj"},
    "lobby.already_joined": {
        "en": "You are already in this game.",
        "cs": "V této hře už jsi.",
        "pl": "Już jesteś w tej grze.",
    },
    "lobby.not_joined": {
        "en": "You are not in this game's lobby.",
        "cs": "Nejsi v přípravě této hry.",
        "pl": "Nie jesteś w poczekalni tej gry.",
    },
    "lobby.full": {
        "en": "The game is full ({maximum} players).",
        "cs": "Hra je plná ({maximum} hráčů).",
        "pl": "Gra jest pełna ({maximum} graczy).",
    },
    "lobby.host_only": {
        "en": "Only the player who opened the game can do that.",
        "cs": "To může jen hráč, který hru založil.",
        "pl": "Może to zrobić tylko gracz, który otworzył grę.",
    },
    "lobby.too_few": {
        "en": "This game needs at least {needed} players: invite someone or add a computer.",
        "cs": "Tato hra potřebuje aspoň {needed} hráče: pozvi někoho nebo přidej počítač.",
        "pl": "Ta gra wymaga co najmniej {needed} graczy: zaproś kogoś lub dodaj komputer.",
    },
    "lobby.closed": {
        "en": "This game has already started or ended.",
        "cs": "Tato hra už začala nebo skončila.",
        "pl": "Ta gra już się zaczęła albo skończyła.",
    },
    # ---------------------------------------------------------------- game flow
    "game.not_found": {
        "en": "That game no longer exists.",
        "cs": "Tato hra už neexistuje.",
        "pl": "Ta gra już nie istnieje.",
    },
    "game.none_in_channel": {
        "en": "There is no game in this channel. Open one with a play command, e.g. /dice play.",
        "cs": "V tomto kanálu neběží žádná hra. Založ ji příkazem hrát, např. /kostky hrát.",
        "pl": "Na tym kanale nie ma gry. Otwórz ją poleceniem graj, np. /kostki graj.",
    },
    "game.channel_busy": {
        "en": "A game of {game} is already running in this channel ({link}). Finish it, or "
        "start yours in a thread.",
        "cs": "V tomto kanálu už běží hra {game} ({link}). Dohrajte ji, nebo svou založte "
        "ve vlákně.",
        "pl": "Na tym kanale trwa już gra {game} ({link}). Dokończcie ją albo zacznij swoją "
        "w wątku.",
    },
    "game.over": {
        "en": "This game is over.",
        "cs": "Tato hra skončila.",
        "pl": "Ta gra się skończyła.",
    },
    "game.cancel_forbidden": {
        "en": "Only the host or a member with Manage Server can cancel the game.",
        "cs": "Hru může zrušit jen zakladatel nebo člen s právem Spravovat server.",
        "pl": "Grę może anulować tylko gospodarz lub członek z uprawnieniem Zarządzanie serwerem.",
    },
    "game.cancelled": {
        "en": "The game was cancelled.",
        "cs": "Hra byla zrušena.",
        "pl": "Gra została anulowana.",
    },
    "game.expired": {
        "en": "Nobody started this game in time; the lobby closed.",
        "cs": "Hru nikdo včas nespustil; příprava skončila.",
        "pl": "Nikt nie rozpoczął gry na czas; poczekalnia zamknięta.",
    },
    "turn.not_a_player": {
        "en": "You are not playing in this game. Wait for the next one, or start your own "
        "in another channel or a thread.",
        "cs": "V této hře nehraješ. Počkej na další, nebo založ vlastní v jiném kanálu či vlákně.",
        "pl": "Nie grasz w tej grze. Poczekaj na następną albo zacznij własną na innym "
        "kanale lub w wątku.",
    },
    "turn.not_yours": {
        "en": "It is not your turn: {player} is to play.",
        "cs": "Nejsi na tahu: hraje {player}.",
        "pl": "To nie twoja kolej: gra {player}.",
    },
    "board.stale": {
        "en": "That board was out of date, so nothing happened. Here is the current one.",
        "cs": "Ta hrací plocha byla zastaralá, nic se nestalo. Tady je aktuální.",
        "pl": "Ta plansza była nieaktualna, nic się nie stało. Oto aktualna.",
    },
    "skip.own_turn": {
        "en": "Only another player's turn can be skipped.",
        "cs": "Přeskočit lze jen tah jiného hráče.",
        "pl": "Pominąć można tylko ruch innego gracza.",
    },
    "skip.too_early": {
        "en": "The player still has time: you can skip him <t:{at}:R>.",
        "cs": "Hráč má ještě čas: přeskočit ho můžeš <t:{at}:R>.",
        "pl": "Gracz ma jeszcze czas: możesz go pominąć <t:{at}:R>.",
    },
    "rules.illegal": {
        "en": "That move is not allowed.",
        "cs": "Tento tah není dovolen.",
        "pl": "Ten ruch jest niedozwolony.",
    },
    "error.unexpected": {
        "en": "Something went wrong on our side; the game is unchanged. Please try again.",
        "cs": "Něco se u nás pokazilo; hra zůstala beze změny. Zkus to prosím znovu.",
        "pl": "Coś poszło nie tak po naszej stronie; gra jest bez zmian. Spróbuj ponownie.",
    },
    "error.guild_only": {
        "en": "Games are played in server channels.",
        "cs": "Hry se hrají v kanálech serveru.",
        "pl": "W gry gra się na kanałach serwera.",
    },
    "option.bool": {
        "en": "{name} must be on or off.",
        "cs": "{name} musí být zapnuto, nebo vypnuto.",
        "pl": "{name} musi być włączone lub wyłączone.",
    },
    "option.int": {
        "en": "{name} must be a whole number.",
        "cs": "{name} musí být celé číslo.",
        "pl": "{name} musi być liczbą całkowitą.",
    },
    "option.range": {
        "en": "{name} must be between {minimum} and {maximum}.",
        "cs": "{name} musí být mezi {minimum} a {maximum}.",
        "pl": "{name} musi być pomiędzy {minimum} a {maximum}.",
    },
    "option.choice": {
        "en": "{name} must be one of: {choices}.",
        "cs": "{name} musí být jedno z: {choices}.",
        "pl": "{name} musi być jednym z: {choices}.",
    },
    "option.unknown": {
        "en": "This game has no option {name}.",
        "cs": "Tato hra nemá nastavení {name}.",
        "pl": "Ta gra nie ma opcji {name}.",
    },
    # ---------------------------------------------------------------- boards
    "board.turn": {"en": "{player} to play", "cs": "Na tahu: {player}", "pl": "Ruch: {player}"},
    "board.deadline": {
        "en": "Turn ends <t:{at}:R>",
        "cs": "Tah končí <t:{at}:R>",
        "pl": "Ruch kończy się <t:{at}:R>",
    },
    "board.scores": {"en": "Scores", "cs": "Skóre", "pl": "Wyniki"},
    "board.last": {"en": "Last", "cs": "Naposledy", "pl": "Ostatnio"},
    "board.skip": {"en": "Skip absent", "cs": "Přeskočit", "pl": "Pomiń"},
    "board.winner": {
        "en": "🏆 {players} won!",
        "cs": "🏆 Vyhrál: {players}!",
        "pl": "🏆 Wygrał: {players}!",
    },
    "board.solo_over": {
        "en": "Game over: {score} points.",
        "cs": "Konec hry: {score} bodů.",
        "pl": "Koniec gry: {score} punktów.",
    },
    "board.cancelled": {"en": "Cancelled", "cs": "Zrušeno", "pl": "Anulowano"},
    "board.resigned": {
        "en": "{player} resigned.",
        "cs": "{player} to vzdal.",
        "pl": "{player} się poddał.",
    },
    "board.skipped": {
        "en": "{player} was absent; the computer played his turn.",
        "cs": "{player} nebyl u hry; jeho tah odehrál počítač.",
        "pl": "{player} był nieobecny; jego ruch wykonał komputer.",
    },
    "board.rematch": {"en": "Play again", "cs": "Hrát znovu", "pl": "Zagraj ponownie"},
    "board.game_number": {"en": "Game #{id}", "cs": "Hra č. {id}", "pl": "Gra nr {id}"},
    # ---------------------------------------------------------------- dice board
    "dice.figures": {"en": "Figures", "cs": "Figury", "pl": "Figury"},
    "dice.kept": {"en": "Kept: {dice}", "cs": "Necháno: {dice}", "pl": "Zatrzymane: {dice}"},
    "dice.set_aside": {
        "en": "Set aside this turn: {dice}",
        "cs": "Odloženo v tomto tahu: {dice}",
        "pl": "Odłożone w tej turze: {dice}",
    },
    "dice.turn_total": {
        "en": "Turn total **{total}** · dice to throw: {left}",
        "cs": "Zisk tahu **{total}** · kostek k hodu: {left}",
        "pl": "Wynik tury **{total}** · kości do rzutu: {left}",
    },
    "dice.must_confirm": {
        "en": "Six scoring dice: throw all six again to confirm (a bust loses the turn).",
        "cs": "Šest bodujících kostek: hoď znovu všemi šesti pro potvrzení (nic = ztráta tahu).",
        "pl": "Sześć punktujących kości: rzuć znów wszystkimi sześcioma, by potwierdzić "
        "(pudło = strata tury).",
    },
    "dice.throws_left": {
        "en": "Throws left this turn: **{throws}** (marks included)",
        "cs": "Zbývá hodů v tahu: **{throws}** (včetně čárek)",
        "pl": "Pozostałe rzuty w turze: **{throws}** (z kreskami)",
    },
    "dice.forbidden_faces": {
        "en": "Forbidden: {dice}",
        "cs": "Zakázaná čísla: {dice}",
        "pl": "Zakazane liczby: {dice}",
    },
    "dice.target": {
        "en": "Playing to {target}",
        "cs": "Hraje se do {target}",
        "pl": "Gra do {target}",
    },
    "dice.write": {"en": "Write a figure…", "cs": "Zapsat figuru…", "pl": "Zapisz figurę…"},
    "dice.roll": {"en": "Roll", "cs": "Hodit", "pl": "Rzuć"},
    "dice.roll_kept": {
        "en": "Roll the others",
        "cs": "Hodit ostatními",
        "pl": "Rzuć pozostałymi",
    },
    "dice.roll_with": {
        "en": "Set aside +{points}, roll",
        "cs": "Odložit +{points}, hodit",
        "pl": "Odłóż +{points}, rzuć",
    },
    "dice.choose_scoring": {
        "en": "Select scoring dice",
        "cs": "Vyber bodující kostky",
        "pl": "Wybierz punktujące kości",
    },
    "dice.bank": {"en": "Bank {total}", "cs": "Zapsat {total}", "pl": "Zapisz {total}"},
    "dice.end_turn": {"en": "End turn", "cs": "Ukončit tah", "pl": "Zakończ turę"},
    "dice.hot_dice": {
        "en": "🔥 All six dice scored: throw all six again!",
        "cs": "🔥 Všech šest kostek boduje: házíš znovu všemi šesti!",
        "pl": "🔥 Wszystkie sześć kości punktuje: rzucasz znowu sześcioma!",
    },
    "dice.event.forbidden_throw": {
        "en": "🎲 {player} threw {dice}: +{points} (dice out: {removed}), total {score}.",
        "cs": "🎲 {player} hodil {dice}: +{points} (vyřazeno kostek: {removed}), celkem {score}.",
        "pl": "🎲 {player} rzucił {dice}: +{points} (odpadło kości: {removed}), razem {score}.",
    },
    "dice.event.set_aside": {
        "en": "{player} set aside {dice} for +{points}.",
        "cs": "{player} odložil {dice} za +{points}.",
        "pl": "{player} odłożył {dice} za +{points}.",
    },
    "dice.event.bank": {
        "en": "💰 {player} wrote {points}: now {score}.",
        "cs": "💰 {player} zapsal {points}: má {score}.",
        "pl": "💰 {player} zapisał {points}: ma {score}.",
    },
    "dice.event.bust": {
        "en": "💥 {player} threw {dice}: nothing scores, the turn's {lost} is lost.",
        "cs": "💥 {player} hodil {dice}: nic neboduje, zisk tahu {lost} propadá.",
        "pl": "💥 {player} rzucił {dice}: nic nie punktuje, wynik tury {lost} przepada.",
    },
    "dice.event.write": {
        "en": "✍️ {player} wrote {figure} for {points}.",
        "cs": "✍️ {player} zapsal figuru {figure} za {points}.",
        "pl": "✍️ {player} zapisał figurę {figure} za {points}.",
    },
    "dice.event.end_turn": {
        "en": "{player} ended the turn ({marks} marks carried).",
        "cs": "{player} ukončil tah (čárek k dobru: {marks}).",
        "pl": "{player} zakończył turę (kresek na zapas: {marks}).",
    },
    "dice.event.roll": {
        "en": "{player} keeps {kept} and throws again.",
        "cs": "{player} si nechává {kept} a hází znovu.",
        "pl": "{player} zatrzymuje {kept} i rzuca ponownie.",
    },
    "dice.event.score": {
        "en": "🎲 {player} threw {dice}: +{points}, total {score}.",
        "cs": "🎲 {player} hodil {dice}: +{points}, celkem {score}.",
        "pl": "🎲 {player} rzucił {dice}: +{points}, razem {score}.",
    },
    "dice.event.score_reset": {
        "en": "💥 {player} threw {dice}: three 1s, back to 0!",
        "cs": "💥 {player} hodil {dice}: tři jedničky, zpět na 0!",
        "pl": "💥 {player} rzucił {dice}: trzy jedynki, z powrotem do 0!",
    },
    "dice.event.forbidden": {
        "en": "Forbidden faces this game: {dice}.",
        "cs": "Zakázaná čísla této hry: {dice}.",
        "pl": "Zakazane liczby w tej grze: {dice}.",
    },
    "dice.event.resign": {
        "en": "🏳️ {player} resigned.",
        "cs": "🏳️ {player} to vzdal.",
        "pl": "🏳️ {player} się poddał.",
    },
    # ---------------------------------------------------------------- figures
    "figure.ones": {"en": "Ones", "cs": "Jedničky", "pl": "Jedynki"},
    "figure.twos": {"en": "Twos", "cs": "Dvojky", "pl": "Dwójki"},
    "figure.threes": {"en": "Threes", "cs": "Trojky", "pl": "Trójki (liczba)"},
    "figure.fours": {"en": "Fours", "cs": "Čtyřky", "pl": "Czwórki"},
    "figure.fives": {"en": "Fives", "cs": "Pětky", "pl": "Piątki"},
    "figure.sixes": {"en": "Sixes", "cs": "Šestky", "pl": "Szóstki"},
    "figure.two_three": {"en": "2+3", "cs": "2+3", "pl": "2+3"},
    "figure.pairs": {"en": "Pairs", "cs": "Dvojce", "pl": "Pary"},
    "figure.triples": {"en": "Triples", "cs": "Trojce", "pl": "Trójki"},
    "figure.pyramid": {"en": "Pyramid", "cs": "Pyramida", "pl": "Piramida"},
    "figure.poker": {"en": "Poker", "cs": "Poker", "pl": "Poker"},
    "figure.hiroshima": {"en": "Hiroshima", "cs": "Hirošima", "pl": "Hiroszima"},
    "figure.general": {"en": "General", "cs": "Generál", "pl": "Generał"},
    "figure.straight": {"en": "Straight", "cs": "Postupka", "pl": "Strit"},
    # ---------------------------------------------------------------- dice rule refusals
    "dice.bad_selection": {
        "en": "Choose dice by their positions, each at most once.",
        "cs": "Vyber kostky podle jejich pozic, každou nejvýš jednou.",
        "pl": "Wybierz kości według pozycji, każdą najwyżej raz.",
    },
    "dice.bad_throw": {
        "en": "A throw must carry {count} dice with faces 1 to 6.",
        "cs": "Hod musí mít {count} kostek s čísly 1 až 6.",
        "pl": "Rzut musi mieć {count} kości z oczkami od 1 do 6.",
    },
    "dice.first_roll": {
        "en": "The first throw of a turn is of all six dice.",
        "cs": "První hod tahu je vždy všemi šesti kostkami.",
        "pl": "Pierwszy rzut w turze jest zawsze wszystkimi sześcioma kośćmi.",
    },
    "dice.game_over": {
        "en": "The game is over.",
        "cs": "Hra skončila.",
        "pl": "Gra się skończyła.",
    },
    "dice.not_playing": {
        "en": "You are not in this game any more (you have resigned).",
        "cs": "V této hře už nejsi (vzdal jsi ji).",
        "pl": "Nie ma cię już w tej grze (poddałeś się).",
    },
    "dice.player_count": {
        "en": "This game is for {minimum} to {maximum} players.",
        "cs": "Tato hra je pro {minimum} až {maximum} hráčů.",
        "pl": "Ta gra jest dla {minimum}–{maximum} graczy.",
    },
    "dice.unknown_action": {
        "en": "That is not a move of this game: choose one of {actions}.",
        "cs": "To není tah této hry: vyber z {actions}.",
        "pl": "To nie jest ruch tej gry: wybierz spośród {actions}.",
    },
    "dice.wait_throw": {
        "en": "The dice are still rolling; wait for them.",
        "cs": "Kostky se ještě kutálí; počkej na ně.",
        "pl": "Kości jeszcze się toczą; poczekaj na nie.",
    },
    "dice.ones_and_fives.not_scoring": {
        "en": "Set aside at least one scoring combination, and only dice that score "
        "(1s, 5s, triples, a straight or three pairs).",
        "cs": "Odlož aspoň jednu bodující kombinaci a jen kostky, které bodují "
        "(jedničky, pětky, trojice, postupku nebo tři dvojice).",
        "pl": "Odłóż co najmniej jedną punktującą kombinację i tylko kości, które punktują "
        "(jedynki, piątki, trójki, strit albo trzy pary).",
    },
    "dice.ones_and_fives.no_bank": {
        "en": "You may write your points only with at least {bank_min} and at most 2 dice "
        "left to throw: throw on.",
        "cs": "Zapsat můžeš až s aspoň {bank_min} body a nejvýš 2 kostkami k hodu: házej dál.",
        "pl": "Zapisać możesz dopiero mając co najmniej {bank_min} punktów i najwyżej 2 kości "
        "do rzutu: rzucaj dalej.",
    },
    "dice.six_dice.no_selection": {
        "en": "Six Dice sets the scoring dice aside by itself: just roll or bank.",
        "cs": "V 6 kostkách se bodující kostky odkládají samy: jen házej, nebo zapiš.",
        "pl": "W 6 kościach punktujące kości odkładają się same: rzucaj albo zapisz.",
    },
    "dice.six_dice.no_bank": {
        "en": "You may write only with at least {bank_min} points, and never before the "
        "confirming throw.",
        "cs": "Zapsat můžeš až s aspoň {bank_min} body a nikdy před potvrzujícím hodem.",
        "pl": "Zapisać możesz dopiero z co najmniej {bank_min} punktami i nigdy przed "
        "rzutem potwierdzającym.",
    },
    "dice.figures.no_throws": {
        "en": "No throws left this turn: write a figure or end the turn.",
        "cs": "V tomto tahu už nemáš hody: zapiš figuru, nebo tah ukonči.",
        "pl": "Nie masz już rzutów w tej turze: zapisz figurę albo zakończ turę.",
    },
    "dice.figures.unknown_figure": {
        "en": "Choose one of the figures on your card.",
        "cs": "Vyber jednu z figur na své kartě.",
        "pl": "Wybierz jedną z figur na swojej karcie.",
    },
    "dice.figures.not_formed": {
        "en": "Your dice do not form that figure, or you have written it already.",
        "cs": "Tvoje kostky tu figuru netvoří, nebo ji už máš zapsanou.",
        "pl": "Twoje kości nie tworzą tej figury albo już ją zapisałeś.",
    },
    "dice.forbidden.equal": {
        "en": "The two forbidden faces must differ: throw again.",
        "cs": "Dvě zakázaná čísla se musí lišit: hoď znovu.",
        "pl": "Dwie zakazane liczby muszą się różnić: rzuć ponownie.",
    },
    "dice.figures.keep_all": {
        "en": "Leave at least one die to throw.",
        "cs": "Nech aspoň jednu kostku k hodu.",
        "pl": "Zostaw co najmniej jedną kość do rzutu.",
    },
    # ---------------------------------------------------------------- leaderboard
    "leaderboard.title": {
        "en": "Leaderboard — {game}",
        "cs": "Žebříček — {game}",
        "pl": "Ranking — {game}",
    },
    "leaderboard.all_games": {"en": "all games", "cs": "všechny hry", "pl": "wszystkie gry"},
    "leaderboard.empty": {
        "en": "No finished games on this server yet.",
        "cs": "Na tomto serveru zatím nikdo žádnou hru nedohrál.",
        "pl": "Na tym serwerze nie ukończono jeszcze żadnej gry.",
    },
    "leaderboard.row": {
        "en": "**{rank}.** {player} — rating {rating}, {wins}/{played} won, {points} pts",
        "cs": "**{rank}.** {player} — rating {rating}, výhry {wins}/{played}, {points} b.",
        "pl": "**{rank}.** {player} — ranking {rating}, wygrane {wins}/{played}, {points} pkt",
    },
    "leaderboard.figures_row": {
        "en": "**{rank}.** {player} — {value} (avg points {points} ÷ avg place {place}), "
        "{played} games",
        "cs": "**{rank}.** {player} — {value} (prům. body {points} ÷ prům. pořadí {place}), "
        "{played} her",
        "pl": "**{rank}.** {player} — {value} (śr. punkty {points} ÷ śr. miejsce {place}), "
        "{played} gier",
    },
    "stats.title": {
        "en": "{player} on this server",
        "cs": "{player} na tomto serveru",
        "pl": "{player} na tym serwerze",
    },
    "stats.none": {
        "en": "{player} has not finished a game here yet.",
        "cs": "{player} tu zatím nedohrál žádnou hru.",
        "pl": "{player} nie ukończył tu jeszcze żadnej gry.",
    },
    "stats.row": {
        "en": "played {played}, won {wins}, points {points}, rating {rating}",
        "cs": "hry {played}, výhry {wins}, body {points}, rating {rating}",
        "pl": "gry {played}, wygrane {wins}, punkty {points}, ranking {rating}",
    },
}
