# /gra urlop: członek na kilka dni poza grą (bot/away.py).
board-away = 🏖 na urlopie do <t:{ $at }:f>
board-away_because = 🏖 na urlopie do <t:{ $at }:f> ({ $reason })
skip-away = { $player } jest na urlopie do <t:{ $at }:f>: tura poczeka do powrotu.
away-declared = 🏖 Jesteś na urlopie do <t:{ $at }:f>: czas na twoje tury we wszystkich twoich grach, na każdym serwerze, poczeka na twój powrót. Wrócisz wcześniej, gdy klikniesz dowolny przycisk na swojej planszy (albo tym poleceniem z `dni: 0`).
away-back = Witaj z powrotem: czas na twoje tury znowu biegnie, liczony od teraz.
away-not_away = Nie jesteś na urlopie.
away-too_long = Na urlopie możesz być najwyżej 14 dni w ciągu każdych 30. { $left ->
    [0] Teraz nie został ci ani jeden dzień
    [one] Teraz został ci { $left } dzień
    [few] Teraz zostały ci { $left } dni
   *[other] Teraz zostało ci { $left } dni
}; od <t:{ $at }:f> będziesz mieć { $days ->
    [one] { $days } dzień
   *[other] { $days } dni
}.
