## The family: its name (the /stats picture) and its command
family-domino = Domino

cmd-domino = domino
cmd-domino-desc = Domino: gra podstawowa, matador, czwórki, Sewastopol, pasjans, pociągi
cmd-domino-opt-target-desc = Punkty do wygranej (gra podstawowa: 100; pociągi: 0 = jedna runda)

domino-tiles = { $count ->
    [one] { $count } kamień
    [few] { $count } kamienie
    [many] { $count } kamieni
   *[other] { $count } kamienia
}
domino-points = { $n ->
    [one] { $n } punkt
    [few] { $n } punkty
    [many] { $n } punktów
   *[other] { $n } punktu
}
domino-sticks = { $n ->
    [one] { $n } patyczek
    [few] { $n } patyczki
    [many] { $n } patyczków
   *[other] { $n } patyczka
}
domino-tokens = { $n ->
    [one] { $n } żeton
    [few] { $n } żetony
    [many] { $n } żetonów
   *[other] { $n } żetonu
}
domino-placed = dołożono: { $n ->
    [one] { $n } kamień
    [few] { $n } kamienie
    [many] { $n } kamieni
   *[other] { $n } kamienia
}
domino-team = para { $team }
domino-lobby_teams = W czwórkę grają pary: 1 + 3 przeciw 2 + 4.
domino-target = Gra do { $target ->
    [one] { $target } punktu
   *[other] { $target } punktów
}
domino-team_scores = Para A: { $a } · para B: { $b } (gra do { $target })
domino-stock = Bank: { $count ->
    [one] { $count } kamień
    [few] { $count } kamienie
    [many] { $count } kamieni
   *[other] { $count } kamienia
}
domino-pot = Pula: { $count ->
    [one] { $count } żeton
    [few] { $count } żetony
    [many] { $count } żetonów
   *[other] { $count } żetonu
}
domino-more_tiles = +{ $count ->
    [one] { $count } kamień
    [few] { $count } kamienie
   *[many] { $count } kamieni
}
domino-fours_rule = Wygrywa, kto pierwszy zdobędzie { $target ->
    [one] { $target } patyczek
    [few] { $target } patyczki
    [many] { $target } patyczków
   *[other] { $target } patyczka
}. Końce o sumie 4, 8 lub 12 dają 1, 2 lub 3 patyczki.
domino-fours_ends = Końce: { $ends } = **{ $total }** (bez patyczków)
domino-fours_ends_score = Końce: { $ends } = **{ $total }** (+{ $sticks ->
    [one] { $sticks } patyczek
    [few] { $sticks } patyczki
   *[many] { $sticks } patyczków
})
domino-matador_rule = Stykające się połówki muszą dawać razem 7. Matadory ({ $matadors }) pasują do każdego końca, ale tylko dla gracza bez innego ruchu.
domino-matador_end = { $end } **{ $value }** potrzebuje { $need }
domino-matador_zero = { $end } **0** przyjmie tylko matadora
domino-train_arrows = (▼ następny kamień niżej, ▲ wyżej)
domino-sevastopol_rule = Kto pierwszy pozbędzie się kamieni, bierze 3 żetony, drugi 1; gdy nikt nie może grać, wygrywają najniższe oczka.
domino-central = Centralny
domino-end_left = lewy koniec
domino-end_right = prawy koniec
domino-end_up = górne ramię
domino-end_down = dolne ramię
domino-end_central = pociąg centralny
domino-end_own = twój pociąg
domino-end_their_own = własny pociąg
domino-end_train = pociąg: { $player }
domino-event_lead = { $player }: { $tile } na początek
domino-event_play = { $player }: { $tile } → { $end }
domino-event_sticks = (+{ $sticks ->
    [one] { $sticks } patyczek
    [few] { $sticks } patyczki
    [many] { $sticks } patyczków
   *[other] { $sticks } patyczka
})
domino-event_draw = { $player }: z banku { $count ->
    [one] { $count } kamień
    [few] { $count } kamienie
    [many] { $count } kamieni
   *[other] { $count } kamienia
}
domino-event_pass = { $player }: pas
domino-event_draw_pass = { $player }: z banku { $count ->
    [one] { $count } kamień
    [few] { $count } kamienie
    [many] { $count } kamieni
   *[other] { $count } kamienia
}, pas
domino-event_out = { $player } nie ma już kamieni: miejsce { $place }.
domino-event_refill = Odkryte z banku: { $count ->
    [one] { $count } kamień
    [few] { $count } kamienie
    [many] { $count } kamieni
   *[other] { $count } kamienia
}
domino-hand_title = Rozdanie { $hand } — { $result }
domino-hand_out = { $player }: ostatni kamień dołożony.
domino-hand_blocked = Nikt nie może dołożyć.
domino-hand_pips = Zostało w ręce: { $pips }
domino-pips_of = { $player }: { $n ->
    [one] { $n } oczko
    [few] { $n } oczka
   *[many] { $n } oczek
}
domino-hand_won = { $player }: +{ $points ->
    [one] { $points } punkt
    [few] { $points } punkty
   *[many] { $points } punktów
}
domino-rule_lower_sum = Niższa suma zdobywa oczka drugiej strony.
domino-rule_loser_pips = Zwycięzca zdobywa oczka przegranego.
domino-rule_others_pips = Zwycięzca zdobywa oczka pozostałych.
domino-hand_team_pips = Pozostałe oczka — para A: { $a }, para B: { $b }.
domino-hand_drawn = Równe sumy: nikt nie punktuje.
domino-solo_won = Wygrana: dołożono { $placed ->
    [one] { $placed } kamień
    [few] wszystkie { $placed } kamienie
   *[other] wszystkie { $placed } kamieni
}!
domino-solo_lost = Przegrana: dołożono { $placed } z 28 kamieni.
domino-alt_line = Stół domina: { $count ->
    [one] { $count } kamień
    [few] { $count } kamienie
    [many] { $count } kamieni
   *[other] { $count } kamienia
} w rzędzie, wolne końce { $left } i { $right }.
domino-alt_cross = Sewastopol: { $count ->
    [one] { $count } kamień
    [few] { $count } kamienie
    [many] { $count } kamieni
   *[other] { $count } kamienia
} w krzyżu wokół dubletu 6-6.
domino-alt_trains = Pociągi domino: { $count ->
    [one] { $count } kamień
    [few] { $count } kamienie
    [many] { $count } kamieni
   *[other] { $count } kamienia
} na { $trains ->
    [one] { $trains } pociągu
   *[other] { $trains } pociągach
}.
domino-alt_empty = Stół domina: jeszcze żadnego kamienia.
domino-alt_last_hand = Stół właśnie zakończonego rozdania { $hand }. { $table }
domino-my_tiles = Moje kamienie
domino-refresh = Odśwież
domino-draw = Dobierz
domino-pass = Pas
domino-choose = Wybierz ruch…
domino-way_left = w lewo
domino-way_right = w prawo
domino-way_up = w górę
domino-way_down = w dół
domino-play = { $tile } → { $end }
domino-play_near = { $tile } → { $end }, stroną { $near }
domino-your_tiles = Twoje kamienie ({ $count })
domino-hand_alt = Twoje kamienie
domino-open_ends = Wolne: { $ends }
domino-your_lead = Twoja kolej: wybierz kamień na początek.
domino-your_turn = Twoja kolej: wybierz kamień.
domino-must_draw = Żaden kamień nie pasuje: dobierz z banku.
domino-must_pass = Żaden kamień nie pasuje, a bank jest pusty: spasuj.
domino-waiting = Teraz gra { $player }; gdy przyjdzie twoja kolej, pojawią się tu twoje ruchy.
domino-over = Gra się skończyła.
domino-stopped_following = ⏸ Ta wiadomość nie śledzi już gry: naciśnij 🔄 { domino-refresh } (albo **{ domino-my_tiles }** na planszy), żeby zobaczyć aktualny stan.
domino-not_your_hand = Te przyciski należą do kamieni innego gracza.
domino-bad_action = Dołóż kamień, dobierz albo spasuj.
domino-bad_deal = To rozdanie jest nieprawidłowe.
domino-bad_end = Nie ma końca { $end }.
domino-bad_near = { $tile } nie można dołożyć do tego końca stroną { $near }.
domino-bad_tile = Kamień to dwie liczby od 0 do { $max_pip }.
domino-choose_end = { $tile } pasuje na kilka sposobów: wybierz koniec.
domino-game_over = Gra się skończyła; zacznij nową.
domino-must_lead = { $tile } nie może rozpoczynać tego rozdania.
domino-must_play = Możesz dołożyć kamień, więc nie możesz dobierać ani pasować.
domino-no_match = { $tile } nie pasuje do żadnego wolnego końca.
domino-no_match_end = { $tile } nie pasuje do końca { $end }.
domino-not_dealing = Kamienie są już rozdane.
domino-not_dealt = Poczekaj na rozdanie kamieni.
domino-not_in_hand = Nie masz kamienia { $tile }.
domino-not_playing = To miejsce już nie gra.
domino-player_count = { $maximum ->
    [one] Gra { $game } jest dla jednej osoby.
   *[other] Gra { $game } jest dla { $counts } graczy.
}
domino-stock_empty = Bank jest pusty: spasuj.

## The daily challenge: an attempt's costliest decision beside perfect play on the same deal
domino-daily_decision = Tura { $turn }: { $chose } — { $better } pozwoliłby dołożyć o { $count ->
    [one] { $count } kamień
    [few] { $count } kamienie
    [many] { $count } kamieni
   *[other] { $count } kamienia
} więcej.
domino-daily_chose_base = { $tile } jako podstawa
domino-daily_chose_play = { $tile } na { $end }
domino-daily_chose_resign = poddanie
domino-daily_better_base = { $tile } jako podstawa
domino-daily_better_play = { $tile } na { $end }
domino-left_legend = Przy imionach: pozostałe kamienie.
domino-left_legend_pips = Przy imionach: pozostałe kamienie i ich oczka.

## A finished game: why it ended, and who scored whose pips
domino-end_blocked_prizes = Nikt nie może dołożyć: pozostałe nagrody biorą najniższe oczka.
domino-end_out_order = Bez kamieni: { $players }.
domino-end_sticks = { $player } jest u celu: { $target ->
    [one] { $target } patyczek
    [few] { $target } patyczki
    [many] { $target } patyczków
   *[other] { $target } patyczka
} po ruchu { $play } (rozdanie { $hand }).
domino-end_target = { $player } jest u celu: { $target ->
    [one] { $target } punkt
    [few] { $target } punkty
    [many] { $target } punktów
   *[other] { $target } punktu
} (rozdanie { $hand }).
domino-end_scored = { $player } zdobywa { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
    [many] { $points } punktów
   *[other] { $points } punktu
}: oczka { $payers ->
    [one] rywala
   *[other] rywali
}.
domino-end_scored_team = Para { $team } zdobywa { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
    [many] { $points } punktów
   *[other] { $points } punktu
}: oczka pary { $other }.
domino-end_stuck = Żaden twój kamień nie pasuje do otwartego końca, a bank jest pusty.
domino-end_stuck_refill = Żaden twój kamień nie pasuje do otwartego końca nawet po dobraniu z banku.
