# Wyzwanie dnia (/wyzwanie_dnia): te same kości dla wszystkich, codziennie.
cmd-daily = wyzwanie_dnia
cmd-daily-desc = Dzisiejsze wyzwania: te same kości dla wszystkich, potem idealna gra na twoich
cmd-opt-challenge = wyzwanie
cmd-opt-challenge-desc = Od razu do jednego z dzisiejszych wyzwań
rules-daily_choice = Wyzwanie dnia

daily-title = Wyzwanie dnia · { $day }
daily-intro = Te same kości dla wszystkich, każdy jedna próba; potem idealna gra dokładnie na twoich. Nowe wyzwania <t:{ $at }:R>.
daily-day = { $day }
daily-not_played = Jeszcze nierozegrane
daily-in_progress = ⏳ W trakcie
daily-closed = Zamknięte przed końcem
daily-boards = 🏆 Dzisiejsze rankingi…
daily-streak = 🔥 Seria: { $current ->
    [one] { $current } dzień
   *[other] { $current } dni
  } z rzędu · najlepsza { $longest ->
    [one] { $longest } dzień
   *[other] { $longest } dni
  }
daily-commitment = 🔒 Zobowiązanie z góry: `{ $commitment }`
daily-challenge_backgammon = Pozycja dnia
daily-board_title = 📅 { $game }
daily-fair = 🔒 Dziś { $family ->
    [domino] to samo rozdanie
    [backgammon] ta sama pozycja
   *[other] te same kości
} dla wszystkich: zobowiązanie { $short }, odsłonięte o północy (wtedy /gra sprawdź { $number })
daily-result = Wynik **{ $score }** · idealna gra **{ $perfect }** · **{ $percent }%**
daily-result_computer = Wynik **{ $score }** · komputer na twoich kościach **{ $perfect }** · **{ $percent }%**
daily-short = **{ $score }** · { $percent }%
daily-result_loss = Strata do najlepszego ruchu: **{ $loss }** gry (0 = najlepszy ruch)
daily-short_loss = strata **{ $loss }**
daily-flawless = ✨ Żadna decyzja nic nie kosztowała: idealna gra.
daily-boards_button = Rankingi
daily-share = Udostępnij
daily-boards_title = Dzisiejsze rankingi · { $challenge }
daily-board_here = Ten serwer
daily-board_everyone = Wszyscy
daily-board_empty = Nikt jeszcze go nie ukończył.
daily-your_place = Ty: { $place }. z { $count }
daily-share_title = Wyzwanie dnia · { $challenge }
daily-share_by = { $player } · { $day }
daily-share_streak = 🔥 { $days ->
    [one] { $days } dzień
   *[other] { $days } dni
  } z rzędu
daily-played = To wyzwanie masz już dziś za sobą: jedna próba dziennie. Wynik znajdziesz w /wyzwanie_dnia.
daily-played_already = To wyzwanie masz już dziś za sobą: jedna próba dziennie. Twój wynik:
daily-unknown = Nie ma dziś takiego wyzwania.
daily-unfinished = Najpierw ukończ wyzwanie, potem możesz je udostępnić.
verify-sealed_day = Kości wyzwania dnia zostaną odsłonięte, gdy skończy się jego dzień (o północy): wtedy /gra sprawdź sprawdzi tę próbę.
daily-day_over = Dzień tego wyzwania skończył się o północy (<t:{ $at }:t>): jego próby nie przyjmują już ruchów, a sekret dnia jest już odsłonięty.
stats-picture-daily = Wyzwanie dnia, ostatnie 30 dni
stats-picture-daily_note = Kolor: średnia dnia, zielony = idealna gra · seria { $streak }
stats-picture-daily_path = wyzwanie dnia w ostatnich 30 dniach: dni z próbą { $days }, najlepiej { $best }% idealnej gry
daily-post_yesterday = Wczoraj tutaj
daily-post_revealed = Wczorajszy sekret, odsłonięty: `{ $secret }` (/gra sprawdź sprawdzi każdą wczorajszą próbę)
daily-share_play = Zagraj też
