## The family: its name (the /stats picture) and its command
family-yahtzee = Generál

cmd-yahtzee = generál
cmd-yahtzee-desc = Generál a Kości: pět kostek, třináct políček
cmd-opt-hints = nápověda
cmd-opt-hints-desc = Tlačítko 💡 Nápověda pro hráče na tahu (výchozí: zapnuto, když hraješ sám)
yahtzee-box-ones = Jedničky
yahtzee-box-twos = Dvojky
yahtzee-box-threes = Trojky
yahtzee-box-fours = Čtyřky
yahtzee-box-fives = Pětky
yahtzee-box-sixes = Šestky
yahtzee-box-general-three_of_a_kind = Tři stejné
yahtzee-box-general-four_of_a_kind = Čtyři stejné
yahtzee-box-general-full_house = Full house
yahtzee-box-general-small_straight = Malá postupka
yahtzee-box-general-large_straight = Velká postupka
yahtzee-box-general-general = Generál
yahtzee-box-general-chance = Šance
yahtzee-box-kosci-two_pairs = Dvě dvojice
yahtzee-box-kosci-three_of_a_kind = Tři stejné
yahtzee-box-kosci-four_of_a_kind = Čtyři stejné
yahtzee-box-kosci-straight = Postupka
yahtzee-box-kosci-full_house = Full
yahtzee-box-kosci-five_of_a_kind = Pět stejných
yahtzee-box-kosci-chance = Šance
yahtzee-card-upper = Horní součet /{ $target }
yahtzee-card-upper_bonus = Bonus
yahtzee-card-lower_bonus = Bonus dole
yahtzee-card-extras = Další bonusy
yahtzee-card-total = Celkem
yahtzee-card-luck = Štěstí
yahtzee-card-preview = S těmito kostkami
## The card's signs of its sum and bonus rows, said under it (the sign first)
yahtzee-card-sign-upper_sum = Σ 1–6
yahtzee-card-sign-upper_bonus = { $sign } { $points } za Σ ≥ { $target }
yahtzee-card-sign-lower_bonus = { $sign } bez 0 dole
yahtzee-card-sign-extras = ++ další bonusy
yahtzee-card-sign-chance = ? šance
yahtzee-card-sign-share = % dokonalé hry
yahtzee-card-sign-luck = { $alone ->
    [true] { $sign } štěstí (proti průměru)
   *[other] { $sign } štěstí (proti stolu)
  }
yahtzee-round = Kolo { $round }/13
yahtzee-start_turn = Hoď kostkami a začni tah.
yahtzee-throw = { $n ->
    [1] Hodit 1/3
    [2] Hodit 2/3
   *[other] Hodit 3/3
}
yahtzee-write = Zapsat do…
yahtzee-hint = Nápověda
yahtzee-option-zero = Za 0: kostky sem nepasují
yahtzee-option-joker = Žolík: platí plná hodnota
yahtzee-option-five_bonus = +{ $points } bonus: znovu { $box }
yahtzee-option-throw_bonus = +{ $points } bonus za nevyužité hody
yahtzee-act-first = hodit všemi pěti kostkami
yahtzee-act-reroll = hodit znovu všemi pěti
yahtzee-act-hold = nechat { $dice } a hodit
yahtzee-act-write = zapsat { $box } { $points }
yahtzee-hint-title = 💡 Nápověda: kolo { $round }, hod { $throw } ze 3
yahtzee-hint-title_last = 💡 Nápověda: kolo { $round }, po posledním hodu
yahtzee-hint-best = Nejlepší: **{ $action }** — očekávaný součet { $expected }.
yahtzee-hint-other = { $action } — očekávaný součet { $expected } (−{ $loss })
yahtzee-hint-others = Další možnosti
yahtzee-hint-off = Nápověda je v této hře vypnutá (volba nápověda u /generál hrát).
yahtzee-hint-not_yours = O nápovědu může požádat jen hráč na tahu; nikdo jiný ji nevidí.
yahtzee-quality = { $player }: tvoje volby získaly **{ $share } %** toho, co by v průměru získala dokonalá hra.
yahtzee-costliest = Nejdražší volba: { $round }. kolo, { $action }; { $best } by v průměru vyneslo o { $loss } { $loss ->
    [one] bod
    [few] body
    [many] bodu
   *[other] bodů
  } víc.
yahtzee-flawless = Každá volba byla taková, jakou by zvolila dokonalá hra.
yahtzee-quality_row = **%** v tabulce: volby každého ve srovnání s dokonalou hrou.
yahtzee-luck_row = { $alone ->
    [true] **Štěstí** v tabulce: štěstí hodů v bodech proti průměrné hře (0 = podle očekávání).
   *[other] **Štěstí** v tabulce: štěstí hodů v bodech proti průměru stolu.
  }
yahtzee-player_count = Tato hra je pro { $minimum } až { $maximum ->
    [one] { $maximum } hráče
    [few] { $maximum } hráče
   *[other] { $maximum } hráčů
  }.
yahtzee-not_now = Teď není nikdo na tahu: kostky se kutálejí, nebo hra skončila.
yahtzee-unknown_action = Hoď kostkami, nebo je zapiš do políčka.
yahtzee-no_throws_left = Všechny tři hody jsou pryč: zapiš kostky do volného políčka.
yahtzee-bad_hold = Každou kostku drž nejvýš jednou.
yahtzee-hold_before_throw = Poprvé se hází všemi pěti kostkami: zatím není co držet.
yahtzee-hold_all = Držíš všech pět kostek: pusť aspoň jednu a hoď, nebo kostky zapiš do políčka.
yahtzee-no_throw_pending = Teď se žádnými kostkami nehází.
yahtzee-bad_throw = Hod musí mít { $count ->
    [one] { $count } kostku
    [few] { $count } kostky
   *[other] { $count } kostek
  } s čísly 1 až 6.
yahtzee-write_before_throw = Než kostky zapíšeš, hoď jimi.
yahtzee-unknown_box = Takové políčko v tabulce není.
yahtzee-box_filled = To políčko už je vyplněné: vyber volné.
yahtzee-joker_lower_first = Těchto pět stejných je žolík: zapiš je do volného políčka dolní části.
yahtzee-cannot_resign = Vzdát se může jen hráč, který ještě hraje.
## The daily challenge: the costliest decision of an attempt
yahtzee-daily-decision = { $round }. kolo: tvoje volba – { $chose }; { $better } by v průměru vyneslo o { $cost } { $cost ->
    [one] bod
    [few] body
    [many] bodu
   *[other] bodů
  } víc.
yahtzee-daily-kept = nechat { $dice } a hodit { $thrown ->
    [1] jednou kostkou
    [2] dvěma kostkami
    [3] třemi kostkami
   *[other] čtyřmi kostkami
  }
yahtzee-daily-rethrew = hodit znovu všemi pěti kostkami
yahtzee-daily-wrote = zapsat { $points } do políčka { $box }
yahtzee-daily-keeping = nechat { $dice } a hodit { $thrown ->
    [1] jednou kostkou
    [2] dvěma kostkami
    [3] třemi kostkami
   *[other] čtyřmi kostkami
  }
yahtzee-daily-rethrowing = hodit znovu všemi pěti kostkami
yahtzee-daily-writing = zapsat { $points } do políčka { $box }
