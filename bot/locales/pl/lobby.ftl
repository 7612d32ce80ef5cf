# Poczekalnia: otwarcie gry, dołączanie, start.

lobby-title = { $game } — czekamy na graczy
lobby-body = { $host } otwiera grę. Dołącz przyciskiem; gospodarz ją rozpocznie.
lobby-title_full = { $game } — stół jest pełny
lobby-body_full = { $host } otwiera grę; gospodarz ją rozpocznie.
lobby-players = Gracze ({ $count }/{ $maximum })
lobby-options = Opcje
lobby-join = Dołącz
lobby-leave = Wyjdź
lobby-computer = Dodaj komputer
lobby-start = Start
lobby-cancel = Anuluj
lobby-already_joined = Już jesteś w tej grze.
lobby-not_joined = Nie jesteś w poczekalni tej gry.
lobby-full = Gra jest pełna: { $maximum ->
    [one] jest dla { $maximum } gracza
   *[other] jest dla { $maximum } graczy
  }.
lobby-host_only = Może to zrobić tylko gospodarz gry.
lobby-too_few = Ta gra wymaga co najmniej { $needed ->
    [one] { $needed } gracza
   *[other] { $needed } graczy
  }: zaproś kogoś lub dodaj komputer.
lobby-closed = Ta gra już się zaczęła albo skończyła.
choice-auto = auto (gdy gra 1 osoba)
choice-on = ✅
choice-off = ❌

## Each option of a game with its value, as the lobby shows it (the family's own phrase,
## lobby-option-FAMILY-NAME, else the shared lobby-option-NAME). A number arrives as a number.
lobby-option-ping = Powiadomienia o turze: { $value }
lobby-option-hints = Podpowiedzi: { $value }
lobby-option-coach = Trener: { $value }
lobby-option-target = Gra do { $value } { $value ->
    [one] punktu
   *[other] punktów
  }
lobby-option-bank_min = Najmniejszy zapis: { $value }
lobby-option-three_ones_reset = Trzy jedynki zerują wynik: { $value }
lobby-option-match_to = { $value ->
    [1] Jedna partia
   *[other] Mecz do { $value } punktów
  }
lobby-option-auto_doubles = Automatyczne dublowanie: { $value ->
    [0] nie
   *[other] najwyżej { $value } { $value ->
        [one] raz
       *[other] razy
    }
  }
lobby-option-scoring = Punktacja: { $value }
lobby-option-opening = Otwarcie: { $value }
