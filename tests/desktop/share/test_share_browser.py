"""The phone page in a real browser.

Debian's headless Chromium driven by Selenium, on 127.0.0.1 only.

The server runs on the test's qasync loop, so every Selenium call (which
blocks) runs in a worker thread while the test waits with qtbot: the loop keeps
serving the page meanwhile.  Skips, saying why, where Chromium or its driver
is not installed (.ci/run installs Debian's ``chromium`` and ``chromium-driver``).

``SHARE_SCREENSHOTS=DIR`` also saves the screenshots of the README there
(``share-phone.png``, ``share-phone-es.png``, ``share-dialog.png``).
"""

from __future__ import annotations

import os
import random
from pathlib import Path
from typing import Any

import pytest
from msgspec.structs import replace
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from archenemy.desktop.i18n import install_language
from archenemy.desktop.session import Session
from archenemy.desktop.share.dialog import ShareDialog
from archenemy.desktop.share.live import CLOSE_GOING_AWAY
from archenemy.desktop.share.protocol import page_words
from archenemy.desktop.share.server import ShareServer
from archenemy.desktop.table.dialogs.new_game import SEAT_COLOURS
from archenemy.desktop.table.window import MainWindow
from archenemy.desktop.texts import Words
from archenemy.engine.actions import ChangeLife, Concede, NextStep
from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.setup import default_setup

from support.browser import blocking, browser, missing
from support.browser import wait_page as wait_for
from support.paths import REPO
from support.share import LOOPBACK, run

HOSTILE = "<img src=x onerror=alert(1)>"

if why := missing():
    pytest.skip(f"{why}; .ci/run installs them as root", allow_module_level=True)

from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import Select  # noqa: E402


def page_text(driver: Any, selector: str) -> str:
    """The text of the first element matching the CSS ``selector``.

    "" when there is none.
    """
    found = driver.find_elements(By.CSS_SELECTOR, selector)
    return found[0].text if found else ""


def wait_page(qtbot, driver: Any, condition, timeout: int = 15000) -> None:
    """Wait until ``condition(driver)`` is true, or say what the page showed."""
    try:
        wait_for(qtbot, driver, condition, timeout)
    except Exception as exc:
        shown = blocking(qtbot, lambda: (driver.current_url, page_text(driver, "#status"), page_text(driver, "#turn")))
        raise AssertionError(f"the page did not get there; it shows {shown}") from exc


def dimmed(driver: Any) -> bool:
    """Whether the page shows its players dimmed (out of date, stopped or refused)."""
    opacity = driver.execute_script("return getComputedStyle(document.getElementById('players')).opacity")
    return float(opacity) < 0.6


def _has_alert(driver: Any) -> bool:
    try:
        driver.switch_to.alert  # noqa: B018 (raises when there is none)
    except Exception:
        return False
    return True


def life_on_page(driver: Any, player: str) -> str:
    """The life number the page shows for ``player``."""
    for box in driver.find_elements(By.CSS_SELECTOR, ".player"):
        if box.get_attribute("data-player") == player:
            return box.find_element(By.CSS_SELECTOR, ".life").text
    return ""


HOSTILE_NAMES = ("Nicol <b>Bolas</b>", ("Ana", HOSTILE, "Ben"))
PLAIN_NAMES = ("Nicol Bolas", ("Ana", "Chandra", "Ben"))


@pytest.fixture(params=[HOSTILE_NAMES])
def table(request, qtbot, qasync_loop, tmp_path):
    """A window on a game and its stopped share server.

    Names from the parameter: by default they carry HTML.

    Hosts: 127.0.0.1 only.
    """
    catalogue = load_catalogue()
    archenemy, heroes = request.param
    setup = default_setup(catalogue, archenemy, heroes)
    setup = replace(setup, players=tuple(replace(p, colour=SEAT_COLOURS[i][0]) for i, p in enumerate(setup.players)))
    session = Session(tmp_path / "games")
    session.new_game(setup, rng=random.Random(4))
    for _ in range(3):
        # The first scheme set in motion
        session.perform(NextStep())
    # The window's language, with its plural forms ("1 phone connected")
    install_language("en")
    window = MainWindow(session, "en")
    qtbot.addWidget(window)
    window.show()
    server = ShareServer(session, window)
    yield window, session, server
    run(qtbot, server.stop())
    session.close()


def _shots() -> Path | None:
    folder = os.environ.get("SHARE_SCREENSHOTS")
    return Path(folder) if folder else None


@pytest.mark.parametrize("table", [PLAIN_NAMES], indirect=True)
def test_the_page_follows_the_window_takes_part_and_says_when_sharing_stops(qtbot, table):
    window, session, server = table
    dialog = ShareDialog(server, window, hosts=LOOPBACK)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.mouseClick(dialog.toggle, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: server.running and not dialog.busy, timeout=10000)
    assert dialog.address.text() == server.url and server.url.startswith("http://127.0.0.1:")
    assert dialog.qr.pixmap() is not None and not dialog.qr.pixmap().isNull()
    driver = blocking(qtbot, browser, "en-US")
    try:
        blocking(qtbot, driver.get, server.url)
        wait_page(qtbot, driver, lambda d: life_on_page(d, "Ana") == "20")
        qtbot.waitUntil(lambda: dialog.phones.text().startswith("1 "), timeout=10000)
        # A change in the window reaches the page.
        panel = window.panels["Ana"]
        qtbot.mouseClick(panel.minus, Qt.MouseButton.LeftButton)
        qtbot.mouseClick(panel.minus, Qt.MouseButton.LeftButton)
        wait_page(qtbot, driver, lambda d: life_on_page(d, "Ana") == "18")
        # "I am Ana", then the laptop lets players change their own life.
        blocking(qtbot, lambda: Select(driver.find_element(By.ID, "seat")).select_by_value("Ana"))
        qtbot.waitUntil(lambda: server.clients.claims.get("Ana") is not None, timeout=10000)
        qtbot.waitUntil(lambda: dialog.findChild(QPushButton, "release:Ana") is not None, timeout=10000)
        dialog.allow_life.setChecked(True)
        wait_page(qtbot, driver, lambda d: d.find_elements(By.CSS_SELECTOR, ".mine button[data-delta='-1']"))
        blocking(qtbot, lambda: driver.find_element(By.CSS_SELECTOR, ".mine button[data-delta='-1']").click())
        qtbot.waitUntil(lambda: session.state.player("Ana").life == 17, timeout=10000)
        assert session.origin_of(session.game.events[-1]) == "Ana"
        wait_page(qtbot, driver, lambda d: life_on_page(d, "Ana") == "17")
        # Ana concedes: her page offers no change any more (800.4a), then the concession is undone.
        session.perform(Concede("Ana"))
        wait_page(qtbot, driver, lambda d: not d.find_elements(By.CSS_SELECTOR, ".mine button[data-delta]"))
        session.undo()
        wait_page(qtbot, driver, lambda d: d.find_elements(By.CSS_SELECTOR, ".mine button[data-delta='-1']"))
        shots = _shots()
        if shots is not None:
            shots.mkdir(parents=True, exist_ok=True)
            blocking(qtbot, driver.save_screenshot, str(shots / "share-phone.png"))
            spanish = blocking(qtbot, browser, "es-ES")
            try:
                blocking(qtbot, spanish.get, server.url)
                wait_page(qtbot, spanish, lambda d: life_on_page(d, "Ana") == "17")
                blocking(qtbot, spanish.save_screenshot, str(shots / "share-phone-es.png"))
            finally:
                blocking(qtbot, spanish.quit)
            # The dialog's new size is laid out
            qtbot.wait(300)
            dialog.grab().save(str(shots / "share-dialog.png"))
        # Sharing stopped: the page says so.
        qtbot.mouseClick(dialog.toggle, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not server.running, timeout=10000)
        stopped = page_words(Words.of("en"))["stopped"]
        wait_page(qtbot, driver, lambda d: page_text(d, "#status") == stopped)
    finally:
        blocking(qtbot, driver.quit)


def test_the_page_speaks_the_phones_language_reconnects_after_a_restart_and_refuses_a_revoked_address(qtbot, table):
    window, session, server = table
    run(qtbot, server.start(0, LOOPBACK))
    old_url, port = server.url, server.port
    driver = blocking(qtbot, browser, "es-ES")
    try:
        blocking(qtbot, driver.get, server.url)
        spanish = page_words(Words.of("es"))
        wait_page(qtbot, driver, lambda d: page_text(d, "#seat-label") == spanish["i_am"])
        wait_page(qtbot, driver, lambda d: life_on_page(d, "Ana") == "20")
        # Names are text, never HTML.
        assert blocking(qtbot, lambda: driver.find_elements(By.CSS_SELECTOR, "#players img, #players b")) == []
        assert blocking(qtbot, lambda: driver.switch_to.alert if _has_alert(driver) else None) is None
        names = blocking(qtbot, lambda: [e.text for e in driver.find_elements(By.CSS_SELECTOR, ".player .name")])
        assert HOSTILE in names and "Nicol <b>Bolas</b>" in names
        # A dropped connection (a phone waking up, a restarted router): the page reconnects by itself.
        run(qtbot, server.clients.close_all(code=1012))
        qtbot.waitUntil(lambda: len(server.clients) == 0, timeout=10000)
        qtbot.waitUntil(lambda: len(server.clients) == 1, timeout=15000)
        session.perform(ChangeLife("Ana", -4))
        wait_page(qtbot, driver, lambda d: life_on_page(d, "Ana") == "16" and page_text(d, "#status") == "")
        # The app quits (1001, going away): the page keeps trying, what it shows dimmed under its banner; at the
        # next start (the same game, so the same address) it is back by itself.
        run(qtbot, server.stop(CLOSE_GOING_AWAY))
        wait_page(qtbot, driver, lambda d: page_text(d, "#status") == spanish["stale"] and dimmed(d))
        run(qtbot, server.start(port, LOOPBACK))
        assert server.url == old_url
        wait_page(qtbot, driver, lambda d: page_text(d, "#status") == "" and not dimmed(d), timeout=20000)
        # Sharing stopped on the laptop: the page says so, the last totals dimmed.
        run(qtbot, server.stop())
        wait_page(qtbot, driver, lambda d: page_text(d, "#status") == spanish["stopped"] and dimmed(d))
        # New link: the old address is refused and the page says so.
        run(qtbot, server.start(port, LOOPBACK))
        run(qtbot, server.new_link())
        assert server.url != old_url
        blocking(qtbot, driver.refresh)
        wait_page(qtbot, driver, lambda d: page_text(d, "#status") == spanish["refused"])
        assert server.refused >= 1
    finally:
        blocking(qtbot, driver.quit)


@pytest.mark.parametrize(("table", "language"), [(PLAIN_NAMES, "en-US"), (PLAIN_NAMES, "es-ES")], indirect=["table"])
def test_the_page_shows_the_cached_card_image_beside_its_text(qtbot, table, tmp_path, language):
    """Card images on.

    The page shows the laptop's cached image of the scheme, its text kept.
    """
    from archenemy.desktop.card_images.cache import ImageCache
    from archenemy.desktop.card_images.provider import CardImageProvider
    from archenemy.desktop.card_images.scryfall import ScryfallClient
    from archenemy.engine.game import shown_scheme

    from support.scryfall_fake import FakeScryfall

    window, session, server = table
    cache = ImageCache(tmp_path / "card-images")
    shots = _shots()
    fake = FakeScryfall().start()
    provider = CardImageProvider("on_demand", cache=cache, client=ScryfallClient(fake.url))
    try:
        shown, _last = shown_scheme(session.state, session.game.last_set_in_motion)
        assert shown is not None
        if shots is not None:
            # The README's picture: a sample card (tools/sample_card_images.py), never Scryfall's
            import sys

            sys.path.insert(0, str(REPO / "tools"))
            from sample_card_images import fill_cache

            fill_cache(cache)
        else:
            report = run(qtbot, provider.download([provider.target(shown.scheme_id, language[:2])]), timeout=10000)
            assert report.cached == 1
        server.set_images(provider)
        run(qtbot, server.start(0, LOOPBACK))
        driver = blocking(qtbot, browser, language)
        try:
            blocking(qtbot, driver.get, server.url)

            def image_shown(d: Any) -> bool:
                return bool(
                    d.execute_script(
                        "var i = document.getElementById('scheme-image');"
                        "return !i.hidden && i.complete && i.naturalWidth > 0 && i.src.indexOf('blob:') === 0;"
                    )
                )

            wait_page(qtbot, driver, image_shown)
            assert blocking(qtbot, lambda: driver.find_element(By.ID, "scheme-text").is_displayed())
            name = load_catalogue(language[:2])[shown.scheme_id].name
            assert blocking(qtbot, lambda: page_text(driver, "#scheme-name")) == name
            # The rules text stays
            assert len(blocking(qtbot, lambda: page_text(driver, "#scheme-text"))) > 40
            box = blocking(qtbot, lambda: driver.find_element(By.ID, "scheme-image").rect)
            # The whole card, beside the text
            assert 0 < box["width"] < 412 * 0.5 and box["height"] > box["width"]
            if shots is not None:
                shots.mkdir(parents=True, exist_ok=True)
                suffix = "" if language.startswith("en") else "-es"
                blocking(qtbot, driver.save_screenshot, str(shots / f"share-phone-images{suffix}.png"))
        finally:
            blocking(qtbot, driver.quit)
    finally:
        run(qtbot, provider.aclose())
        fake.stop()


def test_the_page_shows_a_game_nights_standings_at_the_end(qtbot, qasync_loop, tmp_path):
    """The night's standings on the phone too, in the phone's language.

    Under the laptop's keys.
    """
    from archenemy.engine.header_notes import NightRef, with_notes
    from archenemy.engine.setup import deal

    catalogue = load_catalogue()
    setup = default_setup(catalogue, "Ana", ("Ben", "Cat"))
    session = Session(tmp_path / "games")
    session.new_game(with_notes(deal(setup, catalogue, random.Random(4)), night=NightRef("n1", 1)))
    session.perform(Concede("Ana"))
    install_language("en")
    window = MainWindow(session, "en")
    qtbot.addWidget(window)
    window.show()
    server = ShareServer(session, window)
    try:
        run(qtbot, server.start(0, LOOPBACK))
        for language, title, line in (
            ("en-US", "Standings of the night · games played: 1", "1. Ben: won 1 (0 as archenemy, 1 as hero)"),
            (
                "es-ES",
                "Clasificación de la noche · partidas jugadas: 1",
                "3. Ana: ganó 0 (0 como archienemigo, 0 como héroe)",
            ),
        ):
            driver = blocking(qtbot, browser, language)
            try:
                blocking(qtbot, driver.get, server.url)
                wait_page(qtbot, driver, lambda d, t=title: page_text(d, "#standings-title") == t)
                lines = blocking(
                    qtbot, lambda d=driver: [li.text for li in d.find_elements(By.CSS_SELECTOR, "#standings li")]
                )
                assert line in lines and len(lines) == 3, lines
                keys = blocking(qtbot, lambda d=driver: page_text(d, "#outcome-keys"))
                # The actions, without the laptop's keys (a phone has no keyboard)
                assert keys and "F5" not in keys, keys
                shots = _shots()
                if shots is not None and language == "en-US":
                    shots.mkdir(parents=True, exist_ok=True)
                    blocking(qtbot, driver.save_screenshot, str(shots / "share-phone-night.png"))
            finally:
                blocking(qtbot, driver.quit)
    finally:
        run(qtbot, server.stop())
        session.close()


# ----- what a screen reader reads on the phone ------------------------------------------------------


def accessibility_tree(driver: Any) -> list[dict[str, Any]]:
    """The page's accessibility tree as Chromium computes it for a screen reader.

    The page's accessibility tree as Chromium computes it for a screen reader
    (DevTools' Accessibility domain): each node not ignored, with its ``role``,
    ``name``, ``text`` (the words read inside it) and ``live`` (the politeness
    of the live region it is in, ``""`` none).
    """
    driver.execute_cdp_cmd("Accessibility.enable", {})
    raw = driver.execute_cdp_cmd("Accessibility.getFullAXTree", {})["nodes"]
    by_id = {node["nodeId"]: node for node in raw}

    def value(node: dict[str, Any], key: str) -> str:
        return str(node.get(key, {}).get("value", "") or "")

    def prop(node: dict[str, Any], name: str) -> str:
        return next((str(p["value"].get("value", "")) for p in node.get("properties", []) if p["name"] == name), "")

    def words(node: dict[str, Any]) -> str:
        if value(node, "role") in ("StaticText", "InlineTextBox"):
            return value(node, "name")
        return " ".join(words(by_id[child]) for child in node.get("childIds", []) if child in by_id)

    def walk(node: dict[str, Any], live: str, out: list[dict[str, Any]]) -> None:
        live = prop(node, "live") or live
        if not node.get("ignored"):
            out.append({"role": value(node, "role"), "name": value(node, "name"), "text": words(node), "live": live})
        for child in node.get("childIds", []):
            if child in by_id:
                walk(by_id[child], live, out)

    roots = [node for node in raw if not node.get("parentId")]
    found: list[dict[str, Any]] = []
    for root in roots:
        walk(root, "", found)
    return found


def _walked_game(session: Session) -> None:
    """My Forces Are Innumerable set in motion first, Know Evil next, Ana at 17.

    A fixed deck order.
    """
    from archenemy.engine.setup import GameSetup, GameStart, PlayerSetup
    from archenemy.engine.variants import Variant

    deck = ("my-forces-are-innumerable", *("know-evil",) * 19)
    players = (PlayerSetup("Nicol Bolas", deck), *(PlayerSetup(name) for name in ("Ana", "Chandra", "Ben")))
    session.new_game(GameStart(GameSetup(Variant.ARCHENEMY, players), (("Nicol Bolas", deck),), "Nicol Bolas"))
    session.perform(ChangeLife("Ana", -3))


def _next_until(session: Session, until) -> None:
    for _ in range(80):
        if until(session.state):
            return
        assert session.perform(NextStep()), session.state.prompts
    raise AssertionError("never got there")


@pytest.mark.parametrize("language", ["en-US", "es-ES"])
def test_a_screen_reader_on_the_phone_reads_the_totals_the_question_with_no_keys_the_reminder_and_the_winner(
    qtbot, qasync_loop, tmp_path, language
):
    """The phone page in Chromium's accessibility tree.

    Each total with whose it is and the word "life", the question as a heading
    in a live region, each answer with its key (one not available saying so),
    the step's reminder in a live region, the winner in an assertive one.
    """
    from archenemy.engine.actions import Answer
    from archenemy.engine.model import Step

    lang = language[:2]
    words = page_words(Words.of(lang))
    session = Session(tmp_path / "games")
    _walked_game(session)
    install_language("en")
    window = MainWindow(session, "en")
    qtbot.addWidget(window)
    server = ShareServer(session, window)
    run(qtbot, server.start(0, LOOPBACK))
    driver = blocking(qtbot, browser, language)
    try:
        blocking(qtbot, driver.get, server.url)
        wait_page(qtbot, driver, lambda d: life_on_page(d, "Ana") == "17")

        def tree_when(condition) -> list[dict[str, Any]]:
            wait_page(qtbot, driver, lambda d: condition(accessibility_tree(d)))
            return blocking(qtbot, accessibility_tree, driver)

        life = words["life_of"]
        totals = [life.replace("%1", name).replace("%2", str(n)) for name, n in (("Ana", 17), ("Ben", 20))]
        # The step's reminder (My Forces: the archenemy's end step).
        _next_until(session, lambda s: s.active == "Nicol Bolas" and s.step is Step.END)
        reminder = "Horror"
        tree = tree_when(lambda t: any(reminder in n["text"] for n in t))
        assert any(reminder in n["text"] and n["live"] == "polite" for n in tree), tree
        for total in totals:
            assert any(n["role"] == "group" and n["name"] == total for n in tree), (total, tree)
        # Know Evil's second target: Ana chosen first, kept in her place, not available.
        _next_until(session, lambda s: bool(s.prompts))
        # The heroes sacrifice nothing
        session.perform(Answer(session.state.prompts[0].id, False))
        _next_until(session, lambda s: bool(s.prompts))
        session.perform(Answer(session.state.prompts[0].id, "Ana"))
        heading = session.state.prompts[0]
        from archenemy.desktop.table_view import table_view

        question = table_view(session.state, session.game.last_set_in_motion, load_catalogue(lang), Words.of(lang))
        assert question.question is not None and question.question.prompt_id == heading.id
        wanted = question.question.heading
        tree = tree_when(lambda t: any(n["role"] == "heading" and n["name"] == wanted for n in t))
        assert any(n["role"] == "heading" and n["name"] == wanted and n["live"] for n in tree), tree
        items = [n["text"] for n in tree if n["role"] == "listitem"]
        for answer in question.question.answers:
            # The phone has no keyboard: no laptop key beside the answer
            match = [" ".join(t.split()) for t in items if t.startswith(answer.label)]
            assert match, (answer.label, items)
            assert f"{words['key']} {answer.key}" not in match[0] and f"[{answer.key}]" not in match[0], match
            assert (words["not_available"] in match[0]) is not answer.offered, (answer, match)
        # The winner, announced at once.
        session.perform(ChangeLife("Nicol Bolas", -40))
        won = {"en": "The heroes win!", "es": "¡Ganan los héroes!"}[lang]
        tree = tree_when(lambda t: any(won in n["text"] for n in t))
        assert any(won in n["text"] and n["live"] == "assertive" for n in tree), tree
    finally:
        blocking(qtbot, driver.quit)
        run(qtbot, server.stop())
        session.close()
