# Příprava hry: založení, přidání hráčů, začátek.

lobby-title = { $game } — čeká se na hráče
lobby-body = Hru zakládá { $host }. Přidej se tlačítkem; zakladatel ji spustí.
lobby-title_full = { $game } — stůl je plný
lobby-body_full = Hru zakládá { $host }; zakladatel ji spustí.
lobby-players = Hráči ({ $count }/{ $maximum })
lobby-options = Nastavení
lobby-join = Přidat se
lobby-leave = Odejít
lobby-computer = Přidat počítač
lobby-start = Začít
lobby-cancel = Zrušit
lobby-already_joined = V této hře už jsi.
lobby-not_joined = Nejsi v přípravě této hry.
lobby-full = Hra je plná: { $maximum ->
    [one] je pro { $maximum } hráče
    [few] je pro { $maximum } hráče
   *[other] je pro { $maximum } hráčů
  }.
lobby-host_only = To může jen ten, kdo hru založil.
lobby-too_few = Tato hra potřebuje aspoň { $needed ->
    [one] { $needed } hráče
    [few] { $needed } hráče
   *[other] { $needed } hráčů
  }: pozvi někoho, nebo přidej počítač.
lobby-closed = Tato hra už začala nebo skončila.
choice-auto = auto (hraje-li jeden)
choice-on = ✅
choice-off = ❌

## Each option of a game with its value, as the lobby shows it (the family's own phrase,
## lobby-option-FAMILY-NAME, else the shared lobby-option-NAME). A number arrives as a number.
lobby-option-ping = Upozornění na tah: { $value }
lobby-option-hints = Nápověda: { $value }
lobby-option-coach = Trenér: { $value }
lobby-option-target = Hra do { $value } { $value ->
    [one] bodu
   *[other] bodů
  }
lobby-option-bank_min = Nejmenší zápis: { $value }
lobby-option-three_ones_reset = Tři jedničky nulují skóre: { $value }
lobby-option-match_to = { $value ->
    [1] Jedna hra
   *[other] Zápas do { $value } bodů
  }
lobby-option-auto_doubles = Automatické zdvojení: { $value ->
    [0] ne
   *[other] nejvýš { $value }×
  }
lobby-option-scoring = Počítání bodů: { $value }
lobby-option-opening = Zahájení: { $value }
