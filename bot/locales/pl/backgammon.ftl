## The family: its name (the /stats picture) and its command
family-backgammon = Tryktrak

cmd-backgammon = tryktrak
cmd-backgammon-desc = Tryktrak (backgammon) z kostką dublującą, meczami i komputerem GNU Backgammon
cmd-backgammon-play-desc = Załóż grę w tryktraka na tym kanale; przeciwnik dołącza (albo dodaj komputer)
cmd-backgammon-opt-match_to = mecz_do
cmd-backgammon-opt-match_to-desc = Do ilu punktów gra się mecz (1 = jedna partia)
cmd-backgammon-opt-scoring = punktacja
cmd-backgammon-opt-scoring-desc = Ile punktów daje wygrana partia
cmd-backgammon-opt-opening = otwarcie
cmd-backgammon-opt-opening-desc = Kto zaczyna po rzucie otwierającym
cmd-backgammon-opt-auto_doubles = automatyczne_dublowanie
cmd-backgammon-opt-auto_doubles-desc = Równe oczka w rzucie otwierającym dublują kostkę, najwyżej tyle razy (tylko jedna partia)
cmd-backgammon-opt-hints = podpowiedzi
cmd-backgammon-opt-hints-desc = Zezwól na przycisk 💡 Podpowiedź (domyślnie: tylko przeciw komputerowi)
cmd-backgammon-opt-coach = trener
cmd-backgammon-opt-coach-desc = Trener: linijka po każdej twojej decyzji, którą GNU Backgammon ocenia jako wątpliwą lub gorszą
choice-backgammon-coach-auto = Automatycznie (przeciw komputerowi od początkującego do średnio zaawansowanego)
choice-backgammon-coach-on = Włączony
choice-backgammon-coach-off = Wyłączony
choice-backgammon-scoring-standard = Zwykła wygrana, gammon, backgammon
choice-backgammon-scoring-checkers = Liczenie pionów (zasady czeskie)
choice-backgammon-opening-seed = Niższa kostka zaczyna nowym rzutem
choice-backgammon-opening-standard = Wyższa kostka gra od razu rzutem otwierającym
cmd-backgammon-move = ruch
cmd-backgammon-move-desc = Zagraj cały ruch w zapisie standardowym, np. 24/18 13/11
cmd-backgammon-opt-notation = zapis
cmd-backgammon-opt-notation-desc = Ruch, np. 24/18 13/11, bar/22, 6/off, 13/7(2)
backgammon-image = Plansza do tryktraka
backgammon-moved = 🎲 { $player }: { $dice } · **{ $move }**
backgammon-forced = 🎲 { $player }: { $dice } · **{ $move }** (jedyny)
backgammon-no_move = 🎲 { $player }: { $dice } · brak możliwego ruchu
backgammon-prompt_roll = { $player }: rzuć albo najpierw dubluj.
backgammon-prompt_cube = ⏫ { $player } dubluje do { $cube }. { $other }: przyjąć czy oddać?
backgammon-prompt_resign = 🏳️ { $player } proponuje poddanie: { $kind } za { $points ->
        [one] { $points } punkt
        [few] { $points } punkty
        [many] { $points } punktów
       *[other] { $points } punktu
    }. { $other }: przyjąć czy odrzucić?
backgammon-steps_so_far = Dotąd: { $partial }.
backgammon-ids = GNU Backgammon: Position ID `{ $position }` · Match ID `{ $match }`
backgammon-match_score = { $first } : { $second } / { $to }
backgammon-crawford_game = Partia Crawforda: bez dublowania.
backgammon-won = 🏁 Partia { $number }: { $result }
backgammon-game_line = { $number }. { $result }
## A game's result: the usual single game without its kind.
backgammon-result = { $player } +{ $points }
backgammon-result_kind = { $player } +{ $points } ({ $kind })
backgammon-kind-single = zwykła wygrana
backgammon-kind-gammon = gammon (mars)
backgammon-kind-backgammon = backgammon
backgammon-kind-checkers = liczenie pionów
backgammon-kind-drop = dubel nieprzyjęty
backgammon-roll = Rzuć
backgammon-double = Dubluj
backgammon-take = Przyjmij
backgammon-pass = Oddaj
backgammon-accept = Przyjmij
backgammon-refuse = Odrzuć
backgammon-hint = Podpowiedź
backgammon-undo = Cofnij
backgammon-confirm = Zatwierdź ruch
backgammon-play = 🎯 Zagraj cały ruch…
backgammon-play_group = 🎯 Ruchy zaczynające się od { $moves }
backgammon-move_group = { $moves } ({ $count ->
        [one] { $count } ruch
        [few] { $count } ruchy
       *[other] { $count } ruchów
    })
backgammon-all_moves = Wszystkie ruchy
backgammon-pick = Albo przesuwaj pion po pionie: wybierz go…
backgammon-whole_move = Zagraj zamiast tego cały ruch…
backgammon-checker = Z { $point } → { $targets }
backgammon-resign = 🏳️ Zaproponuj poddanie…
backgammon-resigning = 🏳️ Poddaj się…
backgammon-resign_option = Poddaj: { $kind } ({ $points ->
        [one] { $points } punkt
        [few] { $points } punkty
        [many] { $points } punktów
       *[other] { $points } punktu
    })
backgammon-log-double = ⏫ { $player }: dubel
backgammon-log-take = ✅ { $player }: przyjęte
backgammon-log-drop = 🏳️ { $player }: oddane
backgammon-log-offer = 🏳️ { $player }: propozycja poddania ({ $kind })
backgammon-log-accept = ✅ { $player }: poddanie przyjęte
backgammon-log-refuse = ❌ { $player }: poddanie odrzucone
backgammon-hint_title = 💡 Podpowiedź do rzutu { $dice } (GNU Backgammon)
backgammon-hint_title_cube = 💡 Dublować czy rzucać? (GNU Backgammon)
backgammon-hint_title_take = 💡 Przyjąć czy oddać? (GNU Backgammon)
backgammon-hint_best = wartość { $worth } (najlepszy)
backgammon-hint_best_match = { $worth } szans na wygranie meczu (najlepszy)
backgammon-hint_worse = o { $margin } gorszy
backgammon-hint_equal = równie dobry
backgammon-percent = { $value }%
backgammon-hint_fallback = GNU Backgammon nie jest zainstalowany: to wybory prostego programu (pubeval).
backgammon-hints_off = Podpowiedzi są w tej grze wyłączone (włącza je opcja podpowiedzi przy zakładaniu gry).
backgammon-engine_unavailable = Przepraszamy, trener (GNU Backgammon) chwilowo nie odpowiada. Poproś o podpowiedź ponownie za chwilę; sama gra toczy się dalej normalnie.
backgammon-hint_not_yours = Podpowiedź jest dla gracza, który teraz decyduje: poczekaj na swoją kolej.
backgammon-tutor = Trener
backgammon-tutor_title = 🎓 Trener (GNU Backgammon)
backgammon-tutor_quiet = Do twojej ostatniej decyzji nie mam zastrzeżeń: była dobra.
backgammon-tutor_move = 🎓 { $skill ->
        [very_bad] Bardzo zły ruch
        [bad] Zły ruch
       *[doubtful] Wątpliwy ruch
    } ({ $player }): { $chosen } traci { NUMBER($loss, minimumFractionDigits: 3, maximumFractionDigits: 3) }; lepiej { $best }
backgammon-tutor_told = 🎓 { $skill ->
        [very_bad] Bardzo zły ruch
        [bad] Zły ruch
       *[doubtful] Wątpliwy ruch
    }: traci { NUMBER($loss, minimumFractionDigits: 3, maximumFractionDigits: 3) }; lepiej { $best }
backgammon-tutor_cube = 🎓 { $skill ->
        [very_bad] Bardzo zła decyzja o kostce
        [bad] Zła decyzja o kostce
       *[doubtful] Wątpliwa decyzja o kostce
    } ({ $player }): { $chosen } traci { NUMBER($loss, minimumFractionDigits: 3, maximumFractionDigits: 3) }; lepiej { $best }
backgammon-choice-double = dublowanie
backgammon-choice-roll = rzut bez dublowania
backgammon-choice-take = przyjęcie
backgammon-choice-drop = oddanie
backgammon-take_back = Cofnij
backgammon-log-take_back = ↩️ { $player }: decyzja cofnięta
backgammon-take_back_none = Nie masz czego cofnąć: tylko swoją ostatnią decyzję, dopóki nikt inny od tego czasu nie zdecydował.
backgammon-take_back_again = Ostatnia decyzja została już raz cofnięta: ta, którą podejmiesz teraz, zostaje.
backgammon-take_back_game_over = Od tamtej decyzji skończyła się partia meczu: jej wynik zostaje.
backgammon-cube_verdict = **{ $verdict ->
        [double_take] Dubluj: przeciwnik powinien przyjąć
        [double_pass] Dubluj: przeciwnik powinien oddać
        [too_good] Nie dubluj: masz za dobrą pozycję, graj o gammona
        [take] Przyjmij
        [pass] Oddaj: dubel jest słuszny
        [pass_gift] Oddaj: przeciwnik ma za dobrą pozycję na dublowanie
       *[no_double] Nie dubluj
    }**
backgammon-cube_cost = { $other ->
        [double] dublując
        [no_double] nie dublując
        [take] przyjmując
       *[pass] oddając
    }, tracisz { $loss }
backgammon-player_count = W tryktraka grają dokładnie 2 osoby.
backgammon-auto_doubles_match = Automatyczne dublowanie jest tylko dla jednej partii: wybierz mecz_do 1 albo automatyczne_dublowanie 0.
backgammon-bad_action = To nie jest ruch w tryktraku.
backgammon-bad_dice = Rzut to dwie kostki z oczkami od 1 do 6.
backgammon-no_double = Teraz nie można dublować (kostka nie jest twoja, trwa partia Crawforda albo kostka jest na 64): rzuć.
backgammon-bad_notation = Nie rozumiem ruchu „{ $move }”. Zapisz go jak 24/18 13/11, bar/22, 6/off albo 13/7(2), licząc pola od swojej strony.
backgammon-illegal_move = { $move } to nie jest dozwolony ruch przy rzucie { $dice }: piony nie mogą tak iść. Dozwolone są np. { $examples }.
backgammon-illegal_dice = { $move } to nie jest dozwolony ruch przy rzucie { $dice }: jeśli się da, trzeba użyć obu kostek (przy dublecie wszystkich czterech), a jeśli nie, to wyższej. Dozwolone są np. { $examples }.
backgammon-illegal_bar_first = { $move } to nie jest dozwolony ruch przy rzucie { $dice }: najpierw muszą wejść piony z bandy. Dozwolone są np. { $examples }.
backgammon-illegal_bear_off = { $move } to nie jest dozwolony ruch przy rzucie { $dice }: wyprowadzać można dopiero, gdy wszystkie 15 pionów jest w domu. Dozwolone są np. { $examples }.
backgammon-illegal_step = Ten pion nie może tam teraz iść: wybierz jeden z proponowanych pionów albo cofnij krok.
backgammon-bad_step = Krok prowadzi z pola 1–24 lub z bandy na pole 1–24 lub poza planszę (wyprowadzenie).
backgammon-move_unfinished = Ruch nie jest skończony: najpierw zagraj pozostałe kostki.
backgammon-nothing_to_undo = Nie ma kroku do cofnięcia.
backgammon-bad_resign = Zaproponuj poddanie zwykłej partii, gammona albo backgammona.
backgammon-resign_refused = Ta propozycja została w tej turze odrzucona: może być tylko wyższa.
backgammon-over = Gra już się skończyła.
backgammon-bad_position = To nie jest pozycja w tryktraku.
backgammon-not_your_turn = Teraz nikt nie decyduje.
backgammon-phase_opening = Rzut otwierający jeszcze nie padł.
backgammon-phase_roll = Najpierw rzuć (albo dubluj).
backgammon-phase_throw = Kostki jeszcze nie zostały rzucone.
backgammon-phase_move = Najpierw zagraj swój ruch.
backgammon-phase_cube = Zaproponowano dubla: najpierw go przyjmij albo oddaj.
backgammon-phase_resign = Zaproponowano poddanie: najpierw je przyjmij albo odrzuć.
backgammon-phase_over = Gra się skończyła.
cmd-backgammon-record = zapis
cmd-backgammon-record-desc = Mecz jako plik .mat (gnubg, XG, Backgammon Galaxy) i JSON, z analizą
cmd-backgammon-opt-game = gra
cmd-backgammon-opt-game-desc = Numer gry (domyślnie: ostatnia gra w tryktraka na tym kanale)
backgammon-no_record = Nie ma tu gry w tryktraka do zapisania.
backgammon-record_title = Zapis tryktraka · gra #{ $id }
backgammon-pr = PR **{ $pr }**
backgammon-costly = { $rank }. { $chosen } traci { NUMBER($loss, minimumFractionDigits: 3, maximumFractionDigits: 3) }; lepiej { $best }
backgammon-costly_game = { $rank }. Partia { $game }: { $chosen } traci { NUMBER($loss, minimumFractionDigits: 3, maximumFractionDigits: 3) }; lepiej { $best }
backgammon-not_analysed = Bez analizy (GNU Backgammon nie jest zainstalowany).
backgammon-record_hint = Partie, analiza, zapis .mat: /tryktrak zapis
backgammon-rating-0 = Fatalnie!
backgammon-rating-1 = Początkujący
backgammon-rating-2 = Gracz okazjonalny
backgammon-rating-3 = Średnio zaawansowany
backgammon-rating-4 = Zaawansowany
backgammon-rating-5 = Ekspert
backgammon-rating-6 = Klasa światowa
backgammon-rating-7 = Nadprzyrodzony
cmd-backgammon-opt-opponent = przeciwnik
cmd-backgammon-opt-opponent-desc = Graj z innym członkiem (dołącza w poczekalni) albo od razu z komputerem
choice-backgammon-opponent-player = Inny gracz
choice-backgammon-opponent-computer = Komputer (GNU Backgammon)
cmd-backgammon-opt-level = poziom
cmd-backgammon-opt-level-desc = Jak mocno gra komputer: poziomy GNU Backgammon (domyślnie Klasa światowa)
choice-backgammon-level-beginner = Początkujący
choice-backgammon-level-casual = Gracz okazjonalny
choice-backgammon-level-intermediate = Średnio zaawansowany
choice-backgammon-level-advanced = Zaawansowany
choice-backgammon-level-expert = Ekspert
choice-backgammon-level-world_class = Klasa światowa
lobby-option-backgammon-level = Poziom komputera: { $value }
## The computer seat's name: GNU Backgammon and its level.
backgammon-computer = 🤖 GNU Backgammon · { $level ->
    [beginner] { choice-backgammon-level-beginner }
    [casual] { choice-backgammon-level-casual }
    [intermediate] { choice-backgammon-level-intermediate }
    [advanced] { choice-backgammon-level-advanced }
    [expert] { choice-backgammon-level-expert }
   *[world_class] { choice-backgammon-level-world_class }
}
## Its name under the board beside its pips and in the board's lines (the level is in the players' list).
backgammon-computer_short = GNUbg
backgammon-analysis = Analiza (PR: im niższy, tym lepiej)
backgammon-analysis_game = Partia { $number }, PR (mniej = lepiej)
backgammon-analysis_match = Mecz, PR (mniej = lepiej)
# Whom the dice favoured over the match, as GNU Backgammon judges the rolls' luck
# (cogs/backgammon/coach.py, luck_line)
backgammon-luck_favoured = 🍀 Kości bardziej sprzyjały: { $player } (o { $luck } wartości pozycji)
backgammon-luck_even = 🍀 Kości nie sprzyjały bardziej nikomu
backgammon-luck_rating-0 = wielki pech
backgammon-luck_rating-1 = pech
backgammon-luck_rating-2 = przeciętne szczęście
backgammon-luck_rating-3 = szczęście
backgammon-luck_rating-4 = wielkie szczęście

## The daily challenge: the position of the day (one decision, judged by GNU Backgammon)
backgammon-position_no_offer = Nie ma komu się poddać: zagraj swój ruch.
backgammon-position_players = Pozycję rozgrywa jeden gracz.
daily-backgammon-played = Twój ruch: { $chose }. Najlepszy był { $better }.
daily-backgammon-unplayed = Pozycja została nierozegrana, co liczy się jak najgorszy ruch; najlepszy był { $better }.

## A replay's colours of a decision's cost, in equity as GNU Backgammon judges it
## (bot/replay/view.py)
backgammon-replay_bands = 🟡 od { $small } · 🔴 od { $large } utraconej wartości
