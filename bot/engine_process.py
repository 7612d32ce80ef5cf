"""A family's native engine in a process of its own, behind one async service (`EngineProcess`),
and that process's main loop (`serve`). A family with such an engine (backgammon: GNU
Backgammon, cogs/backgammon/engine.py) subclasses EngineProcess with its requests, and names the
module the worker answers them from (rules/backgammon/engine_requests.py: `REQUESTS`, and
`warm_up`, run once before the first request).

A native library may be bound to the thread that first used it, and a crash in it would take the
whole bot down; so the bot process never imports it. One worker process (multiprocessing's
"spawn": a fresh interpreter, never a fork of the running event loop) is started and warmed up
with the bot, and answers one request at a time on its one thread. The event loop sends a
request down a pipe and awaits the answer without blocking (the pipe's file descriptor is watched
by the loop).

A worker that dies during a request (segfault, killed, out of memory) is noticed by its pipe's
end of file, one that hangs by the request's timeout (then it is killed). Either way one
WARNING line says so, a new worker is started and the request asked once more; if that fails
too, the request raises EngineUnavailable and the caller falls back (the computer plays without
the engine, a hint says the coach is unavailable). For a short pause after that every request
falls back at once (a worker that dies at every start must not cost each click two starts and
two log lines); the first request after the pause starts a new worker.
"""

from __future__ import annotations

import asyncio
import contextlib
import importlib
import itertools
import logging
import multiprocessing
import signal
import traceback
from collections.abc import Callable
from multiprocessing.connection import Connection
from types import ModuleType
from typing import Any

log = logging.getLogger(__name__)

READY = "ready"  # the worker's first message: warmed up (and whether its engine is there)
START_SECONDS = 60.0  # a fresh interpreter importing the rules and loading the engine (~1 s)
PAUSE_SECONDS = 30.0  # after the engine failed a request twice: fallbacks only, no new worker


class EngineUnavailable(Exception):
    """The engine failed a request twice in a row (or is closed): the caller falls back."""


class EngineError(Exception):
    """A request raised in the engine process (a bug there): its traceback is the message."""


class _Lost(Exception):
    """The worker died or hung; the message says how."""


Target = Callable[[Connection, str], None]


def serve(connection: Connection, requests: str) -> None:
    """The worker's main loop (the target of the engine process): import the module named
    `requests`, run its `warm_up()` and say it is ready (with what warm_up returned: whether
    the native engine is there), then answer its REQUESTS one at a time until the bot closes
    its end of the pipe. A request is (id, name, args) and its answer (id, True, value) or
    (id, False, the error's traceback); requests take and return plain picklable data."""
    # Ctrl-C reaches the whole process group: the bot, not the worker, decides when it ends.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    module = importlib.import_module(requests)
    try:
        connection.send((READY, True, module.warm_up()))
        while True:
            request_id, name, args = connection.recv()
            try:
                answer = (request_id, True, module.REQUESTS[name](*args))
            except Exception:  # a bug in a request: the bot raises it with this traceback
                answer = (request_id, False, traceback.format_exc())
            connection.send(answer)
    except (EOFError, BrokenPipeError, ConnectionResetError):  # the bot closed its end, or
        return  # died (a request under way when it shut down): nothing more to do


class EngineProcess:
    """The bot's side of one engine process: requests asked one at a time, the worker started,
    replaced and stopped. A family's engine subclasses it with its own requests (`call`)."""

    def __init__(self, requests: ModuleType, target: Target = serve) -> None:
        """`requests`: the module the worker answers from (imported there by its name);
        `target`: the worker's main function (tests give one that misbehaves)."""
        self._requests = requests.__name__
        self._target = target
        self._worker: _Worker | None = None
        self._lock = asyncio.Lock()  # one request at a time: the worker has one thread
        self._ids = itertools.count(1)
        self._closed = False
        self._paused_until = 0.0  # the loop's clock: no worker is started before then
        self.available = False  # whether the worker has its native engine (warm_up said so)

    @property
    def pid(self) -> int | None:
        """The current worker's process id (None before the first start or after a failure)."""
        return None if self._worker is None else self._worker.process.pid

    async def start(self) -> None:
        """Start and warm up the worker now (else the first request does). Requests made
        meanwhile wait for it."""
        async with self._lock:
            if self._worker is None:
                try:
                    self._worker = await self._spawn()
                except _Lost as lost:
                    log.warning("engine worker %s; the first request tries again", lost)

    async def close(self) -> None:
        """Stop the worker (it exits by itself once its pipe closes); no request after this."""
        self._closed = True
        worker, self._worker = self._worker, None
        if worker is not None:
            await worker.stop(grace=2.0)

    async def call(self, name: str, *args: Any, timeout: float) -> Any:
        """The worker's answer to request `name`; a lost worker is replaced and the request
        asked once more. Raises EngineUnavailable when that fails too."""
        clock = asyncio.get_running_loop().time
        async with self._lock:
            for attempt in (1, 2):
                if self._closed or (self._worker is None and clock() < self._paused_until):
                    raise EngineUnavailable(name)
                try:
                    if self._worker is None:
                        self._worker = await self._spawn()
                    return await self._ask(self._worker, name, args, timeout)
                except _Lost as lost:
                    self._worker = None
                    then = "asking a new one" if attempt == 1 else "using the fallback"
                    if attempt == 2:
                        then += f" for {PAUSE_SECONDS:g} s"
                    log.warning("engine worker %s during %s; %s", lost, name, then)
            self._paused_until = clock() + PAUSE_SECONDS
            raise EngineUnavailable(name)

    async def _spawn(self) -> _Worker:
        try:
            worker = _Worker(self._target, self._requests)
        except OSError as error:  # no memory or no processes left for it
            raise _Lost(f"could not start ({error})") from None
        try:
            _, _, self.available = await worker.receive(READY, START_SECONDS)
        except _Lost as lost:
            raise await worker.ended(f"{lost} while starting") from None
        if self._closed:  # closed while it started: it must not outlive the service
            await worker.stop()
            raise _Lost(f"{worker.process.pid} started after the service closed")
        log.info("engine worker started (pid %s)", worker.process.pid)
        return worker

    async def _ask(self, worker: _Worker, name: str, args: tuple, timeout: float) -> Any:
        request_id = next(self._ids)
        try:
            worker.send((request_id, name, args))
            _, ok, value = await worker.receive(request_id, timeout)
        except _Lost as lost:
            raise await worker.ended(str(lost)) from None
        if not ok:
            raise EngineError(f"{name} failed in the engine process:\n{value}")
        return value


class _Worker:
    """One engine process and the bot's end of its pipe."""

    def __init__(self, target: Target, requests: str) -> None:
        context = multiprocessing.get_context("spawn")
        self.connection, child_end = context.Pipe()
        name = f"engine {requests}"
        self.process = context.Process(target=target, args=(child_end, requests), name=name)
        self.process.daemon = True  # never outlives the bot
        self.process.start()
        child_end.close()  # so that the worker's death reads as the end of the pipe

    def send(self, message: tuple) -> None:
        try:
            self.connection.send(message)
        except OSError:  # a broken pipe: it has died
            raise _Lost("was gone") from None

    async def receive(self, request_id: Any, timeout: float) -> tuple:
        """The answer to `request_id`; answers to requests given up on (cancelled) are
        skipped."""
        deadline = asyncio.get_running_loop().time() + timeout
        while True:
            remaining = deadline - asyncio.get_running_loop().time()
            try:
                await _readable(self.connection.fileno(), max(remaining, 0))
            except TimeoutError:
                raise _Lost(f"did not answer within {timeout:g} s") from None
            try:
                # Readable: the answer has begun; the worker writes the rest at once.
                answer = self.connection.recv()
            except (EOFError, OSError):
                raise _Lost("died") from None
            if answer[0] == request_id:
                return answer

    async def ended(self, what: str) -> _Lost:
        """Kill a worker found dead or hung; the error that says so (and how it ended)."""
        return _Lost(f"{self.process.pid} {what} ({await self.stop()})")

    async def stop(self, grace: float = 0.0) -> str:
        """End the process — kill it, or first give it `grace` seconds to exit by itself once
        its pipe is closed — and say how it ended."""
        self.connection.close()
        process = self.process
        if grace:
            with contextlib.suppress(TimeoutError):
                await _readable(process.sentinel, grace)
        process.kill()  # nothing if it has exited
        await _readable(process.sentinel, None)
        process.join(1.0)  # reaps it: it has exited already
        code = process.exitcode
        if code is not None and code < 0:
            return f"killed by {signal.Signals(-code).name}"
        return f"exited with status {code}"


async def _readable(fd: int, timeout: float | None) -> None:
    """Wait until the file descriptor can be read (data, end of file, or a process's exit)."""
    loop = asyncio.get_running_loop()
    ready = loop.create_future()
    loop.add_reader(fd, lambda: ready.done() or ready.set_result(None))
    try:
        await asyncio.wait_for(ready, timeout)
    finally:
        loop.remove_reader(fd)
