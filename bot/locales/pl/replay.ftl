# Powtórka skończonej gry (bot/replay): /game replay i ⏪ na końcu gry.
replay-title = ## ⏪ { $game } · { $number }
replay-start = **Początek** · { $steps ->
    [one] { $steps } ruch
    [few] { $steps } ruchy
    [many] { $steps } ruchów
   *[other] { $steps } ruchu
  } do przejrzenia
replay-step = **Ruch { $step } z { $steps }** · { $player }
replay-best = 🟢 { $player }: najlepszy wybór
replay-cost = { $band } { $player } względem najlepszego wyboru: −{ $points }
replay-luck = 🍀 rzut ({ $player }): { $points }
replay-bands = 🟡 strata od { $small } · 🔴 od { $large }, w punktach oczekiwanego wyniku przy grze idealnej
replay-start_option = Początek
replay-option = Ruch { $step } · { $player }
replay-jump = Przejdź do tury
replay-next_mistake = Następny błąd
replay-show = Udostępnij
replay-shown = -# Udostępnia { $member }
replay-live = Gra { $number } jeszcze trwa: powtórkę można obejrzeć, gdy się skończy.
replay-not_started = Gra { $number } skończyła się, zanim się zaczęła: nie ma czego powtarzać.
replay-not_yet = Gra { $number } to próba dzisiejszego wyzwania: powtórkę można obejrzeć po końcu dnia.
board-replay = Powtórka
