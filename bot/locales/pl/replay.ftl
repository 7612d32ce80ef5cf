# Powtórka skończonej gry (bot/replay): /game replay i ⏪ na końcu gry.
replay-title = ## ⏪ { $game } · { $number }
replay-start = **Początek** · { $steps ->
    [one] { $steps } ruch
    [few] { $steps } ruchy
    [many] { $steps } ruchów
   *[other] { $steps } ruchu
  }
replay-step = **Ruch { $step } z { $steps }** · { $player }
replay-best = 🟢 najlepszy wybór
replay-cost = { $band } względem najlepszego wyboru: −{ $points }
replay-cost_better = { $band } −{ $points } · najlepszy: { $better }
replay-luck = 🍀 rzut ({ $player }): { $points }
replay-own_luck = 🍀 rzut: { $points }
replay-bands = 🟡 strata od { $small } · 🔴 od { $large }, w punktach oczekiwanego wyniku przy grze idealnej
replay-start_option = Początek
replay-option = Ruch { $step } · { $player }
replay-jump = Przejdź do tury
replay-pick = Obejrzyj powtórkę gry z tej rundy
replay-next_mistake = Następny błąd
replay-shown = -# Udostępnia { $member }
replay-live = Gra { $number } jeszcze trwa: powtórkę można obejrzeć, gdy się skończy.
replay-not_started = Gra { $number } skończyła się, zanim się zaczęła: nie ma czego powtarzać.
replay-not_yet = Gra { $number } to próba dzisiejszego wyzwania: powtórkę można obejrzeć po końcu dnia.
board-replay = Powtórka
