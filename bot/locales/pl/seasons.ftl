# Sezony: /ranking sezon:, ogłoszenie mistrzów na koniec sezonu, tytuły w /statystyki.

cmd-opt-season = sezon
cmd-opt-season-desc = Który sezon: bieżący, poprzedni czy od początku (domyślnie)
choice-season-current = bieżący sezon
choice-season-previous = poprzedni sezon
choice-season-all = od początku
cmd-opt-season_length = sezon
cmd-opt-season_length-desc = Jak długo trwa sezon: miesiąc kalendarzowy (domyślnie) lub kwartał
choice-season_length-month = miesiąc kalendarzowy
choice-season_length-quarter = kwartał
cmd-opt-season_channel = kanał_sezonu
cmd-opt-season_channel-desc = Gdzie na koniec każdego sezonu ogłaszani są jego mistrzowie
cmd-opt-season_posts = ogłaszaj_sezony
cmd-opt-season_posts-desc = Nie: mistrzowie sezonów nie są ogłaszani ani zapisywani
settings-season = Sezon trwa { $length ->
    [quarter] kwartał
   *[month] miesiąc kalendarzowy
  }; po jego zakończeniu mistrzowie są ogłaszani na { $channel }.
settings-season_off = Sezon trwa { $length ->
    [quarter] kwartał
   *[month] miesiąc kalendarzowy
  }; jego mistrzowie nie są ogłaszani (kanał ustawisz opcją kanał_sezonu).
season-ends = Sezon kończy się { $when }. Jego ranking liczy tylko gry z tego sezonu.
season-empty = W sezonie { $season } nikt nie rozegrał tu gry rankingowej.
season-no_podium = W sezonie { $season } nikt nie rozegrał tu w jednej grze co najmniej { $games ->
    [one] { $games } partii rankingowej
    [few] { $games } partii rankingowych
    [many] { $games } partii rankingowych
   *[other] { $games } partii rankingowej
  }.
season-solo = Gra w pojedynkę nie ma rankingu, więc nie ma też rankingu sezonu: ranking wszech czasów szereguje ją według wyniku.
season-champions_title = 🏆 Mistrzowie sezonu · { $season }
season-champions_note = Kolejność według rankingu sezonu (tylko z jego gier); na podium trzeba rozegrać w jednej grze co najmniej { $games ->
    [one] { $games } partię rankingową
    [few] { $games } partie rankingowe
    [many] { $games } partii rankingowych
   *[other] { $games } partii rankingowej
  }. Zaczął się nowy sezon: pokaże go /ranking.
season-title = { $place ->
    [1] 🏆 Mistrzostwo
   *[other] 🥈 Drugie miejsce
  }: { $game } · { $season }
season-rule = Na podium trzeba rozegrać w tej grze co najmniej { $games ->
    [one] { $games } partię rankingową
    [few] { $games } partie rankingowe
    [many] { $games } partii rankingowych
   *[other] { $games } partii rankingowej
  }; przy równym rankingu decyduje lepsze średnie miejsce, więcej wygranych, potem kto zagrał w sezonie wcześniej.
