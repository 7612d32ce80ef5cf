# Czeskie gry w kości (/kostki): plansza, zdarzenia, figury i odmowy według zasad.

## The family: its name (the /stats picture) and its command
family-dice = Kości
cmd-dice = kostki
cmd-dice-desc = Czeskie gry w kości

## Plansza

dice-figures_open = Do zapisania
dice-kept = Zatrzymane: { $dice }
dice-set_aside = Odłożone: { $dice }
dice-turn_total = Wynik tury **{ $total }** · do rzutu { $left ->
    [one] została { $left } kość
    [few] zostały { $left } kości
   *[other] zostało { $left } kości
  }
dice-must_confirm = Sześć punktujących kości: rzuć nimi znów, by potwierdzić (pudło = strata tury).
dice-throws_left = { $throws ->
    [one] Został **{ $throws }** rzut
    [few] Zostały **{ $throws }** rzuty
   *[other] Zostało **{ $throws }** rzutów
  }
dice-forbidden_faces = Zakazane liczby: { $dice }
dice-turn_of = Tura { $turn } z { $turns }
dice-target = Gra do { $target }
dice-write = Zapisz figurę…
dice-roll = Rzuć
dice-roll_with = +{ $points } i rzuć
dice-choose_scoring = Wskaż kości
dice-bank = Zapisz { $total }
dice-end_turn = Koniec tury
dice-hot_dice = 🔥 Wszystkie sześć kości punktuje: rzucasz znowu sześcioma!
dice-write_or_end = Nie masz już rzutów: zapisz figurę albo zakończ turę.
dice-nothing_to_write = Nie masz już rzutów i nie ma czego zapisać: zakończ turę.
dice-scores_nothing = { $count ->
    [one] { $dice } nie punktuje
    [few] { $dice } nie punktują
    [many] { $dice } nie punktują
   *[other] { $dice } nie punktują
  }: odłóż tylko jedynki, piątki i układy.
dice-marks = { $marks ->
    [one] { $marks } kreska
    [few] { $marks } kreski
   *[other] { $marks } kresek
  }

## Co dał ostatni rzut

dice-event-forbidden_throw = 🎲 { $player }: +{ $points } ({ $removed ->
    [one] odpada { $removed } kość
    [few] odpadają { $removed } kości
   *[other] odpada { $removed } kości
  }), razem { $score }.
dice-event-set_aside = { $player }: odłożone { $dice } za +{ $points }.

## Historia: wiersz na zakończoną turę

dice-log-set_aside = odłożone { $dice }
dice-log-bank = zapisane { $points } · razem { $total }
dice-log-bust = { $lost ->
    [0] nic nie punktuje
   *[other] nic nie punktuje — przepada { $lost }
  }
dice-log-nothing_written = nic nie zapisano
dice-log-saved = bez rzutu: rzuty zachowane jako kreski
dice-log-reset = trzy jedynki: z powrotem do 0
dice-log-total = razem { $score }

## Figury

figure-ones = Jedynki
figure-twos = Dwójki
figure-threes = Trójki
figure-fours = Czwórki
figure-fives = Piątki
figure-sixes = Szóstki
figure-two_three = 2+3
figure-pairs = Trzy pary
figure-triples = Dwie trójki
figure-pyramid = Piramida
figure-poker = Poker
figure-hiroshima = Hiroszima
figure-general = Generał
figure-straight = Strit

## Odmowy według zasad

dice-bad_selection = Wybierz kości według pozycji, każdą najwyżej raz.
dice-bad_throw = Rzut musi mieć { $count ->
    [one] { $count } kość
    [few] { $count } kości
   *[other] { $count } kości
  } z oczkami od 1 do 6.
dice-first_roll = Pierwszy rzut w turze jest zawsze wszystkimi sześcioma kośćmi.
dice-game_over = Gra się skończyła.
dice-not_playing = Nie ma cię już w tej grze (po poddaniu).
dice-player_count = Ta gra jest dla { $minimum }–{ $maximum ->
    [one] { $maximum } gracza
   *[other] { $maximum } graczy
  }.
dice-unknown_action = To nie jest ruch tej gry: wybierz spośród { $actions }.
dice-wait_throw = Kości jeszcze się toczą; poczekaj na nie.
dice-ones_and_fives-not_scoring = Odłóż co najmniej jedną punktującą kombinację i tylko kości, które punktują (jedynki, piątki, trójki, strit albo trzy pary).
dice-ones_and_fives-no_bank = Zapisać możesz dopiero z wynikiem tury co najmniej { $bank_min } i najwyżej 2 kośćmi do rzutu: rzucaj dalej.
dice-six_dice-no_selection = W 6 kościach punktujące kości odkładają się same: rzucaj albo zapisz.
dice-six_dice-no_bank = Zapisać możesz dopiero z wynikiem tury co najmniej { $bank_min } i nigdy przed rzutem potwierdzającym.
dice-figures-no_throws = Nie masz już rzutów w tej turze: zapisz figurę albo zakończ turę.
dice-figures-unknown_figure = Wybierz jedną z figur na swojej karcie.
dice-figures-not_formed = Twoje kości nie tworzą tej figury albo jest już zapisana.
dice-figures-keep_all = Zostaw co najmniej jedną kość do rzutu.

## The daily challenge: its option, and the costliest decision of an attempt
## (chose: what the player did; better: what perfect play did, worth $cost more on average)

dice-daily-decision = Tura { $turn }: { $chose } — lepiej było { $better }: średnio o { $cost } { $cost ->
    [one] punkt
    [few] punkty
   *[many] punktów
  } więcej.
dice-daily-chose_keep_bank = odłożone { $dice } i zapisane { $total }
dice-daily-chose_bank = zapisane { $total }
dice-daily-chose_keep_roll = odłożone { $dice } i rzut { $count ->
    [one] { $count } kością
   *[other] { $count } kośćmi
  }
dice-daily-chose_roll = dalszy rzut { $count ->
    [one] { $count } kością
   *[other] { $count } kośćmi
  } przy { $total }
dice-daily-better_keep_bank = odłożyć { $dice } i zapisać { $total }
dice-daily-better_bank = zapisać { $total }
dice-daily-better_keep_roll = odłożyć { $dice } i rzucić { $count ->
    [one] { $count } kością
   *[other] { $count } kośćmi
  }
dice-daily-better_roll = rzucać dalej { $count ->
    [one] { $count } kością
   *[other] { $count } kośćmi
  }

## A finished game's end board: was it the dice? (cogs/dice/story.py) — after each placing
dice-story_seat = 🍀 { $luck } · 🎯 { $cost }
dice-story_luck = 🍀 { $luck }
dice-story_legend = { $alone ->
    [true] 🍀 szczęście rzutów w punktach wobec przeciętnej tury
   *[other] 🍀 szczęście rzutów w punktach wobec średniej stołu
  } · 🎯 punkty stracone przez decyzje wobec gry idealnej.
dice-story_legend_luck = { $alone ->
    [true] 🍀 szczęście rzutów w punktach wobec przeciętnej tury.
   *[other] 🍀 szczęście rzutów w punktach wobec średniej stołu.
  }
dice-story_costliest = 💸 { $player }, tura { $turn }: lepiej było { $better } — średnio o { $cost } { $cost ->
    [one] punkt
    [few] punkty
   *[many] punktów
  } więcej.
