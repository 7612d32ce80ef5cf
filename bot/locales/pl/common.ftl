# Komunikaty wspólne dla wszystkich gier: gry, ruchy, odmowy, rama planszy, rankingi.

number = { $value }
game-player_counts = { $most } lub { $last }
seat-computer = 🤖 Komputer { $number }

## Gry i ruchy

game-not_found = Ta gra już nie istnieje.
game-none_in_channel = Na tym kanale nie ma gry. Otwórz ją poleceniem graj, np. /kostki graj.
game-channel_busy = Na tym kanale trwa już gra { $game } ({ $link }). Poczekaj, aż się skończy, albo załóż własną w osobnym wątku (`gdzie: w wątku`).
game-over = Ta gra się skończyła.
game-cancel_forbidden = Grę może anulować tylko gospodarz lub członek z uprawnieniem Zarządzanie serwerem.
game-cancelled = Gra została anulowana.
game-expired = Nikt nie rozpoczął gry na czas; poczekalnia zamknięta.
turn-not_a_player = Nie grasz w tej grze. Poczekaj na następną albo zacznij własną na innym kanale lub w wątku.
turn-not_yours = To nie twoja kolej: gra { $player }.
board-stale = Ta plansza była nieaktualna, nic się nie stało: teraz pokazuje grę taką, jaka jest.
click-elsewhere = Ten przycisk nie należy do planszy tej gry tutaj, nic się nie stało.
board-moved = ⏬ Tej planszy nie da się już aktualizować (Discord ogranicza edycję starych wiadomości): gra toczy się dalej na nowej → { $link }
take_back-rated = Cofnąć decyzję można tylko w grze treningowej (z włączonym trenerem lub podpowiedziami): ta liczy się do rankingu.
skip-own_turn = Pominąć można tylko turę innego gracza.
skip-too_early = Gracz ma jeszcze czas: jego turę można pominąć <t:{ $at }:R>.
rules-illegal = Ten ruch jest niedozwolony.
error-unexpected = Coś poszło nie tak po naszej stronie; gra jest bez zmian. Spróbuj ponownie.
error-guild_only = W gry gra się na kanałach serwera.
error-restarting = Bot uruchamia się ponownie i za kilka sekund wróci; nic się nie zmieniło. Spróbuj wtedy ponownie.
error-database = Nie udaje się teraz zapisać gry; nic się nie zmieniło. Spróbuj ponownie za chwilę.
error-too_soon = Pytasz o to teraz zbyt często: spróbuj ponownie za { $seconds } { $seconds ->
    [one] sekundę
    [few] sekundy
    [many] sekund
   *[other] sekundy
}.

## Opcje gry

option-bool = { $name } musi być włączone lub wyłączone.
option-int = { $name } musi być liczbą całkowitą.
option-range = { $name } musi być pomiędzy { $minimum } a { $maximum }.
option-choice = { $name } musi być jednym z: { $choices }.
option-unknown = Ta gra nie ma opcji { $name }.

## Rama planszy

board-turn = Teraz gra { $player }
board-deadline = Tura kończy się <t:{ $at }:R>
# Whose turn it is and when it ends, on one line (a board whose picture lists the players).
board-turn_until = Teraz gra { $player } · ⏳ <t:{ $at }:R>
board-last = Ostatnio
# The end board: a player's rating before → after the game (provisional: from few games).
board-rating = { $player } { $before } → { $after }
board-rating_provisional = { $player } { $before } → { $after } (tymczasowy)
board-ratings = 📈 Ranking: { $changes }
board-ratings_provisional = Tymczasowy: przez { $games ->
    [one] pierwszą grę
    [few] pierwsze { $games } gry
    [many] pierwszych { $games } gier
   *[other] pierwszych { $games } gier
} zmienia się szybko.
board-skip = Zagraj za nieobecnego
board-hint_outdated = 💡 ~~Podpowiedź~~ — nieaktualna: gra w tym czasie poszła dalej. Nową dostaniesz przyciskiem 💡 na planszy.
# Two or more names: "Bob, Eva and Jan".
board-and = { $rest } i { $last }
board-wins = 🏆 **{ $players } { $count ->
    [one] wygrywa
   *[other] wygrywają
  }** — { $points }
board-points = { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
    [many] { $points } punktów
   *[other] { $points } punktu
  }
board-solo_over = Koniec gry: { $score ->
    [one] { $score } punkt
    [few] { $score } punkty
    [many] { $score } punktów
   *[other] { $score } punktu
  }.
board-cancelled = Anulowano
board-resigned = 🏳️ { $player } się poddaje.
board-skipped = { $player }: czas minął, turę rozegrał komputer.
board-rematch = Zagraj ponownie
board-game_number = nr { $id }

## Ranking i statystyki

leaderboard-title = Ranking — { $game }
leaderboard-all_games = wszystkie gry
leaderboard-empty = Na tym serwerze nie ukończono jeszcze żadnej gry.
leaderboard-row = **{ $rank }.** { $player } — wygrane { $wins }/{ $played }, { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
    [many] { $points } punktów
   *[other] { $points } punktu
  }
leaderboard-figures_row = **{ $rank }.** { $player } — { $value } (śr. punkty { $points } ÷ śr. miejsce { $place }), { $played ->
    [one] { $played } gra
    [few] { $played } gry
   *[other] { $played } gier
  }
stats-title = { $player } na tym serwerze
stats-none = { $player } nie ma tu jeszcze ukończonej gry.
stats-played_won = rozegrane: { $played } · wygrane: { $won }
stats-row = { $played ->
    [one] { $played } gra
    [few] { $played } gry
   *[other] { $played } gier
  }, { $wins ->
    [one] { $wins } wygrana
    [few] { $wins } wygrane
   *[other] { $wins } wygranych
  }, { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
    [many] { $points } punktów
   *[other] { $points } punktu
  }
leaderboard-you = ← to ty
leaderboard-sorted = Według: { $sort }
leaderboard-practice = 🎓 **Trening**, poza rankingiem (pomagał trener lub podpowiedzi): { $players }
leaderboard-practice_player = { $player } { $played ->
    [one] { $played } gra
    [few] { $played } gry
   *[other] { $played } gier
  } ({ $wins ->
    [one] { $wins } wygrana
    [few] { $wins } wygrane
   *[other] { $wins } wygranych
  })

## Własne dane rodziny gier przy wierszu rankingu i statystyk

stat-best = najlepszy { $value }
stat-average = średnio { $value }
stat-generals = { $value ->
    [one] { $value } generał
    [few] { $value } generały
    [many] { $value } generałów
   *[other] { $value } generała
  }
stat-quality = jakość decyzji { $value }% optimum
stat-fibs = FIBS { $value }
stat-gammons = { $value ->
    [one] { $value } gammon
    [few] { $value } gammony
    [many] { $value } gammonów
   *[other] { $value } gammona
  }
stat-backgammons = { $value ->
    [one] { $value } backgammon
    [few] { $value } backgammony
    [many] { $value } backgammonów
   *[other] { $value } backgammona
  }
stat-error = wskaźnik błędów { $value }
stat-pr = PR { $value }
stat-practice = trening: { $played ->
    [one] { $played } gra
    [few] { $played } gry
   *[other] { $played } gier
  }, { $wins ->
    [one] { $wins } wygrana
    [few] { $wins } wygrane
   *[other] { $wins } wygranych
  }
stat-deals_won = { $value ->
    [one] { $value } wygrana gra
    [few] { $value } wygrane gry
    [many] { $value } wygranych gier
   *[other] { $value } wygranej gry
  }
stat-rating = ranking { $value }
stat-rating_provisional = ranking { $value } (tymczasowy)
leaderboard-solo_row = **{ $rank }.** { $player } — { $played ->
    [one] { $played } gra
    [few] { $played } gry
   *[other] { $played } gier
  }, dołożono { $points ->
    [one] { $points } kamień
    [few] { $points } kamienie
    [many] { $points } kamieni
   *[other] { $points } kamienia
  }
stats-solo_row = { $played ->
    [one] { $played } gra
    [few] { $played } gry
   *[other] { $played } gier
  }, dołożono { $points ->
    [one] { $points } kamień
    [few] { $points } kamienie
    [many] { $points } kamieni
   *[other] { $points } kamienia
  }

## /statystyki i ranking sezonu: czy to kości? Na grę z ostatnich gier rankingowych rodziny
## (bot/story_stats.py); $family wybiera jednostkę
stats-story = 🍀 Szczęście { $luck } ± { $half } · 🎯 decyzje { $cost } · { $family ->
    [backgammon] w wartości pozycji
   *[other] w punktach
  } na grę ({ $games })
stats-story_luck = 🍀 Szczęście { $luck } ± { $half } · { $family ->
    [backgammon] w wartości pozycji
   *[other] w punktach
  } na grę ({ $games })
stats-story_last = { $games ->
    [one] ostatnia gra rankingowa
    [few] ostatnie { $games } gry rankingowe
   *[other] ostatnich { $games } gier rankingowych
  }
stats-story_season = { $games ->
    [one] { $games } gra rankingowa w tym sezonie
    [few] { $games } gry rankingowe w tym sezonie
   *[other] { $games } gier rankingowych w tym sezonie
  }

## Obrazek /stats (jego liczby są też w wiadomości i w opisie obrazka)
stats-picture-rating = Ranking po każdej grze
stats-picture-games = { $count ->
    [one] { $count } gra
    [few] { $count } gry
   *[other] { $count } gier
  }
stats-picture-rating_path = ranking { $first } → { $last }
stats-picture-pr = PR w tryktraku po każdej grze
stats-picture-pr_note = Im niższy, tym lepiej. ○ trening
stats-picture-pr_path = PR w tryktraku { $first } → { $last } (im niższy, tym lepiej)

## Udowodniona uczciwość losowania

fair-commitment = 🎲 Uczciwe kości: zobowiązanie { $short } (całe pokaże /gra zapis)
fair-revealed = 🎲 Uczciwe kości: ziarno serwera { $short } odsłonięte — każdy rzut możesz sprawdzić przez /gra sprawdź

record-players = Gracze: { $players }
record-actions = { $count ->
    [one] { $count } akcja
    [few] { $count } akcje
   *[other] { $count } akcji
  }, w tym losowanie: { $chance } (rzuty, tasowania)
record-unverifiable = Ta gra zaczęła się przed wprowadzeniem uczciwych kości: jej losowości nie da się sprawdzić.
record-commitment = Zobowiązanie: `{ $commitment }`
record-client_seed = Ziarno klienta (kliknięcie Start): `{ $seed }`
record-server_seed = Ziarno serwera: `{ $seed }`
record-sealed = Ziarno serwera zostanie ujawnione na końcu gry; do tego czasu ukryte kamienie nie trafiają do zapisu.
record-challenge = Wyzwanie dnia { $day }: `{ $challenge }` (jego losowość to sekret dnia, według tego klucza)
record-day_secret = Sekret dnia: `{ $seed }`
record-sealed_day = Sekret dnia zostanie odsłonięty o północy, gdy dzień się skończy: wtedy /gra sprawdź sprawdzi tę próbę.
verify-running = Gra jeszcze trwa: ziarno serwera zostanie ujawnione i sprawdzalne na jej końcu.
verify-ok = ✔ Zgodne ze zobowiązaniem: { $throws ->
    [one] { $throws } rzut
    [few] { $throws } rzuty
   *[other] { $throws } rzutów
  } i { $shuffles ->
    [one] { $shuffles } tasowanie
    [few] { $shuffles } tasowania
   *[other] { $shuffles } tasowań
  }.
verify-position = ✔ Pozycja i kostki dnia zgadzają się z sekretem dnia: GNU Backgammon znajduje z niego te same.
verify-position_unchecked = Pozycji i kostek dnia nie da się teraz sprawdzić (silnik GNU Backgammon jest niedostępny): spróbuj /gra sprawdź później.
verify-failed = ✘ Zapis nie zgadza się ze swoim zobowiązaniem:
    { $problems }
