## The family: its name (the /stats picture) and its command
family-yahtzee = Generał

cmd-yahtzee = generał
cmd-yahtzee-desc = Generał i Kości: pięć kości, trzynaście kategorii
cmd-opt-hints = podpowiedzi
cmd-opt-hints-desc = Przycisk 💡 Podpowiedź dla gracza w jego turze (domyślnie: włączony w grze w pojedynkę)
yahtzee-box-ones = Jedynki
yahtzee-box-twos = Dwójki
yahtzee-box-threes = Trójki
yahtzee-box-fours = Czwórki
yahtzee-box-fives = Piątki
yahtzee-box-sixes = Szóstki
yahtzee-box-general-three_of_a_kind = Trzy jednakowe
yahtzee-box-general-four_of_a_kind = Cztery jednakowe
yahtzee-box-general-full_house = Ful
yahtzee-box-general-small_straight = Mały strit
yahtzee-box-general-large_straight = Duży strit
yahtzee-box-general-general = Generał
yahtzee-box-general-chance = Szansa
yahtzee-box-kosci-two_pairs = 2 pary
yahtzee-box-kosci-three_of_a_kind = 3 takie same
yahtzee-box-kosci-four_of_a_kind = 4 takie same
yahtzee-box-kosci-straight = Strit
yahtzee-box-kosci-full_house = Full
yahtzee-box-kosci-five_of_a_kind = 5 takich samych
yahtzee-box-kosci-chance = Szansa
yahtzee-card-upper = Suma górna /{ $target }
yahtzee-card-upper_bonus = Premia
yahtzee-card-lower_bonus = Premia dolna
yahtzee-card-extras = Inne premie
yahtzee-card-total = Razem
yahtzee-card-luck = Szczęście
yahtzee-card-preview = Z tymi kośćmi
## The card's signs of its sum and bonus rows, said under it (the sign first)
yahtzee-card-sign-upper_sum = Σ 1–6
yahtzee-card-sign-upper_bonus = { $sign } { $points } za Σ ≥ { $target }
yahtzee-card-sign-lower_bonus = { $sign } bez 0 na dole
yahtzee-card-sign-extras = ++ inne premie
yahtzee-card-sign-chance = ? szansa
yahtzee-card-sign-share = % idealnej gry
yahtzee-card-sign-luck = { $alone ->
    [true] { $sign } szczęście (wobec średniej)
   *[other] { $sign } szczęście (wobec stołu)
  }
yahtzee-round = Kolejka { $round }/13
yahtzee-start_turn = Rzuć kośćmi, aby zacząć turę.
yahtzee-throw = { $n ->
    [1] Rzuć 1/3
    [2] Rzuć 2/3
   *[other] Rzuć 3/3
}
yahtzee-write = Wpisz do…
yahtzee-hint = Podpowiedź
yahtzee-option-zero = Za 0: kości tu nie pasują
yahtzee-option-joker = Dżoker: liczy się pełna wartość
yahtzee-option-five_bonus = +{ $points } premii: ponownie { $box }
yahtzee-option-throw_bonus = +{ $points } premii za niewykorzystane rzuty
yahtzee-act-first = rzucić wszystkimi pięcioma kośćmi
yahtzee-act-reroll = rzucić ponownie wszystkimi pięcioma
yahtzee-act-hold = zatrzymać { $dice } i rzucić
yahtzee-act-write = wpisać { $box } { $points }
yahtzee-hint-title = 💡 Podpowiedź: kolejka { $round }, rzut { $throw } z 3
yahtzee-hint-title_last = 💡 Podpowiedź: kolejka { $round }, po ostatnim rzucie
yahtzee-hint-best = Najlepiej: **{ $action }** — oczekiwana suma { $expected }.
yahtzee-hint-other = { $action } — oczekiwana suma { $expected } (−{ $loss })
yahtzee-hint-others = Inne możliwości
yahtzee-hint-off = Podpowiedzi są w tej grze wyłączone (opcja podpowiedzi w /generał graj).
yahtzee-hint-not_yours = O podpowiedź może poprosić tylko gracz, którego jest kolej; nikt inny jej nie widzi.
yahtzee-quality = { $player }: twoje wybory dały **{ $share }%** tego, czego średnio można oczekiwać po idealnej grze.
yahtzee-costliest = Najdroższy wybór: kolejka { $round }, { $action }; { $best } dałoby średnio o { $loss } { $loss ->
    [one] punkt
    [few] punkty
    [many] punktów
   *[other] punktu
  } więcej.
yahtzee-flawless = Każdy wybór był taki, jak w idealnej grze.
yahtzee-quality_row = **%** w tabeli: wybory każdego w porównaniu z idealną grą.
yahtzee-luck_row = { $alone ->
    [true] **Szczęście** w tabeli: szczęście rzutów w punktach wobec przeciętnej gry (0 = zgodnie z oczekiwaniem).
   *[other] **Szczęście** w tabeli: szczęście rzutów w punktach wobec średniej stołu.
  }
yahtzee-player_count = W tę grę gra od { $minimum } do { $maximum ->
    [one] { $maximum } gracza
   *[other] { $maximum } graczy
  }.
yahtzee-not_now = Teraz nie trwa niczyja tura: kości się toczą albo gra się skończyła.
yahtzee-unknown_action = Rzuć kośćmi albo wpisz je do kategorii.
yahtzee-no_throws_left = Wszystkie trzy rzuty wykorzystane: wpisz kości do wolnej kategorii.
yahtzee-bad_hold = Każdą kość można zatrzymać najwyżej raz.
yahtzee-hold_before_throw = Pierwszy rzut jest wszystkimi pięcioma kośćmi: nie ma jeszcze czego zatrzymać.
yahtzee-hold_all = Zatrzymujesz wszystkie pięć kości: zwolnij choć jedną, aby rzucić, albo wpisz kości do kategorii.
yahtzee-no_throw_pending = Teraz nie rzuca się żadnymi kośćmi.
yahtzee-bad_throw = Rzut musi mieć { $count ->
    [one] { $count } kość
    [few] { $count } kości
   *[other] { $count } kości
  } z oczkami od 1 do 6.
yahtzee-write_before_throw = Zanim wpiszesz kości, rzuć nimi.
yahtzee-unknown_box = Nie ma takiej kategorii w tabeli.
yahtzee-box_filled = Ta kategoria jest już zajęta: wybierz wolną.
yahtzee-joker_lower_first = Te pięć jednakowych to dżoker: wpisz je do wolnej kategorii dolnej części.
yahtzee-cannot_resign = Poddać się może tylko gracz, który jeszcze gra.
## The daily challenge: the costliest decision of an attempt
yahtzee-daily-decision = Kolejka { $round }: twój wybór – { $chose }; { $better } dałoby średnio o { $cost } { $cost ->
    [one] punkt
    [few] punkty
    [many] punktów
   *[other] punktu
  } więcej.
yahtzee-daily-kept = zatrzymać { $dice } i rzucić { $thrown ->
    [1] jedną kością
    [2] dwiema kośćmi
    [3] trzema kośćmi
   *[other] czterema kośćmi
  }
yahtzee-daily-rethrew = rzucić ponownie wszystkimi pięcioma kośćmi
yahtzee-daily-wrote = wpisać { $points } do kategorii { $box }
yahtzee-daily-keeping = zatrzymać { $dice } i rzucić { $thrown ->
    [1] jedną kością
    [2] dwiema kośćmi
    [3] trzema kośćmi
   *[other] czterema kośćmi
  }
yahtzee-daily-rethrowing = rzucić ponownie wszystkimi pięcioma kośćmi
yahtzee-daily-writing = wpisać { $points } do kategorii { $box }
