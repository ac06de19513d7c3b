"""The share token kept per game across restarts, and "New link" revoking it.

Owner-only file, read safely.
"""

from __future__ import annotations

import json
import os
import stat
import sys
from functools import partial

import pytest

from archenemy.desktop.share.live import CLOSE_GOING_AWAY, CLOSE_REVOKED
from archenemy.desktop.share.server import ShareServer
from archenemy.desktop.share.tokens import MAX_FILE_BYTES, TokenStore
from archenemy.engine.safe_files import read_regular_file_or_none

from support.share import Phone, base_url, http_get, new_session, run, start_server

# How the store reads
read_private_file = partial(read_regular_file_or_none, follow_links=False, private=True)

posix_only = pytest.mark.skipif(os.name != "posix", reason="POSIX permissions and FIFOs")


def test_a_games_token_is_kept_and_the_file_is_private(tmp_path):
    store = TokenStore(tmp_path / "settings" / "share-tokens.json")
    first = store.token_for("/games/a.jsonl")
    assert store.token_for("/games/a.jsonl") == first
    assert store.token_for("/games/b.jsonl") != first
    if os.name == "posix":
        assert stat.S_IMODE(store.path.stat().st_mode) == 0o600
    saved = json.loads(store.path.read_text())
    assert saved["games"]["/games/a.jsonl"] == first


def test_new_link_forgets_the_old_token_for_every_game(tmp_path):
    store = TokenStore(tmp_path / "share-tokens.json")
    old = store.token_for("/games/a.jsonl")
    # A new game started while sharing
    store.keep("/games/b.jsonl", old)
    fresh = store.revoke(old, "/games/b.jsonl")
    assert fresh != old and store.token_for("/games/b.jsonl") == fresh
    assert store.token_for("/games/a.jsonl") not in (old, fresh)


@posix_only
def test_a_token_file_others_can_read_is_not_used(tmp_path):
    store = TokenStore(tmp_path / "share-tokens.json")
    token = store.token_for("g")
    os.chmod(store.path, 0o644)
    # Possibly seen by others: replaced
    assert store.token_for("g") != token
    assert stat.S_IMODE(store.path.stat().st_mode) == 0o600


@posix_only
@pytest.mark.timeout(20)
def test_special_files_in_the_tokens_place_never_stall_and_are_replaced(tmp_path):
    path = tmp_path / "share-tokens.json"
    # No writer: a plain open() would block forever
    os.mkfifo(path, 0o600)
    assert read_private_file(path, MAX_FILE_BYTES) is None
    assert len(TokenStore(path).token_for("g")) >= 22
    assert path.is_file() and not path.is_symlink()
    path.unlink()
    os.symlink("/dev/zero", path)
    assert read_private_file(path, MAX_FILE_BYTES) is None
    big = tmp_path / "big.json"
    big.write_bytes(b" " * (MAX_FILE_BYTES + 1))
    os.chmod(big, 0o600)
    assert read_private_file(big, MAX_FILE_BYTES) is None
    assert read_private_file(tmp_path, MAX_FILE_BYTES) is None


@pytest.mark.parametrize("text", ["", "[]", "{", '{"games": []}', '{"games": {"g": "short"}}', "\udcff"])
def test_a_damaged_token_file_means_a_new_token(tmp_path, text):
    path = tmp_path / "share-tokens.json"
    path.write_text(text, errors="surrogateescape")
    os.chmod(path, 0o600)
    assert len(TokenStore(path).token_for("g")) >= 22


def test_a_token_file_that_gives_a_key_twice_is_damaged(tmp_path):
    """A key given twice is damage, never "the last wins": a new token.

    See engine/safe_files.loads_json.
    """
    path = tmp_path / "share-tokens.json"
    old = "A" * 32
    path.write_text('{"games": {}, "games": {"g": "' + old + '"}}')
    os.chmod(path, 0o600)
    token = TokenStore(path).token_for("g")
    assert len(token) >= 22 and token != old


def test_restarting_sharing_keeps_the_address_so_phones_reconnect_and_new_link_revokes_it(qtbot, qasync_loop, tmp_path):
    session = new_session(tmp_path)
    server = start_server(qtbot, session)
    token = server.token
    phone = Phone(server, phone="token-phone-1")
    run(qtbot, phone.connect())
    # The app quits
    run(qtbot, server.stop(CLOSE_GOING_AWAY))
    qtbot.waitUntil(lambda: phone.closed is not None, timeout=3000)
    assert phone.closed == CLOSE_GOING_AWAY
    run(qtbot, phone.http.close())
    # The next start of the app: same game, same token
    again = ShareServer(session)
    run(qtbot, again.start(0, ("127.0.0.1",)))
    assert again.token == token
    phone = Phone(again, phone="token-phone-1")
    run(qtbot, phone.connect(token=token))
    qtbot.waitUntil(lambda: phone.last("state") is not None, timeout=3000)
    url = run(qtbot, again.new_link())
    assert again.token != token and url.endswith("#" + again.token)
    qtbot.waitUntil(lambda: phone.closed is not None, timeout=3000)
    assert phone.closed == CLOSE_REVOKED
    run(qtbot, phone.http.close())
    status, _, _ = run(qtbot, http_get(base_url(again) + "/api/state", {"Authorization": f"Bearer {token}"}))
    assert status == 403
    status, _, _ = run(qtbot, http_get(base_url(again) + "/api/state", {"Authorization": f"Bearer {again.token}"}))
    assert status == 200
    fresh = again.token
    run(qtbot, again.stop())
    # Kept for the next start
    assert TokenStore().token_for(str(session.path)) == fresh
    session.close()


def test_a_new_game_while_sharing_keeps_the_running_token(qtbot, qasync_loop, tmp_path):
    session = new_session(tmp_path)
    server = start_server(qtbot, session)
    token, first = server.token, session.path
    session.new_game()
    assert session.path != first
    assert TokenStore().token_for(str(session.path)) == token
    run(qtbot, server.stop())
    session.close()


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX permissions")
def test_the_real_settings_file_is_owner_only(qtbot, qasync_loop, tmp_path):
    session = new_session(tmp_path)
    server = start_server(qtbot, session)
    path = server.tokens.path
    assert path.name == "share-tokens.json" and stat.S_IMODE(path.stat().st_mode) == 0o600
    run(qtbot, server.stop())
    session.close()
