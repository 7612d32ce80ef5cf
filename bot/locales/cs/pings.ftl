# Upozornění na tah: krátká zpráva, která zmíní hráče na tahu, a /hra upozornění.

ping-turn = { $player }, jsi na tahu · { $game } → { $link }
ping-reminder = { $player }, jsi na tahu · { $game }: polovina času uběhla, tah končí { $deadline } → { $link }
notify-on = Ve hrách na tomto serveru dostaneš upozornění, když budeš na tahu.
notify-off = Ve hrách na tomto serveru už upozornění na tah nedostaneš.
