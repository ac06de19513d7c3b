"""The live side of sharing: connected phones, their seats, their messages.

The messages they send and receive.

The client registry knows nothing of the server that feeds it: the server
(:mod:`.server`) builds a :class:`Clients` with two callbacks, its own
signals' ``emit``, and hands it each phone's connection.

Each phone has a queue of outgoing texts and one task that sends them in
order, so a slow phone never holds up the laptop or the other phones.  Every
state is rendered once per language and sent as the same text to each phone
of that language; a phone so far behind that :data:`QUEUE_LIMIT` messages
wait for it gets only the newest state (states are whole tables, so nothing
is lost but the intermediate ones).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aiohttp import WSMsgType, web

from ...engine.actions import ChangeLife
from ...engine.catalogue import load_catalogue
from ...engine.model import HEROES, GameState
from ...engine.rename import seat_renames
from ..texts import Words, error_text
from .guard import PerAddress, TokenBucket
from .protocol import ImageVersions, Request, Table, parse_request, refusal_text, state_message

if TYPE_CHECKING:
    from ...engine.game import Game
    from ..session import Session

# Messages waiting for one phone before it is sent only the newest state.
QUEUE_LIMIT = 2048
# Seconds between heartbeats (``alive``); the page calls itself out of date after a few missed ones.
TICK_SECONDS = 5.0
# Refused messages in a row after which a flooding phone is disconnected (close code 1008).
FLOOD_LIMIT = 40
# Live connections one phone id may hold (tabs, a reconnection overlapping the old one); more are refused.
MAX_PER_PHONE = 4
# Messages per phone id and life changes per seat, whatever the connections: per second on average, burst.
PHONE_RATE, PHONE_BURST = 5.0, 15
SEAT_RATE, SEAT_BURST = 5.0, 15
# WebSocket close codes: sharing stopped (the page stops trying); the app quits (1001, going away: the
# page keeps trying, and the same address works again at the next start); the link was revoked ("New link":
# the page asks, is refused and says the address is no longer valid).
CLOSE_STOPPED = 4000
CLOSE_GOING_AWAY = 1001
CLOSE_REVOKED = 1008


@dataclass(eq=False)
class Client:
    """One connected phone and its outgoing queue.

    Its socket, address, rate limit before its hello, language and id.

    ``closing``: the close code it is to be sent away with after its last
    message's answer (too many connections for its phone id), else ``None``.
    """

    ws: web.WebSocketResponse
    address: str
    bucket: TokenBucket
    language: str = ""
    phone: str = ""
    strikes: int = 0
    closing: int | None = None
    queue: asyncio.Queue[str] = field(default_factory=lambda: asyncio.Queue(QUEUE_LIMIT))


def _json(message: dict[str, Any]) -> str:
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"))


class Clients:
    """Every connected phone, the seats they hold and the "own life" switch.

    The seats: player → phone id.

    ``claims_changed()`` is called when a seat is claimed, released or follows
    a rename, ``clients_changed(count)`` when a phone connects or leaves (the
    server passes its signals' ``emit``).
    """

    def __init__(
        self, session: Session, claims_changed: Callable[[], object], clients_changed: Callable[[int], object]
    ) -> None:
        self.session = session
        self._claims_changed = claims_changed
        self._clients_changed = clients_changed
        self._clients: list[Client] = []
        # Rate limits per phone id and per seat (player), shared by all of a phone's connections.
        self._phone_limit = PerAddress(PHONE_RATE, PHONE_BURST)
        self._seat_limit = PerAddress(SEAT_RATE, SEAT_BURST)
        self.claims: dict[str, str] = {}
        self.allow_life = False
        self.seq = 0
        self._texts: dict[str, str] = {}
        self._token = ""
        # Seconds (perf_counter) when the newest state was published: bench figures.
        self.published_at = 0.0
        # The game and state last published: a seat follows its player's rename (and its undo).
        self._seen: tuple[Game, GameState] | None = None
        # Which card images the laptop has cached, for the state messages (None: card images off).
        self.images: ImageVersions | None = None

    def __len__(self) -> int:
        return len(self._clients)

    def reset(self, token: str) -> None:
        """Forget seats and counters: sharing (re)starts with ``token``, or stops.

        The life switch stays as the laptop set it (ticked before Start
        sharing, it is on once phones come).
        """
        self._token = token
        self.claims.clear()
        self._phone_limit = PerAddress(PHONE_RATE, PHONE_BURST)
        self._seat_limit = PerAddress(SEAT_RATE, SEAT_BURST)
        self._seen = None
        self.seq = 0
        self._texts.clear()
        self._claims_changed()

    # ----- what phones see --------------------------------------------------
    def _table(self) -> Table:
        game = self.session.game
        assert game is not None
        night = self.session.night_standings()
        return Table(game.state, game.last_set_in_motion, frozenset(self.claims), self.allow_life, self.images, night)

    def state_text(self, language: str) -> str:
        """The current ``state`` message for ``language`` as JSON text.

        Rendered once per state and language.
        """
        text = self._texts.get(language)
        if text is None:
            text = self._texts[language] = _json(state_message(self._table(), language, self.seq))
        return text

    def publish(self) -> None:
        """Send every phone the new state.

        After every change of the game, the seats or the switch.
        """
        if not self._token:
            return
        moved = self._follow_renames()
        players = {p.name for p in self.session.state.players}
        # A new game with other players
        gone = [seat for seat in self.claims if seat not in players]
        for seat in gone:
            del self.claims[seat]
        if gone:
            self._claims_changed()
            for client in self._clients:
                if client.language:
                    self._you(client)
        self.seq += 1
        self._texts.clear()
        self.published_at = time.perf_counter()
        for client in self._clients:
            if client.language:
                self._send(client, self.state_text(client.language))
                if moved:
                    # The seat's new name
                    self._you(client)

    def _follow_renames(self) -> bool:
        """Move the seats phones hold to their players' new names; True if one moved.

        After a rename or its undo.

        Seats never move within a game, so the player at a held seat keeps it
        whatever they are called (:func:`~archenemy.engine.rename.seat_renames`).
        """
        game = self.session.game
        if game is None:
            return False
        seen, self._seen = self._seen, (game, game.state)
        if seen is None or seen[0] is not game:
            return False
        moved = seat_renames(seen[1], game.state)
        if not any(seat in moved for seat in self.claims):
            return False
        self.claims = {moved.get(seat, seat): phone for seat, phone in self.claims.items()}
        self._claims_changed()
        return True

    def _you(self, client: Client) -> None:
        seat = next((player for player, phone in self.claims.items() if phone == client.phone), None)
        self._send(client, _json({"type": "you", "player": seat, "may_change_life": self.allow_life}))

    def set_allow_life(self, allowed: bool) -> None:
        """Turn "players may change their own life" on or off, and tell every phone."""
        self.allow_life = allowed
        self.publish()
        for client in self._clients:
            if client.language:
                self._you(client)

    def release(self, player: str) -> None:
        """The laptop frees ``player``'s seat: any phone may claim it again."""
        if self.claims.pop(player, None) is not None:
            self._claims_changed()
            self.publish()
            for client in self._clients:
                if client.language:
                    self._you(client)

    def _send(self, client: Client, text: str) -> None:
        try:
            client.queue.put_nowait(text)
        # Far behind: the newest state replaces everything waiting
        except asyncio.QueueFull:
            while not client.queue.empty():
                client.queue.get_nowait()
            client.queue.put_nowait(self.state_text(client.language))

    # ----- a phone's connection ---------------------------------------------
    async def serve(self, client: Client) -> None:
        """Run one phone's connection until it closes.

        Read its messages, send it its queue.
        """
        self._clients.append(client)
        self._clients_changed(len(self._clients))
        sender = asyncio.ensure_future(self._send_forever(client))
        try:
            async for msg in client.ws:
                if msg.type == WSMsgType.TEXT:
                    self.receive(client, msg.data)
                    if client.strikes >= FLOOD_LIMIT or client.closing is not None:
                        await self._flush(client)
                        await client.ws.close(code=1008, message=b"flood" if client.closing is None else b"too many")
                        break
                elif msg.type in (WSMsgType.BINARY,):
                    self._refused(client, "bad_message")
        finally:
            sender.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await sender
            if client in self._clients:
                self._clients.remove(client)
                self._clients_changed(len(self._clients))

    async def _flush(self, client: Client, timeout: float = 1.0) -> None:
        """Wait until ``client``'s queue is sent, at most ``timeout`` seconds.

        E.g. its last refusals.
        """
        deadline = time.monotonic() + timeout
        while not client.queue.empty() and time.monotonic() < deadline:
            await asyncio.sleep(0.01)

    async def _send_forever(self, client: Client) -> None:
        while True:
            text = await client.queue.get()
            try:
                await client.ws.send_str(text)
            except (ConnectionError, RuntimeError):
                return

    async def tick_forever(self) -> None:
        """Send every phone ``alive`` every :data:`TICK_SECONDS`.

        So a page can tell when it is out of date.
        """
        alive = _json({"type": "alive"})
        while True:
            await asyncio.sleep(TICK_SECONDS)
            for client in self._clients:
                self._send(client, alive)

    async def close_all(self, code: int = CLOSE_STOPPED) -> None:
        """Close every phone's connection with ``code``.

        Default 4000: sharing stopped, the page stops trying.
        """
        clients = list(self._clients)
        await asyncio.gather(*(c.ws.close(code=code, message=b"closed") for c in clients), return_exceptions=True)

    # ----- what phones say --------------------------------------------------
    def _refused(self, client: Client, code: str, text: str | None = None) -> None:
        client.strikes += 1
        words = Words.of(client.language or "en")
        self._send(client, _json({"type": "refused", "code": code, "text": text or refusal_text(code, words)}))

    def receive(self, client: Client, data: str) -> None:
        """Handle one text message from ``client``.

        Rate limit, parse, then hello, claim or life.

        The rate limit is the phone id's (:data:`PHONE_RATE`), shared by all
        its connections; before its hello, the connection's own.  A phone id
        holds at most :data:`MAX_PER_PHONE` connections, and a connection
        keeps the id of its first hello.
        """
        allowed = self._phone_limit.allow(client.phone) if client.phone else client.bucket.allow()
        if not allowed:
            self._refused(client, "too_fast")
            return
        try:
            request = parse_request(json.loads(data))
        except ValueError:
            request = None
        if request is None or (request.kind == "hello" and client.phone not in ("", request.phone)):
            self._refused(client, "bad_message")
            return
        if request.kind == "hello":
            if not client.phone and sum(c.phone == request.phone for c in self._clients) >= MAX_PER_PHONE:
                self._refused(client, "too_many_connections")
                client.closing = 1008
                return
            client.language, client.phone = request.language, request.phone
            self._send(client, self.state_text(client.language))
            self._you(client)
        elif not client.language:
            self._refused(client, "say_hello")
            return
        elif request.kind == "claim":
            self._claim(client, request)
        else:
            self._life(client, request)
        client.strikes = 0

    def _claim(self, client: Client, request: Request) -> None:
        player = request.player
        state = self.session.state
        if player is not None and (player == HEROES or player not in {p.name for p in state.players}):
            self._refused(client, "unknown_player")
            return
        if player is not None and self.claims.get(player, client.phone) != client.phone:
            self._refused(client, "seat_taken")
            return
        for seat in [seat for seat, phone in self.claims.items() if phone == client.phone]:
            del self.claims[seat]
        if player is not None:
            self.claims[player] = client.phone
        self._claims_changed()
        self.publish()
        self._you(client)

    def _life(self, client: Client, request: Request) -> None:
        player = request.player
        assert player is not None
        if not self.allow_life:
            self._refused(client, "not_allowed")
        elif self.claims.get(player) != client.phone:
            self._refused(client, "not_your_seat")
        elif not self._seat_limit.allow(player):
            # The seat's own limit, whichever phone holds it
            self._refused(client, "too_fast")
        elif self.session.state.over:
            self._refused(client, "game_over")
        else:
            action = ChangeLife(player, request.delta)
            game = self.session.game
            assert game is not None
            problem = game.why_illegal(action)
            if problem is not None:
                words = Words.of(client.language)
                self._refused(client, "engine", error_text(problem, load_catalogue(client.language), words))
                return
            if not self.session.perform(action, merge_key=f"phone:{player}", origin=player):
                # E.g. a read-only game: the laptop says why
                self._refused(client, "not_saved")
