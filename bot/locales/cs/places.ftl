# Kde se hraje: vlákno pro každou hru, výchozí volba serveru (/hra nastavení), /hra moje.

thread-opening = **{ $game }** — { $host } zakládá hru ve vlákně…
thread-opened = **{ $game }** se hraje ve vlákně { $thread }: přidejte se tam.
thread-ended = Hra **{ $game }** ve vlákně { $thread } skončila.
thread-not_here = Vlákna pro hry lze zakládat jen v textových kanálech: tato hra poběží tady.
thread-no_permission = Tady nesmím zakládat vlákna (potřebuji oprávnění Vytvářet veřejná vlákna a Posílat zprávy ve vláknech): hra poběží v tomto kanálu.
settings-title = Nastavení her na tomto serveru
settings-where = Nové hry se zakládají { $where ->
    [thread] ve vlastním vlákně
   *[here] v kanálu, kde padl příkaz
  }. Příkaz `/… hrát` může určit jinak.
settings-saved = Uloženo.
settings-manage_server = Nastavení serveru smí měnit jen členové s oprávněním Spravovat server.
mine-title = Tvoje hry na tomto serveru
mine-none = Na tomto serveru nemáš žádnou rozehranou hru.
mine-lobby = čeká se na hráče
mine-your_turn = **jsi na tahu** — tah končí { $deadline }
mine-turn_of = na tahu je { $player }
mine-row = { $game } · { $channel } · { $state } · [hrací plocha]({ $link })
settings-daily_channel = Denní výzva se každou půlnoc zveřejní v { $channel }.
settings-daily_off = Denní výzva se tu nezveřejňuje (kanál nastavíš volbou kanál_výzvy).
