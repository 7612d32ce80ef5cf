"""The real bot as a subprocess pointed at a FakeDiscord (used by the e2e fixtures and the
load benchmark)."""

from __future__ import annotations

import asyncio
import os
import signal
import sys
import time
from pathlib import Path

from tests.support.fakediscord import FakeDiscord

PROJECT_ROOT = Path(__file__).resolve().parents[2]


class BotProcess:
    """The bot as a subprocess of `python -m tests.support.run_bot`, logging to `log_path`.

    The database file and log survive restarts, as they would in production. With
    `settings_from_env_file`, the bot runs in `workdir` as a new user would start it there: every
    setting from its `.env` and none from the environment.
    """

    def __init__(
        self,
        fake: FakeDiscord,
        module: str,
        workdir: Path,
        env: dict[str, str],
        *,
        settings_from_env_file: bool = False,
    ):
        self.fake = fake
        self.log_path = workdir / "bot.log"
        self.cwd = workdir if settings_from_env_file else PROJECT_ROOT
        if settings_from_env_file:
            self.env = {
                "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
                "HOME": str(workdir),
                "PYTHONPATH": str(PROJECT_ROOT),
                "PYTHONUNBUFFERED": "1",
                "FAKE_DISCORD_URL": fake.base_url,
                "BOT_MODULE": module,
                **env,
            }
            self._process: asyncio.subprocess.Process | None = None
            return
        self.env = {
            **os.environ,
            "FAKE_DISCORD_URL": fake.base_url,
            "BOT_MODULE": module,
            "DISCORD_TOKEN": fake.token,
            "DATABASE_URL": f"sqlite+aiosqlite:///{workdir / 'bot.db'}",
            "DEV_GUILD_ID": fake.guild_id,
            "LOG_LEVEL": "INFO",
            "PYTHONUNBUFFERED": "1",
            # Computer seats answer at once unless a test is about their pace.
            "COMPUTER_PACE_SECONDS": "0",
            # Turn pings at once unless a test is about their wait.
            "PING_AFTER_SECONDS": "0",
            **env,
        }
        self._process: asyncio.subprocess.Process | None = None

    @property
    def shards(self) -> set[int]:
        """The shard ids this process runs (SHARD_IDS; every shard of SHARD_COUNT if unset)."""
        ids = self.env.get("SHARD_IDS", "")
        count = int(self.env.get("SHARD_COUNT") or 1)
        return {int(i) for i in ids.split(",")} if ids else set(range(count))

    @property
    def pid(self) -> int:
        assert self._process is not None, "the bot was never started"
        return self._process.pid

    @property
    def running(self) -> bool:
        return self._process is not None and self._process.returncode is None

    async def start(self, timeout: float = 30.0) -> None:
        """Spawn the bot; return once it has identified on the gateway and commands are synced."""
        identified = self.fake.identify_count + 1
        await self.spawn()
        deadline = time.monotonic() + timeout
        while not (self.fake.identify_count >= identified and self.fake.commands):
            if not self.running:
                raise RuntimeError(f"the bot exited during start-up:\n{self.log_tail()}")
            if time.monotonic() > deadline:
                raise TimeoutError(f"the bot was not ready within {timeout}s:\n{self.log_tail()}")
            await asyncio.sleep(0.05)

    async def spawn(self) -> None:
        """Start the bot's process, ready or not."""
        with self.log_path.open("ab") as log:
            log.write(f"--- starting {self.env['BOT_MODULE']} ---\n".encode())
            log.flush()
            self._process = await asyncio.create_subprocess_exec(
                sys.executable,
                "-m",
                "tests.support.run_bot",
                cwd=self.cwd,
                env=self.env,
                stdout=log,
                stderr=asyncio.subprocess.STDOUT,
            )

    async def exit_code(self, timeout: float) -> int:
        """The code the bot exits with by itself within `timeout` seconds."""
        assert self._process is not None, "the bot was never started"
        return await asyncio.wait_for(self._process.wait(), timeout)

    async def stop(self, timeout: float = 10.0) -> int:
        """SIGTERM, as a process manager would send; SIGKILL if it does not exit in time."""
        return await self._end(signal.SIGTERM, timeout)

    async def kill(self) -> int:
        """SIGKILL: a crash with no chance to clean up."""
        return await self._end(signal.SIGKILL, timeout=10.0)

    async def restart(self, *, kill: bool = True) -> None:
        await (self.kill() if kill else self.stop())
        await self.start()

    async def _end(self, sig: signal.Signals, timeout: float) -> int:
        process = self._process
        assert process is not None, "the bot was never started"
        if process.returncode is None:
            process.send_signal(sig)
            try:
                await asyncio.wait_for(process.wait(), timeout)
            except TimeoutError:
                process.kill()
                await process.wait()
        # Let the fake notice the closed websockets before anything else is dispatched.
        await self.fake.wait_until(lambda: not self.fake.connected_shards & self.shards, 5.0)
        return process.returncode

    def log_tail(self, lines: int = 60) -> str:
        return "\n".join(self.log_path.read_text(errors="replace").splitlines()[-lines:])
