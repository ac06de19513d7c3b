"""The saved-deck store.

Files under the (isolated) platformdirs data dir, names, atomic writes, import
decoding.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from archenemy.desktop import paths
from archenemy.desktop.deck_builder import files as deck_store
from archenemy.desktop.deck_builder.files import (
    DeckStoreError,
    SavedDeck,
    decks_dir,
    delete_deck,
    list_saved_decks,
    read_deck_file,
    safe_file_stem,
    save_deck,
)
from archenemy.engine import journal as journal_module
from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.decks import format_deck_list, parse_deck_list
from archenemy.engine.errors import ArchenemyError

CATALOGUE = load_catalogue()
BOLAS = format_deck_list(CATALOGUE.precon("archenemy-nicol-bolas").scheme_ids(), CATALOGUE)


def test_decks_dir_is_under_the_isolated_data_dir(isolated_user_dirs):
    assert decks_dir() == paths.data_dir() / "decks"
    assert isolated_user_dirs.data in decks_dir().parents


def test_round_trip(isolated_user_dirs):
    assert list_saved_decks() == []
    saved = save_deck("  Bolas, my way  ", BOLAS)
    assert saved.name == "Bolas, my way"
    assert saved.path.parent == decks_dir() and saved.path.suffix == ".txt"
    raw = saved.path.read_text(encoding="utf-8")
    assert raw == "# Bolas, my way\n" + BOLAS
    assert list_saved_decks() == [SavedDeck("Bolas, my way", saved.path, BOLAS)]
    parsed = parse_deck_list(list_saved_decks()[0].text, CATALOGUE)
    assert parsed.problems == ()
    assert parsed.card_ids() and sorted(parsed.card_ids()) == sorted(
        CATALOGUE.precon("archenemy-nicol-bolas").scheme_ids()
    )
    # No temporary file is left behind by the atomic write.
    assert sorted(p.name for p in decks_dir().iterdir()) == [saved.path.name]


def test_list_is_sorted_by_name_ignoring_case():
    for name in ("beta", "Alpha", "gamma", "ALPHA two"):
        save_deck(name, "1 All in Good Time\n")
    assert [d.name for d in list_saved_decks()] == ["Alpha", "ALPHA two", "beta", "gamma"]


def test_same_name_overwrites_and_other_names_with_the_same_slug_get_a_suffix():
    first = save_deck("My Deck", "1 All in Good Time\n")
    again = save_deck("my deck", "2 All in Good Time\n")
    assert again.path == first.path
    decks = list_saved_decks()
    assert len(decks) == 1 and decks[0].name == "my deck" and decks[0].text == "2 All in Good Time\n"
    # Same slug, different name
    other = save_deck("My deck!", "1 Behold My Grandeur\n")
    assert other.path != first.path and other.path.name == "my-deck-2.txt"
    assert {d.name: d.text for d in list_saved_decks()} == {
        "my deck": "2 All in Good Time\n",
        "My deck!": "1 Behold My Grandeur\n",
    }


@pytest.mark.parametrize(
    "name, slug",
    [("../x", "x"), ("a/b\\c", "a-b-c"), ("Ñandú ¡Épico!", "nandu-epico"), ("火", "deck"), ("con", "con-deck")],
)
def test_file_names_are_safe_slugs(name, slug):
    assert safe_file_stem(name) == slug
    saved = save_deck(name, "1 All in Good Time\n")
    assert saved.path.parent == decks_dir()
    assert saved.path.name == f"{slug}.txt"
    assert saved.name == name


def test_a_dotted_name_stays_inside_the_decks_dir():
    saved = save_deck("..", "1 All in Good Time\n")
    assert saved.path == decks_dir() / "deck.txt"
    assert [d.name for d in list_saved_decks()] == [".."]


@pytest.mark.parametrize("name", ["", "   ", "x" * 61, "two\nlines", "tab\there"])
def test_bad_names_are_refused(name):
    with pytest.raises(DeckStoreError) as info:
        save_deck(name, "1 All in Good Time\n")
    assert isinstance(info.value, ValueError) and not isinstance(info.value, ArchenemyError)
    assert str(info.value)
    assert list_saved_decks() == []


def test_sixty_characters_is_fine_and_messages_say_why():
    assert save_deck("x" * 60, "").name == "x" * 60
    with pytest.raises(DeckStoreError, match="60"):
        save_deck("y" * 61, "")
    with pytest.raises(DeckStoreError, match="name"):
        save_deck(" ", "")


def test_unreadable_and_corrupt_files_are_skipped():
    good = save_deck("Good", "1 All in Good Time\n")
    (decks_dir() / "binary.txt").write_bytes(b"\x00\x01\x02PNG\x00")
    # Neither UTF-8 nor cp1252
    (decks_dir() / "latin.txt").write_bytes(b"\x81\x8d\x8f\x90\x9d")
    (decks_dir() / "folder.txt").mkdir()
    (decks_dir() / "notes.md").write_text("# Not a deck\n", encoding="utf-8")
    (decks_dir() / "hand-made.txt").write_text("2 Behold My Grandeur\n", encoding="utf-8")
    decks = list_saved_decks()
    assert [d.name for d in decks] == ["Good", "hand-made"]
    assert decks[0] == good
    assert decks[1].text == "2 Behold My Grandeur\n"


def test_missing_decks_dir_lists_nothing():
    assert not decks_dir().exists()
    assert list_saved_decks() == []


def test_a_failed_write_leaves_the_old_deck_and_no_temporary_file(monkeypatch):
    saved = save_deck("Keep", "1 All in Good Time\n")

    def broken_replace(src, dst):
        raise OSError(28, "No space left on device")

    # The shared atomic write
    monkeypatch.setattr(journal_module.os, "replace", broken_replace)
    with pytest.raises(DeckStoreError, match="Keep"):
        save_deck("Keep", "2 All in Good Time\n")
    assert saved.path.read_text(encoding="utf-8") == "# Keep\n1 All in Good Time\n"
    assert sorted(p.name for p in decks_dir().iterdir()) == [saved.path.name]


def test_delete_deck():
    a = save_deck("A", "1 All in Good Time\n")
    b = save_deck("B", "1 All in Good Time\n")
    delete_deck(a)
    assert list_saved_decks() == [b]
    # Already gone: nothing happens
    delete_deck(a)
    assert list_saved_decks() == [b]


def test_delete_refuses_a_file_outside_the_store(tmp_path):
    outside = tmp_path / "elsewhere.txt"
    outside.write_text("1 All in Good Time\n", encoding="utf-8")
    with pytest.raises(DeckStoreError):
        delete_deck(SavedDeck("elsewhere", outside, ""))
    assert outside.exists()


def test_read_deck_file_utf8_with_bom(tmp_path):
    path = tmp_path / "deck.txt"
    path.write_bytes("\ufeff1 Todo a su debido tiempo\r\n".encode("utf-8"))
    assert read_deck_file(path) == "1 Todo a su debido tiempo\r\n"


def test_read_deck_file_cp1252_fallback(tmp_path):
    path = tmp_path / "windows.txt"
    path.write_bytes("# Mazo de Ñandú\n2 Contemplad el poder de la destrucción’\n".encode("cp1252"))
    text = read_deck_file(path)
    assert text.startswith("# Mazo de Ñandú\n")
    assert "destrucción’" in text


def test_read_deck_file_refuses_binary_missing_and_folders(tmp_path):
    binary = tmp_path / "picture.png"
    binary.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")
    with pytest.raises(DeckStoreError, match="picture.png"):
        read_deck_file(binary)
    with pytest.raises(DeckStoreError, match="absent.txt"):
        read_deck_file(tmp_path / "absent.txt")
    folder = tmp_path / "folder.txt"
    folder.mkdir()
    with pytest.raises(DeckStoreError, match="folder.txt"):
        read_deck_file(folder)


def test_read_deck_file_refuses_huge_files(tmp_path):
    path = tmp_path / "huge.txt"
    path.write_bytes(b"1 All in Good Time\n" * (deck_store.MAX_FILE_BYTES // 10))
    with pytest.raises(DeckStoreError, match="huge.txt"):
        read_deck_file(path)


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="needs POSIX permissions, not root")
def test_a_file_without_read_permission_is_skipped_and_refused_on_import():
    save_deck("Readable", "1 All in Good Time\n")
    locked = decks_dir() / "locked.txt"
    locked.write_text("1 All in Good Time\n", encoding="utf-8")
    locked.chmod(0)
    try:
        assert [d.name for d in list_saved_decks()] == ["Readable"]
        with pytest.raises(DeckStoreError, match="locked.txt"):
            read_deck_file(Path(locked))
    finally:
        locked.chmod(0o600)


PLANAR = "1 Academy at Tolaria West\n1 Agyrem\n"


def test_planar_decks_are_kept_apart_from_scheme_decks():
    scheme = save_deck("Same name", "1 All in Good Time\n")
    planar = save_deck("Same name", PLANAR, "planar")
    assert planar.kind == "planar" and scheme.kind == "scheme"
    assert planar.path.parent == decks_dir("planar") == paths.data_dir() / "planar-decks"
    assert planar.path != scheme.path
    assert list_saved_decks() == [scheme]
    assert deck_store.list_saved_planar_decks() == [SavedDeck("Same name", planar.path, PLANAR, "planar")]
    assert list_saved_decks("planar") == deck_store.list_saved_planar_decks()


def test_a_planar_deck_saved_again_replaces_its_file_and_deletes_alone():
    first = save_deck("Planes", PLANAR, "planar")
    again = save_deck("PLANES", "1 Agyrem\n", "planar")
    assert again.path == first.path
    assert [d.text for d in deck_store.list_saved_planar_decks()] == ["1 Agyrem\n"]
    save_deck("Planes", "1 All in Good Time\n")
    delete_deck(again)
    assert deck_store.list_saved_planar_decks() == []
    assert [d.name for d in list_saved_decks()] == ["Planes"]


def test_a_planar_deck_is_not_deleted_through_the_scheme_folder():
    planar = save_deck("Planes", PLANAR, "planar")
    with pytest.raises(DeckStoreError):
        delete_deck(SavedDeck(planar.name, planar.path, planar.text, "scheme"))
    assert deck_store.list_saved_planar_decks() == [planar]
