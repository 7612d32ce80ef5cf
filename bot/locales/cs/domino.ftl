## The family: its name (the /stats picture) and its command
family-domino = Domino

cmd-domino = domino
cmd-domino-desc = Domino: základní hra, matador, čtyřky, Sevastopol, sólo, vlaky
cmd-domino-opt-target-desc = Body k výhře (základní hra: 100; vlaky: 0 = jedno kolo)

domino-tiles = { $count ->
    [one] { $count } kostka
    [few] { $count } kostky
    [many] { $count } kostky
   *[other] { $count } kostek
}
domino-points = { $n ->
    [one] { $n } bod
    [few] { $n } body
    [many] { $n } bodu
   *[other] { $n } bodů
}
domino-sticks = { $n ->
    [one] { $n } dřívko
    [few] { $n } dřívka
    [many] { $n } dřívka
   *[other] { $n } dřívek
}
domino-tokens = { $n ->
    [one] { $n } žeton
    [few] { $n } žetony
    [many] { $n } žetonu
   *[other] { $n } žetonů
}
domino-placed = přiloženo: { $n ->
    [one] { $n } kostka
    [few] { $n } kostky
    [many] { $n } kostky
   *[other] { $n } kostek
}
domino-team = dvojice { $team }
domino-lobby_teams = Ve čtyřech hrají dvojice: 1 + 3 proti 2 + 4.
domino-target = Hraje se do { $target ->
    [one] { $target } bodu
   *[other] { $target } bodů
}
domino-team_scores = Dvojice A: { $a } · dvojice B: { $b } (do { $target ->
    [one] { $target } bodu
   *[other] { $target } bodů
})
domino-stock = Bank: { $count ->
    [one] { $count } kostka
    [few] { $count } kostky
    [many] { $count } kostky
   *[other] { $count } kostek
}
domino-pot = Miska: { $count ->
    [one] { $count } žeton
    [few] { $count } žetony
    [many] { $count } žetonu
   *[other] { $count } žetonů
}
domino-more_tiles = +{ $count ->
    [one] { $count } kostka
    [few] { $count } kostky
   *[other] { $count } kostek
}
domino-fours_rule = Vyhrává, kdo první získá { $target ->
    [one] { $target } dřívko
    [few] { $target } dřívka
    [many] { $target } dřívka
   *[other] { $target } dřívek
}. Konce se součtem 4, 8 nebo 12 dávají 1, 2 nebo 3 dřívka.
domino-fours_ends = Konce: { $ends } = **{ $total }** (bez dřívek)
domino-fours_ends_score = Konce: { $ends } = **{ $total }** (+{ $sticks ->
    [one] { $sticks } dřívko
    [few] { $sticks } dřívka
   *[other] { $sticks } dřívek
})
domino-matador_rule = Dotýkající se poloviny musí dát dohromady 7. Matadoři ({ $matadors }) pasují na každý konec, ale jen pro hráče, který nemá jiný tah.
domino-matador_end = { $end } **{ $value }** potřebuje { $need }
domino-matador_zero = { $end } **0** bere jen matadora
domino-train_arrows = (▼ další kostka níž, ▲ výš)
domino-sevastopol_rule = První, kdo se zbaví kostek, bere 3 žetony, druhý 1; když nikdo nemůže hrát, vyhrávají nejnižší oka.
domino-central = Centrální
domino-end_left = levý konec
domino-end_right = pravý konec
domino-end_up = horní rameno
domino-end_down = dolní rameno
domino-end_central = centrální vlak
domino-end_own = tvůj vlak
domino-end_their_own = vlastní vlak
domino-end_train = vlak: { $player }
domino-event_lead = { $player }: { $tile } na začátek
domino-event_play = { $player }: { $tile } → { $end }
domino-event_sticks = (+{ $sticks ->
    [one] { $sticks } dřívko
    [few] { $sticks } dřívka
    [many] { $sticks } dřívka
   *[other] { $sticks } dřívek
})
domino-event_draw = { $player }: z banku { $count ->
    [one] { $count } kostka
    [few] { $count } kostky
    [many] { $count } kostky
   *[other] { $count } kostek
}
domino-event_pass = { $player }: dál
domino-event_draw_pass = { $player }: z banku { $count ->
    [one] { $count } kostka
    [few] { $count } kostky
    [many] { $count } kostky
   *[other] { $count } kostek
}, dál
domino-event_out = { $player } nemá žádnou kostku: { $place }. místo
domino-event_refill = Z banku otočeno: { $count ->
    [one] { $count } kostka
    [few] { $count } kostky
    [many] { $count } kostky
   *[other] { $count } kostek
}
domino-hand_title = Partie { $hand } — { $result }
domino-hand_out = { $player }: poslední kostka přiložena.
domino-hand_blocked = Nikdo nemůže přiložit.
domino-hand_pips = Zbylo v ruce: { $pips }
domino-pips_of = { $player }: { $n ->
    [one] { $n } oko
    [few] { $n } oka
   *[other] { $n } ok
}
domino-hand_won = { $player }: +{ $points ->
    [one] { $points } bod
    [few] { $points } body
   *[other] { $points } bodů
}
domino-rule_lower_sum = Nižší součet získává oka druhé strany.
domino-rule_loser_pips = Vítěz získává oka poraženého.
domino-rule_others_pips = Vítěz získává oka ostatních.
domino-hand_team_pips = Zbylá oka — dvojice A: { $a }, dvojice B: { $b }.
domino-hand_drawn = Stejné součty: nikdo nebodoval.
domino-solo_won = { $placed ->
    [one] Přiložena { $placed } kostka
    [few] Přiloženy všechny { $placed } kostky
   *[other] Přiloženo všech { $placed } kostek
}: výhra!
domino-solo_lost = Prohra: přiloženo { $placed } z 28 kostek.
domino-alt_line = Dominový stůl: { $count ->
    [one] { $count } kostka
    [few] { $count } kostky
    [many] { $count } kostky
   *[other] { $count } kostek
} v řadě, volné konce { $left } a { $right }.
domino-alt_cross = Sevastopol: { $count ->
    [one] { $count } kostka
    [few] { $count } kostky
    [many] { $count } kostky
   *[other] { $count } kostek
} v kříži kolem šestkového dublu.
domino-alt_trains = Dominové vlaky: { $count ->
    [one] { $count } kostka
    [few] { $count } kostky
    [many] { $count } kostky
   *[other] { $count } kostek
} na { $trains ->
    [one] { $trains } vlaku
   *[other] { $trains } vlacích
}.
domino-alt_empty = Dominový stůl: zatím žádná kostka.
domino-alt_last_hand = Stůl právě skončené partie { $hand }. { $table }
domino-my_tiles = Moje kostky
domino-refresh = Obnovit
domino-draw = Vzít z banku
domino-pass = Dál
domino-choose = Vyber tah…
domino-way_left = vlevo
domino-way_right = vpravo
domino-way_up = nahoru
domino-way_down = dolů
domino-play = { $tile } → { $end }
domino-play_near = { $tile } → { $end }, stranou { $near }
domino-your_tiles = Tvoje kostky ({ $count })
domino-hand_alt = Tvoje kostky
domino-open_ends = Volné: { $ends }
domino-your_lead = Jsi na tahu: vyber kostku, kterou začneš.
domino-your_turn = Jsi na tahu: vyber kostku.
domino-must_draw = Žádná kostka nepasuje: vezmi si z banku.
domino-must_pass = Žádná kostka nepasuje a bank je prázdný: řekni dál.
domino-waiting = Na tahu je { $player }; až budeš na řadě, objeví se tu tvoje tahy.
domino-over = Hra skončila.
domino-stopped_following = ⏸ Tahle zpráva už hru nesleduje: stiskni 🔄 { domino-refresh } (nebo **{ domino-my_tiles }** na hrací ploše) a uvidíš, jak hra stojí teď.
domino-not_your_hand = Tahle tlačítka patří ke kostkám jiného hráče.
domino-bad_action = Přilož kostku, vezmi si z banku, nebo řekni dál.
domino-bad_deal = Takové rozdání není platné.
domino-bad_end = Konec { $end } neexistuje.
domino-bad_near = { $tile } nejde k tomu konci přiložit stranou { $near }.
domino-bad_tile = Kostka má dvě čísla od 0 do { $max_pip }.
domino-choose_end = { $tile } pasuje víc způsoby: vyber konec.
domino-game_over = Hra skončila; založ novou.
domino-must_lead = { $tile } nemůže tuto partii začínat.
domino-must_play = Můžeš přiložit kostku, takže nesmíš brát z banku ani říct dál.
domino-no_match = { $tile } nepasuje k žádnému volnému konci.
domino-no_match_end = { $tile } nepasuje ke konci { $end }.
domino-not_dealing = Kostky už jsou rozdané.
domino-not_dealt = Počkej, až se kostky rozdají.
domino-not_in_hand = Kostku { $tile } nemáš.
domino-not_playing = Toto místo už nehraje.
domino-player_count = { $maximum ->
    [one] Hru { $game } hraje jen jeden hráč.
   *[other] Hru { $game } hrají { $counts } hráči.
}
domino-stock_empty = Bank je prázdný: řekni dál.

## The daily challenge: an attempt's costliest decision beside perfect play on the same deal
domino-daily_decision = Kolo { $turn }: { $chose } — { $better } by umožnila přiložit o { $count ->
    [one] { $count } kostku
    [few] { $count } kostky
    [many] { $count } kostky
   *[other] { $count } kostek
} víc.
domino-daily_chose_base = { $tile } jako základ
domino-daily_chose_play = { $tile } na { $end }
domino-daily_chose_resign = vzdáno
domino-daily_better_base = { $tile } jako základ
domino-daily_better_play = { $tile } na { $end }
domino-left_legend = U jmen: kostky, které komu zbyly v ruce.
domino-left_legend_pips = U jmen: kostky, které komu zbyly v ruce, a jejich oka.

## A finished game: why it ended, and who scored whose pips
domino-end_blocked_prizes = Nikdo nemůže přiložit: zbylé výhry berou nejnižší oka.
domino-end_out_order = Bez kostek: { $players }.
domino-end_sticks = { $player } je v cíli: { $target ->
    [one] { $target } dřívko
    [few] { $target } dřívka
    [many] { $target } dřívka
   *[other] { $target } dřívek
} tahem { $play } (partie { $hand }).
domino-end_target = { $player } je v cíli: { $target ->
    [one] { $target } bod
    [few] { $target } body
    [many] { $target } bodu
   *[other] { $target } bodů
} (partie { $hand }).
domino-end_scored = { $player } získává { $points ->
    [one] { $points } bod
    [few] { $points } body
    [many] { $points } bodu
   *[other] { $points } bodů
}: oka { $payers ->
    [one] soupeře
   *[other] soupeřů
}.
domino-end_scored_team = Dvojice { $team } získává { $points ->
    [one] { $points } bod
    [few] { $points } body
    [many] { $points } bodu
   *[other] { $points } bodů
}: oka dvojice { $other }.
domino-end_stuck = Žádná tvoje kostka nepasuje na otevřený konec a bank je prázdný.
domino-end_stuck_refill = Žádná tvoje kostka nepasuje na otevřený konec ani po doplnění z banku.
