"""Game → "Share with phones…".

Off until started, the code and address, phones, seats, the life switch.
"""

from __future__ import annotations

import asyncio
import socket
from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from archenemy.desktop.session import Session
from archenemy.desktop.share import dialog as dialog_module
from archenemy.desktop.share.dialog import ShareDialog, qr_pixmap
from archenemy.desktop.share.server import ShareServer

from support.share import LOOPBACK, Phone, new_session, run
from support.windows import hide_windows_opened_by


@contextmanager
def _default_port_busy(monkeypatch) -> Iterator[int]:
    """Hold the usual share port while the block runs, as another program would.

    Yields the port.  It stands in as a port the system chose free and this block holds: 8765
    itself is shared with the other test workers, which may free it between a failed hold
    and the dialog's start (the dialog then got it, and the test failed).
    """
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        probe.listen()
        held = probe.getsockname()[1]
        monkeypatch.setattr(dialog_module, "DEFAULT_PORT", held)
        yield held


def _shown_dialog(qtbot, session: Session, hosts: tuple[str, ...] = LOOPBACK) -> tuple[ShareServer, ShareDialog]:
    """A server for ``session``'s game and its Share dialog, shown.

    The server is not started; the dialog offers ``hosts``.
    """
    server = ShareServer(session)
    dialog = ShareDialog(server, hosts=hosts)
    qtbot.addWidget(dialog)
    dialog.show()
    return server, dialog


def test_the_qr_code_is_a_square_within_its_size(qapp):
    pixmap = qr_pixmap("http://127.0.0.1:8765/#" + "x" * 22, 300)
    assert not pixmap.isNull() and pixmap.width() == pixmap.height() <= 300


def test_the_dialog_starts_and_stops_sharing_and_shows_phones_and_seats(qtbot, qasync_loop, tmp_path, monkeypatch):
    session = new_session(tmp_path)
    server, dialog = _shown_dialog(qtbot, session)
    assert not server.running and dialog.address.text() == "" and dialog.qr.isHidden()
    # The default port busy: the dialog takes any free port
    with _default_port_busy(monkeypatch) as busy:
        qtbot.mouseClick(dialog.toggle, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: server.running and not dialog.busy, timeout=20000)
        assert server.port != busy
    assert dialog.address.text() == server.url and not dialog.qr.isHidden()
    assert dialog.toggle.text() == "Stop sharing"
    phone = Phone(server, phone="dialog-phone")
    run(qtbot, phone.connect())
    qtbot.waitUntil(lambda: dialog.phones.text().startswith("1 "), timeout=3000)
    hero = session.state.players[1].name
    run(qtbot, phone.send({"type": "claim", "player": hero}))
    qtbot.waitUntil(lambda: dialog.findChild(QPushButton, f"release:{hero}") is not None, timeout=3000)
    assert not server.clients.allow_life
    dialog.allow_life.setChecked(True)
    assert server.clients.allow_life
    qtbot.waitUntil(lambda: phone.last("you") is not None and phone.last("you")["may_change_life"], timeout=3000)
    qtbot.mouseClick(dialog.findChild(QPushButton, f"release:{hero}"), Qt.MouseButton.LeftButton)
    assert server.clients.claims == {}
    qtbot.waitUntil(lambda: phone.last("you")["player"] is None, timeout=3000)
    qtbot.mouseClick(dialog.toggle, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not server.running and not dialog.busy, timeout=5000)
    qtbot.waitUntil(lambda: phone.closed is not None, timeout=3000)
    assert dialog.toggle.text() == "Start sharing" and dialog.address.text() == ""
    # The laptop's choice outlives the sharing: still on after stopping
    assert server.clients.allow_life and dialog.allow_life.isChecked()
    run(qtbot, phone.http.close())
    session.close()


def test_the_life_switch_ticked_before_sharing_starts_stays_on_and_reaches_the_phones(qtbot, qasync_loop, tmp_path):
    session = new_session(tmp_path)
    server, dialog = _shown_dialog(qtbot, session)
    dialog.allow_life.setChecked(True)
    for _ in range(2):
        qtbot.mouseClick(dialog.toggle, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: server.running and not dialog.busy, timeout=20000)
        assert server.clients.allow_life and dialog.allow_life.isChecked(), "ticked before Start sharing"
        phone = Phone(server, phone="switch-phone")
        run(qtbot, phone.connect())
        run(qtbot, phone.send({"type": "claim", "player": session.state.players[1].name}))
        qtbot.waitUntil(lambda phone=phone: (phone.last("you") or {}).get("player") is not None, timeout=3000)
        assert phone.last("you")["may_change_life"]
        qtbot.mouseClick(dialog.toggle, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not server.running and not dialog.busy, timeout=5000)
        assert dialog.allow_life.isChecked(), "Stop sharing keeps the switch"
        run(qtbot, phone.http.close())
    session.close()


def test_a_press_while_sharing_stops_is_never_dropped_silently(qtbot, qasync_loop, tmp_path, monkeypatch):
    session = new_session(tmp_path)
    server, dialog = _shown_dialog(qtbot, session)
    qtbot.mouseClick(dialog.toggle, Qt.MouseButton.LeftButton)
    # Under way: the buttons wait for the start to end
    assert dialog.busy and not dialog.toggle.isEnabled() and not dialog.new_link.isEnabled()
    qtbot.waitUntil(lambda: not dialog.busy, timeout=20000)
    assert server.running and dialog.toggle.isEnabled() and dialog.toggle.text() == "Stop sharing"
    # A stop that takes its time closing the phones
    closing = asyncio.Event()
    close_all = server.clients.close_all

    async def slow_close_all(code: int) -> None:
        await closing.wait()
        await close_all(code)

    monkeypatch.setattr(server.clients, "close_all", slow_close_all)
    qtbot.mouseClick(dialog.toggle, Qt.MouseButton.LeftButton)
    # The server says it stopped as soon as the stop begins
    qtbot.waitUntil(lambda: not server.running, timeout=5000)
    assert dialog.busy and dialog.toggle.text() == "Start sharing"
    assert not dialog.toggle.isEnabled(), "a press now would be dropped: the button must not take it"
    closing.set()
    qtbot.waitUntil(lambda: not dialog.busy, timeout=5000)
    assert dialog.toggle.isEnabled() and dialog.toggle.text() == "Start sharing"
    qtbot.mouseClick(dialog.toggle, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: server.running and not dialog.busy, timeout=20000)
    run(qtbot, server.stop())
    session.close()


def test_the_menus_dialog_is_one_per_window_and_reuses_the_server_of_share(qtbot, tmp_path):
    from archenemy.desktop.share.dialog import open_share_dialog
    from archenemy.desktop.table.window import MainWindow

    session = new_session(tmp_path)
    window = MainWindow(session, "en")
    qtbot.addWidget(window, before_close_func=hide_windows_opened_by)
    # As `archenemy --share` makes it
    server = ShareServer(session, window)
    dialog = open_share_dialog(window, session)
    assert dialog.server is server and dialog.isVisible()
    assert open_share_dialog(window, session) is dialog
    # Opening the dialog starts nothing
    assert not server.running
    session.close()


def test_the_game_menu_opens_the_dialog_and_the_log_says_whose_phone(qtbot, tmp_path):
    from archenemy.desktop.share.dialog import ShareDialog
    from archenemy.desktop.table.window import MainWindow
    from archenemy.engine.actions import ChangeLife

    session = new_session(tmp_path)
    window = MainWindow(session, "en")
    qtbot.addWidget(window, before_close_func=hide_windows_opened_by)
    assert window.menus.share_action.text() == "S&hare with phones…"
    window.menus.share_action.trigger()
    dialog = window.findChild(ShareDialog)
    assert dialog is not None and dialog.isVisible() and not dialog.server.running
    hero, other = session.state.players[1].name, session.state.players[2].name
    window.show()
    # The log panel follows the game only while shown
    window.log_dock.show()
    session.perform(ChangeLife(hero, -1), origin=hero)
    session.perform(ChangeLife(other, -1))
    qtbot.waitUntil(lambda: len(window.log.lines()) >= 2, timeout=3000)
    # Newest first
    lines = window.log.lines()
    assert lines[1].endswith(f"(from {hero}'s phone)"), lines
    assert "phone" not in lines[0]
    session.close()


def test_the_address_list_offers_every_address_and_the_qr_code_follows_the_choice(qtbot, qasync_loop, tmp_path):
    session = new_session(tmp_path)
    server, dialog = _shown_dialog(qtbot, session, ("127.0.0.1", "127.0.0.2"))
    assert dialog.host_choice.isHidden() and dialog.new_link.isHidden()
    dialog.toggle_sharing()
    qtbot.waitUntil(lambda: server.running and not dialog.busy, timeout=20000)
    assert [dialog.host_choice.itemText(i) for i in range(dialog.host_choice.count())] == ["127.0.0.1", "127.0.0.2"]
    before = dialog.qr.pixmap().toImage()
    dialog.host_choice.setCurrentIndex(1)
    assert server.url.startswith("http://127.0.0.2:") and dialog.address.text() == server.url
    # The code names the chosen address
    assert dialog.qr.pixmap().toImage() != before
    run(qtbot, server.stop())
    session.close()


def test_new_link_revokes_the_address_phones_have(qtbot, qasync_loop, tmp_path):
    session = new_session(tmp_path)
    server, dialog = _shown_dialog(qtbot, session)
    dialog.toggle_sharing()
    qtbot.waitUntil(lambda: server.running and not dialog.busy, timeout=20000)
    old = dialog.address.text()
    phone = Phone(server, phone="revoked-phone")
    run(qtbot, phone.connect())
    qtbot.mouseClick(dialog.new_link, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.address.text() != old, timeout=3000)
    assert dialog.address.text() == server.url and old.split("#")[1] != server.token
    qtbot.waitUntil(lambda: phone.closed is not None, timeout=3000)
    run(qtbot, phone.http.close())
    run(qtbot, server.stop())
    session.close()


def test_the_dialog_fits_a_1366_by_768_screen_and_the_code_never_covers_the_address(qtbot, qasync_loop, tmp_path):
    from archenemy.engine.setup import default_setup

    session = Session(tmp_path / "games")
    session.new_game(default_setup(session.catalogue, "Villain", ("Ana", "Ben", "Cid", "Dee", "Eve")))
    server, dialog = _shown_dialog(qtbot, session)
    dialog.toggle_sharing()
    qtbot.waitUntil(lambda: server.running and not dialog.busy, timeout=20000)
    server.clients.claims.update({name: f"phone-{name}-0001" for name in ("Ana", "Ben", "Cid", "Dee", "Eve")})
    server.claims_changed.emit()
    qtbot.waitUntil(lambda: dialog.findChild(QPushButton, "release:Eve") is not None)
    dialog.adjustSize()
    qtbot.wait(50)
    # A panel and a title bar on a 1366×768 screen
    assert dialog.minimumSizeHint().height() <= 768 - 80
    assert dialog.minimumSizeHint().width() <= 1366
    qr = dialog.qr.geometry()
    for widget in (dialog.address, dialog.host_choice, dialog.phones, dialog.toggle):
        rect = widget.geometry().translated(widget.parentWidget().mapTo(dialog, widget.parentWidget().rect().topLeft()))
        assert not qr.intersects(rect), widget.objectName()
    run(qtbot, server.stop())
    session.close()


def test_a_share_that_could_not_start_says_why_in_the_window_and_the_dialog(qtbot, qasync_loop, tmp_path):
    import io

    from archenemy.desktop.share.dialog import open_share_dialog
    from archenemy.desktop.share.startup import start_sharing
    from archenemy.desktop.table.window import MainWindow

    session = new_session(tmp_path)
    window = MainWindow(session, "en")
    qtbot.addWidget(window, before_close_func=hide_windows_opened_by)
    with socket.create_server(("127.0.0.1", 0)) as busy:
        port = busy.getsockname()[1]
        import archenemy.desktop.share.server as server_module

        original = server_module.lan_addresses
        server_module.lan_addresses = lambda: []
        try:
            server = start_sharing(session, port, window, io.StringIO(), io.StringIO(), problem=window.show_problem)
            qtbot.waitUntil(lambda: server.startup.done(), timeout=5000)
        finally:
            server_module.lan_addresses = original
    said = window.status.text()
    assert f"Sharing could not start on port {port}" in said
    # The app's words and a way forward, not Python's "(while attempting to bind on address …)"
    assert "uses that port" in said and "Share with phones… takes a free port" in said and "attempting" not in said
    dialog = open_share_dialog(window, session)
    assert f"port {port}" in dialog.problem.text() and not server.running
    assert "attempting" not in dialog.problem.text()
    session.close()


def test_a_busy_usual_port_is_said_plainly_with_the_port_taken_instead(qtbot, qasync_loop, tmp_path, monkeypatch):
    session = new_session(tmp_path)
    server, dialog = _shown_dialog(qtbot, session)
    with _default_port_busy(monkeypatch) as busy:
        qtbot.mouseClick(dialog.toggle, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: server.running and not dialog.busy, timeout=20000)
        # A phone's update while it starts repaints the dialog: still the plain line
        dialog.refresh()
    said = dialog.problem.text()
    assert f"Port {busy} is in use by another program" in said
    assert f"sharing on port {server.port} instead" in said and "attempting" not in said
    run(qtbot, server.stop())
    session.close()


def test_sharing_that_cannot_start_says_why_plainly_and_to_try_again(qtbot, qasync_loop, tmp_path):
    session = new_session(tmp_path)
    # TEST-NET-1: never an address of this machine
    server, dialog = _shown_dialog(qtbot, session, hosts=("192.0.2.254",))
    qtbot.mouseClick(dialog.toggle, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.starting is not None and dialog.starting.done(), timeout=5000)
    said = dialog.problem.text()
    assert not server.running
    assert said.startswith("Sharing could not start. None of this computer's network addresses can be used")
    assert said.endswith("Press Start sharing to try again.") and "attempting" not in said
    session.close()
