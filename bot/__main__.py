"""`python -m bot`: start the bot; `python -m bot backup PATH`: copy its SQLite database while it
runs (bot/backup.py). Settings come from the environment or .env."""

from __future__ import annotations

import argparse
import asyncio
import logging
import sys
from pathlib import Path

from pydantic import ValidationError

from bot.settings import Settings, problem


def main() -> None:
    arguments = parse()
    try:
        settings = Settings()
    except ValidationError as error:  # a mistyped .env: say which variable, no traceback
        print(problem(error), file=sys.stderr)
        raise SystemExit(2) from None
    if arguments.command == "backup":  # needs no token: the bot may be running, or not
        back_up(settings, arguments.path, arguments.force)
        return
    if settings.discord_token is None or not settings.discord_token.get_secret_value().strip():
        print(
            "DISCORD_TOKEN is not set: put your bot token in .env (see .env.example and README).",
            file=sys.stderr,
        )
        raise SystemExit(2)
    # After the token check: a missing token fails fast. The families and the commands they
    # share are the cogs' (the one place the bot is given them).
    from bot import startup
    from bot.client import TableBot
    from cogs import FAMILIES, SHARED_COMMANDS, WINGS

    logging.basicConfig(
        level=settings.log_level.upper(),
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )
    bot = TableBot(settings, FAMILIES, SHARED_COMMANDS, WINGS)
    try:
        asyncio.run(startup.serve(bot, settings.discord_token.get_secret_value()))
    except startup.Refused as refusal:
        print(refusal, file=sys.stderr)
        raise SystemExit(2) from None
    except startup.Lost as loss:  # the process manager starts it again
        print(loss, file=sys.stderr)
        raise SystemExit(1) from None
    except KeyboardInterrupt:
        pass


def parse() -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m bot", description="Start the bot.")
    commands = parser.add_subparsers(dest="command", title="commands")
    command = commands.add_parser(
        "backup",
        help="copy the SQLite database (DATABASE_URL) to PATH, also while the bot runs",
        description="Copy the bot's SQLite database (DATABASE_URL) to PATH, checked, also "
        "while the bot runs. PostgreSQL is backed up with pg_dump (README, Backups).",
    )
    command.add_argument("path", type=Path, metavar="PATH", help="the backup file to write")
    command.add_argument("--force", action="store_true", help="replace PATH if it exists")
    return parser.parse_args()


def back_up(settings: Settings, path: Path, force: bool) -> None:
    """One line on what was written (exit 0), or on why not: 2 refused, 1 failed."""
    from bot import backup  # here, as the bot's modules: starting without a token fails fast

    try:
        print(backup.copy(backup.sqlite_file(settings.database_url), path, force=force))
    except backup.Refused as refusal:
        print(refusal, file=sys.stderr)
        raise SystemExit(2) from None
    except backup.Failed as failure:
        print(failure, file=sys.stderr)
        raise SystemExit(1) from None


if __name__ == "__main__":
    main()
