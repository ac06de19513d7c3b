"""desktop/settings.py: the settings file and which language the app speaks.

Language, text size.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from archenemy.desktop import paths
from archenemy.desktop.settings import (
    MAX_TEXT_SCALE,
    MIN_TEXT_SCALE,
    Settings,
    effective_language,
    load_settings,
    save_settings,
    settings_path,
)
from archenemy.engine import journal as journal_module


def test_defaults() -> None:
    s = Settings()
    assert s.language is None
    assert s.text_scale == 1.0


def test_the_file_is_in_the_user_config_directory(isolated_user_dirs) -> None:
    path = settings_path()
    assert path == paths.config_dir() / "settings.json"
    assert str(path).startswith(str(isolated_user_dirs.config))
    assert "archenemy-companion" in path.parts


def test_missing_file_gives_the_defaults(isolated_user_dirs) -> None:
    assert not settings_path().exists()
    assert load_settings() == Settings()


def test_round_trip(isolated_user_dirs) -> None:
    written = save_settings(Settings(language="es", text_scale=1.5))
    assert written == settings_path()
    assert load_settings() == Settings(language="es", text_scale=1.5)
    assert json.loads(written.read_text(encoding="utf-8")) == {
        "language": "es",
        "text_scale": 1.5,
        "keep_awake": True,
        "alerts": True,
        "announcements": True,
        "card_images": None,
    }


def test_follow_the_system_is_saved_as_null(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    save_settings(Settings(language="es"), path)
    save_settings(Settings(language=None), path)
    assert json.loads(path.read_text(encoding="utf-8"))["language"] is None
    assert load_settings(path).language is None


def test_save_creates_the_directory(tmp_path: Path) -> None:
    path = tmp_path / "a" / "b" / "settings.json"
    save_settings(Settings(text_scale=2.0), path)
    assert load_settings(path).text_scale == 2.0


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b"{",
        b"not json at all",
        b"\xff\xfe\x00garbage",
        b"[1, 2, 3]",
        b"null",
        b"42",
        b'"es"',
        b"[" * 100_000,
    ],
)
def test_corrupt_file_gives_the_defaults(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(content)
    assert load_settings(path) == Settings()


def test_a_directory_in_place_of_the_file_gives_the_defaults(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.mkdir()
    assert load_settings(path) == Settings()


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root reads any file")
def test_an_unreadable_file_gives_the_defaults(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"language": "es"}', encoding="utf-8")
    path.chmod(0)
    try:
        assert load_settings(path) == Settings()
    finally:
        path.chmod(0o600)


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        ({"language": "es"}, Settings(language="es")),
        ({"language": "es_ES.UTF-8"}, Settings(language="es")),
        ({"language": "EN"}, Settings(language="en")),
        ({"language": "fr"}, Settings()),
        ({"language": 3}, Settings()),
        ({"language": None, "text_scale": 1.25}, Settings(text_scale=1.25)),
        ({"text_scale": 2}, Settings(text_scale=2.0)),
        ({"text_scale": "big"}, Settings()),
        ({"text_scale": True}, Settings()),
        ({"text_scale": -1}, Settings()),
        ({"text_scale": 0}, Settings()),
        ({"text_scale": 100}, Settings(text_scale=MAX_TEXT_SCALE)),
        ({"text_scale": 0.1}, Settings(text_scale=MIN_TEXT_SCALE)),
        ({"language": "es", "unknown_key": [1, 2]}, Settings(language="es")),
    ],
)
def test_bad_values_fall_back_one_by_one(tmp_path: Path, data: object, expected: Settings) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert load_settings(path) == expected


@pytest.mark.parametrize("text", ["NaN", "Infinity", "-Infinity"])
def test_non_finite_text_scale_falls_back(tmp_path: Path, text: str) -> None:
    path = tmp_path / "settings.json"
    path.write_text(f'{{"language": "es", "text_scale": {text}}}', encoding="utf-8")
    assert load_settings(path) == Settings(language="es")


def test_saving_replaces_the_file_atomically(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "config" / "settings.json"
    save_settings(Settings(language="en"), path)
    replaced: list[tuple[str, str]] = []
    real_replace = os.replace

    def spy(src, dst):
        replaced.append((str(src), str(dst)))
        return real_replace(src, dst)

    # The shared atomic write
    monkeypatch.setattr(journal_module.os, "replace", spy)
    save_settings(Settings(language="es"), path)
    assert len(replaced) == 1
    src, dst = replaced[0]
    assert dst == str(path)
    assert Path(src).parent == path.parent and src != dst
    assert load_settings(path).language == "es"
    # No temporary file left
    assert [p.name for p in path.parent.iterdir()] == ["settings.json"]


def test_a_failed_write_keeps_the_old_file_and_leaves_no_temporary(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "config" / "settings.json"
    save_settings(Settings(language="es", text_scale=1.5), path)

    def broken_replace(src, dst):
        raise OSError("disk full")

    monkeypatch.setattr(journal_module.os, "replace", broken_replace)
    with pytest.raises(OSError):
        save_settings(Settings(language="en"), path)
    assert load_settings(path) == Settings(language="es", text_scale=1.5)
    assert [p.name for p in path.parent.iterdir()] == ["settings.json"]


def test_bad_values_are_not_saved(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    save_settings(Settings(language="klingon", text_scale=-3.0), path)
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved == {
        "language": None,
        "text_scale": 1.0,
        "keep_awake": True,
        "alerts": True,
        "announcements": True,
        "card_images": None,
    }


# --- which language ------------------------------------------------------------


@pytest.fixture
def spanish_system(monkeypatch):
    for var in ("LANGUAGE", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LC_ALL", "es_ES.UTF-8")
    monkeypatch.setenv("LANG", "es_ES.UTF-8")


@pytest.fixture
def english_system(monkeypatch):
    for var in ("LANGUAGE", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LC_ALL", "en_US.UTF-8")
    monkeypatch.setenv("LANG", "en_US.UTF-8")


def test_the_command_line_beats_the_setting(spanish_system) -> None:
    assert effective_language("en", Settings(language="es")) == "en"
    assert effective_language("es", Settings(language="en")) == "es"


def test_the_setting_beats_the_system(spanish_system) -> None:
    assert effective_language(None, Settings(language="en")) == "en"


def test_the_system_when_nothing_is_chosen(spanish_system) -> None:
    assert effective_language(None, Settings()) == "es"
    assert effective_language(None, None) == "es"


def test_the_system_in_english(english_system) -> None:
    assert effective_language(None, Settings()) == "en"
    assert effective_language(None, Settings(language="es")) == "es"


def test_a_language_the_app_does_not_speak_falls_through(english_system) -> None:
    assert effective_language("fr", Settings(language="es")) == "es"
    assert effective_language("fr", Settings()) == "en"


def test_the_command_line_value_is_normalized(english_system) -> None:
    assert effective_language("ES", Settings()) == "es"
    assert effective_language("es_MX.UTF-8", Settings()) == "es"


def test_the_saved_setting_decides_at_start_up(isolated_user_dirs, spanish_system) -> None:
    save_settings(Settings(language="en"))
    assert effective_language(None, load_settings()) == "en"
    assert effective_language("es", load_settings()) == "es"


# --- card images -------------------------------------------------------


@pytest.mark.parametrize("mode", ["off", "on_demand", "all"])
def test_card_images_mode_round_trip(tmp_path: Path, mode: str) -> None:
    path = tmp_path / "settings.json"
    save_settings(Settings(card_images=mode), path)
    assert load_settings(path).card_images == mode


@pytest.mark.parametrize("value", ["yes", True, 1, ["all"], {"all": 1}, "ALL", ""])
def test_card_images_bad_value_means_not_asked(tmp_path: Path, value: object) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"card_images": value, "alerts": False}), encoding="utf-8")
    loaded = load_settings(path)
    assert loaded.card_images is None
    # The other settings survive
    assert loaded.alerts is False


@pytest.mark.parametrize("value", [False, True])
def test_announcements_are_kept_and_a_bad_value_means_on(tmp_path: Path, value: bool) -> None:
    path = tmp_path / "settings.json"
    save_settings(Settings(announcements=value), path)
    assert load_settings(path).announcements is value
    path.write_text(json.dumps({"announcements": "no"}), encoding="utf-8")
    assert load_settings(path).announcements is True
