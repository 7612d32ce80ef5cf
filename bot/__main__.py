"""`python -m bot`: start the bot (settings from the environment or .env)."""

from __future__ import annotations

import logging
import sys

from pydantic import ValidationError

from bot.settings import Settings, problem


def main() -> None:
    try:
        settings = Settings()
    except ValidationError as error:  # a mistyped .env: say which variable, no traceback
        print(problem(error), file=sys.stderr)
        raise SystemExit(2) from None
    if settings.discord_token is None or not settings.discord_token.get_secret_value().strip():
        print(
            "DISCORD_TOKEN is not set: put your bot token in .env (see .env.example and README).",
            file=sys.stderr,
        )
        raise SystemExit(2)
    # After the token check: a missing token fails fast. The families and the commands they
    # share are the cogs' (the one place the bot is given them).
    from bot.client import TableBot
    from cogs import FAMILIES, SHARED_COMMANDS

    logging.basicConfig(
        level=settings.log_level.upper(),
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )
    bot = TableBot(settings, FAMILIES, SHARED_COMMANDS)
    bot.run(settings.discord_token.get_secret_value(), log_handler=None)


if __name__ == "__main__":
    main()
