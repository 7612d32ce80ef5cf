# Turnieje (/turniej): własne rozgrywki serwera.
cmd-tournament = turniej
cmd-tournament-desc = Turnieje serwera: pucharowy, szwajcarski, każdy z każdym lub stoły
cmd-tournament-create = utwórz
cmd-tournament-create-desc = Otwórz tutaj zapisy na turniej
cmd-tournament-status-desc = Drabinka lub tabela turnieju
cmd-tournament-leave = opuść
cmd-tournament-leave-desc = Opuść turniej (gdy już trwa: wycofaj się, rozgrywaną grę przegrywasz)
cmd-tournament-kick = usuń
cmd-tournament-kick-desc = Usuń członka ze swojego turnieju
cmd-tournament-cancel-desc = Odwołaj swój turniej
cmd-tournament-list = lista
cmd-tournament-list-desc = Trwające i niedawne turnieje serwera
cmd-tournament-record-desc = Turniej jako JSON, z numerem każdej gry
cmd-opt-tournament = numer
cmd-opt-tournament-desc = Numer turnieju (domyślnie: najnowszy turniej serwera)
cmd-opt-format = format
cmd-opt-format-desc = Pucharowy, szwajcarski, każdy z każdym lub stoły (dla gier trzech i więcej graczy)
cmd-opt-name = nazwa
cmd-opt-name-desc = Nazwa turnieju
cmd-opt-rounds = rundy
cmd-opt-rounds-desc = Ile rund (szwajcarski i stoły; domyślnie: tyle, ile potrzeba)
cmd-opt-match_to = mecz_do
cmd-opt-match_to-desc = Tryktrak: każda para gra mecz do tylu punktów
cmd-opt-seats = miejsca
cmd-opt-seats-desc = Stoły: liczba graczy przy stole
cmd-opt-final_table = stół_finałowy
cmd-opt-final_table-desc = Stoły: najlepsi spotkają się na koniec przy stole finałowym
cmd-opt-tournament_turn-desc = Ile może trwać tura; potem rozegra ją komputer (kto opuści trzy tury z rzędu, przegrywa grę)
cmd-opt-round_time = czas_rundy
cmd-opt-round_time-desc = Ile może trwać runda; potem jej gry dokończy komputer
cmd-opt-starts = start
cmd-opt-starts-desc = Turniej rusza sam po tym czasie (domyślnie: gdy gospodarz naciśnie Start)
cmd-opt-away_days = dni_nieobecności
cmd-opt-away_days-desc = Najwyżej ile dni czas rundy poczeka na nieobecnych graczy (/gra urlop); domyślnie 3
cmd-opt-member = członek
cmd-opt-member-desc = Który członek
choice-format-knockout = Pucharowy
choice-format-swiss = Szwajcarski
choice-format-round_robin = Każdy z każdym
choice-format-tables = Stoły

tournament-format_knockout = pucharowy
tournament-format_swiss = system szwajcarski
tournament-format_round_robin = każdy z każdym
tournament-format_tables = stoły
tournament-default_name = Turniej { $game } ({ $format })
tournament-turn_time = Czas na turę { $time }
tournament-round_time = czas rundy { $time }
tournament-seats = { $seats ->
    [one] { $seats } gracz przy stole
    [few] { $seats } gracze przy stole
   *[other] { $seats } graczy przy stole
  }
tournament-match_to = mecze do { $points ->
    [one] { $points } punktu
   *[other] { $points } punktów
  }
tournament-minutes = { $n ->
    [one] { $n } minuta
    [few] { $n } minuty
   *[other] { $n } minut
  }
tournament-hours = { $n ->
    [one] { $n } godzina
    [few] { $n } godziny
   *[other] { $n } godzin
  }
tournament-days = { $n ->
    [one] { $n } dzień
   *[other] { $n } dni
  }
tournament-away_cap = na nieobecnych czeka najwyżej { $days ->
    [one] { $days } dzień
   *[other] { $days } dni
  }
tournament-starts_at = Start { $at }
tournament-starts_by_host = Start, gdy { $host } naciśnie Start
tournament-entrants = Zapisani: { $n }
tournament-more = …i jeszcze { $n }
tournament-round_of = Runda { $round } z { $rounds }
tournament-played = rozegrano { $done } z { $games }
tournament-round_ends = Czas rundy upływa { $at }: potem jej gry dokończy komputer.
tournament-champion = 🏆🥇 Turniej wygrywa **{ $name }**!
tournament-withdrew = (wycofanie w { $round }. rundzie)
tournament-every_game = Wszystkie gry: wiersze rund na kanale; z numerami: /turniej zapis { $number }
tournament-bye = 💤 { $name }: wolny los (liczy się jako wygrana)
tournament-bye_word = wolny los
tournament-table = Stół { $number }
tournament-your_game = { $players }: wasza gra w { $round }. rundzie turnieju **{ $tournament }** jest tutaj: { $link } · czas na turę { $time }
tournament-list_title = 🏆 Turnieje
tournament-status_signup = zapisy otwarte
tournament-status_running = trwa
tournament-status_finished = zakończony
tournament-status_cancelled = odwołany
tournament-bracket = Drabinka turnieju
tournament-standings = Tabela turnieju
tournament-final = Finał
tournament-semi_final = Półfinały
tournament-quarter_final = Ćwierćfinały
tournament-round = Runda { $round }
tournament-col_points = Pkt
tournament-col_buchholz = Bh
tournament-col_sonneborn_berger = SB
tournament-col_score = Wynik
tournament-col_wins = W
tournament-final_standings = Tabela końcowa
tournament-removed = { $name } nie gra już w turnieju.
tournament-cancelled = Turniej jest odwołany.
tournament-not_in_thread = Otwórz turniej na kanale: jego gry dostaną tam własne wątki.
tournament-not_found = Na tym serwerze nie ma turnieju o tym numerze.
tournament-none = Ten serwer nie ma jeszcze turnieju: otwórz go poleceniem /turniej utwórz.
tournament-needs_tables = W tę grę nie gra się we dwóch: wybierz format stoły.
tournament-two_players = W tę grę grają dwie osoby: wybierz format pucharowy, szwajcarski albo każdy z każdym (stoły są dla gier trzech i więcej graczy).
tournament-seats_range = Przy stole w tej grze może siedzieć od { $low } do { $high } graczy.
tournament-option_unused = `{ $option }` nie dotyczy formatu ani gry tego turnieju: pomiń tę opcję.
tournament-already_in = Już grasz w tym turnieju.
tournament-full = Turniej jest pełny (najwyżej { $most ->
    [one] { $most } gracz
    [few] { $most } graczy
   *[other] { $most } graczy
  }).
tournament-host_only = Może to zrobić tylko gospodarz turnieju.
tournament-started = Zapisy są zamknięte: turniej już się zaczął.
tournament-over = Ten turniej już się zakończył.
tournament-not_in = Nie gra w tym turnieju.
tournament-host_stays = Gospodarz nie może opuścić zapisów: zamiast tego odwołaj turniej.
tournament-too_few = Turniej potrzebuje co najmniej { $needed ->
    [one] { $needed } gracza
   *[other] { $needed } graczy
  }.
tournament-game_not_cancelled = Gry turniejowej się nie odwołuje: kończy się grą, poddaniem albo gdy minie czas rundy.
board-forfeited = 🏳️ { $player } przegrywa grę: trzy opuszczone tury z rzędu.
board-adjudicated = ⚖️ Czas rundy minął: komputer dokończył grę za wszystkich.
tournament-legend_buchholz = Bh: Buchholz
tournament-legend_sonneborn_berger = SB: Sonneborn-Berger
tournament-legend_score = Wynik: punkty z partii
tournament-legend_wins = W: wygrane partie
