"""Text contrast measured from a window's pixels, as WCAG measures it.

AA asks for 4.5:1.

Each window is rendered as a whole (``grab()`` of the top-level, so parents'
backgrounds and style sheets are composited as on screen), every visible
label, button and check box with text is cut out of that image, and its
contrast is measured: the background is the crop's most common colour, the
text the colour farthest from it.  ``failures(top)`` lists every text widget
of ``top`` under 4.5:1.
"""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QAbstractButton, QApplication, QCheckBox, QLabel, QPushButton, QRadioButton, QWidget

AA = 4.5
#: "none": the platform reports no colour scheme (Xvfb, many Linux desktops): the window's own default.
MODES = ("dark", "light", "none")


def _luminance(rgb: tuple[int, int, int]) -> float:
    channels = [c / 255 for c in rgb]
    linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    """The WCAG contrast ratio of two RGB colours."""
    high, low = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def measured_contrast(image: QImage, rect: QRect) -> float:
    """The contrast of the text in ``rect`` of ``image``.

    Most common colour against the farthest one.
    """
    crop = image.copy(rect).convertToFormat(QImage.Format.Format_RGB32)
    data = bytes(crop.constBits())
    counts = Counter(data[i : i + 3] for i in range(0, len(data), 4))
    background_bgr = counts.most_common(1)[0][0]
    background = (background_bgr[2], background_bgr[1], background_bgr[0])
    best = 1.0
    for bgr, count in counts.items():
        if count < 3:
            # A stray anti-aliased pixel is not the text's colour
            continue
        best = max(best, contrast(background, (bgr[2], bgr[1], bgr[0])))
    return best


def text_widgets(top: QWidget) -> list[QWidget]:
    """The visible widgets of ``top`` that show text: labels, buttons, check boxes."""
    found = []
    for widget in top.findChildren(QWidget):
        if not widget.isVisible() or widget.width() < 4 or widget.height() < 4:
            continue
        if isinstance(widget, QLabel) and widget.text().strip() and widget.pixmap().isNull():
            found.append(widget)
        elif isinstance(widget, (QPushButton, QCheckBox, QRadioButton)) and widget.text().strip():
            found.append(widget)
    return found


def failures(top: QWidget) -> list[str]:
    """Every text widget of ``top`` under 4.5:1.

    Measured from ``top``'s own rendering.
    """
    QApplication.processEvents()
    image = top.grab().toImage()
    bad = []
    for widget in text_widgets(top):
        origin = widget.mapTo(top, QPoint(0, 0))
        rect = QRect(origin, widget.size()).intersected(image.rect())
        if isinstance(widget, QAbstractButton):
            # Inside the button's border and padding
            rect = rect.adjusted(4, 4, -4, -4)
        if rect.width() < 4 or rect.height() < 4:
            continue
        if isinstance(widget, QAbstractButton) and not widget.isEnabled():
            # WCAG exempts inactive controls
            continue
        ratio = measured_contrast(image, rect)
        if ratio < AA:
            text = widget.text().replace("\n", " ")[:40]
            bad.append(f"{type(widget).__name__} {widget.objectName()!r} {text!r}: {ratio:.2f}")
    return bad
