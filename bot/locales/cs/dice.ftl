# České hry s kostkami (/kostky): hrací plocha, události, figury a odmítnutí podle pravidel.

## The family: its name (the /stats picture) and its command
family-dice = Kostky
cmd-dice = kostky
cmd-dice-desc = České hry s kostkami

## Hrací plocha

dice-figures_open = K zapsání
dice-kept = Ponecháno: { $dice }
dice-set_aside = Odloženo: { $dice }
dice-turn_total = Zisk tahu **{ $total }** · k hodu { $left ->
    [one] zbývá { $left } kostka
    [few] zbývají { $left } kostky
   *[other] zbývá { $left } kostek
  }
dice-must_confirm = Šest bodujících kostek: hoď znovu všemi šesti pro potvrzení (nic = ztráta tahu).
dice-throws_left = { $throws ->
    [one] Zbývá **{ $throws }** hod
    [few] Zbývají **{ $throws }** hody
   *[other] Zbývá **{ $throws }** hodů
  }
dice-forbidden_faces = Zakázaná čísla: { $dice }
dice-turn_of = Tah { $turn } z { $turns }
dice-target = Hraje se do { $target }
dice-write = Zapsat figuru…
dice-roll = Hodit
dice-roll_with = +{ $points } a hodit
dice-choose_scoring = Vyber kostky
dice-bank = Zapsat { $total }
dice-end_turn = Ukončit tah
dice-hot_dice = 🔥 Všech šest kostek boduje: házíš znovu všemi šesti!
dice-write_or_end = Hody ti došly: zapiš figuru, nebo ukonči tah.
dice-nothing_to_write = Hody ti došly a není co zapsat: ukonči tah.
dice-scores_nothing = { $count ->
    [one] { $dice } neboduje
    [few] { $dice } nebodují
   *[other] { $dice } nebodují
  }: odlož jen jedničky, pětky a kombinace.
dice-marks = { $marks ->
    [one] { $marks } čárka
    [few] { $marks } čárky
   *[other] { $marks } čárek
  }

## Co přinesl poslední hod

dice-event-forbidden_throw = 🎲 { $player }: +{ $points } ({ $removed ->
    [one] vyřazena { $removed } kostka
    [few] vyřazeny { $removed } kostky
   *[other] vyřazeno { $removed } kostek
  }), celkem { $score }.
dice-event-set_aside = { $player }: odloženo { $dice } za +{ $points }.

## Historie: řádek na dohraný tah

dice-log-set_aside = odloženo { $dice }
dice-log-bank = zapsáno { $points } · celkem { $total }
dice-log-bust = { $lost ->
    [0] nic neboduje
   *[other] nic neboduje — propadá { $lost }
  }
dice-log-nothing_written = nic nezapsáno
dice-log-saved = bez hodu: hody schované jako čárky
dice-log-reset = tři jedničky: zpět na 0
dice-log-total = celkem { $score }

## Figury

figure-ones = Jedničky
figure-twos = Dvojky
figure-threes = Trojky
figure-fours = Čtyřky
figure-fives = Pětky
figure-sixes = Šestky
figure-two_three = 2+3
figure-pairs = Dvojce
figure-triples = Trojce
figure-pyramid = Pyramida
figure-poker = Poker
figure-hiroshima = Hirošima
figure-general = Generál
figure-straight = Postupka

## Odmítnutí podle pravidel

dice-bad_selection = Vyber kostky podle jejich pozic, každou nejvýš jednou.
dice-bad_throw = Hod musí mít { $count ->
    [one] { $count } kostku
    [few] { $count } kostky
   *[other] { $count } kostek
  } s čísly 1 až 6.
dice-first_roll = První hod tahu je vždy všemi šesti kostkami.
dice-game_over = Hra skončila.
dice-not_playing = V této hře už nehraješ (po vzdání se nelze vrátit).
dice-player_count = Tato hra je pro { $minimum } až { $maximum ->
    [one] { $maximum } hráče
    [few] { $maximum } hráče
   *[other] { $maximum } hráčů
  }.
dice-unknown_action = To není tah této hry: vyber z { $actions }.
dice-wait_throw = Kostky se ještě kutálejí; počkej na ně.
dice-ones_and_fives-not_scoring = Odlož aspoň jednu bodující kombinaci a jen kostky, které bodují (jedničky, pětky, trojice, postupku nebo tři dvojice).
dice-ones_and_fives-no_bank = Zapsat můžeš až se ziskem tahu aspoň { $bank_min } a nejvýš 2 kostkami k hodu: házej dál.
dice-six_dice-no_selection = V 6 kostkách se bodující kostky odkládají samy: jen házej, nebo zapiš.
dice-six_dice-no_bank = Zapsat můžeš až se ziskem tahu aspoň { $bank_min }, a nikdy před potvrzujícím hodem.
dice-figures-no_throws = V tomto tahu už nemáš hody: zapiš figuru, nebo tah ukonči.
dice-figures-unknown_figure = Vyber jednu z figur na své kartě.
dice-figures-not_formed = Tvoje kostky tu figuru netvoří, nebo ji už máš zapsanou.
dice-figures-keep_all = Nech aspoň jednu kostku k hodu.

## The daily challenge: its option, and the costliest decision of an attempt
## (chose: what the player did; better: what perfect play did, worth $cost more on average)

dice-daily-decision = { $turn }. tah: { $chose } — { $better } by v průměru vyneslo o { $cost } { $cost ->
    [one] bod
    [few] body
   *[other] bodů
  } víc.
dice-daily-chose_keep_bank = odloženo { $dice } a zapsáno { $total }
dice-daily-chose_bank = zapsáno { $total }
dice-daily-chose_keep_roll = odloženo { $dice } a hozeno dál { $count ->
    [one] { $count } kostkou
   *[other] { $count } kostkami
  }
dice-daily-chose_roll = se ziskem { $total } hozeno dál { $count ->
    [one] { $count } kostkou
   *[other] { $count } kostkami
  }
dice-daily-better_keep_bank = odložit { $dice } a zapsat { $total }
dice-daily-better_bank = zapsat { $total }
dice-daily-better_keep_roll = odložit { $dice } a házet dál { $count ->
    [one] { $count } kostkou
   *[other] { $count } kostkami
  }
dice-daily-better_roll = házet dál { $count ->
    [one] { $count } kostkou
   *[other] { $count } kostkami
  }

## A finished game's end board: was it the dice? (cogs/dice/story.py) — after each placing
dice-story_seat = 🍀 { $luck } · 🎯 { $cost }
dice-story_luck = 🍀 { $luck }
dice-story_legend = { $alone ->
    [true] 🍀 štěstí hodů v bodech proti průměrnému tahu
   *[other] 🍀 štěstí hodů v bodech proti průměru stolu
  } · 🎯 body ztracené rozhodnutími proti dokonalé hře.
dice-story_legend_luck = { $alone ->
    [true] 🍀 štěstí hodů v bodech proti průměrnému tahu.
   *[other] 🍀 štěstí hodů v bodech proti průměru stolu.
  }
dice-story_costliest = 💸 { $player }, { $turn }. tah: { $better } by v průměru vyneslo o { $cost } { $cost ->
    [one] bod
    [few] body
   *[other] bodů
  } víc.
