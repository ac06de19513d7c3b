"""The image cache never deletes, reads or writes outside itself.

Links at every level of its folders.

A user's folder (pictures, notes, files named as the cache names its own)
is linked in as the cache's root, as its ``images`` folder, as its ``cards``
folder, and file by file; every operation of the cache that deletes
(prune, eviction, a damaged record or image dropped) or writes runs, and the
user's folder is byte for byte as before.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from archenemy.desktop.card_images import cache as cache_module
from archenemy.desktop.card_images.cache import ImageCache
from archenemy.desktop.card_images.scryfall import CardData

from support.scryfall_fake import jpeg_bytes

RECORD_ID = "c5287e77-890d-41bd-acc6-7a8f1866426d"


def _card(number: int) -> CardData:
    card_id = f"{number:08x}-890d-41bd-acc6-7a8f1866426d"
    return CardData(card_id, "en", "oarc", str(number), f"https://cards.scryfall.io/large/{card_id}.jpg?1",
                    "highres_scan", "A Scheme", "An Artist")  # fmt: skip


def _user_folder(tmp_path: Path) -> Path:
    """A folder of the user's, with files named as the cache names its own.

    And a subfolder.
    """
    user = tmp_path / "Pictures"
    (user / "images").mkdir(parents=True)
    (user / "cards").mkdir()
    (user / "holiday").mkdir()
    (user / "notes.txt").write_text("my notes")
    (user / "photo.jpg").write_bytes(jpeg_bytes(seed="photo"))
    (user / "holiday" / "beach.jpg").write_bytes(jpeg_bytes(seed="beach"))
    stem = ImageCache(tmp_path / "unused").image_stem(_card(1))
    for folder in (user, user / "images"):
        (folder / f"{stem}.jpg").write_bytes(b"\xff\xd8\xff not a card but the user's")
        (folder / f".{stem}.jpg.abc.tmp").write_bytes(b"the user's, named like a leftover")
        (folder / f"{RECORD_ID}-en.json").write_text("{not a record, the user's}")
    (user / "cards" / f"{RECORD_ID}-en.json").write_text("{not a record, the user's}")
    (user / "cards" / "diary.txt").write_text("dear diary")
    old = 1_000_000
    for path in user.rglob("*"):
        # Old enough for every age check.
        os.utime(path, (old, old), follow_symlinks=False)
    return user


def _contents(folder: Path) -> dict[str, bytes | None]:
    return {str(path.relative_to(folder)): (None if path.is_dir() else path.read_bytes()) for path in folder.rglob("*")}


def _use_everything(cache: ImageCache) -> None:
    """Every operation of the cache that deletes or writes, whatever it raises."""
    stem_card = _card(1)
    cache.prune(temp_age=0)
    cache.cap_bytes = 0
    cache.evict()
    cache.records()
    cache.record(RECORD_ID, "en")
    cache.read_image(stem_card)
    cache.drop_image(stem_card)
    cache.status()
    for write in (lambda: cache.store_image(_card(2), jpeg_bytes(seed="2")),
                  lambda: cache.save_record(RECORD_ID, "es", _card(3))):  # fmt: skip
        try:
            write()
        except OSError:
            pass
    cache.prune(temp_age=0)


@pytest.mark.parametrize("level", ["root", "images", "cards", "root and images"])
def test_a_cache_folder_that_is_a_link_is_never_entered(tmp_path: Path, level: str) -> None:
    user = _user_folder(tmp_path)
    before = _contents(user)
    root = tmp_path / "cache" / "card-images"
    if level.startswith("root"):
        root.parent.mkdir()
        root.symlink_to(user, target_is_directory=True)
    else:
        root.mkdir(parents=True)
        (root / ("cards" if level == "images" else "images")).mkdir()
        (root / level).symlink_to(user, target_is_directory=True)
    if level == "root and images":
        (user / "images").rename(user / "images-real")
        (user / "images").symlink_to(user / "holiday", target_is_directory=True)
        before = _contents(user)
    cache = ImageCache(root)
    _use_everything(cache)
    assert _contents(user) == before
    assert cache.status().images == 0
    # A real cards folder beside a linked images one works.
    assert (cache.records() == []) == (level != "images")
    if level != "cards":
        # "not cached": nothing written through the link.
        with pytest.raises(OSError):
            cache.store_image(_card(4), jpeg_bytes(seed="4"))


def test_links_inside_the_folders_are_removed_as_links_never_followed(tmp_path: Path) -> None:
    user = _user_folder(tmp_path)
    before = _contents(user)
    cache = ImageCache(tmp_path / "cache")
    cache.images_dir.mkdir(parents=True)
    cache.cards_dir.mkdir()
    stem = cache.image_stem(_card(1))
    links = [
        # An image's name, a link to a picture of the user's.
        cache.images_dir / f"{stem}.jpg",
        # A link to a folder of the user's.
        cache.images_dir / "holiday",
        # A leftover's name.
        cache.images_dir / f".{stem}.jpg.x.tmp",
        # A record's name.
        cache.cards_dir / f"{RECORD_ID}-en.json",
    ]
    targets = [user / "photo.jpg", user / "holiday", user / "notes.txt", user / "cards" / f"{RECORD_ID}-en.json"]
    for link, target in zip(links, targets, strict=True):
        link.symlink_to(target)
    (cache.images_dir / "a-folder.jpg").mkdir()
    (cache.images_dir / "a-folder.jpg" / "inside.jpg").write_bytes(b"never recursed into")
    _use_everything(cache)
    assert _contents(user) == before
    # Each removed as a link: its target is intact.
    assert not any(os.path.lexists(link) for link in links)
    assert (cache.images_dir / "a-folder.jpg" / "inside.jpg").exists()


def test_a_folder_swapped_for_a_link_after_the_check_is_never_entered(tmp_path: Path, monkeypatch) -> None:
    """The check (``lstat``) and the removal race.

    The removal opens the folder with ``O_NOFOLLOW`` itself.
    """
    if not cache_module._BY_DESCRIPTOR:
        pytest.skip("no descriptor-relative calls on this system")
    user = _user_folder(tmp_path)
    before = _contents(user)
    root = tmp_path / "cache"
    root.mkdir()
    (root / "cards").mkdir()
    (root / "images").symlink_to(user, target_is_directory=True)
    # Every check passed, then the swap.
    monkeypatch.setattr(cache_module, "_real_folder", lambda _path: True)
    cache = ImageCache(root)
    _use_everything(cache)
    assert _contents(user) == before


def test_a_sparse_huge_file_under_an_image_name_is_no_image(tmp_path: Path) -> None:
    cache = ImageCache(tmp_path)
    card = _card(5)
    cache.store_image(card, jpeg_bytes(seed="5"))
    path = cache.image_path(card)
    assert path is not None
    with open(path, "r+b") as file:
        # Sparse: no disk space, 4 GiB by its size.
        file.truncate(4 * 1024**3)
    assert cache.image_path(card) is None and not cache.has_image(card)
    status = cache.status()
    assert (status.images, status.bytes) == (0, 0)
    cache.save_record(RECORD_ID, "en", card)
    cache.prune()
    assert not path.exists()
