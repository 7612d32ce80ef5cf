"""Engine workers that misbehave, as targets of an engine process in tests (module-level
functions: the spawned process imports them by name)."""

from __future__ import annotations

import os
import signal
from multiprocessing.connection import Connection

from bot.engine_process import READY


def crash_on_request(connection: Connection, requests: str) -> None:
    """Starts, then dies of a segfault at the first request."""
    connection.send((READY, True, True))
    connection.recv()
    os.kill(os.getpid(), signal.SIGSEGV)


def crash_at_start(connection: Connection, requests: str) -> None:
    os.kill(os.getpid(), signal.SIGSEGV)
