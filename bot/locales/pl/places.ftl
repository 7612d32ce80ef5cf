# Gdzie toczą się gry: wątek dla każdej gry, domyślne ustawienie serwera (/gra ustawienia), /gra moje.

thread-opening = **{ $game }** — { $host } zakłada grę w wątku…
thread-opened = **{ $game }** toczy się w wątku { $thread }: dołączcie tam.
thread-ended = Gra **{ $game }** w wątku { $thread } dobiegła końca.
thread-not_here = Wątki dla gier można zakładać tylko na kanałach tekstowych: ta gra odbędzie się tutaj.
thread-no_permission = Nie mogę tu zakładać wątków (potrzebuję uprawnień Tworzenie wątków publicznych i Wysyłanie wiadomości w wątkach): gra odbędzie się na tym kanale.
settings-title = Ustawienia gier na tym serwerze
settings-where = Nowe gry są zakładane { $where ->
    [thread] we własnym wątku
   *[here] na kanale, na którym użyto polecenia
  }. Polecenie `/… graj` może wskazać inaczej.
settings-saved = Zapisano.
settings-manage_server = Ustawienia serwera mogą zmieniać tylko członkowie z uprawnieniem Zarządzanie serwerem.
mine-title = Twoje gry na tym serwerze
mine-none = Nie masz żadnej trwającej gry na tym serwerze.
mine-lobby = czeka na graczy
mine-your_turn = **twoja kolej** — tura kończy się { $deadline }
mine-turn_of = teraz gra { $player }
mine-row = { $game } · { $channel } · { $state } · [plansza]({ $link })
settings-daily_channel = Wyzwanie dnia jest publikowane co północ na { $channel }.
settings-daily_off = Wyzwanie dnia nie jest tu publikowane (kanał ustawisz opcją kanał_wyzwania).
