"""Languages: detection, and Qt translators for the app's and Qt's own strings.

English is the source language.  Spanish comes from ``i18n/archenemy_es.qm``
(built from the committed ``.ts`` by ``make``) and Qt's ``qtbase_es``, so
standard dialogs and buttons speak Spanish too.  English installs
``i18n/archenemy_en.qm``, which holds only the plural (``%n``) messages, so
"Scheme deck: %n card(s)" reads "1 card" / "20 cards" (no ``qtbase_en``).  Works with a bare
:class:`QCoreApplication` or none at all (the command line).

The app's catalogue is installed after Qt's, so it is searched first: it
holds the few Qt strings ``qtbase_es`` lacks or words otherwise
(:data:`QT_STRINGS`): the file dialog's "Look in:" and "Files of type:", and
the key names, so a menu says "Ctrl+G" and "Ctrl+Mayús+S" as the app's own
texts do, never "Control+G" beside them.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, QTranslator, Signal

from ..engine.package_data import read_package_bytes

# Qt-free, kept here for their callers.
from .languages import LANGUAGE_VARIABLES as LANGUAGE_VARIABLES
from .languages import LANGUAGES as LANGUAGES
from .languages import normalize_language as normalize_language
from .languages import system_language as system_language
from .qm import uninstall_plain

# Qt's own strings the app's catalogue translates (in Qt's contexts), because ``qtbase_es`` has no
# translation for them (the file dialog's labels with their accelerators) or words them otherwise than the
# app (key names: "Control", "Mayúsculas", "Retorno", "Escape", "Suprimir" where the app and Spanish
# keyboards say "Ctrl", "Mayús", "Intro", "Esc", "Supr").  Listed for lupdate; Qt looks them up itself.
QT_STRINGS = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
    QT_TRANSLATE_NOOP("QShortcut", "Ctrl"),
    QT_TRANSLATE_NOOP("QShortcut", "Shift"),
    QT_TRANSLATE_NOOP("QShortcut", "Return"),
    QT_TRANSLATE_NOOP("QShortcut", "Enter"),
    QT_TRANSLATE_NOOP("QShortcut", "Esc"),
    QT_TRANSLATE_NOOP("QShortcut", "Del"),
    QT_TRANSLATE_NOOP("QShortcut", "Space"),
)


class LanguageNotices(QObject):
    """The application's one notice that its language changed.

    :func:`install_language` emits :attr:`changed` once the new translators
    are installed; a widget hears it through :func:`follow_language`.  It
    replaces a Python ``changeEvent`` per widget: the first Python override
    PySide6 hands a ``QEvent`` makes it build every event class it knows
    (~50, ~3 ms), which no start needs before its first frame.
    """

    #: The translators of a new language are installed: set the fixed texts again.
    changed = Signal()


_notices: list[LanguageNotices] = []


def language_notices() -> LanguageNotices:
    """The running application's :class:`LanguageNotices`, made on first use.

    A child of the application, so it lives as long as the application.
    Raises :class:`RuntimeError` with no ``QCoreApplication``.
    """
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("the language notices need a QCoreApplication")
    if not _notices or _notices[0].parent() is not app:
        _notices[:] = [LanguageNotices(app)]
    return _notices[0]


def follow_language(retranslate: Callable[[], None]) -> None:
    """Call ``retranslate`` each time the application's language changes.

    ``retranslate`` is a widget's own method (the one that sets its fixed
    texts, called from its ``__init__`` too): the connection goes with the
    widget when it is deleted.
    """
    language_notices().changed.connect(retranslate)


_installed: list[QTranslator] = []
# The .qm bytes the installed translators read: QTranslator.load(data) does not copy them.
_loaded_data: list[bytes] = []


def load_app_translation(language: str) -> tuple[QTranslator | None, bytes]:
    """The app's compiled translations for ``language``.

    ``i18n/archenemy_<language>.qm``.

    Returns the loaded translator and the bytes it reads (keep them alive:
    :meth:`QTranslator.load` does not copy them), or ``(None, b"")`` when the
    catalogue is missing (a checkout without ``make``): English then.
    """
    try:
        data = read_package_bytes("archenemy.i18n", f"archenemy_{language}.qm")
    except OSError:
        return None, b""
    translator = QTranslator()
    if not data or not translator.load(data):
        return None, b""
    return translator, data


def install_language(language: str) -> str:
    """Install the translators for ``language``; return the language used.

    They replace the ones installed before.

    Installing sends ``QEvent.LanguageChange`` to every widget, and
    :class:`LanguageNotices` tells the widgets that follow the language
    (:func:`follow_language`), so an open window re-translates itself.  A
    missing ``.qm`` leaves English.
    """
    language = normalize_language(language) or "en"
    uninstall_plain()
    for translator in _installed:
        QCoreApplication.removeTranslator(translator)
    _installed.clear()
    _loaded_data.clear()
    # English needs none: Qt's own strings are English already.
    if language != "en":
        qt_translator = QTranslator()
        if qt_translator.load(f"qtbase_{language}", qt_translations_dir()):
            QCoreApplication.installTranslator(qt_translator)
            _installed.append(qt_translator)
    # Installed last, so searched first: its few Qt strings (QT_STRINGS) win over qtbase's.
    app_translator, data = load_app_translation(language)
    if app_translator is not None:
        QCoreApplication.installTranslator(app_translator)
        _installed.append(app_translator)
        _loaded_data.append(data)
    if _notices and _notices[0].parent() is QCoreApplication.instance():
        _notices[0].changed.emit()
    return language


def installed_language() -> str:
    """The language :func:`install_language` installed last.

    ``"en"`` when none or English.
    """
    found = _installed[0].language() if _installed else ""
    return normalize_language(found) or "en"


def qt_translations_dir() -> str:
    """The folder of Qt's own translations (``qtbase_es.qm``).

    PySide6's ``Qt/translations``, which the bundle keeps.
    """
    # Asked for here: PySide6 makes a class the first time it is asked for, and English needs none of Qt's.
    from PySide6.QtCore import QLibraryInfo

    return QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
