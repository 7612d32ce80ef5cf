# Příprava hry: založení, přidání hráčů, začátek.

lobby-title = { $game } — čeká se na hráče
lobby-body = Hru zakládá { $host }. Přidej se tlačítkem; zakladatel ji spustí.
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
lobby-host_only = To může jen hráč, který hru založil.
lobby-too_few = Tato hra potřebuje aspoň { $needed ->
    [one] { $needed } hráče
    [few] { $needed } hráče
   *[other] { $needed } hráčů
  }: pozvi někoho, nebo přidej počítač.
lobby-closed = Tato hra už začala nebo skončila.
choice-auto = automaticky (zapnuto, když hraje jeden člověk)
choice-on = ✅
choice-off = ❌
